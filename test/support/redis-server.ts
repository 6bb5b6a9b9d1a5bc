// A real redis-server for the tests of the Redis view-state store (Debian's package, at
// /usr/bin/redis-server or REDIS_SERVER_PATH): started on a free loopback port, in a folder of its
// own, with no persistence of its own (--save "" --appendonly no), and stopped by its PID. Tests that
// need it go in describeRedis, which skips them with a visible message where it is missing and fails
// under CI=true, where its absence means the CI script is broken.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe } from "vitest";

export const REDIS_SERVER_PATH = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";
export const hasRedisServer = existsSync(REDIS_SERVER_PATH);

/** The per-test and per-hook limit of the suites that run Redis and processes: generous for a loaded 2-core machine. */
export const REDIS_SLOW = 120_000;

/**
 * `describe` for tests that need redis-server, each with the {@link REDIS_SLOW} limit: skipped with a
 * visible message when it is absent, a failure under `CI=true`.
 */
export function describeRedis(name: string, fn: () => void): void {
  if (hasRedisServer) {
    describe(name, { timeout: REDIS_SLOW }, fn);
    return;
  }
  if (process.env.CI) {
    describe(name, () => {
      throw new Error(`${REDIS_SERVER_PATH} is missing under CI=true: .ci/run must install Debian's redis-server`);
    });
    return;
  }
  process.stderr.write(`\n[skip] ${name}: no redis-server at ${REDIS_SERVER_PATH} (apt-get install -y redis-server)\n`);
  describe.skip(name, fn);
}

/** A redis-server a test started. */
export interface RedisServer {
  port: number;
  /** Its process id, while it runs. */
  readonly pid: number | undefined;
  /** `redis://127.0.0.1:<port>`, with `:password@` when it has one. */
  url: string;
  /** Stops it (SIGTERM to its PID, SIGKILL after 10 s) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port, in the same folder (it loads a dump.rdb found there); resolves when it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** A free loopback port, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts a redis-server on a free loopback port in a new folder; `password` makes it require one
 * (`--requirepass`). Resolves once it accepts connections; rejects with its output if it exits first.
 */
export async function startRedisServer({ password }: { password?: string } = {}): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-redis-"));
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir, "--logfile", ""];
  if (password !== undefined) args.push("--requirepass", password);

  const start = async () => {
    const started = spawn(REDIS_SERVER_PATH, args, { stdio: ["ignore", "pipe", "pipe"] });
    child = started;
    exited = new Promise((resolve) => started.once("exit", resolve));
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      };
      started.stdout!.on("data", read);
      started.stderr!.on("data", read);
      started.once("exit", (code) => reject(new Error(`redis-server exited with code ${code} before it was ready:\n${output}`)));
      started.once("error", reject);
    });
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.kill("SIGTERM");
    const killer = setTimeout(() => running.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killer);
  };

  await start();
  const auth = password === undefined ? "" : `:${encodeURIComponent(password)}@`;
  return {
    port,
    get pid() {
      return child?.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    url: `redis://${auth}127.0.0.1:${port}`,
    stop,
    start,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
