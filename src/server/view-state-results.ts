// The results of the view-state tools: an answer (structuredContent and its JSON as text), a typed
// refusal (an error result with a ViewStateRefusal), or a failure of the server's own (an error result
// with text only: the store or the scope option failed, nothing the view did).
import type { CallToolResult } from "@modelcontextprotocol/sdk/spec.types.js";
import type { ViewStateRefusal } from "../protocol/view-state-tools.js";

/** Thrown inside a tool to refuse the call; the tool answers {@link ViewStateRefused.refusal}. */
export class ViewStateRefused extends Error {
  constructor(readonly refusal: ViewStateRefusal) {
    super(refusal.message);
  }
}

/** A successful result: `structuredContent` and, as the MCP spec asks of structured results, the same JSON as text. */
const answer = (structuredContent: Record<string, unknown>): CallToolResult => ({
  structuredContent,
  content: [{ type: "text", text: JSON.stringify(structuredContent) }],
});

/** The error result for a refusal: the refusal as `structuredContent`, its message as text. */
const refusalResult = (refusal: ViewStateRefusal): CallToolResult => ({
  isError: true,
  structuredContent: { ...refusal },
  content: [{ type: "text", text: refusal.message }],
});

/** The error result for a failure of the server's side: its message as text, no `structuredContent`. */
const failureResult = (message: string): CallToolResult => ({ isError: true, content: [{ type: "text", text: message }] });

/**
 * What `run` answers, as a tool result. A {@link ViewStateRefused} it throws becomes a refusal; any
 * other error (the store or the scope option failed) an error result with its message as text, so a
 * bad call or a broken store never reaches the SDK as an exception.
 */
export async function resultOf(run: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    return answer(await run());
  } catch (error) {
    if (error instanceof ViewStateRefused) return refusalResult(error.refusal);
    return failureResult(error instanceof Error ? error.message : String(error));
  }
}

/** A number as the messages write it: `20,001`. */
export const count = (n: number): string => n.toLocaleString("en-US");

/** A viewUUID as the messages quote it (already checked to be a short string): JSON, so nothing in it can forge the message. */
export const quote = (viewUUID: string): string => JSON.stringify(viewUUID);
