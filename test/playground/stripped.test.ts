// The playground's diagnostics line for a host that drops structuredContent: whether the App can
// recover the object from the result's text, and nothing to say when there was nothing to drop.
import { describe, expect, it } from "vitest";
import { explainStripped } from "../../playground/host/session/stripped.js";

const ORDERS = { orders: [{ id: 1 }], total: 1 };

describe("explainStripped", () => {
  it("says the App recovers structuredContent when the one text block is its JSON", () => {
    const line = explainStripped({ content: [{ type: "text", text: JSON.stringify(ORDERS) }], structuredContent: ORDERS });
    expect(line?.severity).toBe("info");
    expect(line?.title).toMatch(/recovers it/);
  });

  it("says the App recovers it from a JSON text block beside a summary", () => {
    const line = explainStripped({
      content: [
        { type: "text", text: "1 order." },
        { type: "text", text: JSON.stringify(ORDERS) },
      ],
      structuredContent: ORDERS,
    });
    expect(line?.severity).toBe("info");
  });

  it.each([
    ["a summary", [{ type: "text", text: "1 order." }]],
    ["a JSON array", [{ type: "text", text: "[1,2]" }]],
    [
      "two JSON-object text blocks",
      [
        { type: "text", text: "{}" },
        { type: "text", text: JSON.stringify(ORDERS) },
      ],
    ],
    ["no text", []],
  ] as const)("warns that the view gets none when the text is %s", (_name, content) => {
    const line = explainStripped({ content: [...content], structuredContent: ORDERS });
    expect(line?.severity).toBe("warn");
    expect(line?.detail).toMatch(/a text block/);
  });

  it("says nothing about a result without structuredContent, or an error", () => {
    expect(explainStripped({ content: [{ type: "text", text: "plain" }] })).toBeUndefined();
    expect(
      explainStripped({ content: [{ type: "text", text: JSON.stringify(ORDERS) }], structuredContent: ORDERS, isError: true }),
    ).toBeUndefined();
  });
});
