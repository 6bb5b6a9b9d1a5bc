// The view-state tools: app-only MCP tools (`_meta.ui.visibility: ["app"]`) through which a view keeps
// its state on its server, keyed by the `viewUUID` of its tool result, with a version per key. This is
// the one durable path where browsers block third-party storage. `registerViewStateTools` of
// `mcp-view/server` serves them; `serverViewStateStorage` of `mcp-view` calls them.
//
// Reading: `view_state_get { viewUUID }` → `structuredContent: { version, state? }`, version 0 and no
// `state` when nothing is stored. Writing: `view_state_set { viewUUID, baseVersion, state? }` stores
// `state` (no `state` removes it) only if the stored version is still `baseVersion`, and answers
// `{ version }`, the new one. Every refusal is an error result (`isError: true`) whose
// `structuredContent` is a {@link ViewStateRefusal}.

/** The tool that reads a view's state. */
export const VIEW_STATE_GET_TOOL = "view_state_get";
/** The tool that writes a view's state. */
export const VIEW_STATE_SET_TOOL = "view_state_set";
/** The longest state the tools take by default: its JSON text, in characters. */
export const DEFAULT_MAX_VIEW_STATE_LENGTH = 16_384;

/** Arguments of `view_state_get`. */
export interface ViewStateGetArguments {
  viewUUID: string;
}

/** Arguments of `view_state_set`: `state` absent removes the stored state. */
export interface ViewStateSetArguments {
  viewUUID: string;
  /** The version the write is based on: the one last read or written, 0 for none. */
  baseVersion: number;
  state?: unknown;
}

/** What `view_state_get` answers, and `view_state_set` after a write (`state` then left out). */
export interface StoredViewState {
  /**
   * 0 when nothing was ever stored (or the server's store forgot it); each write adds one, a removal
   * too, so a removed state reads as a later version without `state` and an old version never comes back.
   */
  version: number;
  state?: unknown;
}

/** Why the tools refused: the error result's `structuredContent`. */
export type ViewStateRefusal =
  /** The write was based on an older version: what is stored now comes with it. */
  | { reason: "stale"; message: string; current: StoredViewState }
  /** The state is not plain JSON, or its JSON is longer than the server takes. */
  | { reason: "invalid"; message: string }
  /** The arguments are malformed (no viewUUID, a bad version). */
  | { reason: "bad-arguments"; message: string };
