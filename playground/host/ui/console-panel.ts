// The Console: the one place for everything a view says. The view's log messages
// (notifications/message, or ui/log) and the server's, and what the frame's console capture heard
// (shared/view-console.ts): uncaught errors, unhandled rejections, console.error and .warn, the
// App's reported errors, and CSP violations; each with its level, its source, its place
// (file:line) and, for errors, a collapsible stack. It counts the current view's errors and
// warnings for the tab's badge.
import { entryText, whereOf, type ViewConsoleEntry, type ViewConsoleKind } from "../../shared/view-console.js";
import { pretty } from "../session/format.js";
import { h } from "./dom.js";
import { ListPanel, time } from "./list-panel.js";

/** The current view's errors and warnings. */
export interface ConsoleCounts {
  errors: number;
  warnings: number;
}

const LEVELS: Record<ViewConsoleKind, string> = {
  uncaught: "error",
  rejection: "error",
  "console-error": "error",
  "app-error": "error",
  // A note: "Why is it blank?" says whether it broke the view.
  csp: "info",
  "console-warn": "warning",
  dropped: "info",
};

const SOURCES: Record<ViewConsoleKind, string> = {
  uncaught: "uncaught error",
  rejection: "unhandled rejection",
  "console-error": "console.error",
  "console-warn": "console.warn",
  "app-error": "App error event",
  csp: "Content-Security-Policy",
  dropped: "playground",
};

const ERROR_LEVELS = new Set(["error", "critical", "alert", "emergency"]);

export class ConsolePanel extends ListPanel {
  #counts: ConsoleCounts = { errors: 0, warnings: 0 };
  /** Called with the current view's counts after each change. */
  onchange: ((counts: ConsoleCounts) => void) | undefined;

  constructor() {
    super(
      "console",
      "Console",
      "What the view says appears here: its uncaught errors, rejected promises, console.error and console.warn, the App's reported errors, CSP violations, and the log messages of the view (notifications/message, or ui/log) and the server.",
    );
  }

  /** A new view: a divider, and the counts start over. */
  newView(tool: string): void {
    this.push(h("li", { class: "console-divider" }, `${tool} called`, h("time", {}, time())));
    this.#count("");
  }

  /** The counts start over (the view reloaded). */
  resetCounts(): void {
    this.#count("");
  }

  /** A log message (notifications/message) from the view or the server. */
  add(source: "view" | "server", level: string, logger: string | undefined, data: unknown): void {
    const text = typeof data === "string" ? data : pretty(data);
    this.push(this.#line(level, `${source}${logger ? ` · ${logger}` : ""}`, text));
    if (source === "view") this.#count(level);
  }

  /** An entry the view's frame captured: its source says what it is (`console.error`), so its text carries no label of its own. */
  addEntry(entry: ViewConsoleEntry): void {
    const level = LEVELS[entry.kind];
    const where = whereOf(entry);
    const line = this.#line(level, `view · ${SOURCES[entry.kind]}`, entryText(entry), where);
    line.dataset.kind = entry.kind;
    if (entry.stack) line.append(h("details", { class: "stack" }, h("summary", {}, "Stack"), h("pre", {}, entry.stack)));
    this.push(line);
    this.#count(level);
  }

  #line(level: string, source: string, text: string, where = ""): HTMLLIElement {
    return h(
      "li",
      { class: `log ${level}` },
      h("span", { class: `level ${level}` }, level),
      ` ${source}: `,
      h("span", { class: "text" }, text),
      where && h("code", { class: "where" }, where),
      h("time", {}, time()),
    );
  }

  #count(level: string): void {
    if (!level) this.#counts = { errors: 0, warnings: 0 };
    else if (ERROR_LEVELS.has(level)) this.#counts.errors++;
    else if (level === "warning") this.#counts.warnings++;
    else return;
    this.onchange?.({ ...this.#counts });
  }
}
