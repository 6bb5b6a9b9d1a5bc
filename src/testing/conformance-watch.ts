// What a TestHost knows for the conformance rules (host.conformance()): its record as the wire, its
// fixture as the server, the view's document for the design rules. Two moments cannot be read back
// later, so the watch notes them as they pass: the view's document when the first terminal event
// (tool-result or tool-cancelled) is sent (blank, or showing a loading state?), and its markup when
// tool-cancelled is sent (does it change after?). For the accessibility rules it notes the text when an
// error first reaches the view (a tool result with isError, a failed answer to its tools/call), and
// keeps the findings of the last host.accessibility(); the part that only reads the document (what
// Tab cannot reach, errors announced) is judged at each call, with or without a layout.
import { checkAccessibility } from "./conformance/a11y.js";
import { accessibilityProbe, type TextSnapshot } from "./conformance/a11y-probe.js";
import { checkRendered, checkServer, checkStyles, checkWire, findingsText, fixtureSnapshot, probeDocument } from "./conformance/index.js";
import type { Finding, RuleId, RuleSeverity } from "./conformance/rules.js";
import type { WireMessage } from "./conformance/wire.js";
import type { Fixture } from "./fixture.js";
import type { HostRecord } from "./recorder.js";

const TERMINAL = ["ui/notifications/tool-result", "ui/notifications/tool-cancelled"];

/** The accessibility rules judged at each `conformance()`: they only read the document. */
const READ_ONLY_A11Y = new Set(["A11Y-003", "A11Y-007"]);

/** Whether the host is handing the view an error: a tool result with isError, or a failed answer to its tools/call. */
export function bringsError(record: HostRecord): boolean {
  if (record.direction !== "sent") return false;
  const isError = (record.params as { isError?: unknown } | undefined)?.isError === true;
  if (record.method === TERMINAL[0]) return isError;
  return record.method === "tools/call" && (record.kind === "error" || (record.kind === "result" && isError));
}

/** Ignored data that is the view's own (not another window's, nor a frame's after it navigated). */
const fromView = (record: HostRecord) => record.message !== undefined && !/origin|source|navigat|failed to start/i.test(record.note ?? "");

/** A host's record as the wire the rules read. */
function wireOf(records: readonly HostRecord[]): WireMessage[] {
  return records.flatMap((r): WireMessage[] =>
    r.direction === "sent"
      ? [{ from: "host", message: r.message }]
      : r.direction === "received" || fromView(r)
        ? [{ from: "view", message: r.message }]
        : [],
  );
}

export class ConformanceWatch {
  readonly #document: Document | undefined;
  #blank: boolean | undefined;
  #cancelled: string | undefined;
  #errorText: TextSnapshot | undefined;
  #accessibility: Finding[] = [];

  /** `document`: the view's, when it is in reach (the same realm); without it the design rules that need it are not run. */
  constructor(onRecord: (fn: (record: HostRecord) => void) => () => void, document: Document | undefined) {
    this.#document = document;
    if (!document) return;
    onRecord((record) => {
      if (!this.#errorText && bringsError(record)) this.#errorText = accessibilityProbe().snapshot(document);
      if (record.direction !== "sent" || !TERMINAL.includes(record.method ?? "")) return;
      const probe = probeDocument(document);
      this.#blank ??= probe.blank;
      if (record.method === TERMINAL[1]) this.#cancelled = probe.markup;
    });
  }

  /** Every rule's findings on what the host saw so far. */
  findings(records: readonly HostRecord[], fixture: Fixture | undefined, settled: boolean): Finding[] {
    const doc = this.#document;
    const findings = [...checkWire(wireOf(records), { settled })];
    if (fixture) findings.push(...checkServer(fixtureSnapshot(fixture)));
    if (fixture?.resource?.text) findings.push(...checkStyles(fixture.resource.text, fixture.resource.uri));
    if (doc) {
      const css = [...doc.querySelectorAll("style")].map((s) => s.textContent ?? "").join("\n");
      const inline = [...doc.querySelectorAll("[style]")].map((el) => el.getAttribute("style")).join(";");
      // The styles joined are no text of the view's: a line in them would point nowhere.
      findings.push(...checkStyles(`${css}\n${inline}`, "view").map(({ location: _, ...f }) => f));
      const now = probeDocument(doc);
      findings.push(
        ...checkRendered(
          {
            ...(this.#blank !== undefined && { blankBeforeResult: this.#blank }),
            ...(this.#cancelled !== undefined && { unchangedAfterCancel: now.markup === this.#cancelled }),
            nestedScroll: now.nestedScroll,
            ...(now.overflow > 1 && { overflow: { width: now.width, by: now.overflow } }),
            viewportHeights: now.viewportHeights,
          },
          "view",
        ),
      );
      const probe = accessibilityProbe();
      const errors = this.#errorText && probe.errorTextSince(doc, this.#errorText);
      findings.push(
        ...this.#accessibility.filter((f) => !READ_ONLY_A11Y.has(f.rule)),
        ...checkAccessibility({ keyboard: probe.keyboard(doc, undefined, { walk: false }), ...(errors && { errors }) }, "view"),
      );
    }
    return findings;
  }

  /** The view's document (none: the view is in another realm), and the text when the first error came. */
  get document(): Document | undefined {
    return this.#document;
  }

  get errorText(): TextSnapshot | undefined {
    return this.#errorText;
  }

  /** Keeps the findings of a `host.accessibility()` run for `conformance()`. */
  keepAccessibility(findings: readonly Finding[]): void {
    this.#accessibility = [...findings];
  }
}

/** Options of {@link expectConformance}. */
export interface ConformanceOptions {
  /** Rules not to hold the view to (their findings are left out). */
  ignore?: readonly RuleId[];
  /** The least severity that fails. @default "error" */
  failOn?: RuleSeverity;
}

/** The findings of a host that fail under `options` (see {@link expectConformance}). */
function failing(findings: readonly Finding[], options: ConformanceOptions = {}): Finding[] {
  const kept = findings.filter((f) => !options.ignore?.includes(f.rule));
  return options.failOn === "warning" ? kept : kept.filter((f) => f.severity === "error");
}

/** Throws an Error listing each failing finding with its fix (vitest shows it as the test's failure). */
export function expectConformance(host: { conformance(): Finding[] }, options: ConformanceOptions = {}): void {
  const failed = failing(host.conformance(), options);
  if (failed.length)
    throw new Error(`The view breaks ${failed.length} conformance rule${failed.length === 1 ? "" : "s"}:\n${findingsText(failed)}`);
}
