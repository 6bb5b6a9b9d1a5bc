// CONTENT-001's tolerance: content whose text is only the JSON of structuredContent (parsed, so
// whitespace and key order do not matter), or of a part of it, is a dump and no summary; a sentence
// beside the JSON, other JSON, or an error result is not judged.
import { describe, expect, it } from "vitest";
import { checkServer, type ServerSnapshot } from "../../src/testing/conformance/index.js";
import type { CallToolResult } from "../../src/index.js";

const DATA = { city: "Oslo", days: [{ high: 3, low: -2 }], unit: "C" };

function content001(result: CallToolResult): string[] {
  const server: ServerSnapshot = {
    tools: [{ name: "forecast", inputSchema: { type: "object" }, _meta: { ui: { resourceUri: "ui://w/view.html" } } }],
    reads: {},
    results: { forecast: result },
  };
  return checkServer(server)
    .filter((f) => f.rule === "CONTENT-001")
    .map((f) => `${f.subject}: ${f.message}`);
}

const text = (t: string) => ({ type: "text" as const, text: t });

describe("CONTENT-001", () => {
  it("finds content that is the JSON of structuredContent, pretty-printed and in another key order", () => {
    const reordered = { unit: "C", days: [{ low: -2, high: 3 }], city: "Oslo" };
    expect(content001({ content: [text(JSON.stringify(reordered, null, 2))], structuredContent: DATA })).toEqual([
      "tool forecast: Its result's text is only the JSON of its structuredContent: the model reads a dump and no summary.",
    ]);
  });

  it("finds content that is the JSON of a part of structuredContent, and two such blocks", () => {
    expect(content001({ content: [text('{"city":"Oslo"}')], structuredContent: DATA })).toHaveLength(1);
    expect(content001({ content: [text('{"city":"Oslo"}'), text('{"unit":"C"}')], structuredContent: DATA })).toHaveLength(1);
  });

  it("passes a summary, alone or beside the JSON", () => {
    expect(content001({ content: [text("Oslo: 3° today.")], structuredContent: DATA })).toEqual([]);
    expect(content001({ content: [text("Oslo: 3° today."), text(JSON.stringify(DATA))], structuredContent: DATA })).toEqual([]);
  });

  it("passes JSON that is not a part of structuredContent: other values, a shorter array, more keys", () => {
    expect(content001({ content: [text('{"city":"Bergen"}')], structuredContent: DATA })).toEqual([]);
    expect(content001({ content: [text('{"days":[]}')], structuredContent: DATA })).toEqual([]);
    expect(content001({ content: [text(JSON.stringify({ ...DATA, note: "rain" }))], structuredContent: DATA })).toEqual([]);
  });

  it("judges no error result, no result without structuredContent, and no empty content (APP-010's)", () => {
    expect(content001({ content: [text(JSON.stringify(DATA))], structuredContent: DATA, isError: true })).toEqual([]);
    expect(content001({ content: [text(JSON.stringify(DATA))] })).toEqual([]);
    expect(content001({ content: [], structuredContent: DATA })).toEqual([]);
  });
});
