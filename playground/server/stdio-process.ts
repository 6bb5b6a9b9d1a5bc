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

/** "exited with code 1", "was stopped by SIGTERM", with the last line it wrote to stderr, if any. */
const describeExit = (code: number | null, signal: NodeJS.Signals | null, lastLine: string) =>
  `${signal ? `was stopped by ${signal}` : `exited with code ${code}`}${lastLine && ` (its last line on stderr: ${JSON.stringify(lastLine)})`}`;

/** A stderr line as short as a sentence allows. */
const clip = (line: string) => (line.length > 300 ? `${line.slice(0, 300)}…` : line);

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

  /** Reports the exit once stderr is read to its end (what the process group left behind is killed first), so that its last line is known. */
  #exitedWith(code: number | null, signal: NodeJS.Signals | null): void {
    this.#signal("SIGKILL");
    const report = () => (clearTimeout(timer), this.#ended(describeExit(code, signal, this.#lastErrorLine())));
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

  #lastErrorLine(): string {
    const line = this.#errorTail
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .at(-1);
    return line ? clip(line) : "";
  }

  #readError(chunk: string): void {
    if ((this.#options.stderr ?? "inherit") === "inherit") process.stderr.write(chunk);
    this.#errorTail = (this.#errorTail + chunk).slice(-4000);
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
