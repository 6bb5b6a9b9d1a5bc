// The MCP server, on the 1.x MCP SDK (@modelcontextprotocol/sdk): the greet tool and its view.
// launch.ts runs it: on stdio by default, `--http [port]` for Streamable HTTP on loopback, where each
// session has its own McpServer and transport (the SDK's stateful pattern).
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { registerAppTool, registerViewStateTools, registerWidgetResource } from "mcp-view/server";
import { launch, readView } from "./launch.js";
import { greet } from "./src/tools.js";

let greetings = 0; // of the process: the sessions' servers share it

function createMcpServer(): McpServer {
  const server = new McpServer({ name: "greeter", version: "1.0.0" });
  // each result names its view: the key its view state is kept under, by the view-state tools below
  registerAppTool(server, greet, ({ name }) => ({
    structuredContent: { greeting: `Hello, ${name}!`, count: ++greetings },
    _meta: { viewUUID: randomUUID() },
  }));
  registerWidgetResource(server, greet.ui.resourceUri, { html: readView, prefersBorder: true });
  registerViewStateTools(server); // view_state_get and view_state_set (app-only): the view keeps its state here
  return server;
}

const sessions = new Map<string, StreamableHTTPServerTransport>();

/** A request to /mcp: an initialize opens a session, and every other request goes to its session's transport. */
async function serveSession(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
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
}

await launch({ stdio: () => createMcpServer().connect(new StdioServerTransport()), http: serveSession });
