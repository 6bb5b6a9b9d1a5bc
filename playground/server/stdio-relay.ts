// `/mcp` on the playground's origin for `-- <command…>`: the stdio server is started once, when the
// playground starts, and every page session shares it through the multiplexer. No request ever
// starts a process. At start, the relay finds out the revision as the SDK's "auto" mode does: a
// `server/discover` first (2026-07-28); with a server that does not answer it as a 2026-07-28 server
// would, the 2025 `initialize`, whose result the multiplexer keeps for every page. On 2026-07-28 a
// page's requests come without a session, each POST a stateless exchange of its own; on 2025 each
// page has a session (a Streamable HTTP server transport facing the page's SDK Client).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { MODERN_REVISION } from "../shared/mcp-client.js";
import { readBody, sendJson } from "./http.js";
import { Multiplexer } from "./multiplexer.js";
import { negotiate, type Answer, type Ask, type Negotiated } from "./negotiate.js";
import { exchange } from "./stateless-exchange.js";
import { StdioServer, type StdioServerOptions } from "./stdio-process.js";

/** The relay's request handler, its process, and its cleanup. */
export interface StdioRelay {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** The server process's id while it runs. */
  readonly pid: number | undefined;
  /** The revision agreed on at start, or why there is none. */
  readonly negotiated: Negotiated;
  /** The sentence saying how the server process ended, once it has (also given to `onExit`). */
  readonly ended: string | undefined;
  /** Ends every page session and stops the process. */
  close(): Promise<void>;
}

/** Options of {@link startStdioRelay}. */
export interface StdioRelayOptions extends StdioServerOptions {
  /** Called once if the server process ends before the relay is closed, with a sentence saying how (its exit code, its error on stderr). */
  onExit?: (description: string) => void;
  /** How long the start-up's `server/discover` and `initialize` each wait for an answer (ms). @default 10000 */
  answerMs?: number;
  /** What the user can do once the server ended, as the end of its sentence. @default "restart the playground to start it again" */
  again?: string;
}

const rpcError = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, { jsonrpc: "2.0", id: null, error: { code: -32000, message } });

/** Starts `argv` as a stdio MCP server and relays `/mcp` to it. Rejects if the command cannot start. */
export async function startStdioRelay(argv: readonly string[], options: StdioRelayOptions = {}): Promise<StdioRelay> {
  const server = new StdioServer(argv, options);
  const mux = new Multiplexer((message) => server.send(message));
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let closing = false;
  let ended: string | undefined;
  server.onmessage = (message) => mux.fromServer(message);
  server.onexit = (description) => {
    const sentence = `The stdio MCP server (${argv.join(" ")}) ${description}; ${options.again ?? "restart the playground to start it again"}.`;
    ended = sentence;
    mux.end(sentence);
    if (!closing) options.onExit?.(sentence);
  };
  await server.start();
  const agreed = await negotiate(askThrough(mux, options.answerMs ?? 10_000), `The stdio MCP server (${argv.join(" ")})`);
  const negotiated: Negotiated = ended ? { problem: ended } : agreed;
  const modern = "revision" in negotiated && negotiated.revision === MODERN_REVISION;

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
    negotiated,
    get ended() {
      return ended;
    },
    async handle(req, res) {
      const sid = req.headers["mcp-session-id"];
      let body: unknown;
      try {
        body = req.method === "POST" ? JSON.parse((await readBody(req)) || "null") : undefined;
      } catch {
        return rpcError(res, 400, "The body must be JSON");
      }
      if (modern && sid === undefined && req.method === "POST" && !isInitializeRequest(body)) return exchange(mux, body, res);
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

type Message = { id?: string | number; method?: string };

/**
 * Asks the server through the multiplexer, each message as a page of its own; an answer is
 * undefined after `ms`, or when the server ends. An `initialize` answered is kept for the pages.
 */
const askThrough =
  (mux: Multiplexer, ms: number): Ask =>
  (message) =>
    new Promise((resolve) => {
      const done = (answer: Answer | undefined) => (clearTimeout(timer), page.close(), resolve(answer));
      const page = mux.open({
        send: (m) => void ((m as Message).id === message.id && (m as Message).method === undefined && done(m as Answer)),
      });
      const timer = setTimeout(() => done(undefined), ms);
      page.receive({ jsonrpc: "2.0", ...message } as JSONRPCMessage);
    });
