// useCallServerTool: `tools/call` as read-only refs (the call-state machine is src/bindings/tool-calls.ts).
import { computed, shallowRef, type ComputedRef } from "vue";
import type { AppError, CallToolResult, RequestOptions, ToolCallParams, ToolNamed, ToolResult, ToolTypes, ToolsOf } from "../index.js";
import { IDLE_CALL, ToolCalls, type CallState, type CallStatus, type CallToolParams } from "../bindings/tool-calls.js";
import { resolveApp, type AppSource } from "./provideApp.js";
import { onDispose } from "./scope.js";

export type { CallState, CallStatus, CallToolParams } from "../bindings/tool-calls.js";

/** What {@link useCallServerTool} returns, untyped: the latest call's state as refs, and `call`/`abort`. */
export interface CallServerTool {
  status: ComputedRef<CallStatus>;
  /** The latest call's result (also when it has `isError: true`). */
  result: ComputedRef<CallToolResult | undefined>;
  /** Why the latest call failed: the rejection, or `REMOTE_ERROR` for an `isError` result. */
  error: ComputedRef<AppError | undefined>;
  /**
   * Calls a server tool. Resolves with the result (also an `isError` one), or with `undefined` when
   * the call failed: it never rejects, and its `AppError` is in `error`.
   */
  call(params: CallToolParams, options?: RequestOptions): Promise<CallToolResult | undefined>;
  /** Aborts every pending call of this composable. */
  abort(): void;
}

type IsUntyped<M> = string extends ToolsOf<M>["name"] ? true : false;

/** {@link CallServerTool}'s `call` typed for the tools of `M`: the result of the tool named, or `undefined` on failure. */
export type TypedRefsCall<M> = <N extends ToolsOf<M>["name"]>(
  params: ToolCallParams<ToolNamed<M, N>> & { name: N },
  options?: RequestOptions,
) => Promise<ToolResult<ToolNamed<M, N>> | undefined>;

/** {@link CallServerTool} with `call` and `result` typed for the tools of `M` (one definition or a union). */
export type TypedCallServerToolRefs<M> =
  IsUntyped<M> extends true
    ? CallServerTool
    : Omit<CallServerTool, "call" | "result"> & { call: TypedRefsCall<M>; result: ComputedRef<ToolResult<ToolsOf<M>> | undefined> };

/**
 * Calls server tools and tracks the latest call: `status` is `idle`, `pending`, `success` or `error`
 * (also for a result with `isError: true`). A new call aborts nothing; the end of the effect scope
 * (unmount) aborts every pending call. `useCallServerTool<typeof tool>()` types `call` and `result`.
 * Unlike React's, `call` never rejects: Vue reports a promise that an event handler returns
 * (`@click="call(…)"`) as an unhandled error when it rejects, so a failure is only in `error`.
 *
 * @example
 * const { call, status, result } = useCallServerTool();
 * // <button :disabled="status === 'pending'" @click="call({ name: 'refresh' })">Refresh</button>
 */
export function useCallServerTool<T extends ToolTypes = ToolTypes>(app?: AppSource): TypedCallServerToolRefs<T> {
  const target = resolveApp(app);
  const calls = new ToolCalls();
  const state = shallowRef<CallState>(IDLE_CALL);
  onDispose(
    "useCallServerTool",
    calls.attach((next) => (state.value = next)),
  );
  const tool: CallServerTool = {
    status: computed(() => state.value.status),
    result: computed(() => state.value.result),
    error: computed(() => state.value.error),
    call: (params, options) => calls.call(target(), params, options).catch(() => undefined),
    abort: () => calls.abort(),
  };
  return tool as TypedCallServerToolRefs<T>;
}
