// @vitest-environment node
// registerAppTool on a real McpServer of each SDK generation, seen from a client of its own: the listing
// (_meta.ui, the legacy key, both schemas), the typed handler's answers, and a handler's invalid output
// turned into an error result.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../src/index.js";
import { registerAppTool, RESOURCE_URI_META_KEY, type AppToolHandler } from "../../src/server/index.js";
import { GREETER_URI, greet, reset } from "./fixtures/tools.js";
import { GENERATIONS, type Generation, type TestClient } from "./generations.js";

type GreetHandler = AppToolHandler<typeof greet.inputSchema, typeof greet.outputSchema, unknown, true>;
const greetHandler: GreetHandler = ({ name, times }) => ({
  structuredContent: { greeting: `Hello, ${name}!`.repeat(times), length: name.length },
});

/** Connects a client to a server of `generation` with greet registered with `handler` (and reset). */
function serve(generation: Generation, handler: GreetHandler = greetHandler): Promise<TestClient> {
  return generation.connect((server) => {
    registerAppTool(server, greet, handler);
    registerAppTool(server, reset, () => ({ content: [{ type: "text", text: "cleared" }] }));
  });
}

/** A handler that returns what its types forbid, as a JavaScript handler or a bad cast could. */
const returning =
  (result: unknown): GreetHandler =>
  () =>
    result as ReturnType<GreetHandler>;

