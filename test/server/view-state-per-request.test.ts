// @vitest-environment node
// The view-state tools' default store on servers made per request: the 2.x SDK's createMcpHandler
// calls its factory for every request of the 2026-07-28 revision, and a stateless 1.x server makes a
// McpServer and transport per request over loopback Streamable HTTP. With no `store` option, a state
// written through one request's server is read back through the next one's.
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { registerViewStateTools } from "../../src/server/index.js";
import { SDK_2_MODERN } from "./generations.js";
import { answered, getState, setState } from "./view-state-support.js";

let http: Server | undefined;
const clients: Client[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await new Promise<void>((resolve, reject) => (http ? http.close((error) => (error ? reject(error) : resolve())) : resolve()));
  http = undefined;
});

it("keeps a state across the servers createMcpHandler makes per request (2.x, 2026-07-28)", async () => {
  let servers = 0;
  const client = await SDK_2_MODERN.connect((server) => {
    servers++;
    registerViewStateTools(server);
  });
  expect(client.protocolVersion).toBe("2026-07-28");
  const viewUUID = randomUUID();
  expect(await setState(client, { viewUUID, baseVersion: 0, state: { collapsed: ["done"] } })).toEqual(answered({ version: 1 }));
  const before = servers;
  expect(await getState(client, { viewUUID })).toEqual(answered({ version: 1, state: { collapsed: ["done"] } }));
  expect(servers, "the read was answered by a server of its own").toBeGreaterThan(before);
});

it("keeps a state across the servers of a stateless 1.x Streamable HTTP server, one per request", async () => {
  let servers = 0;
  http = createServer((req, res) => {
    const server = new McpServer({ name: "test-server", version: "1.0.0" });
    registerViewStateTools(server);
    servers++;
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => void server.close());
    void server.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
  const client = new Client({ name: "test-host", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`)));
  clients.push(client);
  const viewUUID = randomUUID();
  expect(await setState(client, { viewUUID, baseVersion: 0, state: "kept" })).toEqual(answered({ version: 1 }));
  const before = servers;
  expect(await getState(client, { viewUUID })).toEqual(answered({ version: 1, state: "kept" }));
  expect(servers, "the read was answered by a server of its own").toBeGreaterThan(before);
});
