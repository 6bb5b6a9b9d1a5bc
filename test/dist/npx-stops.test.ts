// @vitest-environment node
// Stopping `npx mcp-view dev -- <stdio server>`, installed from the packed tarball: SIGTERM to the npx
// process (npm, which passes it on to the `sh -c` it runs the command in, and no further), and SIGINT
// as Ctrl+C sends it (to the whole process group), stop every process it started (npm, the shell, the
// command's node, the stdio server) and close the playground's ports. SIGINT to the npx process alone
// cannot stop it: npm passes it to the shell, and Debian's sh (dash) keeps waiting for its child.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { portClosed, processTree, stillRunning, type ProcessInfo } from "../support/processes.js";
import { packAndInstall, type PackedInstall } from "./packed.js";

const TINY_SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
/** Generous for a loaded 2-core machine; on an idle one everything is gone in well under 2 s. */
const GONE = { timeout: 10_000, interval: 100 };

let packed: PackedInstall | undefined;
let dev: Running | undefined;
let tree: ProcessInfo[] = [];

beforeAll(() => {
  packed = packAndInstall();
}, 180_000);

afterAll(async () => {
  for (const p of stillRunning(tree)) process.kill(p.pid, "SIGKILL"); // only when a test failed
  await dev?.exited;
  packed?.remove();
});

/** Resolves once nothing at `url` accepts connections. */
it.each([
  ["SIGTERM", "the npx process"],
  ["SIGINT", "its process group"],
] as const)("stops npm, node and the stdio server, and closes its ports, on %s to %s", async (signal, to) => {
  dev = run(["npx", "--offline", "mcp-view", "dev", "--port", "0", "--", process.execPath, TINY_SERVER, "--stdio"], {
    cwd: packed!.scratch,
    detached: true, // its own process group, as a terminal's job has
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  const url = await waitForOutput(dev, /mcp-view playground: (\S+)/);
  const views = await waitForOutput(dev, /views served from: (\S+)/);
  const server = Number(await waitForOutput(dev, /\(stdio, pid (\d+)\)/));
  tree = processTree(dev.child.pid!);
  expect(tree.map((p) => p.pid)).toContain(server);
  expect(tree.some((p) => /mcp-view(\.js)? dev/.test(p.args) && p.pid !== dev!.child.pid)).toBe(true);
  process.kill(to === "the npx process" ? dev.child.pid! : -dev.child.pid!, signal);
  await dev.exited;
  await vi.waitFor(() => expect(stillRunning(tree).map((p) => `${p.pid} ${p.args}`)).toEqual([]), GONE);
  const ours = new RegExp(packed!.scratch.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  expect([await portClosed(url, tree, ours), await portClosed(views, tree, ours)]).toEqual(["", ""]);
}, 120_000);
