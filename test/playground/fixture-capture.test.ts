// The dev host's "Save fixture": a finished run becomes a fixture that parseFixture reads back, with
// the tool's whole definition, its arguments and result, the replayed part of the host context, the
// view's resource as read, and one mock per distinct server tool call the view made (failed ones as
// errors, the ones with more arguments first); the handlers tell each call the view made and its answer.
import type { Tool } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import { App } from "../../src/index.js";
import { createTestHost, matchMock, parseFixture, type TestHost } from "../../src/testing/index.js";
import { createSessionEvents } from "../../playground/host/session/events.js";
import { captureFixture, viewMocks, type RunCapture, type ViewToolCall } from "../../playground/host/session/fixture-capture.js";
import { wireHandlers } from "../../playground/host/session/handlers.js";
import { inertDeps } from "./handler-deps.js";

const TOOL: Tool = {
  name: "show_orders",
  description: "Shows orders",
  inputSchema: { type: "object", properties: { region: { type: "string" } } },
  _meta: { ui: { resourceUri: "ui://orders/view.html" } },
};
const RESULT = { content: [{ type: "text" as const, text: "40 orders" }], structuredContent: { rows: [], total: 120 } };
const page = (offset: number) => ({ content: [{ type: "text" as const, text: `page at ${offset}` }] });

const capture = (patch: Partial<RunCapture> = {}): RunCapture => ({
  tool: TOOL,
  args: { region: "EU" },
  result: RESULT,
  hostContext: {
    theme: "dark",
    displayMode: "inline",
    locale: "de-DE",
    timeZone: "Europe/Berlin",
    containerDimensions: { width: 600, maxHeight: 700 },
    toolInfo: { tool: TOOL as never },
  },
  resource: {
    uri: "ui://orders/view.html",
    read: {
      html: "<!doctype html><p>Orders</p>",
      meta: { csp: { connectDomains: ["https://api.example.com"] }, prefersBorder: true },
      mimeType: "text/html;profile=mcp-app",
      bytes: 28,
    },
  },
  calls: [],
  savedAt: new Date("2026-12-02T14:30:00.000Z"),
  ...patch,
});

describe("captureFixture", () => {
  it("makes a fixture parseFixture reads back, with the tool, arguments, result, context and resource of the run", () => {
    const fixture = captureFixture(capture());
    expect(parseFixture(JSON.parse(JSON.stringify(fixture)))).toEqual(fixture);
    expect(fixture).toEqual({
      description: 'show_orders with {"region":"EU"}, saved from mcp-view dev 2026-12-02T14:30:00.000Z',
      tool: TOOL,
      arguments: { region: "EU" },
      result: RESULT,
      hostContext: { theme: "dark", displayMode: "inline", locale: "de-DE", timeZone: "Europe/Berlin" },
      resource: {
        uri: "ui://orders/view.html",
        mimeType: "text/html;profile=mcp-app",
        text: "<!doctype html><p>Orders</p>",
        _meta: { ui: { csp: { connectDomains: ["https://api.example.com"] }, prefersBorder: true } },
      },
    });
  });

  it("caps the arguments in the description, and leaves out a resource the run did not read", () => {
    const fixture = captureFixture(capture({ args: { note: "x".repeat(500) }, resource: undefined }));
    expect(fixture.description).toMatch(/^show_orders with \{"note":"x+…, saved from mcp-view dev 2026-12-02T14:30:00\.000Z$/);
    expect(fixture.description!.length).toBeLessThan(160);
    expect(fixture).not.toHaveProperty("resource");
    expect(fixture).not.toHaveProperty("mocks");
    expect(() => parseFixture(fixture)).not.toThrow();
  });

  it("gives one mock per distinct call the view made, failed ones as errors", () => {
    const calls: ViewToolCall[] = [
      { tool: "load_more_orders", args: { offset: 40, limit: 20 }, result: page(40) },
      { tool: "load_more_orders", args: { limit: 20, offset: 40 }, result: page(999) },
      { tool: "load_more_orders", args: { offset: 60, limit: 20 }, result: page(60) },
      { tool: "refund", args: { id: "A-1" }, error: { code: -32000, message: "Refunds are closed" } },
    ];
    const fixture = captureFixture(capture({ calls }));
    expect(() => parseFixture(fixture)).not.toThrow();
    expect(fixture.mocks).toEqual([
      { tool: "load_more_orders", when: { offset: 40, limit: 20 }, result: page(40) },
      { tool: "load_more_orders", when: { offset: 60, limit: 20 }, result: page(60) },
      { tool: "refund", when: { id: "A-1" }, error: { code: -32000, message: "Refunds are closed" } },
    ]);
  });

  it("puts the mocks with more arguments first, so that a call with fewer does not answer for them", () => {
    const mocks = viewMocks([
      { tool: "search", args: {}, result: page(0) },
      { tool: "search", args: { q: "bolt" }, result: page(1) },
    ]);
    expect(matchMock(mocks, "search", { q: "bolt" })?.result).toEqual(page(1));
    expect(matchMock(mocks, "search", {})?.result).toEqual(page(0));
  });
});

describe("the view's server tool calls", () => {
  let host: TestHost | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    host?.close();
  });

  it("are told with their answers: the server's result, or the error the view got", async () => {
    const appOnly = (name: string): Tool => ({ name, inputSchema: { type: "object" }, _meta: { ui: { visibility: ["app"] } } });
    const hidden: Tool = { name: "secret", inputSchema: { type: "object" }, _meta: { ui: { visibility: ["model"] } } };
    const client = {
      callTool: async ({ name, arguments: args }: { name: string; arguments?: Record<string, unknown> }) => {
        if (name === "refund") throw Object.assign(new Error("MCP error -32001: Refunds are closed"), { code: -32001 });
        return page(Number(args?.offset));
      },
    };
    const calls: ViewToolCall[] = [];
    host = createTestHost();
    wireHandlers(host, {
      ...inertDeps(createSessionEvents()),
      client: client as never,
      tools: [appOnly("load_more_orders"), appOnly("refund"), hidden],
      onServerCall: (call) => calls.push(call),
    });
    app = new App({ name: "orders", version: "1" }, {}, { autoResize: false });
    await app.connect();
    await app.callServerTool({ name: "load_more_orders", arguments: { offset: 40 } });
    await expect(app.callServerTool({ name: "refund", arguments: { id: "A-1" } })).rejects.toThrow();
    await expect(app.callServerTool({ name: "secret" })).rejects.toThrow();
    expect(calls).toEqual([
      { tool: "load_more_orders", args: { offset: 40 }, result: page(40) },
      { tool: "refund", args: { id: "A-1" }, error: { code: -32001, message: "MCP error -32001: Refunds are closed" } },
      { tool: "secret", args: {}, error: { code: -32000, message: expect.stringMatching(/^Tool secret is not available to views/) } },
    ]);
  });
});
