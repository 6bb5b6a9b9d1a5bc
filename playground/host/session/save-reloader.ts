// What the page does when reload on save says the views were rebuilt (or a watched file changed):
// the current view is reloaded with its last tool input and result replayed, and the tool is never
// called again. A run still on its way (loading, streaming, calling) is reloaded once it is done;
// a run that failed or was cancelled has nothing to replay, and the next run reads the new build
// anyway, as does a page with no view shown.
import type { Run } from "./run.js";
import type { Session } from "./session.js";

const ON_ITS_WAY = new Set(["loading", "streaming", "calling"]);

export class SaveReloader {
  readonly #session: Session;
  #waiting: { run: Run; reason: string } | undefined;

  constructor(session: Session) {
    this.#session = session;
    session.events.addEventListener("run-state", ({ state }) => {
      const waiting = this.#waiting;
      if (!waiting || ON_ITS_WAY.has(state)) return;
      this.#waiting = undefined;
      if (state === "done" && session.run === waiting.run) void session.reload(waiting.reason);
    });
  }

  /** Reloads the current view for `reason` ("src/main.ts changed") now, or once its run is done. */
  reload(reason: string): void {
    const run = this.#session.run;
    if (!run?.uri) return;
    if (run.state === "done") void this.#session.reload(reason);
    else if (ON_ITS_WAY.has(run.state)) this.#waiting = { run, reason };
  }
}
