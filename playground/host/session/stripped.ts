// What a host that drops `structuredContent` (the `strips-structured` profile) leaves the view: the
// App gets the object back only when exactly one of the result's text blocks is its JSON serialisation
// (the MCP specification's backwards-compatible form), so the diagnostics say which case this is.
import type { CallToolResult } from "@modelcontextprotocol/client";
import { isStructuredContentRecovered } from "mcp-view";
import { recoverStructuredContent } from "mcp-view/testing";
import type { Diagnostic } from "./events.js";

/** The diagnostics line for `result` on a host that strips `structuredContent`; undefined when there is nothing to strip. */
export function explainStripped(result: CallToolResult): Omit<Diagnostic, "key"> | undefined {
  if (result.isError || !result.structuredContent) return undefined;
  const { structuredContent: _dropped, ...stripped } = result;
  if (isStructuredContentRecovered(recoverStructuredContent(stripped as CallToolResult))) {
    return {
      severity: "info",
      title: "This host drops structuredContent; the App recovers it from the JSON text block",
      detail:
        "One of the result's text blocks is the JSON of its structuredContent, so App.ontoolresult still gets the object (isStructuredContentRecovered() is true).",
    };
  }
  return {
    severity: "warn",
    title: "This host drops structuredContent, and this result's text is not its JSON",
    detail:
      "The view gets the content blocks only; a view that renders from structuredContent stays blank here. To reach such hosts, add the JSON serialisation of structuredContent as a text block, the only one holding a JSON object (the MCP specification's backwards-compatible form).",
  };
}
