// Host → view notifications: each is checked at the boundary, stored in the snapshot, then
// dispatched. A message that fails its check changes nothing and raises one `onerror`; a host-context
// change whose only bad field is a display mode the App does not know keeps the rest.
import { checkCancelled, checkHostContext, checkToolInput, checkToolResult, droppedKeysMessage } from "../protocol/guards.js";
import {
  HOST_CONTEXT_CHANGED_METHOD,
  TOOL_CANCELLED_METHOD,
  TOOL_INPUT_METHOD,
  TOOL_INPUT_PARTIAL_METHOD,
  TOOL_RESULT_METHOD,
} from "../protocol/methods.js";
import type { CallToolResult } from "../protocol/shapes.js";
import type { Rpc } from "../rpc/rpc.js";
import type { AppEventMap, AppSnapshot, AppStore } from "../state/store.js";

type ToolEvent = "toolinput" | "toolinputpartial" | "toolresult" | "toolcancelled";
type Check<K extends ToolEvent> = (params: Record<string, unknown> | undefined) => string | AppEventMap[K];

/** What tool input clears when it arrives after a result or a cancellation: the old tool call. */
const NEW_CALL: Partial<AppSnapshot> = { toolResult: undefined, toolCancelled: undefined };

/**
 * Routes the tool-data and host-context notifications of `rpc` into `store`; `report` hears of a
 * notification that failed its check (it changes nothing). `adjust` sees each valid tool result first.
 */
export function routeNotifications(
  rpc: Rpc,
  store: AppStore,
  report: (message: string, data: unknown) => void,
  adjust: (result: CallToolResult) => CallToolResult,
): void {
  /**
   * Input arriving after a result or a cancellation starts a new tool call (the spec's interactive
   * phase): `clears` (the old result and cancellation, and for a partial also the old input) is applied.
   */
  const data = <K extends ToolEvent>(method: string, event: K, key: keyof AppSnapshot, check: Check<K>, clears?: Partial<AppSnapshot>) =>
    rpc.listen(method, (params) => {
      const value = check(params);
      if (typeof value === "string") return report(`Invalid ${method} notification: ${value}`, params);
      const { toolResult, toolCancelled } = store.get();
      store.set({ ...(toolResult || toolCancelled ? clears : {}), [key]: value });
      store.dispatch(event, value);
    });
  data(TOOL_INPUT_METHOD, "toolinput", "toolInput", checkToolInput, NEW_CALL);
  data(TOOL_INPUT_PARTIAL_METHOD, "toolinputpartial", "toolInputPartial", checkToolInput, { ...NEW_CALL, toolInput: undefined });
  data(TOOL_RESULT_METHOD, "toolresult", "toolResult", (params) => {
    const result = checkToolResult(params);
    return typeof result === "string" ? result : adjust(result);
  });
  data(TOOL_CANCELLED_METHOD, "toolcancelled", "toolCancelled", checkCancelled);
  rpc.listen(HOST_CONTEXT_CHANGED_METHOD, (params) => {
    const { context, invalid, dropped } = checkHostContext(params ?? {});
    if (invalid.length) {
      report(`Invalid ${HOST_CONTEXT_CHANGED_METHOD} notification: bad ${invalid.join(", ")}`, params);
      // A display mode the App does not know (a host's own, such as a split view) costs it none of the rest of the change.
      if (`${invalid}` != "displayMode" || !Object.keys(context).length) return;
    }
    if (dropped.length) report(droppedKeysMessage(dropped), params);
    store.set({ hostContext: { ...store.get().hostContext, ...context } });
    store.dispatch("hostcontextchanged", context);
  });
}
