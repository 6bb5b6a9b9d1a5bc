// `/mcp` on the playground's origin for `-- <command…>`: the stdio server is started once, when the
// playground starts, and every page session (a Streamable HTTP server transport facing the page's
// SDK Client) shares it through the multiplexer. No request ever starts a process.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { readBody, sendJson } from "./http.js";
import { Multiplexer } from "./multiplexer.js";
import { StdioServer, type StdioServerOptions } from "./stdio-process.js";

/** The relay's request handler, its process, and its cleanup. */
export interface StdioRelay {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The server process's id while it runs. */
  readonly pid: number | undefined;
  /** Ends every page session and stops the process. */
  close(): Promise<void>;
}

/** Options of {@link startStdioRelay}. */
export interface StdioRelayOptions extends StdioServerOptions {
  /** Called once if the server process ends before the relay is closed, with a sentence saying how (its exit code, its error on stderr). */
  onExit?: (description: string) => void;
}

const rpcError = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { jsonrpc: "2.0", id: null, error: { code: -32000, message } });

/** Starts `argv` as a stdio MCP server and relays `/mcp` to it. Rejects if the command cannot start. */
export async function startStdioRelay(argv: readonly string[], options: StdioRelayOptions = {}): Promise<StdioRelay> {
  const server = new StdioServer(argv, options);
  const mux = new Multiplexer((message) => server.send(message));
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let closing = false;
  server.onmessage = (message) => mux.fromServer(message);
  server.onexit = (description) => {
    const sentence = `The stdio MCP server (${argv.join(" ")}) ${description}; restart the playground to start it again.`;
    mux.end(sentence);
    if (!closing) options.onExit?.(sentence);
  };
  await server.start();

  const open = async () => {
    const http: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, http),
    });
    const session = mux.open({
      send: (message, related) =>
        void http.send(message, related === undefined ? undefined : { relatedRequestId: related }).catch(() => {}),
    });
    http.onmessage = (message) => session.receive(message);
    http.onclose = () => {
      if (http.sessionId) sessions.delete(http.sessionId);
      session.close();
    };
    await http.start();
    return http;
  };

  return {
    get pid() {
      return server.pid;
    },
    async handle(req, res) {
      const sid = req.headers["mcp-session-id"];
      let body: unknown;
      try {
        body = req.method === "POST" ? JSON.parse((await readBody(req)) || "null") : undefined;
      } catch {
        return rpcError(res, 400, "The body must be JSON");
      }
      let http = typeof sid === "string" ? sessions.get(sid) : undefined;
      if (!http && sid === undefined && isInitializeRequest(body)) http = await open();
      if (!http) return rpcError(res, sid ? 404 : 400, sid ? `Session ${sid} not found` : "No valid session ID provided");
      await http.handleRequest(req, res, body);
    },
    async close() {
      closing = true;
      await Promise.all([...sessions.values()].map((t) => t.close()));
      await server.close();
    },
  };
}
