// POST /api/console: the host page sends each entry its view's frame captured (shared/view-console.ts)
// so the `mcp-view dev` terminal shows it, one line each, prefixed with the tool name:
// `[show_orders] Uncaught TypeError: x is undefined (main.js:12)`. The text is the view's: a line
// never carries a control character (no ANSI escape, no carriage return rewriting the terminal),
// newlines are written as `\n`, and it is capped in length. The entry is first read through its
// frame's source maps (`read`: the author's files and lines), and the page gets it back to show.
import type { IncomingMessage, ServerResponse } from "node:http";
import { headline, isConsoleReport, MAX_REPORT_BYTES, whereOf, type ConsoleReport, type ViewConsoleEntry } from "../shared/view-console.js";
import { readBody, sendJson } from "./http.js";

/** The longest line written to the terminal, in characters. */
export const MAX_LINE = 500;

// C0 controls but tab, newline and carriage return (escaped below), DEL and the C1 controls (ESC's 8-bit twin among them).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// Bidirectional overrides and isolates, which reorder what a terminal shows.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/g;

/** One safe terminal line for `text`: controls removed, line breaks escaped, at most `max` characters. */
export function terminalText(text: string, max = MAX_LINE): string {
  const flat = text
    .replace(CONTROL, "")
    .replace(BIDI, "")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/\t/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The terminal line of a report. */
export function consoleLine({ tool, entry }: ConsoleReport): string {
  const where = whereOf(entry);
  return terminalText(`[${tool}] ${headline(entry)}${where ? ` (${where})` : ""}`);
}

/** Reads a report's entry through its frame's source maps. */
export type ReadEntry = (report: ConsoleReport) => ViewConsoleEntry;

/**
 * Answers POST /api/console (the caller checked the request's Host, Origin and token): 200 with
 * `{ entry }`, the entry as `read` reads it, or 400 for a malformed body.
 */
export async function handleConsoleReport(
  req: IncomingMessage,
  res: ServerResponse,
  onLine: (line: string) => void,
  read: ReadEntry = (report) => report.entry,
): Promise<void> {
  if (req.method !== "POST") return sendJson(res, 405, { error: "POST only" });
  if (Number(req.headers["content-length"]) > MAX_REPORT_BYTES)
    return sendJson(res, 413, { error: `The body must be at most ${MAX_REPORT_BYTES} bytes` }, { connection: "close" });
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req, MAX_REPORT_BYTES));
  } catch {
    return sendJson(res, 400, { error: `The body must be JSON of at most ${MAX_REPORT_BYTES} bytes` });
  }
  if (!isConsoleReport(body)) return sendJson(res, 400, { error: "The body must be { tool, entry } (see shared/view-console.ts)" });
  const entry = read(body);
  onLine(consoleLine({ tool: body.tool, entry }));
  sendJson(res, 200, { entry });
}
