// A stdio MCP server process, started once for the whole playground session: newline-delimited
// JSON-RPC on its stdin and stdout, its stderr passed through. The command is run as given (no
// shell), in its own process group, so that stopping it also stops what it started (an `npx` or
// `tsx` wrapper and the real server). It is stopped when the playground closes and, as a last
// resort, when this Node process exits.
import { spawn, type ChildProcess } from "node:child_process";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { OWN_GROUP, signalGroup } from "./process-group.js";

/** Options of {@link StdioServer}. */
export interface StdioServerOptions {
  /** Where the server's stderr goes. @default "inherit" */
  stderr?: "inherit" | "ignore";
  /** Called with each line on stdout that is not a JSON-RPC message. */
  onNoise?: (line: string) => void;
}

const STOP_GRACE_MS = 3000;
const STDERR_GRACE_MS = 1000;
/** How much of the end of its stderr is kept: a crash's error line and stack, and more (an error's properties follow its stack). */
const ERROR_TAIL = 16_000;

/** "exited with code 1", "was stopped by SIGTERM", with what its stderr says of it, if anything. */
const describeExit = (code: number | null, signal: NodeJS.Signals | null, stderr: string) =>
  `${signal ? `was stopped by ${signal}` : `exited with code ${code}`}${stderr && ` (${stderr})`}`;

/** A stderr line as short as a sentence allows. */
const clip = (line: string) => (line.length > 300 ? `${line.slice(0, 300)}…` : line);

/** A line that names an error: `Error: …`, `TypeError [ERR_UNKNOWN_FILE_EXTENSION]: …`, Python's `ValueError: …`. */
const ERROR_LINE = /^(?:Uncaught )?(?:[\w.$]*(?:Error|Exception)(?: \[[^\]]+\])?|error|fatal): /;
/** Node's last words when an error kills it, which say nothing of the error. */
const NODE_VERSION = /^Node\.js v\d+\.\d+\.\d+$/;
/** A line of a stack trace. */
const STACK_LINE = /^at /;
/** How many of its last lines stand for a stderr that names no error. */
const LAST_LINES = 3;

/**
 * What the stderr of a server that ended says of the end, for its sentence: its last error line
 * (with the line after it when it ends in a colon, as esbuild's "Transform failed with 1 error:"
 * does), else its last lines; never Node's closing `Node.js v20…` line.
 */
export function stderrSummary(stderr: string): string {
  const lines = stderr
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !NODE_VERSION.test(l));
  const at = lines.reduce((last, l, i) => (ERROR_LINE.test(l) ? i : last), -1);
  if (at !== -1) {
    const next = lines[at + 1];
    const line = lines[at]!.endsWith(":") && next !== undefined && !STACK_LINE.test(next) ? `${lines[at]} ${next}` : lines[at]!;
    return `its error on stderr: ${JSON.stringify(clip(line))}`;
  }
  const last = lines.filter((l) => !STACK_LINE.test(l)).slice(-LAST_LINES);
  if (!last.length) return "";
  return `${last.length === 1 ? "its last line" : "its last lines"} on stderr: ${JSON.stringify(clip(last.join(" / ")))}`;
}

export class StdioServer {
  /** Each JSON-RPC message the server writes. */
  onmessage: ((message: JSONRPCMessage) => void) | undefined;
  /** Called once when the process ends, with how it ended. */
  onexit: ((description: string) => void) | undefined;
  readonly #argv: readonly string[];
  readonly #options: StdioServerOptions;
  #child: ChildProcess | undefined;
  #exited: Promise<void> = Promise.resolve();
  #running = false;
  #buffer = "";
  /** The end of what the server wrote to stderr (passed through as it comes). */
  #errorTail = "";
  readonly #killOnExit = () => this.#signal("SIGKILL");

  constructor(argv: readonly string[], options: StdioServerOptions = {}) {
    if (!argv.length || !argv[0]) throw new Error("The stdio server command is empty");
    this.#argv = argv;
    this.#options = options;
  }

  /** The running process's id. */
  get pid(): number | undefined {
    return this.#running ? this.#child?.pid : undefined;
  }

  /** Starts the process; rejects when it cannot be started (command not found, not executable). */
  start(): Promise<void> {
    const [command, ...args] = this.#argv;
    const child = spawn(command!, args, { stdio: ["pipe", "pipe", "pipe"], detached: OWN_GROUP, windowsHide: true });
    this.#child = child;
    child.stdout!.setEncoding("utf8").on("data", (chunk: string) => this.#read(chunk));
    child.stderr!.setEncoding("utf8").on("data", (chunk: string) => this.#readError(chunk));
    child.stdin!.on("error", () => {}); // EPIPE after the process died: its exit is reported instead
    this.#exited = new Promise((resolve) => child.once("close", () => resolve()));
    return new Promise((resolve, reject) => {
      child.once("spawn", () => {
        this.#running = true;
        process.once("exit", this.#killOnExit);
        child.once("exit", (code, signal) => this.#exitedWith(code, signal));
        resolve();
      });
      child.once("error", (error) =>
        this.#running ? this.#ended(error.message) : reject(new Error(`Cannot start ${this.#argv.join(" ")}: ${error.message}`)),
      );
    });
  }

  /** Writes one message to the server's stdin. */
  send(message: JSONRPCMessage): void {
    if (!this.#running) throw new Error("The stdio server is not running");
    this.#child!.stdin!.write(`${JSON.stringify(message)}\n`);
  }

  /** Stops the process (and its process group): SIGTERM, then SIGKILL after 3 s. Resolves once it has ended. */
  async close(): Promise<void> {
    if (!this.#running) return this.#exited;
    this.#child!.stdin!.end();
    this.#signal("SIGTERM");
    const timer = setTimeout(() => this.#signal("SIGKILL"), STOP_GRACE_MS);
    await this.#exited;
    clearTimeout(timer);
  }

  #signal(signal: NodeJS.Signals): void {
    if (this.#running && this.#child) signalGroup(this.#child, signal);
  }

  /** Reports the exit once stderr is read to its end (what the process group left behind is killed first), so that its end is known. */
  #exitedWith(code: number | null, signal: NodeJS.Signals | null): void {
    this.#signal("SIGKILL");
    const report = () => (clearTimeout(timer), this.#ended(describeExit(code, signal, stderrSummary(this.#errorTail))));
    const timer = setTimeout(report, STDERR_GRACE_MS); // a process outside the group holds stderr open
    void this.#exited.then(report);
  }

  #ended(description: string): void {
    if (!this.#running) return;
    this.#signal("SIGKILL"); // anything the server left behind in its process group
    this.#running = false;
    process.removeListener("exit", this.#killOnExit);
    this.onexit?.(description);
  }

  #readError(chunk: string): void {
    if ((this.#options.stderr ?? "inherit") === "inherit") process.stderr.write(chunk);
    this.#errorTail = (this.#errorTail + chunk).slice(-ERROR_TAIL);
  }

  #read(chunk: string): void {
    const lines = (this.#buffer + chunk).split("\n");
    this.#buffer = lines.pop()!;
    for (const line of lines.map((l) => l.trim()).filter(Boolean)) {
      let message: unknown;
      try {
        message = JSON.parse(line);
      } catch {
        message = undefined;
      }
      if (typeof message === "object" && message !== null && (message as { jsonrpc?: unknown }).jsonrpc === "2.0")
        this.onmessage?.(message as JSONRPCMessage);
      else this.#options.onNoise?.(line);
    }
  }
}
