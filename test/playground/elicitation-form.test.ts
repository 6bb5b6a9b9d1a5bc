// The dev host's own form for a server's elicitation: the fields it makes of MCP's requestedSchema
// (strings with their formats, numbers, integers, booleans, single- and multi-select enums; titles,
// descriptions, required, bounds, defaults), what it cannot show, and the content it reads back,
// judged by mcp-view's elicitResultDefect as a view's answer is.
import { describe, expect, it } from "vitest";
import { elicitResultDefect } from "../../src/index.js";
import { formContent, nativeForm } from "../../playground/host/session/elicitation-form.js";

const SCHEMA = {
  type: "object",
  properties: {
    name: { type: "string", title: "Recipient", description: "As on the door", minLength: 2, maxLength: 40 },
    email: { type: "string", format: "email" },
    site: { type: "string", format: "uri" },
    day: { type: "string", format: "date", default: "2026-01-31" },
    count: { type: "integer", title: "Parcels", minimum: 1, maximum: 9, default: 1 },
    weight: { type: "number" },
    express: { type: "boolean", title: "Express", default: true },
    country: { type: "string", enum: ["DE", "FR"], enumNames: ["Germany", "France"], default: "FR" },
    size: { type: "string", oneOf: [{ const: "s", title: "Small" }, { const: "l" }] },
    extras: {
      type: "array",
      items: { anyOf: [{ const: "gift", title: "Gift wrap" }, { const: "sms" }] },
      minItems: 1,
      default: ["sms", "x"],
    },
    tags: { type: "array", items: { enum: ["a", "b"] } },
  },
  required: ["name", "count", "country"],
};

describe("nativeForm", () => {
  it("makes one field per property, in order, with its label, description, required mark, bounds and default", () => {
    const { fields, skipped } = nativeForm(SCHEMA);
    expect(skipped).toEqual([]);
    expect(fields).toEqual([
      { key: "name", label: "Recipient", description: "As on the door", required: true, kind: "text", inputType: "text", min: 2, max: 40 },
      { key: "email", label: "email", required: false, kind: "text", inputType: "email" },
      { key: "site", label: "site", required: false, kind: "text", inputType: "url" },
      { key: "day", label: "day", required: false, kind: "text", inputType: "date", default: "2026-01-31" },
      { key: "count", label: "Parcels", required: true, kind: "integer", min: 1, max: 9, default: 1 },
      { key: "weight", label: "weight", required: false, kind: "number" },
      { key: "express", label: "Express", required: false, kind: "boolean", default: true },
      {
        key: "country",
        label: "country",
        required: true,
        kind: "select",
        options: [
          { value: "DE", label: "Germany" },
          { value: "FR", label: "France" },
        ],
        default: "FR",
      },
      {
        key: "size",
        label: "size",
        required: false,
        kind: "select",
        options: [
          { value: "s", label: "Small" },
          { value: "l", label: "l" },
        ],
      },
      {
        key: "extras",
        label: "extras",
        required: false,
        kind: "multiselect",
        options: [
          { value: "gift", label: "Gift wrap" },
          { value: "sms", label: "sms" },
        ],
        min: 1,
        default: ["sms"],
      },
      {
        key: "tags",
        label: "tags",
        required: false,
        kind: "multiselect",
        options: [
          { value: "a", label: "a" },
          { value: "b", label: "b" },
        ],
      },
    ]);
  });

  it("skips, and names, what no form field of MCP's holds", () => {
    const form = nativeForm({
      type: "object",
      properties: {
        ok: { type: "string" },
        nested: { type: "object", properties: {} },
        list: { type: "array", items: { type: "string" } },
        empty: { type: "string", enum: [] },
        odd: "not a schema",
        untyped: {},
      },
    });
    expect(form.fields.map((f) => f.key)).toEqual(["ok"]);
    expect(form.skipped).toEqual([
      '"nested" has a type no form field holds ("object")',
      '"list" is an array whose items are not a list of choices',
      '"empty" is a select without choices',
      '"odd" is not a schema object',
      '"untyped" has a type no form field holds (null)',
    ]);
  });

  it("makes no fields of a schema that is not an object", () => {
    for (const schema of [undefined, null, "x", [], { type: "object" }, { properties: [] }])
      expect(nativeForm(schema), JSON.stringify(schema)).toEqual({ fields: [], skipped: [] });
  });
});

describe("formContent", () => {
  const { fields } = nativeForm(SCHEMA);

  it("reads each field as its type asks, and leaves empty texts, numbers, selects and no ticked choice out", () => {
    const content = formContent(fields, {
      name: "Ada Lovelace",
      email: "",
      site: "  ",
      day: "2026-02-01",
      count: " 3 ",
      weight: "2.5",
      express: false,
      country: "DE",
      size: "",
      extras: [],
      tags: ["b"],
    });
    expect(content).toEqual({ name: "Ada Lovelace", day: "2026-02-01", count: 3, weight: 2.5, express: false, country: "DE", tags: ["b"] });
    expect(elicitResultDefect({ action: "accept", content }, SCHEMA)).toBeUndefined();
  });

  it("leaves a required field out when it is empty, so that the check says it is required", () => {
    const content = formContent(fields, { name: "", count: "2", country: "DE" });
    expect(content).toEqual({ count: 2, country: "DE", express: false });
    expect(elicitResultDefect({ action: "accept", content }, SCHEMA)).toBe('"name" is required');
  });

  it("keeps a number that does not parse as typed, so that the check says what it must be", () => {
    const content = formContent(fields, { name: "Ada", count: "1.5", weight: "heavy", country: "FR" });
    expect(content).toMatchObject({ count: 1.5, weight: "heavy" });
    expect(elicitResultDefect({ action: "accept", content }, SCHEMA)).toBe('"count" must be an integer');
    expect(elicitResultDefect({ action: "accept", content: { ...content, count: 2 } }, SCHEMA)).toBe('"weight" must be a number');
  });
});
