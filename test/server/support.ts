// A real McpServer and an SDK Client linked in memory: what a host sees of a server.
import { onTestFinished } from "vitest";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

/**
 * A fresh server, the client connected to it after `setup` registered its tools and resources; both
 * closed when the test finishes.
 */
export async function connectedPair(setup: (server: McpServer) => void): Promise<{ server: McpServer; client: Client }> {
  const server = new McpServer({ name: "test-server", version: "1.0.0" });
  setup(server);
  const client = new Client({ name: "test-host", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { server, client };
}
