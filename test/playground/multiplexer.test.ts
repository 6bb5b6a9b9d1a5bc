// @vitest-environment node
// Many pages on one stdio server: ids and progress tokens renamed, answers routed back, the
// server initialized once, its notifications broadcast and its requests sent to the page used last
// (whose answer alone goes back).
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { Multiplexer } from "../../playground/server/multiplexer.js";

function setup() {
  const toServer: unknown[] = [];
  const mux = new Multiplexer((m) => toServer.push(m));
  const page = () => {
    const got: Array<[unknown, unknown]> = [];
    const session = mux.open({ send: (m, related) => got.push([m, related]) });
    return { got, send: (m: object) => session.receive({ jsonrpc: "2.0", ...m } as JSONRPCMessage), close: () => session.close() };
  };
  const fromServer = (m: object) => mux.fromServer({ jsonrpc: "2.0", ...m } as JSONRPCMessage);
  return { mux, toServer, page, fromServer };
}

const INIT = { method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "p", version: "1" } } };
const RESULT = { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "s", version: "1" } };

describe("the multiplexer", () => {
  it("routes a 2026-07-28 subscription's notifications to the page that opened it, under its own id", () => {
    const { toServer, page, fromServer } = setup();
    const [a, b] = [page(), page()];
    const listen = { method: "subscriptions/listen", params: { notifications: { toolsListChanged: true } } };
    a.send({ id: "listen:0", ...listen });
    b.send({ id: "listen:0", ...listen });
    expect(toServer).toEqual([
      { jsonrpc: "2.0", id: "mux-1", ...listen },
      { jsonrpc: "2.0", id: "mux-2", ...listen },
    ]);
    const of = (id: string) => ({ _meta: { "io.modelcontextprotocol/subscriptionId": id } });
    fromServer({
      method: "notifications/subscriptions/acknowledged",
      params: { ...of("mux-2"), notifications: { toolsListChanged: true } },
    });
    fromServer({ method: "notifications/tools/list_changed", params: of("mux-1") });
    expect(a.got).toEqual([[{ jsonrpc: "2.0", method: "notifications/tools/list_changed", params: of("listen:0") }, "listen:0"]]);
    expect(b.got).toEqual([
      [
        {
          jsonrpc: "2.0",
          method: "notifications/subscriptions/acknowledged",
          params: { ...of("listen:0"), notifications: { toolsListChanged: true } },
        },
        "listen:0",
      ],
    ]);
    a.close(); // its stream closed: the server hears the subscription cancelled
    expect(toServer.at(-1)).toEqual({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: "mux-1", reason: "The page closed" },
    });
  });

  it("initializes the server once and answers every page from that result", () => {
    const { toServer, page, fromServer } = setup();
    const [a, b] = [page(), page()];
    a.send({ id: 0, ...INIT });
    b.send({ id: 0, ...INIT });
    expect(toServer).toEqual([{ jsonrpc: "2.0", id: "mux-initialize", ...INIT }]);
    fromServer({ id: "mux-initialize", result: RESULT });
    const c = page();
    c.send({ id: 7, ...INIT });
    a.send({ method: "notifications/initialized" });
    b.send({ method: "notifications/initialized" });
    expect([a.got, b.got, c.got]).toEqual([
      [[{ jsonrpc: "2.0", id: 0, result: RESULT }, undefined]],
      [[{ jsonrpc: "2.0", id: 0, result: RESULT }, undefined]],
      [[{ jsonrpc: "2.0", id: 7, result: RESULT }, undefined]],
    ]);
    expect(toServer.slice(1)).toEqual([{ jsonrpc: "2.0", method: "notifications/initialized" }]);
  });

  it("lets the next page retry when the server refused to initialize", () => {
    const { toServer, page, fromServer } = setup();
    const a = page();
    a.send({ id: 0, ...INIT });
    fromServer({ id: "mux-initialize", error: { code: -32602, message: "bad version" } });
    a.send({ id: 1, ...INIT });
    expect(a.got[0]![0]).toEqual({ jsonrpc: "2.0", id: 0, error: { code: -32602, message: "bad version" } });
    expect(toServer).toHaveLength(2);
  });

  it("renames the pages' equal ids and progress tokens, and routes answers and progress back", () => {
    const { toServer, page, fromServer } = setup();
    const [a, b] = [page(), page()];
    a.send({ id: 1, method: "tools/call", params: { name: "x", _meta: { progressToken: 1 } } });
    b.send({ id: 1, method: "tools/list" });
    expect(toServer).toEqual([
      { jsonrpc: "2.0", id: "mux-1", method: "tools/call", params: { name: "x", _meta: { progressToken: "mux-1" } } },
      { jsonrpc: "2.0", id: "mux-2", method: "tools/list" },
    ]);
    fromServer({ method: "notifications/progress", params: { progressToken: "mux-1", progress: 1 } });
    fromServer({ id: "mux-2", result: { tools: [] } });
    fromServer({ id: "mux-1", result: { content: [] } });
    fromServer({ id: "mux-1", result: { content: [] } }); // a duplicate answer goes nowhere
    expect(a.got).toEqual([
      [{ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: 1, progress: 1 } }, 1],
      [{ jsonrpc: "2.0", id: 1, result: { content: [] } }, undefined],
    ]);
    expect(b.got).toEqual([[{ jsonrpc: "2.0", id: 1, result: { tools: [] } }, undefined]]);
  });

  it("passes a page's cancellation on under the server's id, and only for its own requests", () => {
    const { toServer, page } = setup();
    const [a, b] = [page(), page()];
    a.send({ id: 5, method: "tools/call", params: { name: "slow" } });
    b.send({ method: "notifications/cancelled", params: { requestId: 5 } });
    a.send({ method: "notifications/cancelled", params: { requestId: 5, reason: "user" } });
    expect(toServer.slice(1)).toEqual([
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "mux-1", reason: "user" } },
    ]);
  });

  it("broadcasts the server's notifications and sends its requests to the page used last", () => {
    const { toServer, page, fromServer } = setup();
    const [a, b] = [page(), page()];
    b.send({ method: "notifications/roots/list_changed" });
    a.send({ id: 1, method: "ping" });
    fromServer({ method: "notifications/resources/updated", params: { uri: "ui://x" } });
    fromServer({ id: 9, method: "sampling/createMessage", params: {} });
    fromServer({ id: 10, method: "ping" });
    const asked = a.got.at(-1)![0] as { id: string };
    a.send({ id: asked.id, result: { role: "assistant" } });
    expect(b.got).toEqual([[{ jsonrpc: "2.0", method: "notifications/resources/updated", params: { uri: "ui://x" } }, undefined]]);
    expect(a.got.map(([m]) => (m as { method?: string }).method)).toEqual(["notifications/resources/updated", "sampling/createMessage"]);
    expect(toServer.slice(2)).toEqual([
      { jsonrpc: "2.0", id: 10, result: {} },
      { jsonrpc: "2.0", id: 9, result: { role: "assistant" } },
    ]);
  });

  it("takes the answer to a server request only from the page it was sent to, so another page cannot answer it first", () => {
    const { toServer, page, fromServer } = setup();
    const [a, b] = [page(), page()];
    a.send({ method: "notifications/roots/list_changed" }); // a is the page used last
    fromServer({ id: 5, method: "elicitation/create", params: { message: "Refund?" } });
    const asked = a.got.at(-1)![0] as { id: string; method: string };
    expect(asked.method).toBe("elicitation/create");
    expect(b.got).toEqual([]);
    b.send({ id: asked.id, result: { action: "accept", content: { refund: true } } });
    b.send({ id: asked.id, error: { code: -32603, message: "no" } });
    a.send({ id: asked.id, result: { action: "decline" } });
    expect(toServer.slice(1)).toEqual([{ jsonrpc: "2.0", id: 5, result: { action: "decline" } }]);
  });

  it("cancels a closed page's requests on the server and fails the server's requests to it", () => {
    const { toServer, page, fromServer } = setup();
    const a = page();
    a.send({ id: 1, method: "tools/call", params: { name: "slow" } });
    fromServer({ id: 3, method: "elicitation/create", params: {} });
    a.close();
    fromServer({ id: "mux-1", result: {} });
    fromServer({ id: 4, method: "roots/list" });
    expect(toServer.slice(1)).toEqual([
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: "mux-1", reason: "The page closed" } },
      { jsonrpc: "2.0", id: 3, error: { code: -32603, message: "The page that was asked closed" } },
      { jsonrpc: "2.0", id: 4, error: { code: -32603, message: "No page is connected to the playground" } },
    ]);
    expect(a.got).toHaveLength(1);
  });

  it("fails every open and later request once the server has ended", () => {
    const { mux, page } = setup();
    const a = page();
    a.send({ id: 1, method: "tools/call", params: { name: "slow" } });
    mux.end("The stdio MCP server (s) exited with code 1; restart the playground to start it again.");
    a.send({ id: 2, method: "tools/list" });
    expect(a.got.map(([m]) => m)).toEqual([
      {
        jsonrpc: "2.0",
        id: 1,
        error: { code: -32000, message: "The stdio MCP server (s) exited with code 1; restart the playground to start it again." },
      },
      {
        jsonrpc: "2.0",
        id: 2,
        error: { code: -32000, message: "The stdio MCP server (s) exited with code 1; restart the playground to start it again." },
      },
    ]);
  });
});
