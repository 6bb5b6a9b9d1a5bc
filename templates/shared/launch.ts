// How server.ts runs, whichever MCP SDK it is written on. It serves the view, dist/index.html, read
// on every resources/read, so a rebuild is served without a restart. On stdio by default; `--http
// [port]` serves Streamable HTTP on http://127.0.0.1:<port>/mcp (default 3000) to the loopback names
// only (against DNS rebinding), and to the host names of `--allowed-host NAME` (repeatable) or
// MCP_ALLOWED_HOSTS=NAME,NAME (a tunnel's public name). It logs to stderr: on stdio, stdout is JSON-RPC.
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";

const VIEW = new URL("./dist/index.html", import.meta.url);

/** The view's HTML, as built. */
export async function readView(): Promise<string> {
  try {
    return await readFile(VIEW, "utf8");
  } catch {
    throw new Error("dist/index.html is missing: run npm run build first");
  }
}

/** How a server is served on each transport. */
export interface Transports {
  /** Serves the MCP server on this process's stdin and stdout. */
  stdio(): void | Promise<void>;
  /** Answers one request to /mcp from an allowed host; `body` is its JSON, for a POST. */
  http(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void>;
}

/** Runs the server as the command line says: on stdio, or on Streamable HTTP with `--http [port]`. */
export async function launch(transports: Transports): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { http: { type: "boolean" }, "allowed-host": { type: "string", multiple: true } },
    allowPositionals: true,
  });
  readFile(VIEW).catch(() => console.error("dist/index.html is missing: run npm run build first (npm run dev does it for you)"));
  if (process.env.npm_lifecycle_event) stopWithParent(); // started by npm (npm start, npm run dev, npx)
  if (!values.http) {
    if (positionals.length) throw new Error(`Unexpected ${positionals[0]}: a port goes after --http (--http ${positionals[0]})`);
    await transports.stdio();
    return;
  }
  const port = positionals[0] ?? "3000";
  if (!/^\d+$/.test(port) || Number(port) > 65535 || positionals.length > 1)
    throw new Error(`--http takes a port from 0 to 65535, got ${positionals.join(" ")}`);
  serveHttp(Number(port), allowedHostNames(values["allowed-host"] ?? [], process.env.MCP_ALLOWED_HOSTS), transports.http);
}

/** Streamable HTTP on loopback: the Host check, then /mcp to `handle`. */
function serveHttp(port: number, allowed: readonly string[], handle: Transports["http"]): void {
  let allowedHosts = new Set<string>(); // the Host headers this server answers, against DNS rebinding
  const refused = new Set<string>();
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? "").toLowerCase();
    if (!allowedHosts.has(host) && !allowedHosts.has(host.replace(/:\d+$/, "")))
      return void res.writeHead(403).end(forbidden(host, refused));
    if (new URL(req.url ?? "/", "http://localhost").pathname !== "/mcp")
      return void res.writeHead(404).end("Not found: the endpoint is /mcp");
    await handle(req, res, req.method === "POST" ? await readJson(req) : undefined);
  };
  const http = createServer((req, res) => {
    answer(req, res).catch((error: Error) => {
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
