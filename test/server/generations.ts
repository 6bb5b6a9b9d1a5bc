// The MCP SDK's two generations, as the server tests run over them: each makes real McpServers and
// connects a real client of its own generation. 1.x (`@modelcontextprotocol/sdk`) in memory; 2.x
// (`@modelcontextprotocol/server` and `/client`) in memory on the 2025-11-25 revision, and through
// `createMcpHandler` on the 2026-07-28 revision, where every request is answered by a fresh server
// from the factory and no request has a session. What the tests read is the same on all three: the
// 2026-07-28 era's envelope (the keys the SDK adds to every result, below) is taken off.
import { onTestFinished } from "vitest";
import { Client as Client1 } from "@modelcontextprotocol/sdk/client/index.js";
import { ToolListChangedNotificationSchema } from "@modelcontextprotocol/sdk/types.js";
import { InMemoryTransport as InMemoryTransport1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer as McpServer1 } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import type { CallToolResult, ReadResourceResult, Resource, Tool } from "@modelcontextprotocol/sdk/spec.types.js";
import { Client as Client2, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { createMcpHandler, InMemoryTransport as InMemoryTransport2, McpServer as McpServer2 } from "@modelcontextprotocol/server";

/** A server of either generation. */
export type AnyMcpServer = McpServer1 | McpServer2;

/** What a host sees of a server, the same for every generation. */
export interface TestClient {
  listTools(): Promise<{ tools: Tool[] }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> | undefined }): Promise<CallToolResult>;
  listResources(): Promise<{ resources: Resource[] }>;
  readResource(params: { uri: string }): Promise<ReadResourceResult>;
  /** The protocol revision the client and server agreed on, where the client says (the 1.x one does not). */
  protocolVersion: string | undefined;
}

/**
 * How a test connects: the server's MCP session id (none where there are no sessions), the signed-in
 * user's client id, the client's capabilities (as its initialize, or the 2026-07-28 revision's
 * per-request envelope, declares them), and a callback for each notifications/tools/list_changed the
 * client gets (only over a connection: the 2026-07-28 revision's requests here have no stream for one).
 */
export interface ConnectOptions {
  sessionId?: string;
  user?: string;
  capabilities?: { extensions?: Record<string, { mimeTypes: string[] }> };
  onToolListChanged?: () => void;
}

export interface Generation {
  name: string;
  /** Whether a request has an MCP session (the 2026-07-28 revision has none). */
  sessions: boolean;
  /** Whether messages cross in memory, as objects (a value JSON cannot write arrives as it is), rather than as JSON text. */
  inMemory: boolean;
  /**
   * A client of a server that `setup` registered its tools and resources on: called once per server,
   * which is once per request for a per-request factory. Both are closed when the test finishes.
   */
  connect(setup: (server: AnyMcpServer) => void, options?: ConnectOptions): Promise<TestClient>;
  /** The view-state `scope` the docs show for this generation: the signed-in user's client id. */
  userScope(extra: unknown): string | undefined;
}

/** The keys the 2.x SDK adds to results on the 2026-07-28 revision: `_meta`'s server info, and the caching hints of lists and reads. */
const ENVELOPE_META = "io.modelcontextprotocol/serverInfo";
const ENVELOPE_KEYS = ["ttlMs", "cacheScope"];

/** A result without the 2026-07-28 envelope. */
function withoutEnvelope<T>(result: T): T {
  const { _meta, ...rest } = result as { _meta?: Record<string, unknown> } & Record<string, unknown>;
  for (const key of ENVELOPE_KEYS) delete rest[key];
  const { [ENVELOPE_META]: _serverInfo, ...meta } = _meta ?? {};
  return (_meta === undefined || !Object.keys(meta).length ? rest : { ...rest, _meta: meta }) as T;
}

/** A user's token, as a server's auth would have verified it. */
const authOf = (user: string | undefined): AuthInfo | undefined =>
  user === undefined ? undefined : { token: `token-${user}`, clientId: user, scopes: [] };

interface AnyClient {
  listTools(): Promise<unknown>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
  listResources(): Promise<unknown>;
  readResource(params: { uri: string }): Promise<unknown>;
  getNegotiatedProtocolVersion?(): string | undefined;
  close(): Promise<void>;
}

