// @vitest-environment node
// The default scope over real Streamable HTTP sessions on loopback (the SDK's stateful pattern: one
// McpServer and transport per session, one store for all): two clients never see each other's states.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { memoryViewStateStore, registerViewStateTools } from "../../src/server/index.js";
import { answered, getState, setState } from "./view-state-support.js";

const sessions = new Map<string, StreamableHTTPServerTransport>();
const clients: Client[] = [];
let http: Server | undefined;

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await Promise.all([...sessions.values()].map((transport) => transport.close()));
  sessions.clear();
  await new Promise<void>((resolve, reject) => (http ? http.close((error) => (error ? reject(error) : resolve())) : resolve()));
  http = undefined;
});

/** An HTTP server on a free loopback port: a new session (McpServer and transport) for each request without a session id. */
async function serve(): Promise<URL> {
  const store = memoryViewStateStore();
  http = createServer((req, res) => {
    const sid = req.headers["mcp-session-id"];
    let transport = typeof sid === "string" ? sessions.get(sid) : undefined;
    if (!transport) {
      const opened = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (id) => void sessions.set(id, opened),
      });
      const server = new McpServer({ name: "test-server", version: "1.0.0" });
      registerViewStateTools(server, { store });
      void server.connect(opened);
      transport = opened;
    }
    void transport.handleRequest(req, res);
  });
  await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
  return new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
}

async function connect(url: URL): Promise<Client> {
  const client = new Client({ name: "test-host", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(url));
  clients.push(client);
  return client;
}

it("keeps two Streamable HTTP sessions' states apart, over one store", async () => {
  const url = await serve();
  const [alice, bob] = [await connect(url), await connect(url)];
  expect(sessions.size).toBe(2);
  expect(await setState(alice, { viewUUID: "same", baseVersion: 0, state: "alice's" })).toEqual(answered({ version: 1 }));
  expect(await getState(bob, { viewUUID: "same" })).toEqual(answered({ version: 0 }));
  expect(await setState(bob, { viewUUID: "same", baseVersion: 0, state: "bob's" })).toEqual(answered({ version: 1 }));
  expect(await getState(alice, { viewUUID: "same" })).toEqual(answered({ version: 1, state: "alice's" }));
  expect(await getState(bob, { viewUUID: "same" })).toEqual(answered({ version: 1, state: "bob's" }));
});
