// Server code reload (`mcp-view dev --watch … -- <command…>`): the stdio server is restarted when
// its code changes (server-files.ts says what that is), as the view is rebuilt when its sources do.
// Changes settle first (build-queue.ts: one save, or several files saved together, make one
// restart); the old relay is closed, which stops the old process's whole process group (SIGTERM,
// then SIGKILL) before the new one starts, so no old server is left running; requests to `/mcp`
// wait for the new one. The terminal says so, and the page's stream (`server-restarted`), on which
// the page connects again and runs the last tool call against the new server. The files are read
// again after each restart, so an import added in the change is watched from then on.
import { BuildQueue } from "./build-queue.js";
import { watchFiles, type FileWatcher } from "./file-watcher.js";
import { serverFiles } from "./server-files.js";
import { startStdioRelay, type StdioRelay, type StdioRelayOptions } from "./stdio-relay.js";
import type { WatchStream } from "./watch-stream.js";

/** Options of {@link startRestartingRelay}. */
export interface RestartingRelayOptions extends StdioRelayOptions {
  /** Where the page hears of each restart. */
  stream: WatchStream;
  /** Each line for the terminal. */
  onLine?: (line: string) => void;
  /** What the command's relative paths are relative to. @default process.cwd() */
  cwd?: string;
}

/** What a server that ended can do now: the next save of its code restarts it. */
const AGAIN = "save a file of its code to start it again";

/** Starts `argv` as a stdio MCP server behind `/mcp` (stdio-relay.ts), restarted when its code changes. */
export async function startRestartingRelay(argv: readonly string[], options: RestartingRelayOptions): Promise<StdioRelay> {
  const { stream, onLine, cwd = process.cwd(), ...relayOptions } = options;
  const start = () => startStdioRelay(argv, { ...relayOptions, again: AGAIN });
  let relay = await start();
  let watcher: FileWatcher | undefined;
  let closed = false;
  /** The restart under way, if any: `/mcp` waits for it. */
  let restarting: Promise<void> = Promise.resolve();

  const watch = async () => {
    const files = serverFiles(argv, cwd);
    const next = files.length
      ? await watchFiles(files, {
          cwd,
          onChange: (name) => queue.changed(name),
          onError: (error) => onLine?.(`Watching the server's code failed: ${error.message}`),
        })
      : undefined;
    await watcher?.close();
    watcher = next;
    if (closed) await watcher?.close();
  };
  const restart = async (reason: string) => {
    if (closed) return;
    await relay.close();
    relay = await start();
    onLine?.(`server code changed (${reason}): restarted ${argv.join(" ")} (pid ${relay.pid ?? "none: it ended, see above"})`);
    stream.publish({ kind: "server-restarted", reason });
    await watch();
  };
  const queue = new BuildQueue({
    report: (event) => {
      if (event.kind !== "changed") return;
      restarting = restarting
        .then(() => restart(event.reason))
        .catch((error: Error) => onLine?.(`The MCP server could not be restarted: ${error.message}`));
    },
  });
  try {
    await watch();
  } catch (error) {
    await relay.close();
    throw error;
  }

  return {
    get pid() {
      return relay.pid;
    },
    get negotiated() {
      return relay.negotiated;
    },
    get ended() {
      return relay.ended;
    },
    async handle(req, res) {
      await restarting;
      await relay.handle(req, res);
    },
    async close() {
      closed = true;
      await queue.close();
      await restarting;
      await Promise.all([watcher?.close(), relay.close()]);
    },
  };
}
