// Where the entries a view's frame captured go (shared/view-console.ts): the Console panel (the
// `view-console` event), the run's diagnostics (Run.noteConsole) and the `mcp-view dev` terminal
// (POST /api/console). The frame's script caps what it sends; a frame is untrusted all the same, so
// the page takes at most MAX_PER_FRAME (and the frame's "dropped" note) from each frame window. The
// server answers with the entry read through the frame's source maps (the author's files and
// lines); the Console and the run get that one, in the order the frame sent them.
import { CONSOLE_API, isViewConsoleEntry, MAX_PER_FRAME, type ConsoleReport, type ViewConsoleEntry } from "../../shared/view-console.js";
import { api } from "./api.js";
import type { SessionEmitter } from "./events.js";

/** What the feed needs of the run whose frame spoke. */
interface ConsoleRun {
  tool: { name: string };
  /** The URL of the run's current frame. */
  frameUrl: string | undefined;
  /** Notes an entry of the frame at `frameUrl` (nothing once another frame is the current one). */
  noteConsole(entry: ViewConsoleEntry, frameUrl: string | undefined): void;
}

/** Sends a report to the playground server; resolves with the entry it read, or the entry as sent when it cannot (the server is gone). */
async function postReport(report: ConsoleReport): Promise<ViewConsoleEntry> {
  try {
    const response = await api(CONSOLE_API, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
    });
    const { entry } = (await response.json()) as { entry?: unknown };
    return isViewConsoleEntry(entry) ? entry : report.entry;
  } catch {
    return report.entry;
  }
}

/** A feed: `(run, frame window, entry)` for each entry the session accepted from the run's current frame. */
export function createConsoleFeed(events: SessionEmitter, post: (report: ConsoleReport) => Promise<ViewConsoleEntry> = postReport) {
  const counts = new WeakMap<object, number>();
  let shown: Promise<void> = Promise.resolve();
  return (run: ConsoleRun, source: object, entry: ViewConsoleEntry): void => {
    const count = counts.get(source) ?? 0;
    if (count > MAX_PER_FRAME) return;
    counts.set(source, count + 1);
    const tool = run.tool.name;
    const frame = run.frameUrl;
    events.dispatch("view-console-heard", { kind: entry.kind });
    const read = post({ tool, entry, ...(frame && { frame }) });
    shown = shown
      .then(() => read)
      .then((mapped) => {
        events.dispatch("view-console", { tool, entry: mapped });
        run.noteConsole(mapped, frame);
      })
      .catch(rethrowLater);
  };
}

/** Throws what the run threw in a microtask of its own, as the events do a listener's error: told, and the next entries still show. */
function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}
