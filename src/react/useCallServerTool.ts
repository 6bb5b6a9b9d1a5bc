// useCallServerTool: `tools/call` as component state.
import { useCallback, useEffect, useMemo, useState } from "react";
import type { App, CallToolResult, RequestOptions, ToolTypes, WithTypedCalls } from "../index.js";
import { useResolvedApp } from "./useAppContext.js";
import { IDLE_CALL, ToolCalls, type CallState, type CallToolParams } from "../bindings/tool-calls.js";

export type { CallState, CallStatus, CallToolParams } from "../bindings/tool-calls.js";

/** What {@link useCallServerTool} returns. */
export interface CallServerTool extends CallState {
  /** Calls a server tool. Resolves with the result (also an `isError` one); rejects with an `AppError`. */
  call(params: CallToolParams, options?: RequestOptions): Promise<CallToolResult>;
  /** Aborts every pending call of this hook. */
  abort(): void;
}

/**
 * Calls server tools and tracks the latest call: `status` is `idle`, `pending`, `success` or `error`
 * (also for a result with `isError: true`). A new call aborts nothing (call `abort()` first to
 * replace one); unmounting aborts every pending call. `useCallServerTool<typeof tool>()` (or a union of
 * definitions, `typeof a | typeof b`) types `call` and `result` from the definitions (types only).
 *
 * @example
 * const { call, status, result } = useCallServerTool(app);
 * <button onClick={() => call({ name: "refresh" })} disabled={status === "pending"}>Refresh</button>
 */
export function useCallServerTool<T extends ToolTypes = ToolTypes>(app?: App | null): WithTypedCalls<CallServerTool, T> {
  const target = useResolvedApp(app);
  const [calls] = useState(() => new ToolCalls());
  const [state, setState] = useState<CallState>(IDLE_CALL);
  useEffect(() => calls.attach(setState), [calls]);
  const call = useCallback((params: CallToolParams, options?: RequestOptions) => calls.call(target, params, options), [calls, target]);
  const abort = useCallback(() => calls.abort(), [calls]);
  return useMemo(() => ({ ...state, call, abort }), [state, call, abort]) as WithTypedCalls<CallServerTool, T>;
}
