// Fixtures: parseFixture() names the first bad field in one sentence, fixture.schema.json (the
// shipped JSON Schema) accepts and refuses exactly what the parser does, and a TestHost created
// with a fixture plays its call, runs in its host context and answers the view's calls from its mocks.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/index.js";
import { FixtureError, matchMock, parseFixture, type Fixture } from "../../src/testing/index.js";
import { connected, host } from "./support.js";

const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../fixture.schema.json"), "utf8")) as object;
const validate = new Ajv({ strict: true, strictRequired: false, allErrors: true }).compile(schema);

const good: Fixture = {
  $schema: "../node_modules/mcp-view/fixture.schema.json",
  description: "Two open orders",
  tool: { name: "show_orders", inputSchema: { type: "object" }, _meta: { ui: { resourceUri: "ui://orders/view.html" } } },
  arguments: { status: "open" },
  result: { content: [{ type: "text", text: "2 orders" }], structuredContent: { orders: [1, 2] } },
  hostContext: { theme: "dark", locale: "de-DE", displayMode: "inline" },
  resource: { uri: "ui://orders/view.html", text: "<!doctype html><p>orders</p>", _meta: { ui: { prefersBorder: true } } },
  mocks: [
    { tool: "refund", when: { id: 1 }, result: { content: [{ type: "text", text: "refunded 1" }] } },
    { tool: "refund", when: { id: 2, reason: { code: "late" } }, error: { code: -32001, message: "the bank timed out" } },
    { tool: "refund", result: { content: [{ type: "text", text: "refunded some other" }] } },
  ],
};

