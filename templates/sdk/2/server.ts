// The MCP server, on the 2.x MCP SDK (@modelcontextprotocol/server): the greet tool and its view.
// launch.ts runs it: on stdio by default (serveStdio), `--http [port]` for Streamable HTTP on loopback
// (createMcpHandler). Both take the same factory and serve the 2026-07-28 revision to a client that
// offers it and the 2025 revisions to one that does not: serveStdio makes a server per connection,
// createMcpHandler one per request (statelessly, for a 2025 client).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { registerAppTool, registerViewStateTools, registerWidgetResource } from "mcp-view/server";
import { launch, readView } from "./launch.js";
import { greet } from "./src/tools.js";

let greetings = 0; // of the process: the servers the factory makes share it

function createMcpServer(): McpServer {
  const server = new McpServer({ name: "greeter", version: "1.0.0" });
  // each result names its view: the key its view state is kept under, by the view-state tools below
  registerAppTool(server, greet, ({ name }) => ({
    structuredContent: { greeting: `Hello, ${name}!`, count: ++greetings },
    _meta: { viewUUID: randomUUID() },
  }));
  registerWidgetResource(server, greet.ui.resourceUri, { html: readView, prefersBorder: true });
  // view_state_get and view_state_set (app-only): the view keeps its state here. Without sessions (the
  // 2026-07-28 revision) every client shares one scope: give `scope` the signed-in user to keep them apart.
  registerViewStateTools(server);
  return server;
}

const handler = createMcpHandler(createMcpServer);

/**
 * A request to /mcp, answered by the handler, which takes a web Request: Node's request made one, and
 * the Response written back (what `toNodeHandler` of @modelcontextprotocol/node does, in a few lines).
 */
async function serveRequest(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
  const gone = new AbortController(); // the client left: the handler stops the exchange
  res.on("close", () => gone.abort());
  const request = new Request(new URL(req.url ?? "/", `http://${req.headers.host}`), { method: req.method, headers, signal: gone.signal });
  const response = await handler.fetch(request, { parsedBody: body });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) return void res.end();
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") throw error; // the client left before the end: not an error
  });
}

await launch({ stdio: () => void serveStdio(createMcpServer), http: serveRequest });
