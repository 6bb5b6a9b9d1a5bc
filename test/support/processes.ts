// The machine's processes as `ps` lists them (POSIX), for the tests that check that stopping a
// command stops every process it started: its process tree, and which of a set is still running.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

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

/**
 * Whether nothing of `tree` (the processes a test stopped) still serves `url`'s port: a connection is
 * refused, or, on a busy machine where another process may have been given the freed port since, the
 * process listening there now is none of `tree` and runs none of `ours`. Returns what is wrong, or "".
 * Linux: the listeners are read from /proc/net/tcp{,6} and each process's open files.
 */
export async function portClosed(url: string | URL, tree: readonly ProcessInfo[], ours: RegExp): Promise<string> {
  const answer = await fetch(url).then(
    (res) => `answered ${res.status}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  if (answer === "ECONNREFUSED") return "";
  const pids = listeningOn(Number(new URL(url).port));
  const mine = new Set(tree.map((p) => p.pid));
  const theirs = listProcesses().filter((p) => pids.includes(p.pid) && (mine.has(p.pid) || ours.test(p.args)));
  if (pids.length === 0 && answer.startsWith("answered")) return `${url} ${answer}, and no process listens there now`;
  return theirs.map((p) => `${url} ${answer}: ${p.pid} ${p.args} listens there`).join("\n");
}

/** The PIDs of the processes with a socket listening on TCP `port` (Linux). */
function listeningOn(port: number): number[] {
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (state === "0A" && local && parseInt(local.split(":")[1]!, 16) === port) inodes.add(inode!);
    }
  }
  const pids: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or not ours to read
    }
    const holds = fds.some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? "");
      } catch {
        return false;
      }
    });
    if (holds) pids.push(Number(pid));
  }
  return pids;
}
