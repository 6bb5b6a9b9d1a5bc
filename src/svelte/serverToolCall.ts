// serverToolCall: `tools/call` as a store of the latest call's state, with `call` and `abort`.
import type { Readable } from "svelte/store";
import type { CallToolResult, RequestOptions, ToolTypes, WithTypedCalls } from "../index.js";
import { IDLE_CALL, ToolCalls, type CallState, type CallToolParams } from "../bindings/tool-calls.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

export type { CallState, CallStatus, CallToolParams } from "../bindings/tool-calls.js";

type Untyped = { call(params: CallToolParams, options?: RequestOptions): Promise<CallToolResult>; result: CallToolResult | undefined };
type Typed<T extends ToolTypes> = WithTypedCalls<Untyped, T>;

/** What {@link serverToolCall} returns: a store of the latest call's state, and the calls. */
export type ServerToolCall<T extends ToolTypes = ToolTypes> = Readable<Omit<CallState, "result"> & { result: Typed<T>["result"] }> & {
  /** Calls a server tool. Resolves with the result (also an `isError` one); rejects with an `AppError`. */
  readonly call: Typed<T>["call"];
  /** Aborts every pending call of this store. */
  readonly abort: () => void;
};

/**
 * Calls server tools and holds the state of the latest call: `status` is `idle`, `pending`, `success`
 * or `error` (also for a result with `isError: true`). A new call aborts nothing (call `abort()`
 * first to replace one); the last unsubscribe (the component's destruction) aborts every pending
 * call. Without `app`, the App of the nearest `setAppContext`. `serverToolCall<typeof tool>()` types
 * `call` and `result` from the definitions (types only).
 *
 * @example
 * const refresh = serverToolCall(app);
 * // <button on:click={() => refresh.call({ name: "refresh" })} disabled={$refresh.status === "pending"}>
 */
export function serverToolCall<T extends ToolTypes = ToolTypes>(app?: AppSource): ServerToolCall<T> {
  const calls = new ToolCalls();
  const bound = perApp<CallState>(app, IDLE_CALL, (_app, set) => calls.attach(set));
  return {
    subscribe: bound.store.subscribe,
    call: ((params: CallToolParams, options?: RequestOptions) => calls.call(bound.current(), params, options)) as Typed<T>["call"],
    abort: () => calls.abort(),
  } as ServerToolCall<T>;
}
