// Type-level tests of mcp-view/svelte's tool type parameter, as test/bindings/typed-hooks.test.ts does
// for the hooks: `toolInput<typeof tool>`, `toolResult<typeof tool>` and `serverToolCall<typeof tool>`
// typed from a tool definition, and the untyped stores unchanged. Checked by `tsc -p tsconfig.json`:
// each line marked to expect an error must fail to compile.
import { describe, expectTypeOf, it } from "vitest";
import type { Readable } from "svelte/store";
import type { App, AppError, CallToolResult, McpUiToolInputParams, ToolResult, TypedCallServerTool } from "../../../src/index.js";
import { serverToolCall, toolInput, toolResult, type CallStatus, type ServerToolCall } from "../../../src/svelte/index.js";
import type { greet, history, reset } from "../../server/fixtures/tools.js";

const app = {} as App; // a stand-in: only its type is used
/** The stores are made inside the type-checked function, never executed. */
const typeOnly = (_fn: () => unknown): void => {};
type ValueOf<S> = S extends Readable<infer T> ? T : never;

describe("mcp-view/svelte: the stores' tool type parameter", () => {
  it("types toolInput's arguments and toolResult's structuredContent", () =>
    typeOnly(() => {
      const input = toolInput<typeof greet>(app);
      expectTypeOf<ValueOf<typeof input>>().toEqualTypeOf<{ arguments?: { name: string; times?: number | undefined } } | undefined>();
      const result = toolResult<typeof greet>(app);
      expectTypeOf<ValueOf<typeof result>>().toEqualTypeOf<ToolResult<typeof greet> | undefined>();
      expectTypeOf<ValueOf<ReturnType<typeof toolResult<typeof reset>>>>().toEqualTypeOf<CallToolResult | undefined>();
      const value = {} as ValueOf<typeof result>;
      // @ts-expect-error an error result may have no structuredContent: check isError first
      void value!.structuredContent.greeting;
      if (value?.isError === false) {
        // @ts-expect-error greeting is a string
        value.structuredContent?.greeting.toFixed();
      }
    }));

  it("types serverToolCall's call and result, and keeps its status, error and abort", () =>
    typeOnly(async () => {
      const tool = serverToolCall<typeof greet>(app);
      expectTypeOf(tool.call).toEqualTypeOf<TypedCallServerTool<typeof greet>>();
      type State = ValueOf<typeof tool>;
      expectTypeOf<State["result"]>().toEqualTypeOf<ToolResult<typeof greet> | undefined>();
      expectTypeOf<State["status"]>().toEqualTypeOf<CallStatus>();
      expectTypeOf<State["error"]>().toEqualTypeOf<AppError | undefined>();
      expectTypeOf(tool.abort).toEqualTypeOf<() => void>();
      // @ts-expect-error the tool is greet
      void tool.call({ name: "greeet", arguments: { name: "Ada" } });
      // @ts-expect-error greet needs arguments
      void tool.call({ name: "greet" });
      const both = serverToolCall<typeof greet | typeof history>();
      expectTypeOf(await both.call({ name: "history" })).toEqualTypeOf<ToolResult<typeof history>>();
      // @ts-expect-error reset is not among these tools
      void both.call({ name: "reset" });
      // @ts-expect-error a type parameter is a tool definition
      toolResult<{ greeting: string }>(app);
    }));

  it("leaves the untyped stores as they were", () =>
    typeOnly(() => {
      expectTypeOf<ValueOf<ReturnType<typeof toolInput>>>().toEqualTypeOf<McpUiToolInputParams | undefined>();
      const tool = serverToolCall(app);
      expectTypeOf(tool).toEqualTypeOf<ServerToolCall>();
      expectTypeOf<ValueOf<typeof tool>["result"]>().toEqualTypeOf<CallToolResult | undefined>();
      expectTypeOf(tool.call({ name: "anything", arguments: { x: 1 } })).toEqualTypeOf<Promise<CallToolResult>>();
    }));
});
