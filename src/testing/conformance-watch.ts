// What a TestHost knows for the conformance rules (host.conformance()): its record as the wire, its
// fixture as the server, the view's document for the design rules. Two moments cannot be read back
// later, so the watch notes them as they pass: the view's document when the first terminal event
// (tool-result or tool-cancelled) is sent (blank, or showing a loading state?), and its markup when
// tool-cancelled is sent (does it change after?).
import { checkRendered, checkServer, checkStyles, checkWire, findingsText, fixtureSnapshot, probeDocument } from "./conformance/index.js";
import type { Finding, RuleId, RuleSeverity } from "./conformance/rules.js";
import type { WireMessage } from "./conformance/wire.js";
import type { Fixture } from "./fixture.js";
import type { HostRecord } from "./recorder.js";

const TERMINAL = ["ui/notifications/tool-result", "ui/notifications/tool-cancelled"];

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

  /** `document`: the view's, when it is in reach (the same realm); without it the design rules that need it are not run. */
  constructor(onRecord: (fn: (record: HostRecord) => void) => () => void, document: Document | undefined) {
    this.#document = document;
    if (!document) return;
    onRecord((record) => {
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
          },
          "view",
        ),
      );
    }
    return findings;
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
