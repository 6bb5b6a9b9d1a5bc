// The page's connection to the MCP server: the official SDK 2.x Client over Streamable HTTP to `/mcp`
// on this origin (forwarded to the server by the playground). It negotiates the revision as the SDK
// does in its "auto" mode: the 2026-07-28 revision (`server/discover`, a stateless request each)
// with a server that offers it, else the 2025 `initialize` handshake. When the start-up check already
// agreed on a 2025 revision, the client starts from that verdict (the SDK's `prior`) and sends no
// `server/discover`, which a 2025 server refuses with an HTTP 400 that the browser would log as an
// error on every load; should that server have changed since, it negotiates afresh. Every message is also handed to
// the JSON-RPC log. The server's form elicitations (`elicitation/create` on 2025, an `input_required`
// on 2026-07-28, both through the one handler) are handed to the session to answer.
import { Client, StreamableHTTPClientTransport, type JSONRPCMessage, type Tool } from "@modelcontextprotocol/client";
import { RESOURCE_URI_META_KEY, type ElicitResult } from "mcp-view";
import { TOKEN_HEADER } from "../../shared/api.js";
import { CLIENT_CAPABILITIES, CLIENT_INFO, MODERN_REVISION } from "../../shared/mcp-client.js";
import { sessionToken } from "./api.js";
import type { Direction } from "./events.js";

/** What the server said changed. */
export type ServerChange = { kind: "resource"; uri: string } | { kind: "resources" } | { kind: "tools" };

/** A connected server. */
export interface ServerConnection {
  client: Client;
  /** The protocol revision negotiated: `2026-07-28`, or the 2025-era one `initialize` agreed on. */
  revision: string;
  tools: Tool[];
  /** Lists the tools again (after `notifications/tools/list_changed`). */
  refreshTools(): Promise<Tool[]>;
  /** Asks for `notifications/resources/updated` about `uri`, when the server offers subscriptions (once per URI). */
  watch(uri: string): void;
  close(): Promise<void>;
}

/** What {@link connectServer} reports. */
export interface ServerEvents {
  /** Every JSON-RPC message, both ways. */
  onMessage(direction: Direction, message: JSONRPCMessage): void;
  /** The server's log messages. */
  onLog(level: string, logger: string | undefined, data: unknown): void;
  /** A resource, the resource list or the tool list changed. */
  onChange(change: ServerChange): void;
  /** The server's `elicitation/create` (form mode: the SDK refuses others), to be answered; `signal` aborts when the server cancels it. */
  onElicit(params: Record<string, unknown>, signal: AbortSignal): Promise<ElicitResult>;
}

/**
 * Connects to `/mcp`, lists the tools, and reports every message, log line and change. `agreed` is the
 * revision the start-up check agreed on, when it did. `pinned`: exactly this revision and no other, as
 * a host whose client speaks only it (a profile's `protocolRevision`); a server that refuses it fails
 * the connection.
 */
export async function connectServer(events: ServerEvents, agreed?: string, pinned?: string): Promise<ServerConnection> {
  const legacy = agreed !== undefined && agreed !== MODERN_REVISION;
  const client = pinned
    ? await connected(events, pinned !== MODERN_REVISION, pinned)
    : await connected(events, legacy).catch((error: unknown) => (legacy ? connected(events, false) : Promise.reject(error)));
  const changes = client.getProtocolEra() === "modern" ? listener(client) : watcher(client);
  const connection: ServerConnection = {
    client,
    revision: client.getNegotiatedProtocolVersion() ?? "unknown",
    tools: await listAllTools(client),
    refreshTools: async () => (connection.tools = await listAllTools(client)),
    watch: changes.watch,
    close: async () => (await changes.close(), await client.close()),
  };
  return connection;
}

/** A client connected to `/mcp`: straight to the 2025 `initialize` when `legacy`, else negotiating; at `pinned` only, when given. */
async function connected(events: ServerEvents, legacy: boolean, pinned?: string): Promise<Client> {
  const log = events.onMessage;
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", location.href), {
    requestInit: { headers: { [TOKEN_HEADER]: sessionToken() } },
  });
  const send = transport.send.bind(transport);
  transport.send = (message, options) => ([message].flat().forEach((m) => log("out", m)), send(message, options));
  // The Client sets onmessage while connecting; log everything it receives, the handshake included.
  type OnMessage = (message: JSONRPCMessage, extra?: unknown) => void;
  let inner: OnMessage | undefined;
  const logged: OnMessage = (message, extra) => (log("in", message), inner?.(message, extra));
  Object.defineProperty(transport, "onmessage", { get: () => inner && logged, set: (fn) => (inner = fn), configurable: true });
  const revisions = !pinned
    ? { versionNegotiation: { mode: "auto" as const } }
    : legacy
      ? { supportedProtocolVersions: [pinned], versionNegotiation: { mode: "legacy" as const } }
      : { versionNegotiation: { mode: { pin: pinned } } };
  const client = new Client(CLIENT_INFO, { capabilities: CLIENT_CAPABILITIES, ...revisions });
  client.setNotificationHandler("notifications/message", ({ params }) => events.onLog(params.level, params.logger, params.data));
  client.setNotificationHandler("notifications/resources/updated", ({ params }) => events.onChange({ kind: "resource", uri: params.uri }));
  client.setNotificationHandler("notifications/resources/list_changed", () => events.onChange({ kind: "resources" }));
  client.setNotificationHandler("notifications/tools/list_changed", () => events.onChange({ kind: "tools" }));
  // The params as the server sent them (the SDK checked them, and checks the answer again).
  client.setRequestHandler("elicitation/create", async (request, ctx) => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    return (await events.onElicit(params, ctx.mcpReq.signal)) as never;
  });
  try {
    await client.connect(transport, legacy && !pinned ? { prior: { kind: "legacy" } } : undefined);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return client;
}

/** How the server's changes are heard: {@link watcher} on a 2025 revision, {@link listener} on 2026-07-28. */
interface Changes {
  watch(uri: string): void;
  close(): Promise<void>;
}

/** Subscribes to each resource once, if the server offers `resources.subscribe` (the 2025 revisions). */
function watcher(client: Client): Changes {
  const watched = new Set<string>();
  return {
    watch: (uri) => {
      if (!client.getServerCapabilities()?.resources?.subscribe || watched.has(uri)) return;
      watched.add(uri);
      client.subscribeResource({ uri }).catch(() => watched.delete(uri));
    },
    close: async () => {},
  };
}

/**
 * On 2026-07-28 a server sends its change notifications only on a `subscriptions/listen` stream: one
 * stream, for the list changes the server offers and every resource watched, opened again (the
 * previous one closed) when a resource is added. Its notifications reach the client's handlers.
 */
function listener(client: Client): Changes {
  const capabilities = client.getServerCapabilities();
  const watched = new Set<string>();
  let stream: Promise<{ close(): Promise<void> } | undefined> = Promise.resolve(undefined);
  const listen = () => {
    const filter = {
      ...(capabilities?.tools?.listChanged && { toolsListChanged: true }),
      ...(capabilities?.resources?.listChanged && { resourcesListChanged: true }),
      ...(watched.size > 0 && { resourceSubscriptions: [...watched] }),
    };
    stream = stream.then(async (previous) => {
      await previous?.close();
      return Object.keys(filter).length ? client.listen(filter).catch(() => undefined) : undefined;
    });
  };
  listen();
  return {
    watch: (uri) => {
      if (!capabilities?.resources?.subscribe || watched.has(uri)) return;
      watched.add(uri);
      listen();
    },
    close: async () => void (await (await stream)?.close()),
  };
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
