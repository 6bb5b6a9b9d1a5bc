// One run of `mcp-view dev --build <command>`: the command through the shell (so `vite build`
// resolves through the PATH npm scripts set), in its own process group (process-group.ts), so that
// stopping it also stops what the shell started. Its output is handed over line by line; what it
// left running when it exits is stopped, and so is the whole group if this Node process exits.
import { spawn, type ChildProcess } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { OWN_GROUP, signalGroup } from "./process-group.js";

/** How a build ended. */
export interface BuildOutcome {
  ok: boolean;
  /** "exit 1", "stopped by SIGTERM", or why it could not start. */
  exit: string;
  /** The last lines of its stderr (of its stdout when stderr is empty), without escape codes. */
  output: string;
}

/** A running build. */
export interface BuildProcess {
  readonly done: Promise<BuildOutcome>;
  /** Stops it (SIGTERM, then SIGKILL after 3 s); resolves once it has ended. */
  stop(): Promise<void>;
}

/** Options of {@link runBuild}. */
export interface BuildRunOptions {
  cwd?: string;
  /** Each line the build writes, stdout and stderr alike, as it comes. */
  onLine?: (line: string) => void;
}

const STOP_GRACE_MS = 3000;
const OUTPUT_GRACE_MS = 1000;
const TAIL_CHARS = 8000;
const TAIL_LINES = 20;

/** Starts `command` with the shell. */
export function runBuild(command: string, options: BuildRunOptions = {}): BuildProcess {
  const child = spawn(command, {
    shell: true,
    cwd: options.cwd,
    stdio: ["ignore", "pipe", "pipe"],
    detached: OWN_GROUP,
    windowsHide: true,
  });
  const tails = { stdout: "", stderr: "" };
  for (const name of ["stdout", "stderr"] as const) {
    let partial = "";
    child[name]!.setEncoding("utf8").on("data", (chunk: string) => {
      tails[name] = (tails[name] + chunk).slice(-TAIL_CHARS);
      const lines = (partial + chunk).split(/\r?\n/);
      partial = lines.pop()!;
      for (const line of lines) options.onLine?.(line);
    });
    child[name]!.on("end", () => partial && options.onLine?.(partial));
  }
  let running = true;
  const killOnExit = () => signalGroup(child, "SIGKILL");
  process.once("exit", killOnExit);
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const done = ended(child, closed).then((exit) => {
    running = false;
    process.removeListener("exit", killOnExit);
    return { ok: exit === "exit 0", exit, output: lastLines(tails.stderr.trim() ? tails.stderr : tails.stdout) };
  });
  return {
    done,
    async stop() {
      if (!running) return void (await done);
      signalGroup(child, "SIGTERM");
      const timer = setTimeout(() => running && signalGroup(child, "SIGKILL"), STOP_GRACE_MS);
      await done;
      clearTimeout(timer);
    },
  };
}

/** How `child` ended, once its output is read (or a second after it exited, when something it left holds the pipes). */
function ended(child: ChildProcess, closed: Promise<void>): Promise<string> {
  return new Promise((resolve) => {
    child.once("error", (error) => resolve(`could not start: ${error.message}`));
    child.once("exit", (code, signal) => {
      signalGroup(child, "SIGKILL"); // what the build left behind in its group
      const exit = signal ? `stopped by ${signal}` : `exit ${code}`;
      const timer = setTimeout(() => resolve(exit), OUTPUT_GRACE_MS);
      void closed.then(() => (clearTimeout(timer), resolve(exit)));
    });
  });
}

/** The last lines of `text`, without terminal escape codes. */
function lastLines(text: string): string {
  return stripVTControlCharacters(text).replace(/\r/g, "").trimEnd().split("\n").slice(-TAIL_LINES).join("\n");
}
