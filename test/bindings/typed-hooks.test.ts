// Type-level tests of the hooks' tool type parameter, in mcp-view/react and mcp-view/preact:
// `useToolInput<typeof tool>`, `useToolResult<typeof tool>` and `useCallServerTool<typeof tool>` typed
// from a tool definition (imported as a type), and the untyped hooks unchanged. Checked by
// `tsc -p tsconfig.json`: each line marked to expect an error must fail to compile.
import { describe, expectTypeOf, it } from "vitest";
import type {
  App,
  AppError,
  CallToolResult,
  McpUiToolInputParams,
  RequestOptions,
  ToolResult,
  TypedCallServerTool,
} from "../../src/index.js";
import * as ReactEntry from "../../src/react/index.js";
import * as PreactEntry from "../../src/preact/index.js";
import type { CallServerTool, CallStatus } from "../../src/react/index.js";
import type { greet, history, reset } from "../server/fixtures/tools.js";

const app = {} as App; // a stand-in: only its type is used

/** Hooks cannot run outside a component: the calls below are type-checked, never executed. */
const typeOnly = (_fn: () => unknown): void => {};

describe.each([
  { entry: "mcp-view/react", hooks: ReactEntry },
  { entry: "mcp-view/preact", hooks: PreactEntry },
])("$entry: the hooks' tool type parameter", ({ hooks }) => {
  const { useCallServerTool, useToolInput, useToolResult } = hooks;

  it("types useToolInput's arguments from the input schema (before parsing: defaults optional)", () =>
    typeOnly(() => {
      const input = useToolInput<typeof greet>(app);
      expectTypeOf(input).toEqualTypeOf<{ arguments?: { name: string; times?: number | undefined } } | undefined>();
      expectTypeOf(useToolInput<typeof reset>()).toEqualTypeOf<{ arguments?: Record<string, never> } | undefined>();
      // @ts-expect-error name is a string
      input?.arguments?.name.toFixed();
      // @ts-expect-error greet has no argument "nme"
      void input?.arguments?.nme;
    }));

  it("types useToolResult's structuredContent from the output schema, once isError is ruled out", () =>
    typeOnly(() => {
      const result = useToolResult<typeof greet>(app);
      expectTypeOf(result).toEqualTypeOf<ToolResult<typeof greet> | undefined>();
      if (result && !result.isError)
        expectTypeOf(result.structuredContent).toEqualTypeOf<{ greeting: string; length: number } | undefined>();
      expectTypeOf(useToolResult<typeof reset>()).toEqualTypeOf<CallToolResult | undefined>();
      // @ts-expect-error an error result may have no structuredContent: check isError first
      void result!.structuredContent.greeting;
      if (result?.isError === false) {
        // @ts-expect-error greeting is a string
        result.structuredContent?.greeting.toFixed();
        // @ts-expect-error there is no "count" in the output
        void result.structuredContent?.count;
      }
    }));

  it("types useCallServerTool's call and result, and keeps its status, error and abort", () =>
    typeOnly(async () => {
      const tool = useCallServerTool<typeof greet>(app);
      expectTypeOf(tool.call).toEqualTypeOf<TypedCallServerTool<typeof greet>>();
      expectTypeOf(tool.result).toEqualTypeOf<ToolResult<typeof greet> | undefined>();
      expectTypeOf(tool.status).toEqualTypeOf<CallStatus>();
      expectTypeOf(tool.error).toEqualTypeOf<AppError | undefined>();
      expectTypeOf(tool.abort).toEqualTypeOf<() => void>();
      const result = await tool.call({ name: "greet", arguments: { name: "Ada" } }, { timeout: 5 });
      if (!result.isError) expectTypeOf(result.structuredContent?.greeting).toEqualTypeOf<string | undefined>();
      // @ts-expect-error the tool is greet
      void tool.call({ name: "greeet", arguments: { name: "Ada" } });
      // @ts-expect-error name is a string
      void tool.call({ name: "greet", arguments: { name: 1 } });
      // @ts-expect-error greet needs arguments
      void tool.call({ name: "greet" });
      if (tool.result && !tool.result.isError) {
        // @ts-expect-error length is a number
        tool.result.structuredContent?.length.toUpperCase();
      }
    }));

  it("picks the tool of a union of definitions by name", () =>
    typeOnly(async () => {
      const { call, result } = useCallServerTool<typeof greet | typeof history>();
      expectTypeOf(await call({ name: "history" })).toEqualTypeOf<ToolResult<typeof history>>();
      expectTypeOf(await call({ name: "greet", arguments: { name: "Ada", times: 2 } })).toEqualTypeOf<ToolResult<typeof greet>>();
      expectTypeOf(result).toEqualTypeOf<ToolResult<typeof greet> | ToolResult<typeof history> | undefined>();
      // @ts-expect-error reset is not among these tools
      void call({ name: "reset" });
      // @ts-expect-error history's arguments, not greet's
      void call({ name: "history", arguments: { name: "Ada" } });
    }));

  it("takes only tool definitions as the type parameter", () =>
    typeOnly(() => {
      // @ts-expect-error a type parameter is a tool definition (its name and schemas)
      useToolResult<{ greeting: string }>(app);
      // @ts-expect-error the name of a definition is a string
      useCallServerTool<{ name: 1 }>(app);
    }));

  it("leaves the untyped hooks exactly as they were", () =>
    typeOnly(() => {
      expectTypeOf(useToolInput(app)).toEqualTypeOf<McpUiToolInputParams | undefined>();
      expectTypeOf(useToolResult()).toEqualTypeOf<CallToolResult | undefined>();
      const tool = useCallServerTool(app);
      expectTypeOf(tool).toEqualTypeOf<CallServerTool>();
      expectTypeOf(tool.call).parameters.toEqualTypeOf<
        [params: { name: string; arguments?: Record<string, unknown> }, options?: RequestOptions]
      >();
      expectTypeOf(tool.call({ name: "anything", arguments: { x: 1 } })).toEqualTypeOf<Promise<CallToolResult>>();
    }));
});

describe("the typed hooks of mcp-view/preact", () => {
  it("are those of mcp-view/react for the same definition", () => {
    expectTypeOf(PreactEntry.useToolInput<typeof greet>).toEqualTypeOf(ReactEntry.useToolInput<typeof greet>);
    expectTypeOf(PreactEntry.useToolResult<typeof greet>).toEqualTypeOf(ReactEntry.useToolResult<typeof greet>);
    expectTypeOf(PreactEntry.useCallServerTool<typeof greet>).toEqualTypeOf(ReactEntry.useCallServerTool<typeof greet>);
  });
});
