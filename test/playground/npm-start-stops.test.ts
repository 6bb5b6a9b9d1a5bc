// @vitest-environment node
// Stopping `npm start -- <stdio server>`: SIGTERM to the npm process (which npm passes on to the
// `sh -c` of its script, and no further) stops every process it started (npm, the shell, the node
// running playground/serve.ts through tsx, the stdio server, esbuild's service) and closes the ports.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { portClosed, processTree, stillRunning, type ProcessInfo } from "../support/processes.js";
import { run, waitForOutput, type Running } from "./support.js";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const SERVER = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
/** Generous for a loaded 2-core machine; on an idle one everything is gone in well under 2 s. */
const GONE = { timeout: 10_000, interval: 100 };

let start: Running | undefined;
let tree: ProcessInfo[] = [];
/**
 * `npm start` builds the ES modules into dist/ first, which tests running beside this one read: so
 * it runs in a clone of this repository's HEAD (its node_modules linked), never in the checkout.
 */
let clone: string;

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), "mcp-view-start-"));
  execFileSync("git", ["clone", "--quiet", "--depth", "1", `file://${REPO}`, clone]);
  symlinkSync(join(REPO, "node_modules"), join(clone, "node_modules"), "dir");
}, 120_000);

afterAll(() => rmSync(clone, { recursive: true, force: true }));

afterEach(async () => {
  for (const p of stillRunning(tree)) process.kill(p.pid, "SIGKILL"); // only when the test failed
  await start?.exited;
});

it("stops npm, node and the stdio server, and closes its ports, on SIGTERM to npm", async () => {
  start = run(["npm", "start", "--silent", "--", "--port", "0", "--", process.execPath, SERVER, "--stdio"], {
    cwd: clone,
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  const url = await waitForOutput(start, /mcp-view playground: (\S+)/);
  const views = await waitForOutput(start, /views served from: (\S+)/);
  const server = Number(await waitForOutput(start, /\(stdio, pid (\d+)\)/));
  expect((await fetch(url)).status).toBe(200); // the page is built (esbuild) before the stop
  tree = processTree(start.child.pid!);
  expect(tree.map((p) => p.pid)).toContain(server);
  expect(tree.some((p) => p.args.includes("playground/serve.ts"))).toBe(true);
  start.child.kill("SIGTERM");
  await start.exited;
  await vi.waitFor(() => expect(stillRunning(tree).map((p) => `${p.pid} ${p.args}`)).toEqual([]), GONE);
  const ours = new RegExp(clone.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  expect([await portClosed(url, tree, ours), await portClosed(views, tree, ours)]).toEqual(["", ""]);
}, 120_000);
