// What the entries a view's frame captured (shared/view-console.ts) mean for "Why is it blank?": an
// uncaught error or rejection stopped the view's script or callback, a handler the App called threw
// (the App keeps it to its `error` event, where nobody may listen), a console.error before the view
// rendered or just before it shrank (how Vue reports a render error), and, when no ui/initialize
// came, the error that explains why, in place of the guess; and whether the view failed, which makes
// its CSP violations errors (csp-verdict.ts).
import type { CspViolation } from "../../shared/csp-violation.js";
import { entryText, headline, whereOf, type ViewConsoleEntry } from "../../shared/view-console.js";
import { CspVerdict } from "./csp-verdict.js";
import type { Diagnostic, SessionEmitter, SessionEvents } from "./events.js";
import type { ProfiledHost } from "./explain-violation.js";

const STACK_NOTE = "Its stack is in the Console tab.";

/** The entry as read in a diagnostics line: `TypeError: x is undefined (main.js:12)`. */
export function errorPlace(entry: ViewConsoleEntry): string {
  const where = whereOf(entry);
  return where ? `${entry.text} (${where})` : entry.text;
}

/** Whether an entry stops what the view was doing (and may explain a view that never connected). */
export const isFailure = (entry: ViewConsoleEntry): boolean => entry.kind === "uncaught" || entry.kind === "rejection";

/** What an uncaught error stopped: the rest of a script only while the page first ran its scripts; later, the one call that threw. */
const UNCAUGHT = {
  loading: "An uncaught error while the page first ran its scripts: the rest of that script did not run.",
  later:
    "An uncaught error in code that ran later (an event handler, a timer, a promise callback, or a framework rendering a change): that call stopped where it threw, and the view kept running. What it was drawing may be missing: React, for one, removes the whole view on a render error no error boundary catches.",
};

/** What the App's wording of a failure in a binding's subscriber means (entryText turns it into the author's words). */
const SUBSCRIBER =
  "A component, memo or effect that reads the App's state (in Solid, createToolResult() and the other create… functions), or a function given to app.subscribe(), threw as the state changed.";

/** The diagnostics line an entry deserves (the first of its kind in a frame), if any; a console.error's depends on the view's size (ConsoleHeard). */
export function consoleDiagnostic(entry: ViewConsoleEntry): Diagnostic | undefined {
  if (entry.kind === "app-error")
    return {
      key: "app-error",
      severity: "error",
      title: entryText(entry),
      detail: `${entryText(entry) === entry.text ? "" : `${SUBSCRIBER} `}The App caught this and reported it to its error event (app.onerror), where nothing else shows it. ${STACK_NOTE}`,
    };
  if (entry.kind === "uncaught")
    return {
      key: "uncaught",
      severity: "error",
      title: `The view threw: ${errorPlace(entry)}`,
      detail: `${entry.loading ? UNCAUGHT.loading : UNCAUGHT.later} ${STACK_NOTE}`,
    };
  if (entry.kind === "rejection")
    return {
      key: "rejection",
      severity: "error",
      title: headline(entry),
      detail: `A promise of the view failed and nothing caught it. ${STACK_NOTE}`,
    };
  return undefined;
}

/** The handshake line when no ui/initialize came `seconds` after the frame loaded: the view's first error explains it, when there was one. */
export function silentHandshake(seconds: number, failure: ViewConsoleEntry | undefined): Pick<Diagnostic, "title" | "detail"> {
  const title = `No ui/initialize ${seconds} s after the frame loaded`;
  if (failure)
    return {
      title: `${title}: the view's script threw ${errorPlace(failure)}`,
      detail: `It failed before it connected (a view must send ui/initialize first). ${STACK_NOTE}`,
    };
  return {
    title,
    detail:
      "The view never connected, and threw no error: does it call app.connect()? Did its script fail to load (see the CSP lines here and the Console tab)? A view must send ui/initialize first.",
  };
}

const ERROR_LEVELS = new Set(["error", "critical", "alert", "emergency"]);

/** The frame's host, as far as the diagnostics look at it. */
interface HeardHost {
  readonly initialized: boolean;
  readonly closed?: boolean;
  readonly ready?: Promise<unknown>;
}

/** Options of {@link ConsoleHeard}. */
export interface HeardOptions {
  openai: boolean;
  graceMs: number;
  /** The view's resource, and the profiled hosts its CSP violations are compared with. */
  uri?: string;
  hosts?: readonly ProfiledHost[];
}

/**
 * What the frame's console capture said that matters to the diagnostics: the first failure before
 * the handshake, one line per kind; and, for its CSP violations, whether the view failed after all.
 */
export class ConsoleHeard {
  /** The first uncaught error or rejection before the handshake completed. */
  failure: ViewConsoleEntry | undefined;
  /** Whether the grace passed without a handshake (the line said so). */
  silent = false;
  readonly #reported = new Set<string>();

  readonly #events: SessionEmitter;
  readonly #graceMs: number;
  /** Whether the view uses the injected window.openai (which is what connects, then). */
  readonly openai: boolean;

