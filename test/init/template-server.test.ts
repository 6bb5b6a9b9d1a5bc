// @vitest-environment node
// The templates' MCP server (templates/sdk/<generation>/server.ts on templates/shared/launch.ts), on
// either MCP SDK generation, in a project as `mcp-view init --sdk 2|1` writes it: `npm start` stops
// on SIGTERM to npm, as `mcp-view dev` does (npm passes it on to the `sh -c` of the script only); on
// Streamable HTTP it refuses a Host that is not loopback with a 403 that says how to allow it, and
// serves a tunnel's name given with --allowed-host or MCP_ALLOWED_HOSTS; the Claude Desktop
// configuration of its README (and of docs/first-widget.md) starts it on stdio, from anywhere; and a
// real client of each SDK generation lists, calls and reads it on stdio and on Streamable HTTP, the
// 2.x client (versionNegotiation auto) on the 2026-07-28 revision where the server offers it, and
// keeps a view's state with the view-state tools under the viewUUID of the tool's result.
import { request } from "node:http";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { Client as Client2, StreamableHTTPClientTransport as HttpTransport2 } from "@modelcontextprotocol/client";
import { StdioClientTransport as StdioTransport2 } from "@modelcontextprotocol/client/stdio";
import { Client as Client1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as StdioTransport1 } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as HttpTransport1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { SDKS } from "../../playground/cli/init-args.js";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { listProcesses, portClosed, processTree, stillRunning, type ProcessInfo } from "../support/processes.js";
import { repoText } from "../support/readme.js";
import { stopStarted } from "../support/stop-started.js";
import { templateProject, type TemplateProject } from "../support/template-project.js";

/** Generous for a loaded 2-core machine; on an idle one everything is gone in well under 2 s. */
const GONE = { timeout: 10_000, interval: 100 };
const TUNNEL = "abc.ngrok-free.app";
/** The environment of a terminal: none of npm's variables (vitest may run under `npm test`), nor vitest's. */
const TERMINAL: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$)/.test(name))),
  npm_config_update_notifier: "false",
};
const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
};

/** The view the server serves, as `npm run build` would have written it. */
const VIEW = "<!doctype html><title>Greeter</title>";

let project: TemplateProject | undefined;
const projects: TemplateProject[] = [];
const started: Running[] = [];
const trees: ProcessInfo[] = [];

afterAll(async () => {
  try {
    await stopStarted(started, trees);
  } finally {
    for (const p of projects) p.remove();
  }
});

/** Starts `argv` in the project with the terminal's environment and `env`. */
function start(argv: string[], env: NodeJS.ProcessEnv = {}, detached = false): Running {
  const running = run(argv, { cwd: project!.dir, env: { ...TERMINAL, ...env }, detached });
  started.push(running);
  return running;
}

