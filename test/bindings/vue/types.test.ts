// Type-level tests of mcp-view/vue: the composables' tool type parameter (`useToolInput<typeof
// tool>`, `useToolResult<typeof tool>`, `useCallServerTool<typeof tool>`), the refs they return, and
// the sources they accept. Checked by `tsc -p tsconfig.json`: each line marked to expect an error
// must fail to compile. The calls are type-checked, never run.
import { describe, expectTypeOf, it } from "vitest";
import { shallowRef, type ComputedRef } from "vue";
import type { App, AppError, AppSnapshot, CallToolResult, McpUiDisplayMode, ToolResult } from "../../../src/index.js";
import {
  useApp,
  useAppState,
  useCallServerTool,
  useDisplayMode,
  useToolInput,
  useToolResult,
  useViewState,
  type CallStatus,
  type TypedRefsCall,
} from "../../../src/vue/index.js";
import type { greet, history, reset } from "../../server/fixtures/tools.js";

const app = {} as App;
const typeOnly = (_fn: () => unknown): void => {};

describe("mcp-view/vue: types", () => {
  it("types useToolInput and useToolResult from a tool definition", () =>
    typeOnly(() => {
      const input = useToolInput<typeof greet>(app);
      expectTypeOf(input).toEqualTypeOf<ComputedRef<{ arguments?: { name: string; times?: number | undefined } } | undefined>>();
      const result = useToolResult<typeof greet>(app).value;
      expectTypeOf(result).toEqualTypeOf<ToolResult<typeof greet> | undefined>();
      if (result && !result.isError)
        expectTypeOf(result.structuredContent).toEqualTypeOf<{ greeting: string; length: number } | undefined>();
      expectTypeOf(useToolResult<typeof reset>().value).toEqualTypeOf<CallToolResult | undefined>();
      // @ts-expect-error name is a string
      input.value?.arguments?.name.toFixed();
      // @ts-expect-error an error result may have no structuredContent: check isError first
      void result!.structuredContent.greeting;
      // @ts-expect-error the refs are read-only
      input.value = undefined;
    }));

  it("types useCallServerTool's call and result, and keeps status, error and abort", () =>
    typeOnly(async () => {
      const tool = useCallServerTool<typeof greet>(app);
      expectTypeOf(tool.call).toEqualTypeOf<TypedRefsCall<typeof greet>>();
      expectTypeOf(tool.result).toEqualTypeOf<ComputedRef<ToolResult<typeof greet> | undefined>>();
      expectTypeOf(tool.status).toEqualTypeOf<ComputedRef<CallStatus>>();
      expectTypeOf(tool.error).toEqualTypeOf<ComputedRef<AppError | undefined>>();
      expectTypeOf(tool.abort).toEqualTypeOf<() => void>();
      const result = await tool.call({ name: "greet", arguments: { name: "Ada" } });
      // @ts-expect-error a failed call resolves with undefined
      void result.isError;
      if (result && !result.isError) expectTypeOf(result.structuredContent?.greeting).toEqualTypeOf<string | undefined>();
      // @ts-expect-error the tool is greet
      void tool.call({ name: "greeet", arguments: { name: "Ada" } });
      // @ts-expect-error greet needs arguments
      void tool.call({ name: "greet" });
      const either = useCallServerTool<typeof greet | typeof history>();
      void either.call({ name: "history" });
      // @ts-expect-error reset is not among them
      void either.call({ name: "reset" });
      const untyped = useCallServerTool();
      expectTypeOf(untyped.result).toEqualTypeOf<ComputedRef<CallToolResult | undefined>>();
      expectTypeOf(untyped.call).returns.toEqualTypeOf<Promise<CallToolResult | undefined>>();
      void untyped.call({ name: "anything", arguments: { x: 1 } });
    }));

  it("accepts the App as a value, a ref, a getter or nothing, and types the rest", () =>
    typeOnly(() => {
      const { app: connected, isConnected, error } = useApp({ appInfo: { name: "t", version: "1" } });
      expectTypeOf(connected).toEqualTypeOf<ComputedRef<App | null>>();
      expectTypeOf(isConnected).toEqualTypeOf<ComputedRef<boolean>>();
      expectTypeOf(error).toEqualTypeOf<ComputedRef<AppError | null>>();
      useToolResult(connected);
      useToolResult(shallowRef<App | null>(null));
      useToolResult(() => connected.value);
      expectTypeOf(useAppState(null, (s) => s.status)).toEqualTypeOf<ComputedRef<AppSnapshot["status"]>>();
      expectTypeOf(useDisplayMode().mode).toEqualTypeOf<ComputedRef<McpUiDisplayMode | undefined>>();
      const { state, set } = useViewState({ tab: "all" });
      expectTypeOf(state).toEqualTypeOf<ComputedRef<{ tab: string }>>();
      void set((previous) => ({ tab: previous.tab + "!" }));
      // @ts-expect-error the state is { tab: string }
      void set({ tab: 1 });
      // @ts-expect-error not an App
      useToolResult("app");
    }));
});
