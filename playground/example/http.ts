// The example server over Streamable HTTP on loopback: one McpServer and transport per session
// (the SDK's stateful pattern), plus `/api/stats`, the JSON the stats view fetches (CORS open).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { allow, hostNames, hostsOn } from "../server/guard.js";
import { listen, readBody, sendJson } from "../server/http.js";
import { createExampleServer, createExampleState, type ExampleState } from "./server.js";
import type { Widgets } from "./widget-names.js";

/** Options of {@link startExampleServer}. */
export interface ExampleServerOptions {
  /** The views' HTML (built from source, or read from the package), awaited on first use. */
  widgets: Promise<Widgets>;
  /** @default 0 (a free port) */
  port?: number;
  /** `serverInfo.name`. @default "mcp-view-example" */
  name?: string;
}

/** A running example server. */
export interface RunningExampleServer {
  /** The Streamable HTTP endpoint, `http://127.0.0.1:<port>/mcp`. */
  url: string;
  origin: string;
  state: ExampleState;
  close(): Promise<void>;
}

const CORS = { "access-control-allow-origin": "*" };

/** Answers `/api/stats` (and its CORS preflight); false for any other path. */
export function serveStats(state: () => ExampleState | undefined, req: IncomingMessage, res: ServerResponse): boolean {
  if (new URL(req.url ?? "/", "http://x").pathname !== "/api/stats") return false;
  if (req.method === "OPTIONS") res.writeHead(204, { ...CORS, "access-control-allow-headers": "*" }).end();
  else sendJson(res, 200, state()?.stats ?? {}, CORS);
  return true;
}

/** Starts the example MCP server on loopback. It refuses foreign Host headers, and Origin headers on `/mcp`. */
export async function startExampleServer(options: ExampleServerOptions): Promise<RunningExampleServer> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let state: ExampleState | undefined;
  let hosts: ReadonlySet<string> = new Set();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const mcp = new URL(req.url ?? "/", "http://x").pathname === "/mcp";
    if (!allow(req, res, { hosts, origin: mcp })) return;
    if (serveStats(() => state, req, res)) return;
    if (!mcp) return sendJson(res, 404, { error: "not found" });
    const sid = req.headers["mcp-session-id"];
    const body = req.method === "POST" ? JSON.parse((await readBody(req)) || "null") : undefined;
    for (const message of [body].flat()) state!.stats.count(message);
    let transport = typeof sid === "string" ? sessions.get(sid) : undefined;
    if (!transport && sid === undefined && req.method === "POST" && isInitializeRequest(body)) {
      transport = await openSession(state!, sessions);
    }
    if (!transport) {
      return sendJson(res, sid ? 404 : 400, {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32000, message: sid ? `Session ${sid} not found` : "No valid session ID provided" },
      });
    }
    await transport.handleRequest(req, res, body);
  };
  const http = await listen(
    (req, res) => void handle(req, res).catch((e: Error) => res.headersSent || sendJson(res, 500, { error: e.message })),
    options.port ?? 0,
  );
  hosts = hostsOn(hostNames("127.0.0.1"), http.port);
  state = createExampleState(options.widgets, http.origin, options.name);
  return {
    url: `${http.origin}/mcp`,
    origin: http.origin,
    state,
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      await http.close();
    },
  };
}

async function openSession(
  state: ExampleState,
  sessions: Map<string, StreamableHTTPServerTransport>,
): Promise<StreamableHTTPServerTransport> {
  const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (id) => void sessions.set(id, transport),
  });
  transport.onclose = () => transport.sessionId && sessions.delete(transport.sessionId);
  state.stats.sessions++;
  await createExampleServer(state).connect(transport);
  return transport;
}
