// Hosts that drop `structuredContent`: the MCP specification asks a server that returns structured
// content to also return its JSON serialisation in a text block, so a result that arrives without
// `structuredContent` but with exactly one text block holding a JSON object gets that object back.
// Plain text, JSON arrays, numbers and error results are left as they are.
import { isObject } from "./guards.js";
import type { CallToolResult } from "./protocol.js";

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
  const texts = result.content.filter((block) => block?.type === "text");
  const text = texts.length === 1 ? (texts[0] as { text?: unknown }).text : undefined;
  if (typeof text !== "string" || !text.trimStart().startsWith("{")) return result;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return result;
  }
  if (!isObject(value)) return result;
  const copy = { ...result, structuredContent: value };
  recovered.add(copy);
  return copy;
}
