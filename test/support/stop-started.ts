// The end of a test file that started commands: each is stopped, and none of their processes is left.
import { expect, vi } from "vitest";
import { stillRunning, type ProcessInfo } from "./processes.js";

/** A command a test started: its process, and a promise of its exit. */
interface Started {
  child: { exitCode: number | null; kill(signal: NodeJS.Signals): boolean };
  exited: Promise<unknown>;
}

/**
 * Stops what a test file started (in afterAll): SIGTERM to each command still running, then waits
 * until no process of `trees` runs; whatever still does after 10 s is killed, and the test fails.
 */
export async function stopStarted(commands: readonly Started[], trees: readonly ProcessInfo[]): Promise<void> {
  for (const c of commands) if (c.child.exitCode === null) c.child.kill("SIGTERM");
  await Promise.all(commands.map((c) => c.exited));
  try {
    await vi.waitFor(() => expect(stillRunning(trees).map((p) => `${p.pid} ${p.args}`)).toEqual([]), { timeout: 10_000, interval: 100 });
  } finally {
    for (const p of stillRunning(trees)) process.kill(p.pid, "SIGKILL"); // only when the stop failed
  }
}
