// The key a keyed storage (localStorage) keeps one view's state under, known once its tool result has
// arrived, from the first of:
// - `mcp-view:<app name>:<tool name>:uuid:<viewUUID>` when the result's `_meta.viewUUID` is a
//   non-empty string (the server makes one per tool call);
// - `mcp-view:<app name>:<tool name>:call:s:<id>` (or `call:n:<id>` for a number) of the host's
//   request id of the tool call (host context `toolInfo.id`), which a host gives again when it
//   reloads the frame;
// - `mcp-view:<app name>:<tool name>:digest:<hash>` of a bounded walk of the tool call's arguments,
//   its result's `structuredContent` and its `content` (./digest.ts), which a host resends unchanged:
//   it reads at most 16 KiB of text (and 2,048 values) of each, never the whole of a large result.
// Only a widget that uses view state computes it.
import type { AppSnapshot } from "../state/store.js";
import { boundedDigest } from "./digest.js";

/** The `viewUUID` a tool result's `_meta` carries, if it is a non-empty string. */
export function viewUUIDOf(snapshot: AppSnapshot): string | undefined {
  const uuid = snapshot.toolResult?._meta?.viewUUID;
  return typeof uuid === "string" && uuid ? uuid : undefined;
}

/**
 * The key of the view a snapshot's tool call belongs to, or `undefined` before its result, and for a
 * digest whose reading throws (a hostile getter or Proxy: then the state stays in memory).
 */
export function viewStateKey(snapshot: AppSnapshot, appName: string): string | undefined {
  const result = snapshot.toolResult;
  if (!result) return undefined;
  const tool = snapshot.hostContext?.toolInfo;
  const uuid = viewUUIDOf(snapshot);
  const id = tool?.id;
  let view: string;
  if (uuid) view = `uuid:${uuid}`;
  else if (typeof id === "string" && id) view = `call:s:${id}`;
  else if (typeof id === "number" && Number.isFinite(id)) view = `call:n:${id}`;
  else {
    const digest = boundedDigest([snapshot.toolInput?.arguments, result.structuredContent, result.content]);
    if (digest === undefined) return undefined;
    view = `digest:${digest}`;
  }
  return `mcp-view:${appName}:${tool?.tool?.name ?? ""}:${view}`;
}
