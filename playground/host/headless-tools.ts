// Which tools `mcp-view check` and `mcp-view matrix` call when no tool is named. They run unattended,
// in CI, against a real backend, with arguments made up from each input schema; so they leave out a
// tool that only views call (`_meta.ui.visibility` without "model": its view calls it with arguments
// only the view has, often to change something) and one whose annotations say a call may change or
// destroy data (`destructiveHint: true`, `readOnlyHint: false`), and say why. A tool named with
// --tool (or a fixture's) is called whatever it is. The view-state tools of mcp-view/server's
// registerViewStateTools are the library's, not the server's own: neither called nor counted.
import type { Tool } from "@modelcontextprotocol/client";
import type { SkippedTool } from "../shared/headless-matrix.js";
import { uiResourceUri, visibility } from "./session/mcp.js";

/** The names of registerViewStateTools's tools (VIEW_STATE_GET_TOOL and VIEW_STATE_SET_TOOL of mcp-view/server). */
export const VIEW_STATE_TOOLS: readonly string[] = ["view_state_get", "view_state_set"];

/** The server's own tools: its list without the view-state tools. */
export const ownTools = (tools: readonly Tool[]): Tool[] => tools.filter((t) => !VIEW_STATE_TOOLS.includes(t.name));

/** Why an unattended run does not call `tool` unless it is named; undefined when it may. */
export function unattendedRisk(tool: Tool): string | undefined {
  const seen = visibility(tool);
  if (!seen.includes("model"))
    return `app-only (_meta.ui.visibility ${JSON.stringify(seen)}): only its view calls it, with arguments only the view has`;
  if (tool.annotations?.destructiveHint === true) return "annotated destructiveHint: true: a call may destroy data";
  if (tool.annotations?.readOnlyHint === false) return "annotated readOnlyHint: false: a call may change data";
  return undefined;
}

/** The server's own tools with a view that an unattended run calls, and those it leaves out with why. */
export function unattendedTools(tools: readonly Tool[]): { run: Tool[]; skipped: SkippedTool[] } {
  const run: Tool[] = [];
  const skipped: SkippedTool[] = [];
  for (const tool of ownTools(tools)) {
    if (!uiResourceUri(tool)) continue;
    const reason = unattendedRisk(tool);
    if (reason) skipped.push({ tool: tool.name, reason });
    else run.push(tool);
  }
  return { run, skipped };
}
