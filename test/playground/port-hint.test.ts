// @vitest-environment node
// The hint for a page port that is taken works where it is printed: `pass --port 0` on a command line,
// and in an npm script (whose arguments after `npm run dev --` go to the end of the script, the stdio
// server's command in the templates) the variable, the script's text or the script's arguments. Each
// case runs the command with the port taken, then does what the hint says, and the command starts.
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { scratch } from "../init/support.js";
import { processTree, stillRunning, type ProcessInfo } from "../support/processes.js";
import { stopStarted } from "../support/stop-started.js";
import { run, waitForOutput, type Running } from "./support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const TINY = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
/** Generous for a loaded 2-core machine. */
const GONE = { timeout: 10_000, interval: 100 };

/** The environment of a terminal: none of npm's variables (vitest may run under `npm test`), nor vitest's. */
const TERMINAL: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_ENV$)/.test(name))),
  npm_config_update_notifier: "false",
};

let busy: Server;
let port: number;
let folder: ReturnType<typeof scratch>;
let project: string;
const started: Running[] = [];
const trees: ProcessInfo[] = [];

beforeAll(async () => {
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  port = (busy.address() as AddressInfo).port;
  folder = scratch();
  project = join(folder.dir, "app");
  mkdirSync(join(project, "node_modules", ".bin"), { recursive: true });
  symlinkSync(join(ROOT, "node_modules", "tsx"), join(project, "node_modules", "tsx"), "dir");
  // `mcp-view` from this repository's sources, as the installed command runs it
  const bin = join(project, "node_modules", ".bin", "mcp-view");
  writeFileSync(bin, `#!/bin/sh\nexec "${process.execPath}" --import tsx "${join(ROOT, "playground", "serve.ts")}" "$@"\n`);
  chmodSync(bin, 0o755);
  const stdio = `-- node ${TINY} --stdio`;
  const scripts = {
    dev: `mcp-view dev ${stdio}`,
    fixed: `mcp-view dev --port ${port} ${stdio}`,
    plain: "mcp-view dev --server http://127.0.0.1:9/mcp",
  };
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "app", private: true, type: "module", scripts }));
});

afterAll(async () => {
  try {
    await stopStarted(started, trees);
  } finally {
    await new Promise((resolve) => busy.close(resolve));
    folder.remove();
  }
});

/** Runs `command` with the shell in the project, in a process group of its own (a terminal's job). */
function shell(command: string, env: NodeJS.ProcessEnv = {}): Running {
  const running = run(["sh", "-c", command], { cwd: project, env: { ...TERMINAL, ...env }, detached: true });
  started.push(running);
  return running;
}

/** Runs `command`, which finds the port taken; resolves with the hint it printed. */
async function hintOf(command: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  const refused = shell(command, env);
  expect(await refused.exited, refused.output()).toBe(1);
  expect(refused.output()).toContain(`Cannot listen on 127.0.0.1:${port}: listen EADDRINUSE`);
  return /EADDRINUSE.*\((.*) for a free port\)\n/.exec(refused.output())?.[1] ?? refused.output();
}

/** Runs `command`; checks that it serves the playground, then stops it (SIGTERM to its group) and everything it started. */
async function starts(command: string): Promise<void> {
  const running = shell(command);
  await waitForOutput(running, /mcp-view playground: (\S+)/);
  const tree = processTree(running.child.pid!);
  trees.push(...tree);
  process.kill(-running.child.pid!, "SIGTERM");
  await running.exited;
  await vi.waitFor(() => expect(stillRunning(tree).map((p) => `${p.pid} ${p.args}`)).toEqual([]), GONE);
}

it("on a command line: pass --port 0", async () => {
  const command = `node_modules/.bin/mcp-view dev --port ${port} -- node ${TINY} --stdio`;
  expect(await hintOf(command)).toBe("pass --port 0");
  await starts(command.replace(`--port ${port}`, "--port 0"));
}, 120_000);

it("in an npm script whose arguments go to the stdio server: the variable", async () => {
  expect(await hintOf("npm run dev", { MCP_VIEW_PORT: String(port) })).toBe("run MCP_VIEW_PORT=0 npm run dev");
  await starts("MCP_VIEW_PORT=0 npm run dev");
}, 120_000);

it("in an npm script that sets --port: the script's text", async () => {
  expect(await hintOf("npm run fixed", { MCP_VIEW_PORT: "0" })).toBe('set --port to 0 in the "fixed" script of package.json');
  const file = join(project, "package.json");
  writeFileSync(file, readFileSync(file, "utf8").replace(`--port ${port}`, "--port 0"));
  await starts("npm run fixed");
}, 120_000);

it("in an npm script given --port after its name: the script's arguments", async () => {
  expect(await hintOf(`npm run plain -- --port ${port}`)).toBe("run npm run plain -- --port 0");
  await starts("npm run plain -- --port 0");
}, 120_000);
