// vitest's globalSetup: fails the run when a test left a process of its own running (a playground, an
// `mcp-view dev`, a stdio server fixture, a headless Chromium, a redis-server or a process writing to
// it). Every process a test starts inherits MCP_VIEW_TEST_RUN, set here before the workers start, which
// tells this run's processes from those of another checkout's tests on the same machine (read from
// /proc/<pid>/environ on Linux; elsewhere, a process counts when its command line names this checkout).
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listProcesses, type ProcessInfo } from "./processes.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MARK = "MCP_VIEW_TEST_RUN";
/** The commands the tests start and must stop. */
const OURS = [
  /mcp-view(\.js)? dev/,
  /playground\/serve\.ts/,
  /playground\/example\//,
  /tiny-server\.mjs/,
  /chromium.*--headless/,
  /redis-server/,
  /view-state-redis-worker\.ts/,
];

function startedBy(run: string, p: ProcessInfo): boolean {
  if (process.platform !== "linux") return p.args.includes(ROOT);
  try {
    return readFileSync(`/proc/${p.pid}/environ`, "utf8").split("\0").includes(`${MARK}=${run}`);
  } catch {
    return false; // gone meanwhile, or another user's
  }
}

export default function setup(): () => void {
  // Each project of vitest.config.ts runs this setup: they share one mark, set by the first.
  const run = process.env[MARK] ?? randomUUID();
  process.env[MARK] = run;
  return () => {
    const left = listProcesses().filter((p) => p.pid !== process.pid && OURS.some((re) => re.test(p.args)) && startedBy(run, p));
    if (!left.length) return;
    process.exitCode = 1; // vitest reports what is thrown here, but would still exit with 0
    throw new Error(`The tests left ${left.length} process(es) running:\n${left.map((p) => `  ${p.pid} ${p.args}`).join("\n")}`);
  };
}
