// @vitest-environment node
// Errors as the page shows them: the "MCP error <code>: " prefix once (an SDK server's McpError
// already carries it, and the SDK Client adds it again), and the playground's own JSON-RPC error
// instead of the HTTP body the SDK Client quotes.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { expect, it } from "vitest";
import { errorText, plainErrorText } from "../../playground/host/session/error-text.js";

it("says a missing resource of an SDK server with the MCP error prefix once", async () => {
  const server = new McpServer({ name: "s", version: "1" });
  server.registerResource("view", "ui://s/view.html", {}, () => ({ contents: [] }));
  const client = new Client({ name: "c", version: "1" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(a), client.connect(b)]);
  try {
    const error = await client.readResource({ uri: "ui://s/missing.html" }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("MCP error -32602: MCP error -32602: Resource ui://s/missing.html not found");
    expect(errorText(error)).toBe("MCP error -32602: Resource ui://s/missing.html not found");
  } finally {
    await client.close();
    await server.close();
  }
});

it("takes the sentence out of the JSON-RPC error the playground answers for the server", () => {
  const body = JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32000, message: "Nothing is listening at http://x/mcp." } });
  const error = new Error(`Streamable HTTP error: Error POSTing to endpoint: ${body}`);
  expect([errorText(error), plainErrorText(new Error("MCP error -32000: The stdio MCP server (s) exited with code 3."))]).toEqual([
    "Nothing is listening at http://x/mcp.",
    "The stdio MCP server (s) exited with code 3.",
  ]);
  expect(errorText(new Error(`Streamable HTTP error: Error POSTing to endpoint: <html>${"x".repeat(200)}</html>`))).toBe(
    `The answer of /mcp is not JSON-RPC: <html>${"x".repeat(114)}…`,
  );
});
