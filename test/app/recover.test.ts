// recoverStructuredContent: a result without structuredContent gets the object of its one
// JSON-object text block back, marked as recovered; everything else is left as it is. On its own,
// then through an App on a test host that drops structuredContent.
import { describe, expect, it, onTestFinished } from "vitest";
import { recoverStructuredContent } from "../../src/app/recover.js";
import { isStructuredContentRecovered, type AppOptions, type CallToolResult } from "../../src/index.js";
import { createTestHost, type TestToolHandler } from "../../src/testing/index.js";
import { createApp } from "./support.js";

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
    expect([
      isStructuredContentRecovered(recovered),
      isStructuredContentRecovered(result),
      isStructuredContentRecovered({ ...recovered }),
      isStructuredContentRecovered(undefined),
    ]).toEqual([true, false, false, false]);
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

/** An App connected to a test host that drops structuredContent (the strips-structured profile); both closed after the test. */
async function stripping(tools: Record<string, TestToolHandler> = {}, options: AppOptions = {}) {
  const host = createTestHost({ profile: "strips-structured", tools });
  onTestFinished(() => host.close());
  const app = createApp({ app: options });
  await app.connect();
  return { app, host };
}

describe("recovering structuredContent through a host that drops it", () => {
  const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

  it.each([
    ["plain text", "12 °C"],
    ["a JSON array", "[1, 2]"],
    ["a number", "42"],
    ["broken JSON", "{ nope"],
  ])("never turns %s into structuredContent", async (_, body) => {
    const { app } = await stripping({ t: () => text(body) });
    const result = await app.callServerTool({ name: "t" });
    expect([result.structuredContent, isStructuredContentRecovered(result)]).toEqual([undefined, false]);
  });

  const blocks = (...texts: string[]) => ({ content: texts.map((t) => text(t).content[0]!) });

  it("recovers the one JSON-object text block beside plain-text ones (a summary for the model)", async () => {
    const { app } = await stripping({ t: () => blocks("3 orders, 12 € in all.", '{"orders":3}', "[1, 2]") });
    const result = await app.callServerTool({ name: "t" });
    expect([result.structuredContent, isStructuredContentRecovered(result), result.content.length]).toEqual([{ orders: 3 }, true, 3]);
  });

  it("leaves alone a result with two JSON-object text blocks (which one?) or isError", async () => {
    const { app } = await stripping({ two: () => blocks("{}", '{"a":1}'), err: () => ({ ...text('{"a":1}'), isError: true }) });
    for (const name of ["two", "err"]) expect((await app.callServerTool({ name })).structuredContent, name).toBeUndefined();
  });

  it("can be turned off (recoverStructuredContent: false)", async () => {
    const { app } = await stripping(
      { one: () => text('{"a":1}'), summed: () => blocks("a summary", '{"a":1}') },
      { recoverStructuredContent: false },
    );
    for (const name of ["one", "summed"]) expect((await app.callServerTool({ name })).structuredContent, name).toBeUndefined();
  });

  it("recovers a tool-result notification's object and marks it", async () => {
    const { app, host } = await stripping();
    await host.sendToolResult({ ...text('{"a":1}'), structuredContent: { a: 1 } });
    await expect.poll(() => app.getSnapshot().toolResult?.structuredContent).toEqual({ a: 1 });
    expect(host.sent("ui/notifications/tool-result")[0]).not.toHaveProperty("structuredContent");
    expect(isStructuredContentRecovered(app.getSnapshot().toolResult)).toBe(true);
  });
});
