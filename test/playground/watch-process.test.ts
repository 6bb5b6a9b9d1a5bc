// @vitest-environment node
// Reload on save as a process: a --build that hangs does not keep the command from stopping. On
// SIGTERM the build's whole process tree (the shell and what it started) is stopped with the rest,
// whether the hanging build is the first one (the playground is not up yet) or a rebuild after a save.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it, vi } from "vitest";
import { processTree, stillRunning, type ProcessInfo } from "../support/processes.js";
import { run, waitForOutput, type Running } from "./support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
const CLI = [process.execPath, "--import", "tsx", "playground/serve.ts"];
/** The build: when src/mode says "hang", it writes its pid and never ends. */
const BUILD = `import { appendFileSync, readFileSync } from "node:fs";
const [mode, pids] = process.argv.slice(2);
if (readFileSync(mode, "utf8").trim() === "hang") {
  appendFileSync(pids, process.pid + "\\n");
  setInterval(() => {}, 1e9);
}
`;

let dir: string;
let cli: Running | undefined;
/** The command's processes, the build's included, as last seen: a failed test stops what is left of them. */
let seen: ProcessInfo[] = [];

afterEach(async () => {
  if (cli && cli.child.exitCode === null) cli.child.kill("SIGKILL");
  await cli?.exited;
  for (const p of stillRunning(seen)) process.kill(p.pid, "SIGKILL");
  cli = undefined;
  seen = [];
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the command with a --build (through a shell that stays, for the `; true`) that hangs when src/mode says so. */
function start(mode: "hang" | "build", watch: boolean): { pids: string } {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-watch-process-"));
  mkdirSync(join(dir, "src"));
  writeFileSync(join(dir, "src", "mode"), mode);
  writeFileSync(join(dir, "build.mjs"), BUILD);
  const pids = join(dir, "pids");
  const build = `"${process.execPath}" "${join(dir, "build.mjs")}" "${join(dir, "src", "mode")}" "${pids}"; true`;
  const options = ["--port", "0", ...(watch ? ["--watch", join(dir, "src")] : []), "--build", build];
  cli = run([...CLI, ...options, "--", process.execPath, SERVER, "--stdio"], { cwd: ROOT });
  return { pids };
}

/** The command's process tree once the hanging build has written its pid. */
async function treeWithHangingBuild(pids: string): Promise<ProcessInfo[]> {
  let tree: ProcessInfo[] = [];
  await vi.waitFor(
    () => {
      const pid = Number(readFileSync(pids, "utf8").trim());
      tree = seen = processTree(cli!.child.pid!);
      expect(tree.map((p) => p.pid)).toContain(pid);
    },
    { timeout: 30_000, interval: 100 },
  );
  return tree;
}

async function stopsEverything(tree: ProcessInfo[]): Promise<void> {
  const build = tree.find((p) => p.args.startsWith(`${process.execPath} ${join(dir, "build.mjs")}`))!;
  expect(tree.find((p) => p.pid === build.ppid)?.args).toMatch(/^\/bin\/sh -c /); // the shell that runs it
  cli!.child.kill("SIGTERM");
  expect(await cli!.exited).toBe(0);
  await vi.waitFor(() => expect(stillRunning(tree)).toEqual([]), { timeout: 10_000 });
}

it("stops a first build that hangs, with its shell, on SIGTERM (before the playground is up)", async () => {
  const { pids } = start("hang", false);
  const tree = await treeWithHangingBuild(pids);
  expect(cli!.output()).toContain("mcp-view dev started: building…");
  expect(cli!.output()).not.toContain("mcp-view playground:");
  await stopsEverything(tree);
}, 60_000);

it("stops a rebuild that hangs after a save, with everything else, on SIGTERM", async () => {
  const { pids } = start("build", true);
  await waitForOutput(cli!, /Ctrl\+C stops it/);
  expect(cli!.output()).toMatch(/built in \d+\.\d s\n/);
  expect(cli!.output()).toContain(
    `  reload on save: watching ${join(dir, "src")}; building with "${process.execPath}" "${join(dir, "build.mjs")}"`,
  ); // dir is not below the cwd: absolute
  writeFileSync(join(dir, "src", "mode"), "hang");
  const tree = await treeWithHangingBuild(pids);
  expect(cli!.output()).toMatch(/mode changed: building…/);
  await stopsEverything(tree);
}, 60_000);
