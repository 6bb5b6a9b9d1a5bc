// @vitest-environment node
// The command as a process (`npm start` runs playground/serve.ts; the package's bin runs the same
// code): it prints its URL, starts the stdio server once, and stops it when it is stopped itself.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, expect, it, vi } from "vitest";
import { alive, postInitialize, run, waitForOutput, type Running } from "./support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SERVER = fileURLToPath(new URL("./fixtures/tiny-server.mjs", import.meta.url));
const CLI = [process.execPath, "--import", "tsx", "playground/serve.ts"];

let dir: string;
let cli: Running | undefined;

afterEach(async () => {
  if (cli && cli.child.exitCode === null) cli.child.kill("SIGTERM");
  await cli?.exited;
  cli = undefined;
  rmSync(dir, { recursive: true, force: true });
});

it.each(["SIGTERM", "SIGINT"] as const)("stops the stdio server it started when it gets %s", async (signal) => {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-cli-"));
  const pidFile = join(dir, "pids");
  cli = run([...CLI, "--port", "0", "--", process.execPath, SERVER, "--stdio", "--pid-file", pidFile], { cwd: ROOT });
  const url = await waitForOutput(cli, /mcp-view playground: (\S+)/);
  expect((await postInitialize(url)).status).toBe(200);
  expect((await postInitialize(url)).status).toBe(200);
  const pids = readFileSync(pidFile, "utf8").split("\n").filter(Boolean).map(Number);
  expect(pids).toHaveLength(1);
  expect(cli.output()).toContain(`(stdio, pid ${pids[0]})\n  protocol revision: 2025-11-25\n`);
  cli.child.kill(signal);
  expect(await cli.exited).toBe(0);
  await vi.waitFor(() => expect(alive(pids[0]!)).toBe(false), { timeout: 10_000 });
});

it("says why it cannot start the stdio server, and exits with 1", async () => {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-cli-"));
  cli = run([...CLI, "--port", "0", "--", join(dir, "no-such-server")], { cwd: ROOT });
  expect(await cli.exited).toBe(1);
  expect(cli.output()).toContain(`Cannot start ${join(dir, "no-such-server")}: spawn ${join(dir, "no-such-server")} ENOENT`);
});

it("opens the page with the system's opener when asked, and passes on what the server wrongly logs to stdout", async () => {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-cli-"));
  const opener = join(dir, process.platform === "darwin" ? "open" : "xdg-open");
  writeFileSync(opener, `#!/bin/sh\necho "$@" > "${join(dir, "opened")}"\n`);
  chmodSync(opener, 0o755);
  cli = run([...CLI, "--port", "0", "--open", "--", process.execPath, SERVER, "--stdio", "--noisy"], {
    cwd: ROOT,
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}` },
  });
  const url = await waitForOutput(cli, /mcp-view playground: (\S+)/);
  await vi.waitFor(() => expect(existsSync(join(dir, "opened")) && readFileSync(join(dir, "opened"), "utf8").trim()).toBe(url), {
    timeout: 10_000,
  });
  await waitForOutput(cli, /which is for JSON-RPC only \(log to stderr\): tiny-weather is starting/);
});

it("prints one sentence of its own for an unknown option, then the usage, and exits with 2 (the packaged command too)", async () => {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-cli-"));
  const sentence = "Unknown option --stdio: see the usage below (a stdio server's own options go after --, with its command).";
  cli = run([...CLI, "--stdio", "node", "s.js"], { cwd: ROOT });
  expect(await cli.exited).toBe(2);
  expect(cli.output().startsWith(`${sentence}\n\nUsage: npm start -- [options]`)).toBe(true);
  cli = run([process.execPath, "dist/cli/mcp-view.js", "dev", "--stdio"], { cwd: ROOT });
  expect(await cli.exited).toBe(2);
  expect(cli.output().startsWith(`${sentence}\n\nUsage: mcp-view dev [options]`)).toBe(true);
});