/** The template's server on Streamable HTTP on a free port, as `npm start` runs it; resolves with its endpoint. */
async function serve(args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<{ server: Running; mcp: URL }> {
  const server = start([process.execPath, "--import", "tsx", "server.ts", "--http", "0", ...args], env);
  const mcp = new URL(await waitForOutput(server, /MCP server: (\S+)/));
  return { server, mcp };
}

/** POSTs initialize to `url` with the Host header `host` (as a tunnel forwards it); resolves with the status and the body. */
function initializeAs(url: URL, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: { host, "content-type": "application/json", accept: "application/json, text/event-stream" },
    });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(INITIALIZE));
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(SDKS)("the server on --sdk %s", (sdk) => {
  beforeAll(async () => {
    project = await templateProject("vanilla", sdk);
    projects.push(project);
    mkdirSync(join(project.dir, "dist"));
    writeFileSync(join(project.dir, "dist", "index.html"), VIEW);
  }, 60_000);

  describe("npm start", () => {
    afterEach(() => {
      for (const p of stillRunning(trees)) process.kill(p.pid, "SIGKILL"); // only when the test failed
    });

    it("stops npm, the shell and the server, and closes its port, on SIGTERM to npm", async () => {
      const npm = start(["npm", "start", "--silent", "--", "0"]);
      const mcp = new URL(await waitForOutput(npm, /MCP server: (\S+)/));
      expect((await initializeAs(mcp, mcp.host)).status).toBe(200);
      const tree = processTree(npm.child.pid!);
      trees.push(...tree);
      expect(tree.some((p) => p.args.includes("server.ts --http 0"))).toBe(true);
      npm.child.kill("SIGTERM");
      await npm.exited;
      await vi.waitFor(() => expect(stillRunning(tree).map((p) => `${p.pid} ${p.args}`)).toEqual([]), GONE);
      expect(await portClosed(mcp, tree, new RegExp(escapeRegExp(project!.dir)))).toBe("");
    }, 60_000);
  });

  describe("the server on Streamable HTTP behind a tunnel", () => {
    it("refuses the tunnel's host name with a 403 that says how to allow it, and logs it once", async () => {
      const { server, mcp } = await serve();
      const sentence = `Forbidden host "${TUNNEL}": this server answers its loopback names only. To serve ${TUNNEL} (a tunnel's public name), start it with --allowed-host ${TUNNEL} (npm start -- --allowed-host ${TUNNEL}) or MCP_ALLOWED_HOSTS=${TUNNEL}.`;
      expect(await initializeAs(mcp, TUNNEL)).toEqual({ status: 403, body: sentence });
      expect(await initializeAs(mcp, TUNNEL)).toEqual({ status: 403, body: sentence });
      await vi.waitFor(() => expect(server.output()).toContain(sentence));
      expect(server.output().split(sentence)).toHaveLength(2);
      expect((await initializeAs(mcp, mcp.host)).status).toBe(200); // its own address still works
    }, 60_000);

    it("serves the host names of --allowed-host (repeatable, with any port) and MCP_ALLOWED_HOSTS (comma-separated)", async () => {
      const flags = await serve(["--allowed-host", TUNNEL, "--allowed-host", "other.example"]);
      const variable = await serve([], { MCP_ALLOWED_HOSTS: `${TUNNEL}, other.example` });
      for (const { mcp } of [flags, variable]) {
        const answers = await Promise.all(
          [TUNNEL, `${TUNNEL}:443`, "other.example", "evil.example"].map((host) => initializeAs(mcp, host)),
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 403]);
        expect(answers[0]!.body).toContain('"serverInfo":{"name":"greeter"');
      }
      expect(flags.server.output()).toContain(`MCP server: ${flags.mcp.href} (also for ${TUNNEL}, other.example)`);
    }, 60_000);

    it("refuses an --allowed-host that is not a host name", async () => {
      const server = start([process.execPath, "--import", "tsx", "server.ts", "--http", "0", "--allowed-host", `https://${TUNNEL}/`]);
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `--allowed-host and MCP_ALLOWED_HOSTS take host names such as abc.ngrok.app, got https://${TUNNEL}/`,
      );
    }, 60_000);
  });

  describe("the README's Claude Desktop configuration", () => {
    it("starts the server on stdio from anywhere (absolute paths, the project's own tsx)", async () => {
      const readme = readFileSync(join(project!.dir, "README.md"), "utf8");
      const block = /```json\n([\s\S]*?)\n```/.exec(readme)?.[1] ?? "";
      expect(block).toContain("/Users/you/my-widget");
      const guide = /^ {2}```json\n([\s\S]*?)\n {2}```$/m.exec(repoText("docs/first-widget.md"))?.[1]?.replace(/^ {2}/gm, "");
      expect(guide).toBe(block); // docs/first-widget.md shows the same
      const config = JSON.parse(block.replaceAll("/Users/you/my-widget", project!.dir)) as {
        mcpServers: Record<string, { command: string; args: string[] }>;
      };
      const [entry] = Object.values(config.mcpServers);
      // As Claude Desktop starts it: in a folder of its own choosing, with no npm variables.
      const server = run([entry!.command, ...entry!.args], { cwd: "/", env: TERMINAL, detached: true, stdio: ["pipe", "pipe", "pipe"] });
      started.push(server);
      server.child.stdin!.write(`${JSON.stringify(INITIALIZE)}\n`);
      server.child.stdin!.write(`${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" })}\n`);
      await waitForOutput(server, /"id":2/);
      expect(server.output()).toContain('"serverInfo":{"name":"greeter","version":"1.0.0"}');
      expect(server.output()).toMatch(/"tools":\[\{"name":"greet"/);
      const tree = processTree(server.child.pid!);
      trees.push(...tree);
      process.kill(-server.child.pid!, "SIGTERM");
      await server.exited;
      await vi.waitFor(() => expect(stillRunning(tree).map((p) => `${p.pid} ${p.args}`)).toEqual([]), GONE);
    }, 60_000);
  });

  describe("through a real client of each SDK generation", () => {
    /** The revision each client agrees on with this server: the 2.x client's auto negotiation finds 2026-07-28 on the 2.x server only. */
    const revision = (client: string) => (client === "2" && sdk === "2" ? "2026-07-28" : "2025-11-25");

    it.each([
      ["2", "Streamable HTTP"],
      ["2", "stdio"],
      ["1", "Streamable HTTP"],
      ["1", "stdio"],
    ])(
      "the %s.x client lists the tool with its view, calls it and reads the view, on %s",
      async (client, transport) => {
        const session = await connect(client, transport);
        expect(session.protocolVersion).toBe(revision(client));
        const { tools } = await session.client.listTools();
        expect(tools.map((tool) => [tool.name, tool._meta?.ui])).toEqual([
          ["greet", { resourceUri: "ui://greeter/view.html" }],
          ["view_state_get", { visibility: ["app"] }],
          ["view_state_set", { visibility: ["app"] }],
        ]);
        const result = await session.client.callTool({ name: "greet", arguments: { name: "Ada" } });
        expect(result.structuredContent).toMatchObject({ greeting: "Hello, Ada!" });
        // The result names its view, and the view's state is kept under that name by the view-state tools.
        const viewUUID = (result._meta as { viewUUID?: unknown } | undefined)?.viewUUID;
        expect(viewUUID).toMatch(/^[0-9a-f-]{36}$/);
        const set = await session.client.callTool({ name: "view_state_set", arguments: { viewUUID, baseVersion: 0, state: 1 } });
        expect(set.structuredContent).toEqual({ version: 1 });
        const got = await session.client.callTool({ name: "view_state_get", arguments: { viewUUID } });
        expect(got.structuredContent).toEqual({ version: 1, state: 1 });
        const read = await session.client.readResource({ uri: "ui://greeter/view.html" });
        expect(read.contents).toEqual([expect.objectContaining({ uri: "ui://greeter/view.html", text: VIEW })]);
      },
      60_000,
    );
  });
});

