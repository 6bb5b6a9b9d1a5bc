// createCallServerTool: `tools/call` as accessors of the latest call's state.
import { createMemo, createSignal, onCleanup, untrack, type Accessor } from "solid-js";
import type { AppError, CallToolResult, RequestOptions, ToolTypes, WithTypedCalls } from "../index.js";
import { IDLE_CALL, ToolCalls, type CallState, type CallStatus, type CallToolParams } from "../bindings/tool-calls.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

export type { CallState, CallStatus, CallToolParams } from "../bindings/tool-calls.js";

type Untyped = { call: (params: CallToolParams, options?: RequestOptions) => Promise<CallToolResult>; result: CallToolResult | undefined };
/** `call` and `result` typed from the tool definitions `T` (untouched when `T` is the default). */
type Typed<T> = WithTypedCalls<Untyped, T>;

/** What {@link createCallServerTool} returns. */
export interface ServerToolCall<T extends ToolTypes = ToolTypes> {
  /** Calls a server tool. Resolves with the result (also an `isError` one); rejects with an `AppError`. */
  call: Typed<T>["call"];
  /** Aborts every pending call of this primitive. */
  abort(): void;
  /** Where the latest call stands: `idle`, `pending`, `success` or `error` (also for an `isError` result). */
  status: Accessor<CallStatus>;
  /** The latest call's result (also when it has `isError: true`). */
  result: Accessor<Typed<T>["result"]>;
  /** Why the latest call failed: the rejection, or `REMOTE_ERROR` for an `isError` result. */
  error: Accessor<AppError | undefined>;
}

/**
 * Calls server tools and tracks the latest call. A new call aborts nothing (call `abort()` first to
 * replace one); disposing the owner aborts every pending call. `createCallServerTool<typeof tool>()` (or
 * a union of definitions) types `call` and `result` from the definitions (types only).
 *
 * @example
 * const tool = createCallServerTool();
 * <button onClick={() => tool.call({ name: "refresh" })} disabled={tool.status() === "pending"}>Refresh</button>
 */
export function createCallServerTool<T extends ToolTypes = ToolTypes>(app?: MaybeApp): ServerToolCall<T> {
  const target = resolveApp(app);
  const calls = new ToolCalls();
  const [state, setState] = createSignal<CallState>(IDLE_CALL);
  onCleanup(calls.attach(setState));
  return {
    call: ((params: CallToolParams, options?: RequestOptions) => calls.call(untrack(target), params, options)) as Typed<T>["call"],
    abort: () => calls.abort(),
    status: createMemo(() => state().status),
    result: createMemo(() => state().result as Typed<T>["result"]),
    error: createMemo(() => state().error),
  };
}
