// recoverStructuredContent on its own: a result without structuredContent gets the object of its
// one JSON-object text block back, marked as recovered; everything else is left as it is.
import { describe, expect, it } from "vitest";
import { isStructuredContentRecovered, recoverStructuredContent } from "../../src/app/recover.js";
import type { CallToolResult } from "../../src/index.js";

const text = (t: string) => ({ type: "text" as const, text: t });

describe("recoverStructuredContent", () => {
  it("parses the one text block that holds a JSON object into a copy's structuredContent", () => {
    const result: CallToolResult = { content: [text('{"city":"Oslo","celsius":4}')] };
    const recovered = recoverStructuredContent(result);
    expect(recovered).toEqual({ content: [text('{"city":"Oslo","celsius":4}')], structuredContent: { city: "Oslo", celsius: 4 } });
    expect(recovered).not.toBe(result);
    expect(result.structuredContent).toBeUndefined();
  });

  it("finds the JSON-object block among plain-text blocks, such as a summary for the model", () => {
    const result: CallToolResult = { content: [text("It is 4 °C in Oslo."), text('  {"celsius":4}')] };
    expect(recoverStructuredContent(result).structuredContent).toEqual({ celsius: 4 });
  });

  it("marks the copy it made as recovered, and nothing else", () => {
    const result: CallToolResult = { content: [text('{"a":1}')] };
    const recovered = recoverStructuredContent(result);
    expect([isStructuredContentRecovered(recovered), isStructuredContentRecovered(result), isStructuredContentRecovered({ ...recovered }), isStructuredContentRecovered(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it.each([
    ["a result that has structuredContent", { content: [text('{"a":1}')], structuredContent: { b: 2 } }],
    ["an error result", { content: [text('{"a":1}')], isError: true }],
    ["plain text", { content: [text("hello")] }],
    ["a JSON array", { content: [text("[1,2]")] }],
    ["a JSON number", { content: [text("42")] }],
    ["text that starts like an object but is not JSON", { content: [text("{not json}")] }],
    ["two JSON-object blocks", { content: [text('{"a":1}'), text('{"b":2}')] }],
    ["a block that is not text", { content: [{ type: "image" as const, data: "eA==", mimeType: "image/png" }] }],
    ["no content", { content: [] }],
  ])("returns %s as it is", (_, result) => {
    expect(recoverStructuredContent(result as CallToolResult)).toBe(result);
  });
});
