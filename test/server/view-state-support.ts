// The view-state tools on real McpServers, each with its own SDK Client linked in memory; a test can
// give the server's transport a session id, as a Streamable HTTP session has one.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import {
  VIEW_STATE_GET_TOOL,
  VIEW_STATE_SET_TOOL,
  registerViewStateTools,
  type ViewStateRefusal,
  type ViewStateToolsOptions,
} from "../../src/server/index.js";

const clients: Client[] = [];

/** A client of a fresh server with the view-state tools; `sessionId` is what the server's handlers see as `extra.sessionId`. */
export async function serveViewState(options: ViewStateToolsOptions = {}, sessionId?: string): Promise<Client> {
  const server = new McpServer({ name: "test-server", version: "1.0.0" });
  registerViewStateTools(server, options);
  const client = new Client({ name: "test-host", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  serverSide.sessionId = sessionId;
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  clients.push(client);
  return client;
}

/** Closes every client (and so its server) the tests connected. */
export async function closeAll(): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.close()));
}

/** `view_state_get` with these arguments (`undefined`: none at all). */
export const getState = (client: Client, args: Record<string, unknown> | undefined) =>
  client.callTool({ name: VIEW_STATE_GET_TOOL, arguments: args }) as Promise<CallToolResult>;

/** `view_state_set` with these arguments. */
export const setState = (client: Client, args: Record<string, unknown> | undefined) =>
  client.callTool({ name: VIEW_STATE_SET_TOOL, arguments: args }) as Promise<CallToolResult>;

/** The result of an answer: `structuredContent` and its JSON as text. */
export const answered = (structuredContent: Record<string, unknown>) => ({
  structuredContent,
  content: [{ type: "text", text: JSON.stringify(structuredContent) }],
});

/** The result of a refusal: an error result with the refusal and its message as text. */
export const refused = (refusal: ViewStateRefusal) => ({
  isError: true,
  structuredContent: refusal,
  content: [{ type: "text", text: refusal.message }],
});

/** The result of a failure of the server's side: an error result with text only. */
export const failed = (text: string) => ({ isError: true, content: [{ type: "text", text }] });
