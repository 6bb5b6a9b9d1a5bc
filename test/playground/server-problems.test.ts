// @vitest-environment node
// What is wrong with the MCP server, in one plain sentence in the terminal (and, through /mcp, in the
// page): nothing listening at the --server URL, an answer that is not MCP, a stdio server that exits.
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { stderrSummary } from "../../playground/server/stdio-process.js";
import { OFFERED_REVISIONS } from "../../playground/server/negotiate.js";
import { isJsonRpc, notMcp } from "../../playground/server/upstream-problem.js";
import { freePort, postInitialize, run, waitForOutput, type Running } from "./support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CLI = [process.execPath, "--import", "tsx", "playground/serve.ts", "--port", "0"];
const TINY = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
const PAGE_501 = "<!doctype html><html><head><title>501 Not Implemented</title></head><body><h1>Not Implemented</h1></body></html>";

let cli: Running | undefined;
let server: Server | undefined;

afterEach(async () => {
  if (cli && cli.child.exitCode === null && cli.child.signalCode === null) cli.child.kill("SIGTERM");
  await cli?.exited;
  cli = undefined;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** Starts a server of the test's own on a free loopback port; resolves with its port. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<number> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** What the page's SDK Client gets for its initialize, as the playground answers it. */
async function initialize(url: string): Promise<{ status: number; body: unknown }> {
  const res = await postInitialize(url);
  const text = await res.text(); // JSON, or an event stream of one message (the stdio relay's)
  return { status: res.status, body: JSON.parse(/^data: (.*)$/m.exec(text)?.[1] ?? text) };
}

/** The output's first line is `sentence`, and the playground's URL follows it. */
const atStart = (sentence: string) => new RegExp(`^${sentence.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\nmcp-view playground: `);

const rpcError = (message: string) => ({ jsonrpc: "2.0", id: null, error: { code: -32000, message } });

describe("mcp-view dev --server <url>", () => {
  it("says in the terminal and to the page that nothing listens at the URL", async () => {
    const mcp = `http://127.0.0.1:${await freePort()}/mcp`;
    const sentence = `Nothing is listening at ${mcp} (connection refused): start your MCP server there, or pass its URL with --server.`;
    cli = run([...CLI, "--server", mcp], { cwd: ROOT });
    const url = await waitForOutput(cli, /mcp-view playground: (\S+)/);
    expect(cli.output()).toMatch(atStart(sentence)); // before the page's URL, so before any page is opened
    expect(await initialize(url)).toEqual({ status: 502, body: rpcError(sentence) });
    expect(cli.output().split(sentence)).toHaveLength(2); // said once, not at every request
  });

  it("says in the terminal and to the page that an HTML 501 page is not MCP", async () => {
    const port = await listen((_req, res) => void res.writeHead(501, { "content-type": "text/html" }).end(PAGE_501));
    const mcp = `http://127.0.0.1:${port}/mcp`;
    const sentence = `${mcp} is not an MCP endpoint: it answered HTTP 501 with an HTML page ("501 Not Implemented") instead of JSON-RPC.`;
    cli = run([...CLI, "--server", mcp], { cwd: ROOT });
    const url = await waitForOutput(cli, /mcp-view playground: (\S+)/);
    expect(cli.output()).toMatch(atStart(sentence));
    expect(await initialize(url)).toEqual({ status: 502, body: rpcError(sentence) });
  });
});

describe("mcp-view dev -- <command>", () => {
  it("names both sides' versions before the page's URL when the server refuses every revision, and says none was agreed", async () => {
    const command = [process.execPath, TINY, "--stdio", "--only", "2027-01-01"];
    cli = run([...CLI, "--", ...command], { cwd: ROOT });
    await waitForOutput(cli, /views served from/);
    expect(cli.output()).toMatch(
      atStart(
        `The stdio MCP server (${command.join(" ")}) refuses every protocol revision mcp-view dev speaks: it supports 2027-01-01; mcp-view dev speaks ${OFFERED_REVISIONS.join(", ")}.`,
      ),
    );
    expect(cli.output()).toContain("\n  protocol revision: none agreed (the line above says why)\n");
  });

  it("says how the stdio server exited: its exit code", async () => {
    cli = run([...CLI, "--", process.execPath, "-e", "process.exit(3)"], { cwd: ROOT });
    await waitForOutput(cli, /mcp-view playground: (\S+)/);
    // Said once, before the page's URL: the start-up check does not add a sentence of its own.
    expect(cli.output()).toMatch(
      atStart(
        `The stdio MCP server (${process.execPath} -e process.exit(3)) exited with code 3; restart the playground to start it again.`,
      ),
    );
  });

  it("says how the stdio server exited: its exit code and the error on its stderr", async () => {
    const script = "console.error('starting'); console.error('Error: no API key set'); console.error('bye'); process.exit(3)";
    cli = run([...CLI, "--", process.execPath, "-e", script], { cwd: ROOT });
    const url = await waitForOutput(cli, /mcp-view playground: (\S+)/);
    await waitForOutput(cli, /The stdio MCP server .*\n/);
    const sentence = `The stdio MCP server (${process.execPath} -e ${script}) exited with code 3 (its error on stderr: "Error: no API key set"); restart the playground to start it again.`;
    expect(cli.output()).toContain(`\n${sentence}\n`);
    expect(cli.output()).toContain("starting\nError: no API key set\nbye\n"); // its stderr is still passed through
    const { body } = await initialize(url);
    expect((body as { error?: unknown }).error).toEqual({ code: -32000, message: sentence });
  });
});

describe("mcp-view dev -- <command> of a Node server that crashes", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-crash-"));
    writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
    writeFileSync(
      join(dir, "server.mjs"),
      'console.error("starting");\nif (!process.env.API_KEY) throw new Error("Missing API_KEY: set it in the environment");\n',
    );
    writeFileSync(join(dir, "server.ts"), "const port: number = 3000;\nconsole.error(port);\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The sentence the terminal and the page get for `node <dir>/<file>`. */
  async function crash(file: string): Promise<string> {
    cli = run([...CLI, "--", process.execPath, join(dir, file)], { cwd: ROOT });
    const url = await waitForOutput(cli, /mcp-view playground: (\S+)/);
    const sentence = await waitForOutput(cli, /\n(The stdio MCP server .*)\n/);
    expect(cli.output()).toMatch(/\nNode\.js v\d+/); // Node's last line, passed through but not quoted
    const { body } = await initialize(url);
    expect((body as { error?: unknown }).error).toEqual({ code: -32000, message: sentence });
    return sentence;
  }

  it("quotes the error it threw at start, not Node's version", async () => {
    expect(await crash("server.mjs")).toBe(
      `The stdio MCP server (${process.execPath} ${join(dir, "server.mjs")}) exited with code 1 (its error on stderr: "Error: Missing API_KEY: set it in the environment"); restart the playground to start it again.`,
    );
  });

  it("quotes the loader's error for a .ts file run by plain node (ERR_UNKNOWN_FILE_EXTENSION)", async () => {
    expect(await crash("server.ts")).toBe(
      `The stdio MCP server (${process.execPath} ${join(dir, "server.ts")}) exited with code 1 (its error on stderr: ${JSON.stringify(`TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension ".ts" for ${join(realpathSync(dir), "server.ts")}`)}); restart the playground to start it again.`,
    );
  });
});

describe("what a server's stderr says of its end", () => {
  it("is its last error line, with the line after a closing colon (esbuild's transform errors, through tsx)", () => {
    expect(stderrSummary("log: Error: retrying\nError: first\n    at x\nValueError: no key\n")).toBe(
      'its error on stderr: "ValueError: no key"',
    );
    expect(
      stderrSummary(
        'Error [TransformError]: Transform failed with 1 error:\n/p/server.ts:1:18: ERROR: Unexpected ";"\n    at f (x.js:1:1)\n\nNode.js v20.20.2\n',
      ),
    ).toBe(
      `its error on stderr: ${JSON.stringify('Error [TransformError]: Transform failed with 1 error: /p/server.ts:1:18: ERROR: Unexpected ";"')}`,
    );
  });

  it("is its last lines when none names an error (a thrown string), never Node's version alone", () => {
    expect(
      stderrSummary(
        '[eval]:1\nthrow "oops"\n^\noops\n(Use `node --trace-uncaught ...` to show where the exception was thrown)\n\nNode.js v20.20.2\n',
      ),
    ).toBe('its last lines on stderr: "^ / oops / (Use `node --trace-uncaught ...` to show where the exception was thrown)"');
    expect([stderrSummary("Node.js v20.20.2\n"), stderrSummary("")]).toEqual(["", ""]);
  });
});

describe("an answer that is not MCP", () => {
  const mcp = new URL("http://127.0.0.1:9/mcp");

  it("is told apart from JSON-RPC, event streams and the empty answers MCP gives", () => {
    expect([
      isJsonRpc('{"jsonrpc":"2.0","id":1,"result":{}}'),
      isJsonRpc('[{"jsonrpc":"2.0","method":"x"}]'),
      isJsonRpc('{"ok":true}'),
    ]).toEqual([true, true, false]);
    expect([notMcp(mcp, 202, undefined, ""), notMcp(mcp, 405, undefined, ""), notMcp(mcp, 200, "text/event-stream", "")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("is named in one sentence, which quotes the body: JSON that is not JSON-RPC, another type, an empty error", () => {
    expect([
      notMcp(mcp, 200, "application/json", '{"status":"ok"}'),
      notMcp(mcp, 404, "text/plain", "Cannot POST /mcp\n"),
      notMcp(mcp, 500, undefined, ""),
    ]).toEqual([
      'http://127.0.0.1:9/mcp is not an MCP endpoint: it answered HTTP 200 with JSON that is not JSON-RPC: "{\\"status\\":\\"ok\\"}".',
      'http://127.0.0.1:9/mcp is not an MCP endpoint: it answered HTTP 404 with a text/plain body instead of JSON-RPC: "Cannot POST /mcp".',
      "http://127.0.0.1:9/mcp is not an MCP endpoint: it answered HTTP 500 with an empty body.",
    ]);
  });

  it("quotes a long body on one line, clipped", () => {
    const body = `Service unavailable\n\n${"x".repeat(300)}`;
    expect(notMcp(mcp, 503, "text/plain", body)).toBe(
      `http://127.0.0.1:9/mcp is not an MCP endpoint: it answered HTTP 503 with a text/plain body instead of JSON-RPC: "Service unavailable ${"x".repeat(180)}…".`,
    );
  });
});
