// Starts the playground: the host page's server, the widget origin (a second port), and, unless
// another server is given, the embedded example MCP server. Used by `npm start` (serve.ts) and by
// the browser tests.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { startExampleServer, type RunningExampleServer } from "./example/http.js";
import { bundleHost } from "./server/bundle.js";
import { FrameStore } from "./server/frames.js";
import { listen, sendJson, sendText } from "./server/http.js";
import { createProxy } from "./server/proxy.js";
import { createStdioRelay } from "./server/stdio-relay.js";

/** Options of {@link startPlayground}. */
export interface PlaygroundOptions {
  /** Port of the host page. @default 0 (a free port) */
  port?: number;
  /** A Streamable HTTP MCP endpoint to use instead of the embedded example server. */
  server?: string;
  /** A command that runs an MCP server on stdio, to use instead of the embedded example server. */
  stdio?: string;
}

/** A running playground. */
export interface Playground {
  /** The host page, `http://127.0.0.1:<port>/`. */
  url: string;
  /** The origin the views are served from (another port). */
  widgetOrigin: string;
  /** What `/mcp` leads to: the example server's URL, `--server`'s URL, or the `--stdio` command. */
  target: string;
  close(): Promise<void>;
}

const file = (name: string) => readFileSync(new URL(`./host/${name}`, import.meta.url), "utf8");

/** Starts everything; `close()` stops it all (and the processes `--stdio` started). */
export async function startPlayground(options: PlaygroundOptions = {}): Promise<Playground> {
  if (options.server && options.stdio) throw new Error("Pass --server or --stdio, not both");
  const [host, example] = await Promise.all([bundleHost(), options.server || options.stdio ? undefined : startExampleServer()]);
  const frames = new FrameStore();
  const widgetOrigin = await frames.start();
  const relay = options.stdio ? createStdioRelay(options.stdio) : undefined;
  const target = options.stdio ?? options.server ?? (example as RunningExampleServer).url;
  const proxy = relay ? undefined : createProxy(new URL(target));
  const mode = options.stdio ? "stdio" : options.server ? "http" : "embedded";
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void | Promise<void>> = {
    "/": (_req, res) => sendText(res, 200, file("index.html"), "text/html; charset=utf-8"),
    "/host.css": (_req, res) => sendText(res, 200, file("host.css"), "text/css; charset=utf-8"),
    "/host.js": (_req, res) => sendText(res, 200, host.js, "text/javascript; charset=utf-8"),
    "/host.js.map": (_req, res) => sendText(res, 200, host.map, "application/json"),
    "/favicon.ico": (_req, res) => void res.writeHead(204).end(),
    "/api/info": (_req, res) => sendJson(res, 200, { mode, target, widgetOrigin }),
    "/api/frames": (req, res) => (req.method === "POST" ? frames.handlePost(req, res) : sendJson(res, 405, { error: "POST only" })),
    "/mcp": (req, res) => (relay ? relay.handle(req, res) : proxy!(req, res)),
  };
  const page = await listen((req, res) => {
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    if (!route) return sendText(res, 404, "not found");
    Promise.resolve(route(req, res)).catch((e: Error) => (res.headersSent ? res.destroy() : sendJson(res, 500, { error: e.message })));
  }, options.port ?? 0).catch(async (error: Error) => {
    await Promise.all([frames.close(), example?.close()]);
    const hint = (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? " (pass --port 0 for a free port)" : "";
    throw new Error(`Cannot listen on 127.0.0.1:${options.port}: ${error.message}${hint}`);
  });
  return {
    url: `${page.origin}/`,
    widgetOrigin,
    target,
    async close() {
      await Promise.all([page.close(), frames.close(), example?.close(), relay?.close()]);
    },
  };
}
