// @vitest-environment node
// `mcp-view dev --server <url>`'s start-up check against real MCP servers: the templates' own server
// on each MCP SDK generation (on 1.x stateful: a session-less request gets its plain-text 400; on 2.x
// createMcpHandler's), the MCP SDK 1.x's stateful example and an SDK 2.x server in its default
// stateless shape. None is taken for something that is not MCP; a URL that misses the endpoint is,
// with the server's own words quoted.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe } from "../../playground/server/upstream-problem.js";
import { templateProject, type TemplateProject } from "../support/template-project.js";
import { freePort, run, waitForOutput, type Running } from "./support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SDK_EXAMPLE = fileURLToPath(
  new URL("../../node_modules/@modelcontextprotocol/sdk/dist/esm/examples/server/simpleStreamableHttp.js", import.meta.url),
);
const SDK2_STATELESS = fileURLToPath(new URL("./fixtures/sdk2-stateless.mjs", import.meta.url));

let projects: Record<"1" | "2", TemplateProject> | undefined;
const servers: Running[] = [];

beforeAll(async () => void (projects = { "1": await templateProject("vanilla", "1"), "2": await templateProject("vanilla", "2") }), 60_000);

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await Promise.all(servers.map((s) => s.exited));
  for (const project of Object.values(projects ?? {})) project.remove();
});

/** Starts a server; resolves with the first group of `ready` in its output. */
function start(argv: string[], ready: RegExp, options: Parameters<typeof run>[1] = {}): Promise<string> {
  const server = run(argv, options);
  servers.push(server);
  return waitForOutput(server, ready);
}

/** The template's server on MCP SDK generation `sdk`, on Streamable HTTP, as `npm start` runs it, on a free port; resolves with its endpoint. */
const templateServer = (sdk: "1" | "2") =>
  start([process.execPath, "--import", "tsx", "server.ts", "--http", "0"], /MCP server: (\S+)/, { cwd: projects![sdk].dir });

describe("the start-up check of --server", () => {
  it("takes the templates' server on the 1.x SDK for MCP: it refuses a session-less ping, and answers initialize", async () => {
    const mcp = await templateServer("1");
    const ping = await fetch(mcp, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect([ping.status, await ping.text()]).toEqual([400, "Send initialize first"]); // what the check must not take for a fault
    expect(await probe(new URL(mcp))).toBeUndefined();
  }, 60_000);

  it("takes the templates' server on the 2.x SDK for MCP", async () => {
    expect(await probe(new URL(await templateServer("2")))).toBeUndefined();
  }, 60_000);

  it("quotes the templates' server when the URL misses its endpoint: the short body says where it is", async () => {
    const root = new URL("/", await templateServer("2"));
    expect(await probe(root)).toBe(
      `${root.href} is not an MCP endpoint: it answered HTTP 404 with a body with no content type instead of JSON-RPC: "Not found: the endpoint is /mcp".`,
    );
  }, 60_000);

  it("takes the MCP SDK's stateful example server for MCP", async () => {
    const port = await freePort();
    await start([process.execPath, SDK_EXAMPLE], /listening on port/, { cwd: ROOT, env: { ...process.env, MCP_PORT: String(port) } });
    expect(await probe(new URL(`http://127.0.0.1:${port}/mcp`))).toBeUndefined();
  }, 60_000);

  it("takes an MCP SDK 2.x server in its default stateless shape for MCP", async () => {
    const mcp = await start([process.execPath, SDK2_STATELESS], /MCP server: (\S+)/, { cwd: ROOT });
    expect(await probe(new URL(mcp))).toBeUndefined();
  }, 60_000);
});