/** Each bad fixture, the field its error names, and words of the sentence. */
const bad: Array<[string, unknown, string, RegExp]> = [
  ["not an object", [], "", /must be a JSON object, got an array/],
  ["no tool", { result: { content: [] } }, "tool", /is missing/],
  ["an empty tool", { tool: "", result: { content: [] } }, "tool", /must not be empty/],
  ["a tool without a name", { tool: { inputSchema: {} }, result: { content: [] } }, "tool.name", /tool's name/],
  [
    "a tool whose inputSchema is a string",
    { tool: { name: "t", inputSchema: "x" }, result: { content: [] } },
    "tool.inputSchema",
    /an object, got a string/,
  ],
  ["no result", { tool: "t" }, "result", /is missing/],
  ["a result without content", { tool: "t", result: {} }, "result.content", /array of content blocks/],
  ["a content block without a type", { tool: "t", result: { content: [{ text: "x" }] } }, "result.content[0]", /"type"/],
  ["isError as a string", { tool: "t", result: { content: [], isError: "yes" } }, "result.isError", /a boolean, got a string/],
  ["arguments as an array", { tool: "t", arguments: [1], result: { content: [] } }, "arguments", /an object, got an array/],
  ["a misspelt field", { tool: "t", argument: {}, result: { content: [] } }, "argument", /not a fixture field/],
  ["a bad theme", { tool: "t", result: { content: [] }, hostContext: { theme: "blue" } }, "hostContext.theme", /"light" or "dark"/],
  [
    "a bad display mode",
    { tool: "t", result: { content: [] }, hostContext: { displayMode: "tab" } },
    "hostContext.displayMode",
    /inline, fullscreen, pip/,
  ],
  [
    "a resource that is not ui://",
    { tool: "t", result: { content: [] }, resource: { uri: "https://x", text: "" } },
    "resource.uri",
    /ui:\/\//,
  ],
  [
    "a resource with text and file",
    { tool: "t", result: { content: [] }, resource: { uri: "ui://v", text: "", file: "v.html" } },
    "resource",
    /not both or neither/,
  ],
  ["a resource with neither", { tool: "t", result: { content: [] }, resource: { uri: "ui://v" } }, "resource", /not both or neither/],
  [
    "an empty resource file",
    { tool: "t", result: { content: [] }, resource: { uri: "ui://v", file: "" } },
    "resource.file",
    /must not be empty/,
  ],
  ["mocks as an object", { tool: "t", result: { content: [] }, mocks: {} }, "mocks", /an array of mocks/],
  [
    "a mock without a tool",
    { tool: "t", result: { content: [] }, mocks: [{ result: { content: [] } }] },
    "mocks[0].tool",
    /server tool's name/,
  ],
  [
    "a mock with a string when",
    { tool: "t", result: { content: [] }, mocks: [{ tool: "a", when: "x", result: { content: [] } }] },
    "mocks[0].when",
    /an object, got a string/,
  ],
  [
    "a mock with neither result nor error",
    { tool: "t", result: { content: [] }, mocks: [{ tool: "a" }] },
    "mocks[0]",
    /"result" and "error"/,
  ],
  [
    "a mock whose result lacks content",
    { tool: "t", result: { content: [] }, mocks: [{ tool: "a", result: {} }] },
    "mocks[0].result.content",
    /array/,
  ],
  [
    "a mock error without a message",
    { tool: "t", result: { content: [] }, mocks: [{ tool: "a", error: { code: 1 } }] },
    "mocks[0].error",
    /"message"/,
  ],
  [
    "a mock error with a fractional code",
    { tool: "t", result: { content: [] }, mocks: [{ tool: "a", error: { code: 1.5, message: "m" } }] },
    "mocks[0].error.code",
    /integer/,
  ],
  [
    "a mock with a misspelt field",
    { tool: "t", result: { content: [] }, mocks: [{ tool: "a", wen: {}, result: { content: [] } }] },
    "mocks[0].wen",
    /not a fixture field/,
  ],
];

describe("parseFixture and fixture.schema.json", () => {
  it("accept a complete fixture, and a minimal one, and return a copy", () => {
    expect(parseFixture(good)).toEqual(good);
    expect(parseFixture(good)).not.toBe(good);
    expect(validate(good)).toBe(true);
    const minimal = { tool: "t", result: { content: [] } };
    expect(parseFixture(minimal)).toEqual(minimal);
    expect(validate(minimal)).toBe(true);
  });

  it.each(bad)("refuse %s, naming the field in one sentence", (_what, value, field, words) => {
    let error: unknown;
    try {
      parseFixture(value, "orders.fixture.json");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FixtureError);
    const { message, field: named } = error as FixtureError;
    expect(named).toBe(field);
    expect(message).toMatch(words);
    expect(message.startsWith(`orders.fixture.json: ${field ? `"${field}" ` : "The fixture "}`)).toBe(true);
    expect(message.split(/\.\s/).length).toBe(1); // one sentence
    expect(validate(value), `the schema accepts ${JSON.stringify(value)}`).toBe(false);
  });

  it("refuse a fixture nested more than 100 levels deep, naming the field in one sentence, however deep it goes", () => {
    // The fixture, result and structuredContent are 3 levels; `n` arrays in "a" make 3 + n.
    const nested = (n: number) =>
      JSON.parse(`{"tool":"t","result":{"content":[],"structuredContent":{"a":${"[".repeat(n)}${"]".repeat(n)}}}}`);
    expect(parseFixture(nested(97))).toEqual(nested(97));
    for (const n of [98, 150_000]) {
      const error = (() => {
        try {
          return parseFixture(nested(n), "deep.fixture.json");
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(FixtureError);
      expect(error).toMatchObject({
        field: "result.structuredContent.a",
        message:
          'deep.fixture.json: "result.structuredContent.a" holds arrays and objects nested more than 100 levels deep, counting the fixture: a fixture nests at most 100',
      });
    }
    const cycle: Record<string, unknown> = { tool: "t", result: { content: [] } };
    cycle.arguments = { self: cycle };
    expect(() => parseFixture(cycle)).toThrow('"arguments.self.arguments" holds arrays and objects nested more than 100 levels deep');
  });

  it("matchMock: the first mock of the tool whose when keys all equal the arguments, deeply", () => {
    const mocks = good.mocks!;
    expect(matchMock(mocks, "refund", { id: 1, extra: true })).toBe(mocks[0]);
    expect(matchMock(mocks, "refund", { id: 2, reason: { code: "late" } })).toBe(mocks[1]);
    expect(matchMock(mocks, "refund", { id: 2, reason: { code: "late", more: 1 } })).toBe(mocks[2]);
    expect(matchMock(mocks, "refund", { id: "1" })).toBe(mocks[2]);
    expect(matchMock(mocks, "refund", undefined)).toBe(mocks[2]);
    expect(matchMock(mocks, "cancel", { id: 1 })).toBeUndefined();
    expect(matchMock([{ tool: "a", when: { x: undefined } as never, result: { content: [] } }], "a", {})).toBeUndefined();
  });
});

describe("createTestHost({ fixture })", () => {
  it("runs the view in the fixture's host context, with the tool's definition as toolInfo", async () => {
    const { app } = await connected({ fixture: good, hostContext: { locale: "fr-FR" } });
    const context = app.getHostContext()!;
    expect(context.theme).toBe("dark");
    expect(context.locale).toBe("fr-FR"); // hostContext wins over the fixture's
    expect(context.toolInfo?.tool.name).toBe("show_orders");
    expect(context.styles?.variables?.["--color-background-primary"]).toBeDefined();
  });

  it("sendFixture() plays the call: its arguments, then its result", async () => {
    const { host: h, app } = await connected({ fixture: good });
    const seen: unknown[] = [];
    app.ontoolinput = (p) => void seen.push(["input", p.arguments]);
    app.ontoolresult = (r) => void seen.push(["result", r.structuredContent]);
    await h.sendFixture();
    expect(seen).toEqual([
      ["input", { status: "open" }],
      ["result", { orders: [1, 2] }],
    ]);
  });

  it("answers the view's tools/call from the mocks: a result, an error, and what the mocks match when none does", async () => {
    const { host: h, app } = await connected({ fixture: good });
    expect(await app.callServerTool({ name: "refund", arguments: { id: 1 } })).toEqual({ content: [{ type: "text", text: "refunded 1" }] });
    const failed = await app.callServerTool({ name: "refund", arguments: { id: 2, reason: { code: "late" } } }).catch((e: AppError) => e);
    expect(failed).toMatchObject({ code: -32001, message: expect.stringContaining("the bank timed out") });
    h.close();
    const only = { ...good, mocks: [good.mocks![0]!] };
    const { app: other } = await connected({ fixture: only });
    const missed = await other.callServerTool({ name: "refund", arguments: { id: 9 } }).catch((e: AppError) => e);
    expect(missed).toMatchObject({ code: -32602, message: expect.stringContaining('match {"id":1}') });
  });

  it("lets tools replace a mock by name", async () => {
    const { app } = await connected({ fixture: good, tools: { refund: () => ({ content: [{ type: "text", text: "mine" }] }) } });
    expect(await app.callServerTool({ name: "refund", arguments: { id: 1 } })).toEqual({ content: [{ type: "text", text: "mine" }] });
  });

  it("throws a FixtureError for a bad fixture, and sendFixture() without one is a typed error", async () => {
    expect(() => host({ fixture: { tool: "t", result: { content: "x" } } })).toThrow(/createTestHost\(\{ fixture \}\): "result.content"/);
    await expect(host().sendFixture()).rejects.toMatchObject({ kind: "INVALID_PARAMS" });
  });
});
