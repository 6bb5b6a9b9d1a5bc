// What a view says where its author does not look, as the capture script the widget origin injects
// into each frame (server/console-capture.ts) reports it to the host page: uncaught errors, unhandled
// rejections, console.error and console.warn, and the errors each App reports to its `error` event
// (through the devtools hook). The page shows them in its Console and sends them, one line each, to
// the `mcp-view dev` terminal (POST /api/console). A frame is untrusted: the guard checks every field
// and every cap, whatever the script was meant to send.
import { isPlainObject } from "./guards.js";

/** The `type` of the messages the capture script posts to the host page. */
export const VIEW_CONSOLE_MESSAGE = "mcp-view-playground:console";

/**
 * What was captured: an uncaught error, an unhandled rejection, console.error or .warn, an App's
 * reported error, or the note that the rest was dropped; and, from the page (which has them from the
 * CSP listener of shared/csp-violation.ts), a CSP violation.
 */
export type ViewConsoleKind = "uncaught" | "rejection" | "console-error" | "console-warn" | "app-error" | "dropped" | "csp";

/** The longest `text` (characters) the script sends and the page accepts. */
export const MAX_TEXT = 2000;
/** The longest `stack`. */
export const MAX_STACK = 4000;
/** The longest `file`. */
export const MAX_FILE = 300;
/** The entries one frame may send in a second, and in all. */
export const MAX_PER_SECOND = 20;
export const MAX_PER_FRAME = 200;

/** One captured entry. `file` is the script's last path segment (`inline` for the view's own document). */
export interface ViewConsoleEntry {
  kind: ViewConsoleKind;
  text: string;
  stack?: string;
  file?: string;
  line?: number;
  column?: number;
  /**
   * Whether it happened while the page first ran its scripts (before DOMContentLoaded, which comes
   * after the deferred and module scripts): a script that threw then did not run to its end.
   */
  loading?: boolean;
}

/** The message the script posts. */
export type ViewConsoleMessage = ViewConsoleEntry & { type: typeof VIEW_CONSOLE_MESSAGE };

const KINDS: ReadonlySet<unknown> = new Set<ViewConsoleKind>([
  "uncaught",
  "rejection",
  "console-error",
  "console-warn",
  "app-error",
  "dropped",
  "csp",
]);

const text = (value: unknown, max: number) => typeof value === "string" && value.length <= max;
const optionalText = (value: unknown, max: number) => value === undefined || text(value, max);
const optionalCount = (value: unknown) => value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0);

/** The fields of an entry, checked: the kind is known, every text within its cap, lines are counts. */
export function isViewConsoleEntry(data: unknown): data is ViewConsoleEntry {
  return (
    isPlainObject(data) &&
    KINDS.has(data.kind) &&
    text(data.text, MAX_TEXT) &&
    optionalText(data.stack, MAX_STACK) &&
    optionalText(data.file, MAX_FILE) &&
    optionalCount(data.line) &&
    optionalCount(data.column) &&
    (data.loading === undefined || typeof data.loading === "boolean")
  );
}

/** Whether `data` (a message from a frame: anything) is a well-formed capture message. */
export function isViewConsoleMessage(data: unknown): data is ViewConsoleMessage {
  return isPlainObject(data) && data.type === VIEW_CONSOLE_MESSAGE && isViewConsoleEntry(data);
}

/** Only the entry's own fields (a message may carry more). */
export function entryOf(data: ViewConsoleEntry): ViewConsoleEntry {
  const { kind, text, stack, file, line, column, loading } = data;
  return {
    kind,
    text,
    ...(stack !== undefined && { stack }),
    ...(file !== undefined && { file }),
    ...(line !== undefined && { line }),
    ...(column !== undefined && { column }),
    ...(loading !== undefined && { loading }),
  };
}

/** `file:line` (or `file`, or nothing) of an entry: `main.js:12`. */
export function whereOf(entry: Pick<ViewConsoleEntry, "file" | "line">): string {
  if (!entry.file) return "";
  return entry.line ? `${entry.file}:${entry.line}` : entry.file;
}

/**
 * The App's own words for a failure of code it called, in the words of the author who wrote that
 * code: the App calls "subscriber" what a binding subscribes to its state with, which in Solid runs
 * the author's components, memos and effects as the state changes.
 */
const AUTHOR_WORDS: [RegExp, string][] = [[/^A subscriber handler threw: /, "Rendering the App's new state threw: "]];

/** An entry's text as its author reads it (an App error in the author's terms), without a label. */
export function entryText(entry: Pick<ViewConsoleEntry, "kind" | "text">): string {
  if (entry.kind !== "app-error") return entry.text;
  return AUTHOR_WORDS.reduce((text, [internal, author]) => text.replace(internal, author), entry.text);
}

/** How an entry reads on one line, without its place: `Uncaught TypeError: x is undefined`, `console.error: …`. */
export function headline(entry: Pick<ViewConsoleEntry, "kind" | "text">): string {
  const prefix = {
    uncaught: "Uncaught ",
    rejection: "Unhandled rejection: ",
    "console-error": "console.error: ",
    "console-warn": "console.warn: ",
    "app-error": "App error: ",
    dropped: "",
    csp: "CSP violation: ",
  }[entry.kind];
  return prefix + entryText(entry);
}

/** The host page's route for {@link ConsoleReport}s. */
export const CONSOLE_API = "/api/console";

/**
 * The body of POST /api/console: an entry of the view of `tool`, from the frame at `frame` (its URL),
 * which the server reads through that frame's source maps. It answers `{ entry }`, the entry as read.
 */
export interface ConsoleReport {
  tool: string;
  entry: ViewConsoleEntry;
  frame?: string;
}

/** The longest tool name in a report, and the largest body (bytes) the server reads. */
export const MAX_TOOL = 200;
export const MAX_REPORT_BYTES = 16_384;

/** Whether `data` (a parsed body) is a report. */
export function isConsoleReport(data: unknown): data is ConsoleReport {
  return isPlainObject(data) && text(data.tool, MAX_TOOL) && isViewConsoleEntry(data.entry) && optionalText(data.frame, MAX_FILE);
}
