// The key a keyed storage (localStorage) keeps one view's state under, known once its tool result has
// arrived: `mcp-view:<app name>:<tool name>:uuid:<viewUUID>` when the result's `_meta` carries a
// `viewUUID` string (the server makes one per tool call), else `mcp-view:<app name>:<tool name>:call:<hash>`
// of the tool call's request id (host context `toolInfo.id`), its arguments and its result's content,
// which a host resends unchanged when it reloads the frame. Only a widget that uses view state computes it.
import type { AppSnapshot } from "../state/store.js";
import { hashText } from "./json.js";

/** The `viewUUID` a tool result's `_meta` carries, if it is a non-empty string. */
export function viewUUIDOf(snapshot: AppSnapshot): string | undefined {
  const uuid = snapshot.toolResult?._meta?.viewUUID;
  return typeof uuid === "string" && uuid ? uuid : undefined;
}

/** The key of the view a snapshot's tool call belongs to, or `undefined` before its result. */
export function viewStateKey(snapshot: AppSnapshot, appName: string): string | undefined {
  const result = snapshot.toolResult;
  if (!result) return undefined;
  const tool = snapshot.hostContext?.toolInfo;
  const uuid = viewUUIDOf(snapshot);
  let id: string;
  try {
    id = uuid
      ? `uuid:${uuid}`
      : `call:${hashText(JSON.stringify([tool?.id, snapshot.toolInput?.arguments, result.structuredContent, result.content]))}`;
  } catch {
    return undefined; // not JSON (a BigInt sent by postMessage): no key, the state stays in memory
  }
  return `mcp-view:${appName}:${tool?.tool?.name ?? ""}:${id}`;
}
