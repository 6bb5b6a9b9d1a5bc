// The conformance rules' findings of one view, as lines of "Why blank?"'s Checks section (keys
// `check:…`): each finding once, as the rules only find more as the view goes on; a design
// finding about the layout (DESIGN-003, DESIGN-004) keeps one line, its latest word. Once the view
// has had its time, one more line says how many rules judged it and what they found.
import { findingPlace, RULES, type Finding } from "mcp-view/testing";
import type { SessionEmitter } from "./events.js";

const LATEST_ONLY = new Set(["DESIGN-003", "DESIGN-004"]);

/** The key of the line that says the view was judged. */
export const JUDGED_KEY = "check:judged";

/** The Checks lines of one view. */
export interface ChecksFeed {
  /** Findings so far: call it as often as they may have grown. */
  add(findings: readonly Finding[]): void;
  /** The view has had its time: `findings` are all there will be of what it did not do. */
  judged(findings: readonly Finding[]): void;
}

export function checksFeed(events: SessionEmitter): ChecksFeed {
  const told = new Map<string, string>();
  const add = (findings: readonly Finding[]) => {
    for (const f of findings) {
      const key = LATEST_ONLY.has(f.rule) ? `check:${f.rule}` : `check:${f.rule}:${f.subject}:${f.message}`;
      if (told.get(key) === f.message) continue;
      told.set(key, f.message);
      events.dispatch("diagnostic", {
        key,
        severity: f.severity === "error" ? "error" : "warn",
        title: `${f.rule}: ${f.message}`,
        detail: `${f.subject === "view" && !f.location ? "" : `About ${findingPlace(f)}. `}Fix: ${f.fix}`,
      });
    }
  };
  return {
    add,
    judged(findings) {
      add(findings);
      const found = told.size;
      events.dispatch("diagnostic", {
        key: JUDGED_KEY,
        severity: found ? "info" : "ok",
        title: found
          ? `${RULES.length} rules judged the view: ${found} finding${found === 1 ? "" : "s"} above`
          : `${RULES.length} rules judged the view: no finding`,
        detail: "Judged once the view had its time after its frame loaded and its tool result (or cancellation) came.",
      });
    },
  };
}