interface Session {
  client: {
    listTools(): Promise<{ tools: Array<{ name: string; _meta?: Record<string, unknown> }> }>;
    callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<Record<string, unknown>>;
    readResource(params: { uri: string }): Promise<{ contents: unknown[] }>;
  };
  /** The revision the client and the server agreed on. */
  protocolVersion: string | undefined;
}

/**
 * A client of SDK generation `generation` (the 2.x one with `versionNegotiation: { mode: "auto" }`)
 * connected to the project's server: on Streamable HTTP, to the server as `npm start` runs it; on
 * stdio, to the one its own transport starts (by the script's absolute path), whose processes are
 * all gone once the client is closed, at the end of the test.
 */
async function connect(generation: string, transport: string): Promise<Session> {
  const { dir } = project!;
  const command = {
    command: process.execPath,
    args: ["--import", "tsx", join(dir, "server.ts")],
    cwd: dir,
    env: TERMINAL as Record<string, string>,
  };
  const url = transport === "stdio" ? undefined : (await serve()).mcp;
  const closing = (client: { close(): Promise<void> }) =>
    onTestFinished(async () => {
      await client.close();
      if (!url) await stopsAll(join(dir, "server.ts"));
    });
  if (generation === "2") {
    const client = new Client2({ name: "host", version: "1.0.0" }, { versionNegotiation: { mode: "auto" } });
    closing(client);
    await client.connect(url ? new HttpTransport2(url) : new StdioTransport2(command));
    return { client, protocolVersion: client.getNegotiatedProtocolVersion() };
  }
  // The 1.x client keeps the revision to itself: it hands it to its transport, which the test listens to.
  const client = new Client1({ name: "host", version: "1.0.0" });
  const wire = url ? new HttpTransport1(url) : new StdioTransport1(command);
  let protocolVersion: string | undefined;
  const told = wire as { setProtocolVersion?: (version: string) => void };
  const set = told.setProtocolVersion?.bind(wire);
  told.setProtocolVersion = (version) => void ((protocolVersion = version), set?.(version));
  closing(client);
  await client.connect(wire);
  return { client, protocolVersion };
}

/** Waits until no process runs `script` (its 2.x client's probe of the server too); kills what is left after 10 s, and fails. */
async function stopsAll(script: string): Promise<void> {
  const running = () => listProcesses().filter((p) => p.args.includes(script));
  try {
    await vi.waitFor(() => expect(running().map((p) => `${p.pid} ${p.args}`)).toEqual([]), GONE);
  } finally {
    for (const p of running()) process.kill(p.pid, "SIGKILL");
  }
}
