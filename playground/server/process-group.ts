// Signals a child process started with `detached: true` on POSIX, which makes it the leader of a
// process group of its own: the signal goes to the whole group, so that a wrapper (`sh -c`, `npx`,
// `tsx`) and what it started stop together. On Windows, only the child itself is signalled.
import type { ChildProcess } from "node:child_process";

/** Whether children should be started `detached` (their own process group). */
export const OWN_GROUP = process.platform !== "win32";

/** Sends `signal` to `child`'s process group (to `child` alone on Windows); a group already gone is no error. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  const pid = child.pid;
  if (pid === undefined) return;
  try {
    if (OWN_GROUP) process.kill(-pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}
