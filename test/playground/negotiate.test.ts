// @vitest-environment node
// Which protocol revision the dev host agrees on at start-up, over Streamable HTTP and over stdio:
// 2026-07-28 with a server that serves only it (the MCP SDK 2.x's `legacy: "reject"`), the 2025
// handshake with a server that has no `server/discover` (a 2025-only server, and the SDK 1.x's
// example), and one sentence naming both sides' versions with a server that refuses them all. Then
// the page's own client (the SDK 2.x Client in its "auto" mode) through `/mcp` as the page reaches
// it: on stdio, each 2026-07-28 request is a stateless exchange through the relay, and a tool call
// reaches the server.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { OFFERED_REVISIONS } from "../../playground/server/negotiate.js";
import { TOKEN_HEADER } from "../../playground/shared/api.js";
import { freePort, pageToken, run, waitForOutput, type Running } from "./support.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const MODERN = fixture("modern-only.mjs");
const TINY = fixture("tiny-server.mjs");
const SDK_EXAMPLE = fileURLToPath(
  new URL("../../node_modules/@modelcontextprotocol/sdk/dist/esm/examples/server/simpleStreamableHttp.js", import.meta.url),
);
const OFFERED = OFFERED_REVISIONS.join(", ");

let dir: string;
const servers: Running[] = [];
const playgrounds: Playground[] = [];

beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), "mcp-view-negotiate-"))));

afterEach(async () => {
  await Promise.all(playgrounds.splice(0).map((p) => p.close()));
  for (const server of servers) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await Promise.all(servers.splice(0).map((s) => s.exited));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts an HTTP MCP server that prints "MCP server: <url>"; resolves with the URL. */
function httpServer(argv: string[]): Promise<string> {
  const server = run([process.execPath, ...argv]);
  servers.push(server);
  return waitForOutput(server, /MCP server: (\S+)/);
}

/** A playground on `options`, with every problem it reported at start. */
async function playground(options: { server: string } | { command: string[] }) {
  const problems: string[] = [];
  const started = await startPlayground({ port: 0, ...options, onServerProblem: (sentence) => problems.push(sentence) });
  playgrounds.push(started);
  return { started, problems };
}

/** The page's client, as the page makes it, through the playground's /mcp. */
async function pageClient(pg: Playground): Promise<Client> {
  const client = new Client({ name: "page", version: "1" }, { versionNegotiation: { mode: "auto" } });
  const headers = { [TOKEN_HEADER]: await pageToken(pg.url) };
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", pg.url), { requestInit: { headers } }));
  return client;
}

it("offers the MCP SDK's 2025 revisions after 2026-07-28", () => {
  expect(OFFERED_REVISIONS).toEqual(["2026-07-28", ...SUPPORTED_PROTOCOL_VERSIONS]);
});

describe("over Streamable HTTP", () => {
  it("agrees on 2026-07-28 with a server that serves only it", async () => {
    const { started, problems } = await playground({ server: await httpServer([MODERN]) });
    expect(started.negotiated).toEqual({ revision: "2026-07-28" });
    expect(problems).toEqual([]);
  }, 60_000);

  it("falls back to the 2025 handshake with servers that have no server/discover", async () => {
    const tiny = await playground({ server: await httpServer([TINY, "--http"]) });
    expect(tiny.started.negotiated).toEqual({ revision: "2025-11-25" });
    const port = await freePort();
    const server = run([process.execPath, SDK_EXAMPLE], { env: { ...process.env, MCP_PORT: String(port) } });
    servers.push(server);
    await waitForOutput(server, /listening on port/);
    const sdk = await playground({ server: `http://127.0.0.1:${port}/mcp` });
    expect(sdk.started.negotiated).toEqual({ revision: "2025-11-25" });
    expect([...tiny.problems, ...sdk.problems]).toEqual([]);
  }, 60_000);

  it("names both sides' versions, at start, when the server refuses every revision", async () => {
    const mcp = await httpServer([TINY, "--http", "--only", "2027-01-01"]);
    const { started, problems } = await playground({ server: mcp });
    const sentence = `The MCP server at ${mcp} refuses every protocol revision mcp-view dev speaks: it supports 2027-01-01; mcp-view dev speaks ${OFFERED}.`;
    expect(started.negotiated).toEqual({ problem: sentence });
    expect(problems).toEqual([sentence]);
  }, 60_000);
});

describe("over stdio", () => {
  it("agrees on 2026-07-28 with a server that serves only it; the page's requests reach it as stateless exchanges", async () => {
    const calls = join(dir, "calls");
    const { started, problems } = await playground({ command: [process.execPath, MODERN, "--stdio", "--calls-file", calls] });
    expect(started.negotiated).toEqual({ revision: "2026-07-28" });
    expect(problems).toEqual([]);
    const client = await pageClient(started);
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["show_echo", "show_words", "show_confirm", "echo"]);
      const [a, b] = await Promise.all([
        client.callTool({ name: "echo", arguments: { text: "one" } }),
        client.callTool({ name: "echo", arguments: { text: "two" } }),
      ]);
      expect([a!.structuredContent, b!.structuredContent]).toEqual([{ text: "one" }, { text: "two" }]);
      expect(readFileSync(calls, "utf8")).toBe("echo\necho\n");
    } finally {
      await client.close();
    }
  }, 60_000);

  it("falls back to the 2025 handshake with a server that has no server/discover, and the page shares it", async () => {
    const { started, problems } = await playground({ command: [process.execPath, TINY, "--stdio"] });
    expect(started.negotiated).toEqual({ revision: "2025-11-25" });
    expect(problems).toEqual([]);
    const client = await pageClient(started);
    try {
      expect(client.getNegotiatedProtocolVersion()).toBe("2025-11-25");
      expect((await client.callTool({ name: "show_weather", arguments: { city: "Oslo" } })).structuredContent).toEqual({
        city: "Oslo",
        celsius: 4,
      });
    } finally {
      await client.close();
    }
  }, 60_000);

  it("names both sides' versions, at start, when the server refuses every revision", async () => {
    const command = [process.execPath, TINY, "--stdio", "--only", "2027-01-01"];
    const { started, problems } = await playground({ command });
    const sentence = `The stdio MCP server (${command.join(" ")}) refuses every protocol revision mcp-view dev speaks: it supports 2027-01-01; mcp-view dev speaks ${OFFERED}.`;
    expect(started.negotiated).toEqual({ problem: sentence });
    expect(problems).toEqual([sentence]);
  }, 60_000);
});
