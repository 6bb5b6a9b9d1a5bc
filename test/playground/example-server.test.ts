// @vitest-environment node
// The playground's example server (playground/example, written with mcp-view/server), seen from an
// SDK client: every tool names its view and lists an output schema, the app-only tools are hidden
// from the model, every view is served with the MCP App mime type and its _meta.ui, the tools answer
// with structuredContent and refuse bad input; ask_shipping elicits the address during its call,
// naming its address form view unless asked not to; and the orders view, typed from the same
// definitions, bundles neither zod nor the server's module.
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { ElicitRequestSchema, type CallToolResult, type ElicitRequest, type ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import { buildWidget } from "../../playground/build/widget.js";
import { createExampleServer, createExampleState } from "../../playground/example/server.js";
import { WIDGET_ENTRIES, type Widgets } from "../../playground/example/widget-names.js";
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from "../../src/server/index.js";

const ORIGIN = "http://127.0.0.1:4321";
const WIDGETS: Widgets = {
  board: "<p>board</p>",
  orders: "<p>orders</p>",
  shipping: "<p>shipping</p>",
  stats: "<p>stats</p>",
  address: "<p>address</p>",
};
const BOARD = {
  title: "Launch",
  columns: [
    { title: "To do", cards: [{ title: "Docs", description: "README" }] },
    { title: "Done", cards: [] },
  ],
};

let client: Client;
/** The client's answer to the server's elicitations, and the requests it got. */
let elicit: (params: ElicitRequest["params"]) => ElicitResult;
let elicited: ElicitRequest["params"][];
beforeEach(async () => {
  const server = createExampleServer(createExampleState(Promise.resolve(WIDGETS), ORIGIN, "example-test"));
  client = new Client({ name: "test-host", version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
  elicited = [];
  elicit = () => ({ action: "cancel" });
  client.setRequestHandler(ElicitRequestSchema, (request) => (elicited.push(request.params), elicit(request.params)));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
});
afterEach(() => client.close());

/** Calls tool `name`; the result as the client got it. */
const call = async (name: string, args: Record<string, unknown> = {}) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult;
const text = (result: CallToolResult) => (result.content[0]?.type === "text" ? result.content[0].text : undefined);

describe("the example server's tools", () => {
  it("name their view under _meta.ui.resourceUri and the legacy key, list an output schema, and keep the app-only ones from the model", async () => {
    const [{ tools }, { resources }] = await Promise.all([client.listTools(), client.listResources()]);
    const listed = new Set(resources.map((r) => r.uri));
    const views = Object.fromEntries(tools.map((t) => [t.name, t._meta?.ui]));
    expect(views).toEqual({
      show_board: { resourceUri: "ui://playground/board.html" },
      move_card: { resourceUri: "ui://playground/board.html", visibility: ["app"] },
      show_orders: { resourceUri: "ui://playground/orders.html" },
      load_more_orders: { resourceUri: "ui://playground/orders.html", visibility: ["app"] },
      quote_shipment: { resourceUri: "ui://playground/shipping.html" },
      show_stats: { resourceUri: "ui://playground/stats.html" },
      show_stats_undeclared: { resourceUri: "ui://playground/stats-undeclared.html" },
      ask_shipping: undefined, // no view of its own: its elicitation names one (below)
      view_state_get: { visibility: ["app"] }, // the views' own state (registerViewStateTools): no view, views alone call them
      view_state_set: { visibility: ["app"] },
    });
    for (const tool of tools.filter((t) => t.name !== "ask_shipping" && !t.name.startsWith("view_state_"))) {
      const uri = (tool._meta!.ui as { resourceUri: string }).resourceUri;
      expect([tool._meta![RESOURCE_URI_META_KEY], listed.has(uri), tool.outputSchema?.type], tool.name).toEqual([uri, true, "object"]);
    }
  });

  it("keep the examples the playground pre-fills arguments from, and list the shape of their results", async () => {
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((t) => [t.name, t]));
    expect(byName.show_board!.inputSchema.properties).toMatchObject({ title: { type: "string", examples: ["Beta launch"] } });
    expect(byName.quote_shipment!.inputSchema.properties).toMatchObject({ country: { examples: ["DE"] }, weightKg: { examples: [2.5] } });
    expect(byName.load_more_orders!.outputSchema).toMatchObject({ required: ["rows", "total", "offset", "nextOffset", "region"] });
    expect(byName.show_stats!.outputSchema).toMatchObject({
      properties: { endpoint: { type: "string" }, intervalMs: { type: "integer" } },
    });
  });

  it("show a board and move its card, in the text the model reads and in structuredContent", async () => {
    const shown = await call("show_board", BOARD);
    const board = shown.structuredContent!.board as {
      id: string;
      columns: Array<{ id: string; cards: Array<{ id: string; title: string; description?: string }> }>;
    };
    expect([text(shown), board.columns[0]!.cards]).toEqual([
      "Board Launch: 1 to do, 0 done",
      [{ id: "0.0-docs", title: "Docs", description: "README" }],
    ]);
    const moved = await call("move_card", { boardId: board.id, cardId: "0.0-docs", toColumnId: board.columns[1]!.id });
    expect(text(moved)).toBe('Moved "Docs" from To do to Done. Board Launch: 0 to do, 1 done');
    expect(moved.structuredContent).toEqual({
      board: {
        ...board,
        columns: [
          { ...board.columns[0], cards: [] },
          { ...board.columns[1], cards: board.columns[0]!.cards },
        ],
      },
    });
  });

  it("give each show_board result a new viewUUID in _meta, the key of the board view's state", async () => {
    const [first, second] = [await call("show_board", BOARD), await call("show_board", BOARD)];
    const uuid = (r: typeof first) => (r._meta as { viewUUID?: unknown } | undefined)?.viewUUID;
    expect(uuid(first)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(uuid(second)).toMatch(/^[0-9a-f-]{36}$/);
    expect(uuid(second)).not.toBe(uuid(first));
  });

  it("answer a move on an unknown board or card with an error result the model reads", async () => {
    expect(await call("move_card", { boardId: "board-9", cardId: "x", toColumnId: "y" })).toEqual({
      isError: true,
      content: [{ type: "text", text: "No board board-9" }],
    });
    const { structuredContent } = await call("show_board", BOARD);
    const id = (structuredContent!.board as { id: string }).id;
    expect(await call("move_card", { boardId: id, cardId: "nope", toColumnId: "1-done" })).toEqual({
      isError: true,
      content: [{ type: "text", text: `No card nope or column 1-done on board ${id}` }],
    });
  });

  it("page through the orders (40 first, then 20 by default, optionally one region)", async () => {
    const first = await call("show_orders");
    expect(first.structuredContent).toMatchObject({ total: 120, offset: 0, nextOffset: 40, region: null });
    expect((first.structuredContent!.rows as unknown[]).length).toBe(40);
    const next = await call("load_more_orders", { offset: 40 });
    expect(next.structuredContent).toMatchObject({ total: 120, offset: 40, nextOffset: 60 });
    const one = await call("load_more_orders", { offset: 40, limit: 1 });
    expect([(next.structuredContent!.rows as unknown[]).length, one.structuredContent!.rows]).toEqual([
      20,
      [(next.structuredContent!.rows as unknown[])[0]],
    ]);
    const emea = await call("show_orders", { region: "EMEA" });
    const regions = new Set((emea.structuredContent!.rows as Array<{ region: string }>).map((r) => r.region));
    expect([[...regions], emea.structuredContent!.region, text(emea)]).toEqual([
      ["EMEA"],
      "EMEA",
      expect.stringMatching(/^Orders 1-\d+ of \d+ EMEA orders, revenue \$[\d,]+ in this page\.$/),
    ]);
  });

  it("refuse bad input before the handler runs", async () => {
    for (const [name, args] of [
      ["load_more_orders", { offset: 0, limit: 101 }],
      ["load_more_orders", { offset: -1 }],
      ["show_orders", { region: "Mars" }],
      ["quote_shipment", { weightKg: 0 }],
    ] as const) {
      const result = await call(name, args);
      expect([result.isError, text(result)], `${name} ${JSON.stringify(args)}`).toEqual([
        true,
        expect.stringContaining("Input validation error"),
      ]);
    }
  });

  it("quote a complete shipment, and leave the quote null while it is incomplete", async () => {
    const full = { recipient: "Ada", country: "DE", region: "Bavaria", weightKg: 2.5, service: "express" };
    expect((await call("quote_shipment", full)).structuredContent).toEqual({ shipment: full, quote: { price: 13.9, days: "1–2 days" } });
    const partial = await call("quote_shipment", { country: "FR" });
    expect([partial.structuredContent, text(partial)]).toEqual([
      { shipment: { country: "FR" }, quote: null },
      "Shipping form opened for France: no quote yet. The user is asked to complete it.",
    ]);
  });

  it("tell the stats views where to poll", async () => {
    for (const name of ["show_stats", "show_stats_undeclared"]) {
      const result = await call(name);
      expect([result.structuredContent, text(result)]).toEqual([
        { endpoint: `${ORIGIN}/api/stats`, intervalMs: 2000 },
        expect.stringMatching(/^Example server: up \d+ s, 0 session\(s\), 0 message\(s\) received\.$/),
      ]);
    }
  });
});

describe("ask_shipping", () => {
  const ADDRESS = { recipient: "Ada Lovelace", street: "12 Main St", city: "Berlin", country: "DE", express: true };

  it("elicits the address during its call, naming its address form view, and says where it ships", async () => {
    elicit = () => ({ action: "accept", content: ADDRESS });
    const shipped = await call("ask_shipping", { item: "Blue bicycle" });
    expect(elicited).toEqual([
      {
        mode: "form",
        message: "Where should we ship Blue bicycle?",
        requestedSchema: expect.objectContaining({ type: "object", required: ["recipient", "street", "city", "country"] }),
        _meta: { ui: { resourceUri: "ui://playground/address-form.html" } },
      },
    ]);
    expect(Object.keys((elicited[0] as { requestedSchema: { properties: object } }).requestedSchema.properties)).toEqual([
      "recipient",
      "street",
      "city",
      "country",
      "express",
    ]);
    expect([text(shipped), shipped.structuredContent]).toEqual([
      "Shipping to: Ada Lovelace, 12 Main St, Berlin, Germany (express)",
      { action: "accept", address: ADDRESS },
    ]);
  });

  it("names no view with form: host, and says when the user declined or dismissed the form", async () => {
    elicit = () => ({ action: "decline" });
    const declined = await call("ask_shipping", { form: "host" });
    expect([elicited[0]!._meta, elicited[0]!.message]).toEqual([undefined, "Where should we ship your order?"]);
    expect([text(declined), declined.structuredContent]).toEqual([
      "The user declined to give a shipping address.",
      { action: "decline", address: null },
    ]);
    elicit = () => ({ action: "cancel" });
    expect(text(await call("ask_shipping"))).toBe("The user dismissed the address form.");
  });

  it("refuses an answer that does not fit the address schema (the SDK server checks it too)", async () => {
    elicit = () => ({ action: "accept", content: { recipient: "Ada" } });
    const refused = await call("ask_shipping");
    expect([refused.isError, text(refused)]).toEqual([true, expect.stringContaining("does not match requested schema")]);
  });
});

describe("the example server's views", () => {
  it("are served with the MCP App mime type and their _meta.ui, listed and read", async () => {
    const { resources } = await client.listResources();
    const expected = {
      "ui://playground/board.html": ["Project board", WIDGETS.board, { prefersBorder: true }],
      "ui://playground/orders.html": ["Orders table", WIDGETS.orders, { prefersBorder: true }],
      "ui://playground/shipping.html": ["Shipping form", WIDGETS.shipping, { prefersBorder: false }],
      "ui://playground/stats.html": [
        "Server statistics",
        WIDGETS.stats,
        { csp: { connectDomains: [ORIGIN] }, permissions: { clipboardWrite: {} }, prefersBorder: true },
      ],
      "ui://playground/stats-undeclared.html": ["Server statistics (no CSP)", WIDGETS.stats, { prefersBorder: true }],
      "ui://playground/address-form.html": ["Shipping address form", WIDGETS.address, { prefersBorder: false }],
    };
    expect(resources.map((r) => r.uri).sort()).toEqual(Object.keys(expected).sort());
    for (const [uri, [title, html, ui]] of Object.entries(expected)) {
      expect(
        resources.find((r) => r.uri === uri),
        uri,
      ).toMatchObject({ title, mimeType: RESOURCE_MIME_TYPE, _meta: { ui } });
      expect((await client.readResource({ uri })).contents).toEqual([{ uri, mimeType: RESOURCE_MIME_TYPE, text: html, _meta: { ui } }]);
    }
  });
});

describe("the orders view, typed from the server's definitions", () => {
  it("bundles neither zod nor the example server's module (it imports the definitions as types)", async () => {
    const inputs: string[] = [];
    const html = await buildWidget(fileURLToPath(new URL(`../../playground/widgets/${WIDGET_ENTRIES.orders}`, import.meta.url)), {
      onInputs: (files) => inputs.push(...files),
    });
    expect(html).toContain("load_more_orders");
    expect(inputs).toEqual(
      expect.arrayContaining(["playground/widgets/orders/main.tsx", expect.stringMatching(/node_modules\/react-dom\//)]),
    );
    expect(inputs.filter((file) => /node_modules\/zod\/|playground\/example\/|src\/server\//.test(file))).toEqual([]);
  }, 120_000);
});