function facade(client: AnyClient, protocolVersion: string | undefined): TestClient {
  const read = <T>(answer: Promise<unknown>) => answer.then((result) => withoutEnvelope(result as T));
  return {
    listTools: () => read(client.listTools()),
    callTool: (params) => read(client.callTool(params as { name: string; arguments?: Record<string, unknown> })),
    listResources: () => read(client.listResources()),
    readResource: (params) => read(client.readResource(params)),
    protocolVersion,
  };
}

/** Links `server` and `client` in memory, the server's side with `sessionId` and every request of the client's signed in as `user`. */
async function linkInMemory(
  pair: [InMemoryTransport1 | InMemoryTransport2, InMemoryTransport1 | InMemoryTransport2],
  server: { connect(transport: never): Promise<void>; close(): Promise<void> },
  client: AnyClient & { connect(transport: never): Promise<void> },
  { sessionId, user }: ConnectOptions,
): Promise<void> {
  const [clientSide, serverSide] = pair;
  serverSide.sessionId = sessionId;
  const send = clientSide.send.bind(clientSide) as (message: unknown, options?: object) => Promise<void>;
  clientSide.send = ((message: unknown, options?: object) => send(message, { ...options, authInfo: authOf(user) })) as never;
  onTestFinished(async () => {
    await client.close();
    await server.close();
  });
  await Promise.all([server.connect(serverSide as never), client.connect(clientSide as never)]);
}

const INFO = { name: "test-host", version: "1.0.0" };
const SERVER_INFO = { name: "test-server", version: "1.0.0" };

export const SDK_1: Generation = {
  name: "SDK 1.x (@modelcontextprotocol/sdk), in memory",
  sessions: true,
  inMemory: true,
  async connect(setup, options = {}) {
    const server = new McpServer1(SERVER_INFO);
    setup(server);
    const client = new Client1(INFO, { capabilities: options.capabilities ?? {} });
    const { onToolListChanged } = options;
    if (onToolListChanged) client.setNotificationHandler(ToolListChangedNotificationSchema, () => onToolListChanged());
    await linkInMemory(InMemoryTransport1.createLinkedPair(), server, client, options);
    return facade(client, undefined);
  },
  userScope: (extra) => (extra as { authInfo?: AuthInfo }).authInfo?.clientId,
};

export const SDK_2_LEGACY: Generation = {
  name: "SDK 2.x (@modelcontextprotocol/server), in memory, 2025-11-25",
  sessions: true,
  inMemory: true,
  async connect(setup, options = {}) {
    const server = new McpServer2(SERVER_INFO);
    setup(server);
    const client = new Client2(INFO, { capabilities: options.capabilities ?? {} });
    const { onToolListChanged } = options;
    if (onToolListChanged) client.setNotificationHandler("notifications/tools/list_changed", () => onToolListChanged());
    await linkInMemory(InMemoryTransport2.createLinkedPair(), server, client, options);
    return facade(client, client.getNegotiatedProtocolVersion());
  },
  userScope: (extra) => (extra as { http?: { authInfo?: AuthInfo } }).http?.authInfo?.clientId,
};

export const SDK_2_MODERN: Generation = {
  name: "SDK 2.x (@modelcontextprotocol/server), createMcpHandler, 2026-07-28",
  sessions: false,
  inMemory: false,
  async connect(setup, { user, capabilities = {} } = {}) {
    const handler = createMcpHandler(
      () => {
        const server = new McpServer2(SERVER_INFO);
        setup(server);
        return server;
      },
      { legacy: "reject" },
    );
    const client = new Client2(INFO, { capabilities, versionNegotiation: { mode: { pin: "2026-07-28" } } });
    const transport = new StreamableHTTPClientTransport(new URL("http://mcp.test/mcp"), {
      fetch: (input, init) => handler.fetch(new Request(input, init), { authInfo: authOf(user) }),
    });
    onTestFinished(async () => {
      await client.close();
      await handler.close();
    });
    await client.connect(transport);
    return facade(client, client.getNegotiatedProtocolVersion());
  },
  userScope: SDK_2_LEGACY.userScope,
};

/** Every generation, for `describe.each`. */
export const GENERATIONS: Generation[] = [SDK_1, SDK_2_LEGACY, SDK_2_MODERN];
