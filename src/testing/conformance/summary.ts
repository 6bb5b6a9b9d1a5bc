// CONTENT-001: a result whose content is only the JSON of its structuredContent gives the model a dump
// and no summary. Text blocks are compared as parsed JSON (whitespace and key order do not matter),
// and a block holding a part of structuredContent (some of its keys, with the same values) counts
// too: a trimmed dump is still no sentence for the model.
import type { CallToolResult } from "../../index.js";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Whether every non-empty text block of `result`'s content is JSON equal to its `structuredContent` or to a part of it. */
export function contentIsOnlyJson(result: CallToolResult): boolean {
  if (result.isError || !isObject(result.structuredContent)) return false;
  const texts = (result.content ?? []).flatMap((block) =>
    block?.type === "text" && typeof block.text === "string" && block.text.trim() ? [block.text] : [],
  );
  return texts.length > 0 && texts.every((text) => partOf(parse(text), result.structuredContent));
}

const NOT_JSON = Symbol("not JSON");

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** Whether `part` is `whole`, or an object whose keys all hold, recursively, a part of `whole`'s; arrays must be equal. */
function partOf(part: unknown, whole: unknown): boolean {
  if (isObject(part)) return isObject(whole) && Object.keys(part).every((key) => key in whole && partOf(part[key], whole[key]));
  if (Array.isArray(part)) return Array.isArray(whole) && part.length === whole.length && part.every((item, i) => equal(item, whole[i]));
  return part === whole;
}

const equal = (a: unknown, b: unknown): boolean => partOf(a, b) && partOf(b, a);
