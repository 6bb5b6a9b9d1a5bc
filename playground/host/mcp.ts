// The page's connection to the MCP server: the official SDK Client over Streamable HTTP to `/mcp`
// on this origin (forwarded to the server by the playground). Every message is also handed to the
// JSON-RPC log.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { LoggingMessageNotificationSchema, type JSONRPCMessage, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { EXTENSION_ID, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from "../../src/protocol.js";
import { sessionToken, TOKEN_HEADER } from "./api.js";

/** Direction of a logged message, seen from the host. */
export type Direction = "in" | "out";

/** A connected server. */
export interface ServerConnection {
  client: Client;
  tools: Tool[];
  close(): Promise<void>;
}

/** Connects to `/mcp`, lists the tools, and reports every message and server log line. */
export async function connectServer(
  log: (direction: Direction, message: JSONRPCMessage) => void,
  onLog: (level: string, logger: string | undefined, data: unknown) => void,
): Promise<ServerConnection> {
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", location.href), { requestInit: { headers: { [TOKEN_HEADER]: sessionToken() } } });
  const send = transport.send.bind(transport);
  transport.send = (message, options) => ([message].flat().forEach((m) => log("out", m)), send(message, options));
  // The Client sets onmessage while connecting; log everything it receives, the handshake included.
  type OnMessage = (message: JSONRPCMessage, extra?: unknown) => void;
  let inner: OnMessage | undefined;
  const logged: OnMessage = (message, extra) => (log("in", message), inner?.(message, extra));
  Object.defineProperty(transport, "onmessage", { get: () => inner && logged, set: (fn) => (inner = fn), configurable: true });
  const client = new Client(
    { name: "mcp-view-playground", version: "0.1.0" },
    { capabilities: { extensions: { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } } as never },
  );
  client.setNotificationHandler(LoggingMessageNotificationSchema, ({ params }) => onLog(params.level, params.logger, params.data));
  await client.connect(transport);
  const tools = await listAllTools(client);
  return { client, tools, close: () => client.close() };
}

async function listAllTools(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : undefined);
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

/** The tool's `ui://` resource: `_meta.ui.resourceUri`, else the deprecated flat key. */
export function uiResourceUri(tool: Tool): string | undefined {
  const meta = tool._meta as { ui?: { resourceUri?: unknown }; [RESOURCE_URI_META_KEY]?: unknown } | undefined;
  const uri = meta?.ui?.resourceUri ?? meta?.[RESOURCE_URI_META_KEY];
  return typeof uri === "string" && uri.startsWith("ui://") ? uri : undefined;
}

/** The tool's visibility (`["model", "app"]` when unset). */
export function visibility(tool: Tool): string[] {
  const v = (tool._meta as { ui?: { visibility?: unknown } } | undefined)?.ui?.visibility;
  return Array.isArray(v) ? (v as string[]) : ["model", "app"];
}
