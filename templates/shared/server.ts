// The MCP server: the greet tool and its view (dist/index.html, read on every resources/read, so a
// rebuild is served without a restart). On stdio by default; `--http [port]` serves Streamable HTTP
// on http://127.0.0.1:<port>/mcp (default 3000) to the loopback names only (against DNS rebinding),
// and to the host names of `--allowed-host NAME` (repeatable) or MCP_ALLOWED_HOSTS=NAME,NAME (a
// tunnel's public name). It logs to stderr: on stdio, stdout is JSON-RPC.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
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
function serveHttp(port: number, allowed: readonly string[]): void {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  let allowedHosts = new Set<string>(); // the Host headers this server answers, against DNS rebinding
  const refused = new Set<string>();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? "").toLowerCase();
    if (!allowedHosts.has(host) && !allowedHosts.has(host.replace(/:\d+$/, "")))
      return void res.writeHead(403).end(forbidden(host, refused));
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
    allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, ...allowed]);
    console.error(`MCP server: http://127.0.0.1:${port}/mcp${allowed.length ? ` (also for ${allowed.join(", ")})` : ""}`);
  });
}

/** The 403's text for a Host header this server does not answer, which says how to allow it; also logged, once for each host. */
function forbidden(host: string, logged: Set<string>): string {
  const name = host.replace(/:\d+$/, "") || "<name>";
  const text = `Forbidden host ${JSON.stringify(host)}: this server answers its loopback names only. To serve ${name} (a tunnel's public name), start it with --allowed-host ${name} (npm start -- --allowed-host ${name}) or MCP_ALLOWED_HOSTS=${name}.`;
  if (!logged.has(host)) {
    logged.add(host);
    console.error(text);
  }
  return text;
}

/** The host names of --allowed-host and MCP_ALLOWED_HOSTS (comma-separated), lowercased; throws on one that is not a host name. */
function allowedHostNames(given: readonly string[], variable = ""): string[] {
  const names = [...given, ...variable.split(",")].map((name) => name.trim().toLowerCase()).filter(Boolean);
  const wrong = names.find((name) => !/^[a-z0-9.-]+(:\d+)?$/.test(name));
  if (wrong !== undefined) throw new Error(`--allowed-host and MCP_ALLOWED_HOSTS take host names such as abc.ngrok.app, got ${wrong}`);
  return names;
}

/**
 * Stops this process once its parent is gone. `npm start` runs it in a `sh -c` below npm, and npm
 * passes a SIGTERM on to that shell only, which dies of it and would leave this server running.
 */
function stopWithParent(): void {
  const parent = process.ppid;
  const gone = () => {
    if (process.ppid !== parent) return true;
    try {
      return !process.kill(parent, 0);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code !== "EPERM";
    }
  };
  setInterval(() => gone() && process.exit(0), 250).unref();
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

const { values, positionals } = parseArgs({
  options: { http: { type: "boolean" }, "allowed-host": { type: "string", multiple: true } },
  allowPositionals: true,
});
readFile(VIEW).catch(() => console.error("dist/index.html is missing: run npm run build first (npm run dev does it for you)"));
if (process.env.npm_lifecycle_event) stopWithParent(); // started by npm (npm start, npm run dev, npx)
if (!values.http) {
  if (positionals.length) throw new Error(`Unexpected ${positionals[0]}: a port goes after --http (--http ${positionals[0]})`);
  await createMcpServer().connect(new StdioServerTransport());
} else {
  const port = positionals[0] ?? "3000";
  if (!/^\d+$/.test(port) || Number(port) > 65535 || positionals.length > 1)
    throw new Error(`--http takes a port from 0 to 65535, got ${positionals.join(" ")}`);
  serveHttp(Number(port), allowedHostNames(values["allowed-host"] ?? [], process.env.MCP_ALLOWED_HOSTS));
}