describe.each(GENERATIONS)("registerAppTool(server, definition, handler) on $name", (generation) => {
  it("lists _meta.ui.resourceUri, the legacy key, the visibility, and both schemas as JSON Schema", async () => {
    const { tools } = await (await serve(generation)).listTools();
    const listed = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(listed.greet?._meta).toEqual({ ui: { resourceUri: GREETER_URI }, [RESOURCE_URI_META_KEY]: GREETER_URI });
    expect(listed.reset?._meta).toEqual({ ui: { resourceUri: GREETER_URI, visibility: ["app"] }, [RESOURCE_URI_META_KEY]: GREETER_URI });
    expect([listed.greet?.title, listed.greet?.description]).toEqual(["Greet", "Greets someone by name."]);
    expect(listed.greet?.inputSchema).toMatchObject({ type: "object", properties: { name: { type: "string" } }, required: ["name"] });
    expect(listed.greet?.outputSchema).toMatchObject({
      type: "object",
      properties: { greeting: { type: "string" }, length: { type: "number" } },
    });
    expect(listed.reset?.outputSchema).toBeUndefined();
  });

  it("answers with the handler's structuredContent, parsed arguments in, and the definition's summary as text when it gave no content", async () => {
    const result = await (await serve(generation)).callTool({ name: "greet", arguments: { name: "Ada" } });
    expect(result).toEqual({
      structuredContent: { greeting: "Hello, Ada!", length: 3 },
      content: [{ type: "text", text: "Greeted: Hello, Ada!" }],
    });
  });

  it("sends the JSON as text for a typed tool with neither summary nor content, as JavaScript or a cast can register it", async () => {
    const { summary: _none, ...bare } = greet;
    const client = await generation.connect((server) => registerAppTool(server, bare as never, greetHandler as never));
    expect((await client.callTool({ name: "greet", arguments: { name: "Ada" } })).content).toEqual([
      { type: "text", text: JSON.stringify({ greeting: "Hello, Ada!", length: 3 }) },
    ]);
  });

  it("keeps the handler's own content and calls a handler without input schema with the request context", async () => {
    const client = await serve(generation, () => ({
      content: [{ type: "text", text: "hi" }],
      structuredContent: { greeting: "hi", length: 2 },
    }));
    expect((await client.callTool({ name: "greet", arguments: { name: "x" } })).content).toEqual([{ type: "text", text: "hi" }]);
    expect(await client.callTool({ name: "reset" })).toEqual({ content: [{ type: "text", text: "cleared" }] });
  });

  it("refuses arguments that fail the input schema with an error result (the SDK's check)", async () => {
    const result = await (await serve(generation)).callTool({ name: "greet", arguments: { name: 42 } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("Input validation error");
  });

  it("sends an error result naming the failing path, never the invalid structuredContent", async () => {
    const client = await serve(generation, returning({ structuredContent: { greeting: 7, length: 1 } }));
    const result = await client.callTool({ name: "greet", arguments: { name: "Ada" } });
    expect(result).toEqual({
      isError: true,
      content: [
        {
          type: "text",
          text: expect.stringMatching(/^Tool greet returned invalid structuredContent: structuredContent\.greeting: .*string/),
        },
      ],
    });
  });

  it("sends an error result when a tool with an output schema returns no structuredContent", async () => {
    const client = await serve(generation, returning({ content: [{ type: "text", text: "forgot it" }] }));
    expect(await client.callTool({ name: "greet", arguments: { name: "Ada" } })).toEqual({
      isError: true,
      content: [{ type: "text", text: "Tool greet has an output schema but returned no structuredContent" }],
    });
  });

  it("drops keys the output schema does not know, and passes a handler's error result unchecked", async () => {
    let result: unknown = { structuredContent: { greeting: "hi", length: 2, secret: "internal" } };
    const client = await serve(generation, () => result as ReturnType<GreetHandler>);
    expect((await client.callTool({ name: "greet", arguments: { name: "x" } })).structuredContent).toEqual({ greeting: "hi", length: 2 });
    result = { content: [{ type: "text", text: "no such person" }], isError: true };
    expect(await client.callTool({ name: "greet", arguments: { name: "x" } })).toEqual(result);
  });
});

describe("registerAppTool(server, definition, handler) at registration", () => {
  it("throws at registration for a hand-made definition with a malformed or missing ui:// URI", () => {
    const bad = [
      { ...greet, ui: { resourceUri: "ui:/greeter" } },
      { ...greet, ui: {} },
      { ...greet, ui: undefined },
    ];
    for (const definition of bad) {
      expect(
        () => registerAppTool({ registerTool: () => ({}) as never }, definition as typeof greet, greetHandler),
        JSON.stringify(definition.ui),
      ).toThrow(expect.objectContaining({ name: "AppError", kind: "INVALID_PARAMS", message: expect.stringContaining("ui.resourceUri") }));
    }
  });

  it("throws for a missing definition or handler", () => {
    const server = { registerTool: () => ({}) as never };
    expect(() => registerAppTool(server, undefined as unknown as typeof greet, greetHandler)).toThrow(AppError);
    expect(() => registerAppTool(server, greet, undefined as unknown as GreetHandler)).toThrow(/needs a handler function/);
  });
});

describe.each(GENERATIONS)("registerAppTool(server, name, config, handler), the official form, on $name", (generation) => {
  const output = z.object({ ok: z.boolean() });

  it("mirrors _meta.ui.resourceUri into the legacy key and the legacy key into _meta.ui", async () => {
    const client = await generation.connect((server) => {
      registerAppTool(server, "modern", { _meta: { ui: { resourceUri: "ui://a/modern.html", visibility: ["model"] }, other: 1 } }, () => ({
        content: [],
      }));
      registerAppTool(server, "legacy", { _meta: { [RESOURCE_URI_META_KEY]: "ui://a/legacy.html" } }, () => ({ content: [] }));
      registerAppTool(server, "plain", { _meta: { other: 2 } }, () => ({ content: [] }));
    });
    const metas = Object.fromEntries((await client.listTools()).tools.map((t) => [t.name, t._meta]));
    expect(metas).toEqual({
      modern: { ui: { resourceUri: "ui://a/modern.html", visibility: ["model"] }, other: 1, [RESOURCE_URI_META_KEY]: "ui://a/modern.html" },
      legacy: { ui: { resourceUri: "ui://a/legacy.html" }, [RESOURCE_URI_META_KEY]: "ui://a/legacy.html" },
      plain: { other: 2 },
    });
  });

  it("checks structuredContent against a zod output schema there too", async () => {
    const client = await generation.connect((server) => {
      registerAppTool(server, "check", { outputSchema: output, _meta: { ui: { resourceUri: "ui://a/b.html" } } }, () => ({
        content: [],
        structuredContent: { ok: "yes" },
      }));
    });
    const result = await client.callTool({ name: "check" });
    expect([result.isError, result.structuredContent, JSON.stringify(result.content)]).toEqual([
      true,
      undefined,
      expect.stringContaining("structuredContent.ok"),
    ]);
  });
});

describe("registerAppTool(server, name, config, handler) at registration", () => {
  it("throws at registration for a malformed ui:// URI under either key, or a missing config", () => {
    const server = { registerTool: () => ({}) as never };
    const handler = () => ({ content: [] });
    expect(() => registerAppTool(server, "a", { _meta: { ui: { resourceUri: "ui://" } } }, handler)).toThrow(
      /"ui:\/\/" is not a well-formed ui:\/\/ URI/,
    );
    expect(() => registerAppTool(server, "b", { _meta: { [RESOURCE_URI_META_KEY]: "https://a.example/x" } }, handler)).toThrow(
      /Tool b: the resource URI/,
    );
    expect(() => registerAppTool(server, "c", undefined as never, handler)).toThrow(/needs a config object/);
  });
});
