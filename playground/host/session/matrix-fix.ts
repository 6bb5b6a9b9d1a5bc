// What a failing row of the Hosts matrix asks of the view's author, in one sentence for the row's
// last cell: from what the run heard (matrix-tally.ts), the most telling first. A legacy host that
// the view did not opt in to (ChatGPT with only window.openai) says what the opt-in is and that
// today's hosts need none; a view that never connected, the error that stopped it; a host that drops
// structuredContent, what the result lacks; an error the view reported, that error; a CSP violation
// after which it failed, the line's advice; else what a blank view usually misses. The view an
// elicitation names that did not opt in, how to declare it (else the host's own form asks instead).
// A view that rendered with no error but breaks an accessibility rule of error severity in the row's
// look (A11Y-…, its contrast under that host's theme among them) fails its row with that rule's fix.
import { checkAccessibility, checkRendered, checkWire, type Finding, type WireMessage } from "mcp-view/testing";
import { headline } from "../../shared/view-console.js";
import type { Diagnostic } from "./events.js";
import type { MatrixRow } from "./matrix-tally.js";
import { OPENAI_KEY } from "./openai-view.js";

/** What the fix needs of the profile. */
export interface FixedProfile {
  legacy?: boolean;
  /** Whether its view's frame gets only the injected window.openai. */
  onlyOpenAi?: boolean;
}

export const LEGACY_FIX =
  "Legacy host: it answers only through window.openai. To support it, opt in with new App(info, capabilities, { fallback: openAiFallback }) from mcp-view/openai (about 1.5 KB gzipped); today's ChatGPT speaks ui/* and needs none.";

const ERROR_KINDS = new Set(["uncaught", "rejection", "app-error", "console-error"]);

/** The row's JSON-RPC log as the wire the conformance rules read. */
export const rowWire = (row: MatrixRow): WireMessage[] =>
  row.log.rpc.map(({ direction, message }) => ({ from: direction === "in" ? "view" : "host", message }));

/** The accessibility rules' findings on what the row's probe measured of its view, in the row's look. */
export const rowAccessibility = (row: MatrixRow): Finding[] => checkAccessibility(row.accessibility ?? {}, "view");

/** The first accessibility finding of error severity, which fails the row. */
const accessibilityError = (row: MatrixRow): Finding | undefined => rowAccessibility(row).find((f) => f.severity === "error");

/** The conformance rules' findings on the row's wire, its rendered view (the row ran to its settling, so APP-104 is judged) and its accessibility. */
export const rowFindings = (row: MatrixRow): Finding[] => [
  ...checkWire(rowWire(row)),
  ...checkRendered(row.design ?? {}, "view"),
  ...rowAccessibility(row),
];

/** The row's failure: no handshake, not rendered, an error heard, an elicitation's view that did not opt in, or an accessibility error. */
export const rowFailed = (row: MatrixRow): boolean =>
  row.handshakeMs === undefined || !row.rendered || row.errors > 0 || row.optedIn === false || accessibilityError(row) !== undefined;

/** The fix of an elicitation's view that did not opt in. */
export const OPT_IN_FIX =
  "Declare that the view renders elicitations: elicitationOf(app) before app.connect() (appCapabilities.elicitation in its ui/initialize); without it the host asks in its own form.";

/** A CSP line's advice, without the verdict in front of it and the hosts' sentence after it. */
function cspAdvice(line: Diagnostic): string {
  const advice = (line.detail ?? "").replace(/^The view then failed: .*?\. (?=[A-Z])/, "").replace(/ Of the profiled hosts: .*$/, "");
  return `${line.title}: ${advice}`;
}

/** The sentence for the last cell of `row`; undefined for a row that did not fail. */
export function rowFix(row: MatrixRow, profile: FixedProfile): string | undefined {
  if (!rowFailed(row)) return undefined;
  const { console: heard, diagnostics } = row.log;
  const usedOpenAi = diagnostics.some((d) => d.key === OPENAI_KEY && d.severity === "ok");
  if (profile.onlyOpenAi && !usedOpenAi) return profile.legacy ? LEGACY_FIX : LEGACY_FIX.replace(/^Legacy host: /, "");
  const error = heard.find((e) => ERROR_KINDS.has(e.kind));
  if (row.handshakeMs === undefined)
    return error
      ? `Its script failed before it connected: ${headline(error)}.`
      : "It sent no ui/initialize: does it call app.connect(), and did its script load (see the CSP column)?";
  if (row.optedIn === false) return error ? `Fix the error it reported: ${headline(error)}. ${OPT_IN_FIX}` : OPT_IN_FIX;
  // Dropped structuredContent first: what the view then throws or fails to draw follows from it.
  const stripped = diagnostics.find((d) => d.key === "stripped" && d.severity !== "info");
  if (stripped) return `${stripped.title}: ${stripped.detail}`;
  if (error) return `Fix the error it reported: ${headline(error)}.`;
  const csp = diagnostics.find((d) => d.key.startsWith("csp:") && d.severity === "error");
  if (csp) return cspAdvice(csp);
  const inaccessible = row.rendered && accessibilityError(row);
  if (inaccessible) return `${inaccessible.rule}: ${inaccessible.fix}`;
  return "It reported no height above 0: does it render what the tool result carries (ontoolresult), and report its size (autoResize is on by default)?";
}

/** A failing row's reason in one line (what failed, before the fix says what to change); undefined for a row that did not fail. */
export function rowReason(row: MatrixRow): string | undefined {
  if (!rowFailed(row)) return undefined;
  if (row.handshakeMs === undefined) return "no handshake: the view did not complete ui/initialize in time";
  if (row.optedIn === false)
    return "the elicitation's view did not opt in: its ui/initialize declared no appCapabilities.elicitation, so the host's own form asks instead";
  if (row.errors > 0) {
    const error = row.log.console.find((e) => ERROR_KINDS.has(e.kind));
    return `${row.errors} error${row.errors === 1 ? "" : "s"}${error ? `, the first: ${headline(error)}` : ""}`;
  }
  const inaccessible = row.rendered && accessibilityError(row);
  if (inaccessible) return `${inaccessible.rule} (${inaccessible.subject}): ${inaccessible.message}`;
  return "not rendered: the view reported no height above 0";
}
