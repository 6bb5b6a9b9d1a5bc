// The accessibility rules' judge: what the probe (a11y-probe.ts) saw of a rendered view, as
// findings of A11Y-001…008. Pure, like checkRendered: the test kit, the dev host, `mcp-view check`
// and `mcp-view matrix` measure where they can and all judge here, so they name the same rule for
// the same view. A part not measured is not judged.
import type { McpUiTheme } from "../../index.js";
import type { A11yPlace, AxeViolation, ContrastShortfall, ErrorTextSeen, KeyboardSeen, ZoomSeen } from "./a11y-probe.js";
import { finding, type Finding } from "./rules.js";

/** The text contrast under one host look: a theme and the hosts that paint it alike. */
export interface ContrastSeen {
  theme: McpUiTheme;
  /** The hosts (profile names) whose variables, fonts and page gave this measure. */
  hosts: string[];
  shortfalls: ContrastShortfall[];
}

/** What the probe saw of a view; each part absent: not measured. */
export interface AccessibilitySeen {
  axe?: AxeViolation[];
  contrast?: ContrastSeen[];
  keyboard?: KeyboardSeen;
  zoom?: ZoomSeen;
  /** The text shown after a tool result with isError, or a failed server call. */
  errors?: ErrorTextSeen;
}

const quoted = (p: A11yPlace) => (p.text ? `${p.path} ("${p.text.length > 40 ? `${p.text.slice(0, 39)}…` : p.text}")` : p.path);
const list = (places: readonly A11yPlace[], most = 3) =>
  places.slice(0, most).map(quoted).join(", ") + (places.length > most ? ` and ${places.length - most} more` : "");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** A11Y-001…008 on what was seen of the view `subject`; contrast findings name their theme and hosts after it. */
export function checkAccessibility(seen: AccessibilitySeen, subject: string): Finding[] {
  const findings: Finding[] = [];
  for (const v of seen.axe ?? [])
    findings.push(
      finding(
        "A11Y-001",
        subject,
        `axe-core's ${v.id} (${v.help.replace(/\.$/, "")}): ${plural(v.count, "element")}, ${v.targets.join(", ")}${v.count > v.targets.length ? ` and ${v.count - v.targets.length} more` : ""}.`,
      ),
    );
  for (const look of seen.contrast ?? []) {
    const short = look.shortfalls;
    if (!short.length) continue;
    const shown = short
      .slice(0, 3)
      .map((s) => `${quoted(s)} ${s.ratio}:1, ${s.foreground} on ${s.background} (needs ${s.expected}:1)`)
      .join("; ");
    const more = short.length > 3 ? `; and ${short.length - 3} more` : "";
    findings.push(
      finding(
        "A11Y-002",
        `${subject} in ${look.theme}: ${look.hosts.join(", ")}`,
        `${plural(short.length, "text")} below WCAG AA contrast: ${shown}${more}.`,
      ),
    );
  }
  const keys = seen.keyboard;
  if (keys) {
    const parts = [
      ...(keys.pointerOnly.length ? [`${list(keys.pointerOnly)} can be clicked but never focused (no role or tabindex)`] : []),
      ...(keys.unreachable.length
        ? [`${list(keys.unreachable)} ${keys.unreachable.length === 1 ? "is" : "are"} out of the Tab order`]
        : []),
    ];
    if (parts.length) findings.push(finding("A11Y-003", subject, `Tab never reaches it: ${parts.join("; ")}.`));
    if (keys.noFocusIndicator.length)
      findings.push(
        finding(
          "A11Y-004",
          subject,
          `No visible focus: ${list(keys.noFocusIndicator)} look${keys.noFocusIndicator.length === 1 ? "s" : ""} the same focused.`,
        ),
      );
    const jump = keys.backwards[0];
    if (jump)
      findings.push(
        finding(
          "A11Y-005",
          subject,
          `Tab goes back from ${quoted(jump.from)} to ${quoted(jump.to)}, above it or before it on its line${keys.backwards.length > 1 ? ` (and ${plural(keys.backwards.length - 1, "jump")} more)` : ""}.`,
        ),
      );
    const trap = keys.trapped;
    if (trap)
      findings.push(
        finding(
          "A11Y-006",
          subject,
          trap.how === "cancelled"
            ? `${trap.shift ? "Shift+Tab" : "Tab"} on ${quoted(trap)} is cancelled (a keydown handler calls preventDefault), so focus cannot leave the view.`
            : `Focus leaving ${quoted(trap)} is pulled back into the view, so it cannot leave.`,
        ),
      );
  }
  const errors = seen.errors;
  if (errors && !errors.announced && (errors.unannounced.length || errors.lateRegions.length)) {
    const where = [
      ...(errors.unannounced.length ? [`it shows ${list(errors.unannounced)} in no live region`] : []),
      ...(errors.lateRegions.length
        ? [`the live region ${list(errors.lateRegions)} came with its text, and only a change to a region already there is announced`]
        : []),
    ];
    findings.push(finding("A11Y-007", subject, `After an error, ${where.join("; ")}.`));
  }
  const zoom = seen.zoom;
  if (zoom && (zoom.clipped.length || zoom.overlaps.length)) {
    const parts = [
      ...(zoom.clipped.length ? [`${list(zoom.clipped)} ${zoom.clipped.length === 1 ? "is" : "are"} cut off`] : []),
      ...zoom.overlaps.slice(0, 2).map(([a, b]) => `${quoted(a)} overlaps ${quoted(b)}`),
    ];
    findings.push(finding("A11Y-008", subject, `At 200% text, ${parts.join("; ")}.`));
  }
  return findings;
}
