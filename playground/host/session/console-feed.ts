// Where the entries a view's frame captured go (shared/view-console.ts): the Console panel (the
// `view-console` event), the run's diagnostics (Run.noteConsole) and the `mcp-view dev` terminal
// (POST /api/console). The frame's script caps what it sends; a frame is untrusted all the same, so
// the page takes at most MAX_PER_FRAME (and the frame's "dropped" note) from each frame window.
import { CONSOLE_API, MAX_PER_FRAME, type ConsoleReport, type ViewConsoleEntry } from "../../shared/view-console.js";
import { api } from "./api.js";
import type { SessionEmitter } from "./events.js";

/** What the feed needs of the run whose frame spoke. */
interface ConsoleRun {
  tool: { name: string };
  noteConsole(entry: ViewConsoleEntry): void;
}

/** Sends a report to the playground server; a failure (the server is gone) is nobody's business. */
function postReport(report: ConsoleReport): void {
  void api(CONSOLE_API, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(report) }).catch(() => {});
}

/** A feed: `(run, frame window, entry)` for each entry the session accepted from the run's current frame. */
export function createConsoleFeed(events: SessionEmitter, post: (report: ConsoleReport) => void = postReport) {
  const counts = new WeakMap<object, number>();
  return (run: ConsoleRun, source: object, entry: ViewConsoleEntry): void => {
    const count = counts.get(source) ?? 0;
    if (count > MAX_PER_FRAME) return;
    counts.set(source, count + 1);
    const tool = run.tool.name;
    events.dispatch("view-console", { tool, entry });
    run.noteConsole(entry);
    post({ tool, entry });
  };
}
