// Reload on save (`mcp-view dev --watch <path> --build <command>`): the watcher (file-watcher.ts)
// feeds the queue (build-queue.ts), which runs the build (build-run.ts) and says what happened, in
// the terminal and on the page's stream (watch-stream.ts), whose `built` and `changed` reload the
// view. The first build runs before the MCP server starts, so that a fresh project's output exists
// when the server first reads it. A rebuild per change rather than a long-running `vite build
// --watch`: only so does the dev host know when a build has finished, and whether it failed.
import { relative } from "node:path";
import { BuildQueue, type QueueEvent } from "./build-queue.js";
import { runBuild } from "./build-run.js";
import { watchFiles, type FileWatcher } from "./file-watcher.js";
import { WatchStream } from "./watch-stream.js";

/** Options of {@link ReloadOnSave}. */
export interface ReloadOnSaveOptions {
  /** Files and directories to watch (relative to `cwd`, or absolute). */
  watch?: readonly string[];
  /** The shell command that builds the views. */
  build?: string;
  /** @default process.cwd() */
  cwd?: string;
  /** Each line for the terminal: the build's output (indented) and what happens. */
  onLine?: (line: string) => void;
}

const FIRST = "mcp-view dev started";

/** One line for the terminal per queue event; the first build reloads nothing. */
function terminalLine(event: QueueEvent): string {
  const first = event.reason === FIRST;
  switch (event.kind) {
    case "building":
      return `${event.reason}: building…`;
    case "built":
      return `built in ${(event.ms / 1000).toFixed(1)} s${first ? "" : ": reloading the view"}`;
    case "build-failed":
      return `The build failed (${event.outcome.exit}): see its output above; ${first ? "the next successful build reloads the view." : "the view was not reloaded."}`;
    case "changed":
      return `${event.reason}: reloading the view`;
  }
}

export class ReloadOnSave {
  readonly stream: WatchStream;
  readonly #options: ReloadOnSaveOptions;
  readonly #queue: BuildQueue;
  #watcher: FileWatcher | undefined;
  #closed = false;

  constructor(options: ReloadOnSaveOptions) {
    this.#options = options;
    const cwd = options.cwd ?? process.cwd();
    const watched = (options.watch ?? []).map((path) => relative(cwd, path) || ".");
    this.stream = new WatchStream(
      [watched.length && `watching ${watched.join(", ")}`, options.build && `building with ${options.build}`].filter(Boolean).join("; "),
    );
    const onLine = (line: string) => options.onLine?.(`  [build] ${line}`);
    const command = options.build;
    this.#queue = new BuildQueue({
      ...(command !== undefined && { build: () => runBuild(command, { cwd, onLine }) }),
      report: (event) => this.#report(event),
    });
  }

  /** Starts watching, then runs the first build; resolves when it has ended (failed or not). */
  async start(): Promise<void> {
    const { watch = [], cwd } = this.#options;
    if (watch.length) {
      const watcher = await watchFiles(watch, {
        ...(cwd !== undefined && { cwd }),
        onChange: (name) => this.#queue.changed(name),
        onError: (error) => this.#options.onLine?.(`Watching failed: ${error.message}`),
      });
      if (this.#closed) return void (await watcher.close());
      this.#watcher = watcher;
    }
    if (this.#options.build !== undefined) await this.#queue.buildNow(FIRST);
  }

  /** Stops watching and the running build (its whole process group), and ends the page's streams. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all([this.#queue.close(), this.#watcher?.close(), this.stream.close()]);
  }

  #report(event: QueueEvent): void {
    this.#options.onLine?.(terminalLine(event));
    if (event.kind === "build-failed")
      this.stream.publish({ kind: "build-failed", reason: event.reason, exit: event.outcome.exit, output: event.outcome.output });
    else this.stream.publish({ kind: event.kind, reason: event.reason });
  }
}
