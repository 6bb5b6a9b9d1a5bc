// The result tool: an app-only MCP tool (`_meta.ui.visibility: ["app"]`) through which a view fetches
// the `structuredContent` of a tool result that reached it without it (a host that drops it), by the
// id the result carries in `_meta`, so the model never reads that data as text. `registerAppTool` of
// `mcp-view/server` keeps results and `registerResultTool` serves them; `fetchStructuredContent` of
// `mcp-view` calls it.

/** The tool that gives a kept result's `structuredContent`: `view_result_get { id }`. */
export const RESULT_GET_TOOL = "view_result_get";
/** The key of a tool result's `_meta` that holds the id its `structuredContent` is kept under. */
export const RESULT_ID_META_KEY = "mcp-view/resultId";
