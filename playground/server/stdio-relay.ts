// `/mcp` on the playground's origin for `--stdio "<command>"`: each browser session gets its own
// server process, and JSON-RPC messages are relayed between a Streamable HTTP server transport
// (facing the page's SDK Client) and a stdio client transport (facing the process).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { readBody, sendJson } from "./http.js";

/** The relay's request handler and its cleanup (ends every process it started). */
export interface StdioRelay {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  close(): Promise<void>;
}

/** Relays `/mcp` to processes running `command` (through `sh -c`). */
export function createStdioRelay(command: string): StdioRelay {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const open = async () => {
    const child = new StdioClientTransport({ command: "sh", args: ["-c", command], stderr: "inherit" });
    const http: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, http),
    });
    http.onmessage = (message) => void child.send(message).catch((e: Error) => http.onerror?.(e));
    child.onmessage = (message) => void http.send(message).catch(() => {});
    http.onclose = () => {
      if (http.sessionId) sessions.delete(http.sessionId);
      void child.close();
    };
    child.onclose = () => void http.close();
    await child.start();
    await http.start();
    return http;
  };
  return {
    async handle(req, res) {
      const sid = req.headers["mcp-session-id"];
      const body = req.method === "POST" ? JSON.parse((await readBody(req)) || "null") : undefined;
      let http = typeof sid === "string" ? sessions.get(sid) : undefined;
      if (!http && sid === undefined && isInitializeRequest(body)) http = await open();
      if (!http) return sendJson(res, sid ? 404 : 400, { jsonrpc: "2.0", id: null, error: { code: -32000, message: sid ? `Session ${sid} not found` : "No valid session ID provided" } });
      await http.handleRequest(req, res, body);
    },
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
    },
  };
}
