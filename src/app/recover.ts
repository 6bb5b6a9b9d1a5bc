// Hosts that drop `structuredContent`: the MCP specification asks a server that returns structured
// content to also return its JSON serialisation in a text block, so a result that arrives without
// `structuredContent` gets back the object of its one text block that holds a JSON object (beside any
// number of plain-text blocks, such as a summary for the model). Plain text, JSON arrays, numbers,
// two JSON-object blocks (which one?) and error results are left as they are.
import { isObject } from "../protocol/guards.js";
import type { CallToolResult } from "../protocol/shapes.js";

const recovered = new WeakSet<object>();

/**
 * True when the App rebuilt `result.structuredContent` from its JSON text block, because the host
 * delivered the result without it (see the `recoverStructuredContent` option).
 */
export function isStructuredContentRecovered(result: object | undefined): boolean {
  return !!result && recovered.has(result);
}

/** `result`, or a copy whose `structuredContent` is parsed from its one JSON-object text block. */
export function recoverStructuredContent(result: CallToolResult): CallToolResult {
  if (result.structuredContent !== undefined || result.isError) return result;
  const objects = result.content.flatMap((block) => (block?.type === "text" ? jsonObjectIn((block as { text?: unknown }).text) : []));
  if (objects.length !== 1) return result;
  const copy = { ...result, structuredContent: objects[0] };
  recovered.add(copy);
  return copy;
}

/** `result` recovered as {@link recoverStructuredContent} does, unless `recoverStructuredContent: false` turned that off. */
export function recoverUnlessOff(options: { recoverStructuredContent?: boolean }, result: CallToolResult): CallToolResult {
  return options.recoverStructuredContent === false ? result : recoverStructuredContent(result);
}

/** The JSON object `text` holds, as a one-element list; an empty list for anything else. */
function jsonObjectIn(text: unknown): Record<string, unknown>[] {
  if (typeof text !== "string" || !text.trimStart().startsWith("{")) return [];
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? [value] : [];
  } catch {
    return [];
  }
}
