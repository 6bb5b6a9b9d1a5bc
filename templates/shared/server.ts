// The MCP server: the greet tool and its view (dist/index.html, read on every resources/read, so a
// rebuild is served without a restart). On stdio by default; `--http [port]` serves Streamable HTTP
// on http://127.0.0.1:<port>/mcp (default 3000). It logs to stderr: on stdio, stdout is JSON-RPC.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { registerAppTool, registerWidgetResource } from "mcp-view/server";
import { greet } from "./src/tools.js";

const VIEW = new URL("./dist/index.html", import.meta.url);
let greetings = 0;

async function readView(): Promise<string> {
  try {
    return await readFile(VIEW, "utf8");
  } catch {
    throw new Error("dist/index.html is missing: run npm run build first");
  }
}

function createMcpServer(): McpServer {
  const server = new McpServer({ name: "greeter", version: "1.0.0" });
  registerAppTool(server, greet, ({ name }) => ({ structuredContent: { greeting: `Hello, ${name}!`, count: ++greetings } }));
  registerWidgetResource(server, greet.ui.resourceUri, { html: readView, prefersBorder: true });
  return server;
}

/** Streamable HTTP on loopback: one McpServer and transport per session (the SDK's stateful pattern). */
function serveHttp(port: number): void {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let allowedHosts = new Set<string>(); // the Host headers of this server's own address, against DNS rebinding
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!allowedHosts.has(req.headers.host ?? "")) return void res.writeHead(403).end("Forbidden host");
    if (new URL(req.url ?? "/", "http://localhost").pathname !== "/mcp")
      return void res.writeHead(404).end("Not found: the endpoint is /mcp");
    const body = req.method === "POST" ? await readJson(req) : undefined;
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (!transport && id === undefined && isInitializeRequest(body)) {
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => void sessions.set(sid, created),
      });
      created.onclose = () => void (created.sessionId && sessions.delete(created.sessionId));
      await createMcpServer().connect(created);
      transport = created;
    }
    if (!transport) return void res.writeHead(id ? 404 : 400).end(id ? "Unknown session" : "Send initialize first");
    await transport.handleRequest(req, res, body);
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(400).end(error.message);
    });
  });
  http.listen(port, "127.0.0.1", () => {
    const { port } = http.address() as AddressInfo;
    allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
    console.error(`MCP server: http://127.0.0.1:${port}/mcp`);
  });
}

/** The request's JSON body, up to 1 MB. */
async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > 1_000_000) throw new Error("Request body too large");
  }
  return JSON.parse(text);
}

const http = process.argv.indexOf("--http");
readFile(VIEW).catch(() => console.error("dist/index.html is missing: run npm run build first (npm run dev does it for you)"));
if (http === -1) {
  await createMcpServer().connect(new StdioServerTransport());
} else {
  const port = process.argv[http + 1] ?? "3000";
  if (!/^\d+$/.test(port) || Number(port) > 65535) throw new Error(`--http takes a port from 0 to 65535, got ${port}`);
  serveHttp(Number(port));
}
