// The probe server on its two transports: stdio (one session, the process's), and Streamable HTTP on
// an interface of this machine, one McpServer and transport per session (the SDK's stateful pattern,
// so a record comes through the session whose `initialize` told the host's MCP client). It writes
// files, so HTTP refuses a foreign Host header (DNS rebinding), any Origin header but its own (a web
// page), and a body over 1 MiB.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import { allow, hostNames, hostsOn } from "../server/guard.js";
import { listen, readBody, sendJson } from "../server/http.js";
import type { ProbeClient } from "./profile-of-record.js";
import { createProbeServer, type ProbeServerOptions } from "./server.js";

/** The largest request body the HTTP server reads. */
const MAX_BODY = 1_048_576;

/** Connects a new session's server to `transport`, keeping what the client's `initialize` said. */
async function connectSession(options: ProbeServerOptions, transport: Transport): Promise<void> {
  let client: ProbeClient | undefined;
  await createProbeServer(options, () => client).connect(transport);
  const onmessage = transport.onmessage;
  transport.onmessage = (message, extra) => {
    if (isInitializeRequest(message)) {
      const { protocolVersion, clientInfo } = message.params;
      client = {
        protocolVersion: String(protocolVersion).slice(0, 40),
        clientInfo: { name: clientInfo.name.slice(0, 200), version: clientInfo.version.slice(0, 100) },
      };
    }
    onmessage?.(message, extra);
  };
}

/** Serves the probe on this process's stdin and stdout until stdin ends. */
export async function serveProbeStdio(options: ProbeServerOptions): Promise<{ closed: Promise<void> }> {
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => (transport.onclose = resolve));
  await connectSession(options, transport);
  return { closed };
}

/** A running HTTP probe server. */
export interface ProbeHttp {
  /** The Streamable HTTP endpoint, `http://127.0.0.1:<port>/mcp`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the probe over Streamable HTTP on `host:port` (0: a free port). */
export async function startProbeHttp(options: ProbeServerOptions, port = 0, host = "127.0.0.1"): Promise<ProbeHttp> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let hosts: ReadonlySet<string> = new Set();
  const open = async (): Promise<StreamableHTTPServerTransport> => {
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, transport),
    });
    transport.onclose = () => void (transport.sessionId && sessions.delete(transport.sessionId));
    await connectSession(options, transport);
    return transport;
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!allow(req, res, { hosts })) return;
    if (new URL(req.url ?? "/", "http://x").pathname !== "/mcp") return sendJson(res, 404, { error: "The endpoint is /mcp" });
    const sid = req.headers["mcp-session-id"];
    let body: unknown;
    if (Number(req.headers["content-length"]) > MAX_BODY) return sendJson(res, 413, { error: `The body is over ${MAX_BODY} bytes` });
    if (req.method === "POST") {
      try {
        body = JSON.parse((await readBody(req, MAX_BODY)) || "null");
      } catch (error) {
        return sendJson(res, 400, { jsonrpc: "2.0", id: null, error: { code: -32700, message: (error as Error).message } });
      }
    }
    let transport = typeof sid === "string" ? sessions.get(sid) : undefined;
    if (!transport && sid === undefined && req.method === "POST" && isInitializeRequest(body)) transport = await open();
    if (!transport)
      return sendJson(res, sid ? 404 : 400, {
        jsonrpc: "2.0",
        id: null,
        error: { code: -32000, message: sid ? `Session ${sid} not found` : "No valid session ID provided" },
      });
    await transport.handleRequest(req, res, body);
  };
  const http = await listen(
    (req, res) => void handle(req, res).catch((e: Error) => res.headersSent || sendJson(res, 500, { error: e.message })),
    port,
    host,
  );
  hosts = hostsOn(hostNames(host), http.port);
  return {
    url: `${http.origin}/mcp`,
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      await http.close();
    },
  };
}
