// The check of an ElicitResult against MCP's form schema: each rule, one value that passes it and
// one that breaks it.
import { describe, expect, it } from "vitest";
import { elicitResultDefect } from "../../src/index.js";
import { elicitParamsDefect } from "../../src/elicitation/schema.js";

const schema = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 2, maxLength: 5 },
    email: { type: "string", format: "email" },
    site: { type: "string", format: "uri" },
    day: { type: "string", format: "date" },
    at: { type: "string", format: "date-time" },
    size: { type: "string", enum: ["S", "M", "L"] },
    colour: {
      type: "string",
      oneOf: [
        { const: "red", title: "Red" },
        { const: "blue", title: "Blue" },
      ],
    },
    count: { type: "integer", minimum: 1, maximum: 3 },
    price: { type: "number" },
    gift: { type: "boolean" },
    tags: { type: "array", items: { type: "string", enum: ["a", "b"] }, minItems: 1, maxItems: 2 },
    labels: { type: "array", items: { anyOf: [{ const: "x" }, { const: "y" }] } },
  },
  required: ["name"],
};

const accept = (content: Record<string, unknown>) => elicitResultDefect({ action: "accept", content }, schema);

describe("elicitResultDefect", () => {
  it("accepts a full, valid answer", () => {
    expect(
      accept({
        name: "Ann",
        email: "ann@example.com",
        site: "https://example.com/x",
        day: "2026-12-02",
        at: "2026-12-02T10:00:00Z",
        size: "M",
        colour: "blue",
        count: 2,
        price: 9.5,
        gift: false,
        tags: ["a", "b"],
        labels: ["y"],
      }),
    ).toBeUndefined();
  });

  it("accepts decline and cancel without content", () => {
    expect(elicitResultDefect({ action: "decline" }, schema)).toBeUndefined();
    expect(elicitResultDefect({ action: "cancel" }, schema)).toBeUndefined();
  });

  it.each([
    ["not an object", "accept", "it must be an object"],
    [{ action: "maybe" }, undefined, 'its action must be "accept", "decline" or "cancel"'],
    [{ action: "decline", content: { name: "Ann" } }, undefined, 'content goes only with "accept", not "decline"'],
    [{ action: "accept", content: [] }, undefined, "its content must be an object"],
    [{ action: "accept", content: {} }, undefined, '"name" is required'],
  ])("refuses %j", (result, _, defect) => {
    expect(elicitResultDefect(result, schema)).toBe(defect);
  });

  it.each([
    [{ name: "Ann", extra: 1 }, '"extra" is not a field of the requested schema'],
    [{ name: 3 }, '"name" must be a string'],
    [{ name: "A" }, '"name" must be at least 2 characters'],
    [{ name: "Annabel" }, '"name" must be at most 5 characters'],
    [{ name: "Ann", email: "ann@" }, '"email" must be a valid email'],
    [{ name: "Ann", site: "example.com" }, '"site" must be a valid uri'],
    [{ name: "Ann", day: "2026-13-45" }, '"day" must be a valid date'],
    [{ name: "Ann", at: "2026-12-02" }, '"at" must be a valid date-time'],
    [{ name: "Ann", size: "XL" }, '"size" must be one of "S", "M", "L"'],
    [{ name: "Ann", colour: "green" }, '"colour" must be one of "red", "blue"'],
    [{ name: "Ann", count: 1.5 }, '"count" must be an integer'],
    [{ name: "Ann", count: 4 }, '"count" must be at most 3'],
    [{ name: "Ann", count: 0 }, '"count" must be at least 1'],
    [{ name: "Ann", price: "9" }, '"price" must be a number'],
    [{ name: "Ann", price: Number.NaN }, '"price" must be a number'],
    [{ name: "Ann", gift: "yes" }, '"gift" must be a boolean'],
    [{ name: "Ann", tags: "a" }, '"tags" must be an array of strings'],
    [{ name: "Ann", tags: ["c"] }, '"tags" holds "c", which is not one of the choices'],
    [{ name: "Ann", tags: [] }, '"tags" must be at least 1 items'],
    [{ name: "Ann", tags: ["a", "b", "a"] }, '"tags" must be at most 2 items'],
    [{ name: "Ann", labels: ["z"] }, '"labels" holds "z", which is not one of the choices'],
  ])("refuses content %j", (content, defect) => {
    expect(accept(content)).toBe(defect);
  });

  it("refuses a field whose type no form holds", () => {
    expect(elicitResultDefect({ action: "accept", content: { o: {} } }, { type: "object", properties: { o: { type: "object" } } })).toBe(
      '"o" has a type this form cannot hold (object)',
    );
  });
});

describe("elicitParamsDefect", () => {
  it("takes a form request and refuses URL mode and a schema that is no object", () => {
    expect(elicitParamsDefect({ message: "Size?", requestedSchema: { type: "object", properties: {} } })).toBeUndefined();
    expect(elicitParamsDefect({ mode: "url", message: "Go", url: "https://x" })).toBe(
      'mode "url" is not rendered by a view (only "form" is)',
    );
    expect(elicitParamsDefect({ requestedSchema: { type: "object", properties: {} } })).toBe("message must be a string");
    expect(elicitParamsDefect({ message: "Size?", requestedSchema: { type: "string" } })).toBe(
      'requestedSchema must be { type: "object", properties: {…} }',
    );
  });
});
