// @vitest-environment node
// Fixtures in the dev host: reading a directory of them (a bad one stops the start with the
// sentence naming its file and field), the fixtures as the server when there is none (tools, views,
// calls and mocks, and what a call nothing answers says), the fixtures in front of a real server
// (their calls answered, every other request reaching it, on HTTP and on stdio), saving the page's
// fixture (the server's name, never over a file, a bad one refused), and `--fixtures` on the
// command line with a deep link per fixture.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadFixtureDir, loadFixtureFile, type LoadedFixture } from "../../playground/server/fixtures.js";
import { TOKEN_HEADER } from "../../playground/shared/api.js";
import { FIXTURES_API } from "../../playground/shared/fixtures-api.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { parseFixture, type Fixture } from "../../src/testing/index.js";
import { pageToken, run, waitForOutput, type Running } from "./support.js";

const TINY = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

let dir: string;
const playgrounds: Playground[] = [];
const processes: Running[] = [];

beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), "mcp-view-fixtures-"))));
afterEach(async () => {
  await Promise.all(playgrounds.splice(0).map((p) => p.close()));
  for (const p of processes) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGTERM");
  await Promise.all(processes.splice(0).map((p) => p.exited));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const weather: Fixture = {
  tool: "show_weather",
  arguments: { city: "Oslo" },
  result: { content: [{ type: "text", text: "Oslo: -3 °C (saved)" }], structuredContent: { temp: -3 } },
  hostContext: { theme: "dark", locale: "nb-NO" },
  resource: { uri: "ui://tiny/weather.html", file: "weather.html" },
  mocks: [
    { tool: "refresh", when: { city: "Oslo" }, result: { content: [{ type: "text", text: "refreshed" }] } },
    { tool: "refresh", when: { city: "Bergen" }, error: { code: -32001, message: "the station is down" } },
  ],
};

/** A directory holding `files` (name → JSON value or text). */
function directory(files: Record<string, unknown>): string {
  const at = mkdtempSync(join(dir, "d-"));
  for (const [name, value] of Object.entries(files)) {
    mkdirSync(join(at, name, ".."), { recursive: true });
    writeFileSync(join(at, name), typeof value === "string" ? value : JSON.stringify(value));
  }
  return at;
}

async function client(pg: Playground): Promise<Client> {
  const c = new Client({ name: "page", version: "1" }, { versionNegotiation: { mode: "auto" } });
  const headers = { [TOKEN_HEADER]: await pageToken(pg.url) };
  await c.connect(new StreamableHTTPClientTransport(new URL("/mcp", pg.url), { requestInit: { headers } }));
  return c;
}

async function started(options: Parameters<typeof startPlayground>[0]): Promise<Playground> {
  const pg = await startPlayground({ port: 0, ...options });
  playgrounds.push(pg);
  return pg;
}

describe("reading fixtures", () => {
  it("reads every *.fixture.json below the directory, sorted, with resource.file inlined", () => {
    const at = directory({
      "weather.html": "<!doctype html><p>saved view</p>",
      "b.fixture.json": weather,
      "sub/a.fixture.json": { tool: "t", result: { content: [] } },
      "notes.json": { not: "a fixture" },
      ".hidden/c.fixture.json": "not even JSON",
    });
    const loaded = loadFixtureDir(at, at);
    expect(loaded.map((l) => l.file)).toEqual(["b.fixture.json", "sub/a.fixture.json"]);
    expect(loaded[0]!.fixture.resource).toEqual({ uri: "ui://tiny/weather.html", text: "<!doctype html><p>saved view</p>" });
    expect(loadFixtureDir(join(at, "none"), at)).toEqual([]);
  });

  it("names the file, and the field, of a bad fixture in one sentence", () => {
    const at = directory({
      "x.fixture.json": { tool: "t", result: { content: [] }, mocks: [{ tool: "a" }] },
      "y.fixture.json": "{",
      "z.fixture.json": weather,
    });
    expect(() => loadFixtureFile("x.fixture.json", at)).toThrow(
      'x.fixture.json: "mocks[0]" needs one of "result" and "error", not both or neither',
    );
    expect(() => loadFixtureFile("y.fixture.json", at)).toThrow(/^y\.fixture\.json is not JSON: /);
    expect(() => loadFixtureFile("z.fixture.json", at)).toThrow('z.fixture.json: "resource.file" names weather.html, which cannot be read');
    expect(() => loadFixtureFile("gone.fixture.json", at)).toThrow("Cannot read the fixture gone.fixture.json: there is no such file");
  });

  it("names the file and the field of a fixture nested 150,000 levels deep, in one sentence", () => {
    const n = 150_000;
    const at = directory({
      "deep.fixture.json": `{"tool":"t","arguments":{"tree":${"[".repeat(n)}${"]".repeat(n)}},"result":{"content":[]}}`,
    });
    expect(() => loadFixtureFile("deep.fixture.json", at)).toThrow(
      'deep.fixture.json: "arguments.tree[0]" holds arrays and objects nested more than 100 levels deep, counting the fixture: a fixture nests at most 100',
    );
  });
});

describe("the fixtures as the server", () => {
  const loaded = (): LoadedFixture[] => [
    { file: "w.fixture.json", fixture: { ...weather, resource: { uri: "ui://tiny/weather.html", text: "<p>saved</p>" } } },
  ];

  it("lists the fixture's tool with its view, and reads the view", async () => {
    const pg = await started({ fixtures: loaded() });
    expect(pg.mode).toBe("fixtures");
    const c = await client(pg);
    const { tools } = await c.listTools();
    expect(tools).toEqual([
      { name: "show_weather", inputSchema: { type: "object" }, _meta: { ui: { resourceUri: "ui://tiny/weather.html" } } },
      { name: "refresh", inputSchema: { type: "object" }, _meta: { ui: { visibility: ["app"] } } },
    ]);
    const read = await c.readResource({ uri: "ui://tiny/weather.html" });
    expect(read.contents).toEqual([{ uri: "ui://tiny/weather.html", mimeType: "text/html;profile=mcp-app", text: "<p>saved</p>" }]);
    await expect(c.readResource({ uri: "ui://tiny/other.html" })).rejects.toThrow(/no fixture holds it/);
    await c.close();
  });

  it("answers the fixture's call, its mocks, and says what it holds for a call nothing answers", async () => {
    const c = await client(await started({ fixtures: loaded() }));
    expect(await c.callTool({ name: "show_weather", arguments: { city: "Oslo" } })).toMatchObject({ structuredContent: { temp: -3 } });
    expect(await c.callTool({ name: "refresh", arguments: { city: "Oslo", units: "C" } })).toMatchObject({
      content: [{ text: "refreshed" }],
    });
    await expect(c.callTool({ name: "refresh", arguments: { city: "Bergen" } })).rejects.toMatchObject({
      code: -32001,
      message: expect.stringContaining("the station is down"),
    });
    await expect(c.callTool({ name: "show_weather", arguments: { city: "Rome" } })).rejects.toThrow(
      'No fixture answers show_weather with {"city":"Rome"}: w.fixture.json calls it with {"city":"Oslo"}',
    );
    await c.close();
  });
});

describe("the fixtures in front of a real server", () => {
  for (const transport of ["http", "stdio"] as const) {
    it(`answers the fixtures' calls and passes every other request on (${transport})`, async () => {
      const calls = join(mkdtempSync(join(dir, "calls-")), "calls");
      writeFileSync(calls, "");
      let target: { server: string } | { command: string[] };
      if (transport === "http") {
        const server = run([process.execPath, TINY, "--http", "--calls-file", calls]);
        processes.push(server);
        target = { server: await waitForOutput(server, /MCP server: (\S+)/) };
      } else target = { command: [process.execPath, TINY, "--stdio", "--calls-file", calls] };
      const pg = await started({ ...target, fixtures: [{ file: "w.fixture.json", fixture: weather }] });
      expect(pg.mode).toBe(transport);
      const c = await client(pg);
      expect((await c.listTools()).tools.map((t) => t.name)).toEqual(["show_weather"]); // the server's list
      expect(await c.callTool({ name: "show_weather", arguments: { city: "Oslo" } })).toMatchObject({ structuredContent: { temp: -3 } });
      expect(await c.callTool({ name: "refresh", arguments: { city: "Oslo" } })).toMatchObject({ content: [{ text: "refreshed" }] });
      expect(readFileSync(calls, "utf8")).toBe(""); // neither reached the server
      const live = await c.callTool({ name: "show_weather", arguments: { city: "Rome" } });
      expect(JSON.stringify(live)).not.toContain("saved");
      expect(readFileSync(calls, "utf8")).toBe("show_weather\n");
      await c.close();
    });
  }
});

describe("saving the page's fixture", () => {
  const post = async (pg: Playground, body: string, token?: string) =>
    fetch(new URL(FIXTURES_API, pg.url), {
      method: "POST",
      headers: { "content-type": "application/json", [TOKEN_HEADER]: token ?? (await pageToken(pg.url)) },
      body,
    });

  it("writes <tool>.fixture.json into the directory, then <tool>-2, and refuses a bad fixture with its sentence", async () => {
    const into = join(mkdtempSync(join(dir, "save-")), "fixtures");
    const saved: string[] = [];
    const pg = await started({ fixturesDir: into, onFixtureSaved: (file) => saved.push(file) });
    const fixture = { ...weather, resource: { uri: "ui://tiny/weather.html", text: "<p>v</p>" } };
    const first = await post(pg, JSON.stringify(fixture));
    expect(first.status).toBe(201);
    const { file } = (await first.json()) as { file: string };
    expect(file).toBe(join(into, "show_weather.fixture.json"));
    expect(parseFixture(JSON.parse(readFileSync(file, "utf8")))).toMatchObject(fixture);
    const second = (await (await post(pg, JSON.stringify({ ...fixture, tool: "../../etc/x y" }))).json()) as { file: string };
    expect(second.file).toBe(join(into, "______etc_x_y.fixture.json"));
    expect(((await (await post(pg, JSON.stringify(fixture))).json()) as { file: string }).file).toBe(
      join(into, "show_weather-2.fixture.json"),
    );
    expect(saved).toEqual([file, second.file, join(into, "show_weather-2.fixture.json")]);
    const bad = await post(pg, JSON.stringify({ tool: "t" }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'The fixture to save: "result" is missing: give the CallToolResult, at least { "content": [] }',
    });
    expect((await post(pg, "{")).status).toBe(400);
    expect((await post(pg, JSON.stringify(fixture), "wrong")).status).toBe(403);
    const info = await fetch(new URL("/api/info", pg.url), { headers: { [TOKEN_HEADER]: await pageToken(pg.url) } });
    expect(await info.json()).toMatchObject({ fixturesDir: into });
  });

  it("saves nothing without a directory", async () => {
    const pg = await started({});
    const answer = await post(pg, JSON.stringify(weather));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: "This dev host saves no fixtures: start it with --fixtures <dir>" });
  });
});

