// Fixtures as an MCP server. With no other server, `mcp-view dev --fixtures` and `matrix --fixture`
// talk to this one: it lists the fixtures' tools and views, and answers a `tools/call` with the
// fixture whose call it is (same tool, equal arguments) or with the first mock that matches. With a
// real server, interceptFixtures() answers those calls at `/mcp` before they reach it, and passes
// everything else on. A call nothing answers gets an error saying which calls the fixtures hold.
import { IncomingMessage, type ServerResponse } from "node:http";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import type { CallToolResult } from "mcp-view";
import { fixtureToolName, isFixtureCall, matchMock } from "mcp-view/testing";
import type { LoadedFixture } from "./fixtures.js";
import { allow, hostNames, hostsOn } from "./guard.js";
import { listen, readBody, sendJson } from "./http.js";

const HTML = "text/html;profile=mcp-app";

/** What the fixtures answer a call with: a result, a JSON-RPC error, or nothing (not theirs). */
type Answer = { result: CallToolResult } | { error: { code: number; message: string } } | undefined;

/** The answer of the fixtures to a call of `name` with `args`: the fixture's own call first, then the first matching mock. */
export function answerCall(fixtures: readonly LoadedFixture[], name: string, args: Record<string, unknown> | undefined): Answer {
  const own = fixtures.find(({ fixture }) => isFixtureCall(fixture, name, args));
  if (own) return { result: structuredClone(own.fixture.result) };
  for (const { fixture } of fixtures) {
    const mock = matchMock(fixture.mocks, name, args);
    if (mock?.error) return { error: { code: mock.error.code ?? -32603, message: mock.error.message } };
    if (mock) return { result: structuredClone(mock.result!) };
  }
  return undefined;
}

/** The sentence for a call no fixture answers. */
function unanswered(fixtures: readonly LoadedFixture[], name: string, args: Record<string, unknown> | undefined): string {
  const calls = fixtures.flatMap(({ file, fixture }) => [
    ...(fixtureToolName(fixture) === name ? [`${file} calls it with ${JSON.stringify(fixture.arguments ?? {})}`] : []),
    ...(fixture.mocks ?? []).filter((m) => m.tool === name).map((m) => `${file} mocks it when ${JSON.stringify(m.when ?? {})}`),
  ]);
  return `No fixture answers ${name} with ${JSON.stringify(args ?? {})}: ${calls.length ? calls.join("; ") : "no fixture calls or mocks it"}`;
}

/** The tools the fixtures call, each once (its saved definition, else one made from its name and view), then those their mocks answer. */
export function fixtureTools(fixtures: readonly LoadedFixture[]): Tool[] {
  const tools = new Map<string, Tool>();
  for (const { fixture } of fixtures) {
    const name = fixtureToolName(fixture);
    if (tools.has(name)) continue;
    const def: Tool =
      typeof fixture.tool === "string" ? { name, inputSchema: { type: "object" } } : (structuredClone(fixture.tool) as Tool);
    const ui = (def._meta?.ui ?? {}) as Record<string, unknown>;
    if (fixture.resource && ui.resourceUri === undefined) def._meta = { ...def._meta, ui: { ...ui, resourceUri: fixture.resource.uri } };
    tools.set(name, def);
  }
  // The tools the mocks answer exist too (else a host refuses the view's call), callable by views only.
  for (const { tool } of fixtures.flatMap(({ fixture }) => fixture.mocks ?? []))
    if (!tools.has(tool)) tools.set(tool, { name: tool, inputSchema: { type: "object" }, _meta: { ui: { visibility: ["app"] } } });
  return [...tools.values()];
}

function serverFor(fixtures: readonly LoadedFixture[]): Server {
  const server = new Server({ name: "mcp-view-fixtures", version: "1.0.0" }, { capabilities: { tools: {}, resources: {} } });
  const resources = new Map(fixtures.flatMap(({ fixture: f }) => (f.resource ? [[f.resource.uri, f.resource] as const] : [])));
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: fixtureTools(fixtures) }));
  server.setRequestHandler(CallToolRequestSchema, ({ params }) => {
    const answer = answerCall(fixtures, params.name, params.arguments);
    if (!answer) throw new McpError(-32602, unanswered(fixtures, params.name, params.arguments));
    if ("error" in answer) throw new McpError(answer.error.code, answer.error.message);
    return answer.result as Record<string, unknown> as never; // checked by parseFixture: { content: [...] , … }
  });
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [...resources.values()].map((r) => ({ uri: r.uri, name: r.uri, mimeType: r.mimeType ?? HTML })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, ({ params }) => {
    const r = resources.get(params.uri);
    if (!r)
      throw new McpError(
        -32002,
        `Resource ${params.uri} not found: no fixture holds it (save the fixture from mcp-view dev, or give it "resource")`,
      );
    return { contents: [{ uri: r.uri, mimeType: r.mimeType ?? HTML, text: r.text!, ...(r._meta && { _meta: r._meta }) }] };
  });
  return server;
}

/** A running fixture server. */
export interface FixtureServer {
  /** The Streamable HTTP endpoint, `http://127.0.0.1:<port>/mcp`. */
  url: string;
  close(): Promise<void>;
}

/** Serves the fixtures over Streamable HTTP on loopback, statelessly (a server per request); refuses foreign Host and Origin headers. */
export async function startFixtureServer(fixtures: readonly LoadedFixture[]): Promise<FixtureServer> {
  let hosts: ReadonlySet<string> = new Set();
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!allow(req, res, { hosts, origin: true })) return;
    if (new URL(req.url ?? "/", "http://x").pathname !== "/mcp") return sendJson(res, 404, { error: "not found" });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    const server = serverFor(fixtures);
    res.on("close", () => void Promise.all([transport.close(), server.close()]).catch(() => {}));
    await server.connect(transport);
    await transport.handleRequest(req, res);
  };
  const http = await listen(
    (req, res) => void handle(req, res).catch((e: Error) => res.headersSent || sendJson(res, 500, { error: e.message })),
  );
  hosts = hostsOn(hostNames("127.0.0.1"), http.port);
  return { url: `${http.origin}/mcp`, close: () => http.close() };
}

type Route = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * `/mcp` in front of a real server: a `tools/call` the fixtures answer is answered here (as JSON);
 * every other request goes on to `inner` with its body as read.
 */
export function interceptFixtures(fixtures: readonly LoadedFixture[], inner: Route): Route {
  return async (req, res) => {
    if (req.method !== "POST") return inner(req, res);
    const body = await readBody(req);
    const message = parse(body);
    const params = message?.method === "tools/call" && isRecord(message.params) ? message.params : undefined;
    const answer =
      params && typeof params.name === "string" && "id" in message!
        ? answerCall(fixtures, params.name, isRecord(params.arguments) ? params.arguments : undefined)
        : undefined;
    if (answer) return sendJson(res, 200, { jsonrpc: "2.0", id: message!.id, ...answer });
    return inner(replayed(req, body), res);
  };
}

/** A request like `req` whose body, already read, can be read again. */
function replayed(req: IncomingMessage, body: string): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  Object.assign(copy, {
    method: req.method,
    url: req.url,
    headers: req.headers,
    rawHeaders: req.rawHeaders,
    httpVersion: req.httpVersion,
    complete: true,
  });
  copy.push(Buffer.from(body));
  copy.push(null);
  return copy;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function parse(body: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(body);
    return isRecord(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
