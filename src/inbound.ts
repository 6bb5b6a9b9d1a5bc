// Host → view notifications: each is checked at the boundary, stored in the snapshot, then
// dispatched. A message that fails its check changes nothing and raises one `onerror`.
import { checkCancelled, checkHostContext, checkToolInput, checkToolResult } from "./guards.js";
import type { Rpc } from "./rpc.js";
import type { AppEventMap, AppSnapshot, AppStore } from "./store.js";

type ToolEvent = "toolinput" | "toolinputpartial" | "toolresult" | "toolcancelled";
type Check<K extends ToolEvent> = (params: Record<string, unknown> | undefined) => string | AppEventMap[K];

/** What tool input clears when it arrives after a result or a cancellation: the old tool call. */
const NEW_CALL: Partial<AppSnapshot> = { toolResult: undefined, toolCancelled: undefined };

/** Routes the tool-data and host-context notifications of `rpc` into `store`. */
export function routeNotifications(rpc: Rpc, store: AppStore): void {
  /**
   * Input arriving after a result or a cancellation starts a new tool call (the spec's interactive
   * phase): `clears` (the old result and cancellation, and for a partial also the old input) is applied.
   */
  const data = <K extends ToolEvent>(method: string, event: K, key: keyof AppSnapshot, check: Check<K>, clears?: Partial<AppSnapshot>) =>
    rpc.listen(method, (params) => {
      const value = check(params);
      if (typeof value === "string") return store.fail(`Invalid ${method} notification: ${value}`, params);
      const { toolResult, toolCancelled } = store.get();
      store.set({ ...(toolResult || toolCancelled ? clears : {}), [key]: value });
      store.emit(event, value);
    });
  data("ui/notifications/tool-input", "toolinput", "toolInput", checkToolInput, NEW_CALL);
  data("ui/notifications/tool-input-partial", "toolinputpartial", "toolInputPartial", checkToolInput, { ...NEW_CALL, toolInput: undefined });
  data("ui/notifications/tool-result", "toolresult", "toolResult", checkToolResult);
  data("ui/notifications/tool-cancelled", "toolcancelled", "toolCancelled", checkCancelled);
  rpc.listen("ui/notifications/host-context-changed", (params) => {
    const { context, invalid } = checkHostContext(params ?? {});
    if (invalid.length) return store.fail(`Invalid ui/notifications/host-context-changed notification: bad ${invalid.join(", ")}`, params);
    store.set({ hostContext: { ...store.get().hostContext, ...context } });
    store.emit("hostcontextchanged", context);
  });
}