  readonly #host: HeardHost;
  /** The frame's CSP violations, notes until the view fails. */
  readonly csp: CspVerdict;
  #sized = false;
  /** The height the view reported last (undefined: none yet). */
  #height: number | undefined;
  /** The last console.error since the view rendered, and the height then: the next size tells whether it broke the view. */
  #logged: { entry: ViewConsoleEntry; height: number } | undefined;
  /**
   * The view's size when each console.error not noted yet was heard, and how far it shrank since:
   * an entry is noted once the server has read it, after the size reports that followed it.
   */
  readonly #heard: Array<{ sized: boolean; height: number | undefined; shrankTo?: number }> = [];
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(events: SessionEmitter, host: HeardHost, options: HeardOptions) {
    this.#events = events;
    this.#host = host;
    this.openai = options.openai;
    this.#graceMs = options.graceMs;
    this.csp = new CspVerdict(events, options.uri ?? "the view's resource", options.hosts ?? []);
    events.addEventListener("log", this.#onLog);
    events.addEventListener("view-size", this.#onSize);
    events.addEventListener("view-console-heard", this.#onHeard);
    void host.ready?.then(
      () => (this.#timer = setTimeout(() => this.#unsized(), 2 * this.#graceMs)),
      () => {},
    );
  }

  /** A CSP violation the frame reported. */
  violation(v: CspViolation): Diagnostic | undefined {
    return this.csp.violation(v);
  }

  /** The frame is gone: stop listening. */
  close(): void {
    clearTimeout(this.#timer);
    this.#events.removeEventListener("log", this.#onLog);
    this.#events.removeEventListener("view-size", this.#onSize);
    this.#events.removeEventListener("view-console-heard", this.#onHeard);
  }

  readonly #onHeard = ({ kind }: SessionEvents["view-console-heard"]) => {
    if (kind === "console-error") this.#heard.push({ sized: this.#sized, height: this.#height });
  };

  readonly #onLog = ({ source, level, data }: SessionEvents["log"]) => {
    if (source === "view" && ERROR_LEVELS.has(level))
      this.csp.failed(`it logged an error (${typeof data === "string" ? data : JSON.stringify(data)})`.slice(0, 300));
  };

  readonly #onSize = ({ height }: SessionEvents["view-size"]) => {
    for (const heard of this.#heard)
      if (height !== undefined && heard.height !== undefined && height < heard.height) heard.shrankTo ??= height;
    if ((height ?? 0) > 0) this.#sized = true;
    this.#height = height;
    const logged = this.#logged;
    if (!logged || height === undefined || height === logged.height) return;
    this.#logged = undefined;
    if (height < logged.height)
      this.#loggedProblem(logged.entry, `The view logged an error, then shrank from ${logged.height} to ${height} px`);
  };

  /**
   * A console.error is a problem when the view has not rendered (no height above 0 reported yet), or
   * when the view shrinks right after it: Vue, for one, reports a render error with console.error and
   * leaves the failed part out. Logged while the view shows something that then stays or grows, it
   * is left to the Console.
   */
  #consoleError(entry: ViewConsoleEntry): void {
    const { sized, height, shrankTo } = this.#heard.shift() ?? { sized: this.#sized, height: this.#height };
    if (!sized) return this.#loggedProblem(entry, "The view logged an error before it rendered");
    if (height !== undefined && shrankTo !== undefined)
      return this.#loggedProblem(entry, `The view logged an error, then shrank from ${height} to ${shrankTo} px`);
    if (this.#height !== undefined) this.#logged ??= { entry, height: this.#height };
  }

  #loggedProblem(entry: ViewConsoleEntry, what: string): void {
    this.csp.failed(`it logged ${errorPlace(entry)}`.slice(0, 300));
    if (this.#reported.has("console-error")) return;
    this.#reported.add("console-error");
    this.#events.dispatch("diagnostic", {
      key: "console-error",
      severity: "error",
      title: `${what}: ${errorPlace(entry)}`,
      detail: `A framework may report a render error this way (Vue does, without app.config.errorHandler), and leave out what failed to render. ${STACK_NOTE}`,
    });
  }

  #unsized(): void {
    if (!this.#sized && !this.#host.closed) this.csp.failed(`it reported no size ${(2 * this.#graceMs) / 1000} s after the handshake`);
  }

  note(entry: ViewConsoleEntry): void {
    const line = consoleDiagnostic(entry);
    if (line && !this.#reported.has(line.key)) {
      this.#reported.add(line.key);
      this.#events.dispatch("diagnostic", line);
    }
    if (entry.kind === "app-error") this.csp.failed(`its App reported ${entryText(entry)}`);
    else if (isFailure(entry)) this.csp.failed(`it threw ${errorPlace(entry)}`);
    else if (entry.kind === "console-error") this.#consoleError(entry);
    if (this.failure || !isFailure(entry) || this.#host.initialized) return;
    this.failure = entry;
    if (this.silent) this.reportSilent();
  }

  /** The handshake line after the grace, with the failure that explains it. */
  reportSilent(): void {
    this.silent = true;
    const seconds = this.#graceMs / 1000;
    this.csp.failed(`no ui/initialize came ${seconds} s after the frame loaded`);
    if (this.openai)
      return this.#events.dispatch("diagnostic", {
        key: "handshake",
        severity: "error",
        title: `The injected window.openai did not connect ${seconds} s after the frame loaded`,
        detail: "The widget origin puts it before the view's scripts: see the Console tab.",
      });
    this.#events.dispatch("diagnostic", { key: "handshake", severity: "error", ...silentHandshake(seconds, this.failure) });
  }
}
