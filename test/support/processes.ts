// The machine's processes as `ps` lists them (POSIX), for the tests that check that stopping a
// command stops every process it started: its process tree, and which of a set is still running.
import { execFileSync } from "node:child_process";

/** One line of `ps`. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  /** The command line. */
  args: string;
}

/** Every running process (zombies, which have ended and only wait to be reaped, left out). */
export function listProcesses(): ProcessInfo[] {
  const out = execFileSync("ps", ["-A", "-o", "pid=,ppid=,stat=,args="], { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  return out
    .split("\n")
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(\S+)\s*(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && !match[3]!.startsWith("Z"))
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[4]! }));
}

/** `pid` and every process below it, parents first. */
export function processTree(pid: number, processes: readonly ProcessInfo[] = listProcesses()): ProcessInfo[] {
  const tree = processes.filter((p) => p.pid === pid);
  for (let i = 0; i < tree.length; i++) tree.push(...processes.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** Those of `tree` still running. */
export function stillRunning(tree: readonly ProcessInfo[]): ProcessInfo[] {
  const running = new Set(listProcesses().map((p) => `${p.pid} ${p.args}`));
  return tree.filter((p) => running.has(`${p.pid} ${p.args}`));
}
