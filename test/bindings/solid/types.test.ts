// Type-level tests of mcp-view/solid: the tool type parameter of createToolInput, createToolResult and
// createCallServerTool (typed from a tool definition, imported as a type), the untyped primitives
// unchanged, and the accessor types. Checked by `tsc -p tsconfig.json`: each line marked to expect
// an error must fail to compile.
import type { Accessor } from "solid-js";
import { describe, expectTypeOf, it } from "vitest";
import type {
  App,
  AppError,
  CallToolResult,
  McpUiToolInputParams,
  RequestOptions,
  ToolResult,
  TypedCallServerTool,
} from "../../../src/index.js";
import {
  createApp,
  createAppState,
  createCallServerTool,
  createToolInput,
  createToolResult,
  createViewStateSignal,
  type CallStatus,
} from "../../../src/solid/index.js";
import type { greet, history, reset } from "../../server/fixtures/tools.js";

const app = {} as App; // a stand-in: only its type is used

/** Primitives need an owner: the calls below are type-checked, never executed. */
const typeOnly = (_fn: () => unknown): void => {};

describe("mcp-view/solid: the primitives' types", () => {
  it("types createToolInput's and createToolResult's accessors from the definition", () =>
    typeOnly(() => {
      const input = createToolInput<typeof greet>(app);
      expectTypeOf(input).toEqualTypeOf<Accessor<{ arguments?: { name: string; times?: number | undefined } } | undefined>>();
      const result = createToolResult<typeof greet>(() => app);
      expectTypeOf(result).toEqualTypeOf<Accessor<ToolResult<typeof greet> | undefined>>();
      expectTypeOf(createToolResult<typeof reset>()).toEqualTypeOf<Accessor<CallToolResult | undefined>>();
      // @ts-expect-error name is a string
      input()?.arguments?.name.toFixed();
      const value = result();
      // @ts-expect-error an error result may have no structuredContent: check isError first
      void value!.structuredContent.greeting;
      if (value?.isError === false) {
        // @ts-expect-error there is no "count" in the output
        void value.structuredContent?.count;
      }
    }));

  it("types createCallServerTool's call and result, and keeps its status, error and abort", () =>
    typeOnly(async () => {
      const tool = createCallServerTool<typeof greet | typeof history>(app);
      expectTypeOf(tool.call).toEqualTypeOf<TypedCallServerTool<typeof greet | typeof history>>();
      expectTypeOf(tool.result).toEqualTypeOf<Accessor<ToolResult<typeof greet> | ToolResult<typeof history> | undefined>>();
      expectTypeOf(tool.status).toEqualTypeOf<Accessor<CallStatus>>();
      expectTypeOf(tool.error).toEqualTypeOf<Accessor<AppError | undefined>>();
      expectTypeOf(tool.abort).toEqualTypeOf<() => void>();
      expectTypeOf(await tool.call({ name: "history" })).toEqualTypeOf<ToolResult<typeof history>>();
      // @ts-expect-error the tool is greet or history
      void tool.call({ name: "greeet", arguments: { name: "Ada" } });
      // @ts-expect-error name is a string
      void tool.call({ name: "greet", arguments: { name: 1 } });
      // @ts-expect-error greet needs arguments
      void tool.call({ name: "greet" });
      // @ts-expect-error a type parameter is a tool definition
      createCallServerTool<{ name: 1 }>(app);
    }));

  it("leaves the untyped primitives untyped, and types the rest", () =>
    typeOnly(() => {
      expectTypeOf(createToolInput(app)).toEqualTypeOf<Accessor<McpUiToolInputParams | undefined>>();
      const tool = createCallServerTool();
      expectTypeOf(tool.call).parameters.toEqualTypeOf<
        [params: { name: string; arguments?: Record<string, unknown> }, options?: RequestOptions]
      >();
      expectTypeOf(tool.result).toEqualTypeOf<Accessor<CallToolResult | undefined>>();
      expectTypeOf(createAppState((s) => s.status)).toEqualTypeOf<Accessor<"idle" | "connecting" | "connected" | "failed" | "closed">>();
      const { app: connected } = createApp({ appInfo: { name: "w", version: "1" } });
      expectTypeOf(connected).toEqualTypeOf<Accessor<App | null>>();
      const [tab, setTab] = createViewStateSignal("all");
      expectTypeOf(tab).toEqualTypeOf<Accessor<string>>();
      // @ts-expect-error the state is a string
      void setTab(1);
    }));
});