// Each test starts the command (node with tsx, the sources compiled as they load), once or twice: a
// process suite, with the 120 s a test the others give a busy machine.
describe("mcp-view dev --fixtures", { timeout: 120_000 }, () => {
  it("starts with no server on the fixtures, printing a deep link per fixture that carries its host context", async () => {
    const at = directory({ "weather.html": "<p>saved</p>", "w.fixture.json": weather });
    const cli = run([process.execPath, "--import", "tsx", join(ROOT, "playground/serve.ts"), "--port", "0", "--fixtures", at], {
      cwd: ROOT,
    });
    processes.push(cli);
    const link = await waitForOutput(cli, /w\.fixture\.json: (\S+)/);
    expect(cli.output()).toContain("MCP server: none, the fixtures answer");
    expect(cli.output()).toMatch(/fixtures: 1 in \S+ \(Save fixture writes there\)/);
    const q = new URL(link).searchParams;
    expect(Object.fromEntries(q)).toEqual({ tool: "show_weather", args: '{"city":"Oslo"}', theme: "dark", locale: "nb-NO" });
  });

  it("refuses an empty directory with no server, and a bad fixture, with exit 2", async () => {
    const empty = directory({});
    const cli = run([process.execPath, "--import", "tsx", join(ROOT, "playground/serve.ts"), "--port", "0", "--fixtures", empty], {
      cwd: ROOT,
    });
    processes.push(cli);
    expect(await cli.exited).toBe(2);
    expect(cli.output()).toMatch(/holds no \*\.fixture\.json, and with no server there is nothing to render/);
    const bad = directory({ "b.fixture.json": { tool: 3, result: { content: [] } } });
    const again = run([process.execPath, "--import", "tsx", join(ROOT, "playground/serve.ts"), "--port", "0", "--fixtures", bad], {
      cwd: ROOT,
    });
    processes.push(again);
    expect(await again.exited).toBe(2);
    expect(again.output()).toContain('"tool" must be the tool\'s name or its definition, got a number');
  });
});
