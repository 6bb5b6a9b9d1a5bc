// The page's check (host/headless-check.ts) under the deadline of each view it renders
// (headless-deadline.ts): a view that hangs or crashes stops the run; the check starts again in a
// fresh page without rendering that view (the server is read again, the other views rendered
// again), and says which views stopped and why.
import { MATRIX_GLOBAL, type CheckOutcome, type CheckSpec, type HeadlessMatrix } from "../shared/headless-matrix.js";
import { underDeadline } from "./headless-deadline.js";
import type { HeadlessHost } from "./headless-host.js";

/** A view that hung or crashed under the check host (the view of `tool`, or the one its elicitation named), and why. */
export interface StoppedView {
  tool: string;
  elicitationView?: string;
  reason: string;
}

/** The page's check of `spec`, each view under a deadline of `seconds`, with the views that stopped. */
export async function checkUnderDeadline(
  host: HeadlessHost,
  spec: CheckSpec,
  seconds: number,
): Promise<(CheckOutcome & { stopped: StoppedView[] }) | { error: string }> {
  const stopped: StoppedView[] = [];
  for (let page = host.page; ; page = await host.reopen()) {
    const asked: CheckSpec = { ...spec, ...(stopped.length && { unrendered: stopped.map((s) => s.tool) }) };
    const outcome = await underDeadline(page, seconds, () =>
      page.evaluate(([name, one]) => (window as unknown as Record<string, HeadlessMatrix>)[name]!.check(one), [
        MATRIX_GLOBAL,
        asked,
      ] as const),
    );
    if ("value" in outcome) return "error" in outcome.value ? outcome.value : { ...outcome.value, stopped };
    const { cell, reason } = outcome.stopped;
    if (!cell) return { error: `The host page stopped before any view started: ${reason}.` };
    stopped.push({ tool: cell.tool, ...(cell.elicitationView !== undefined && { elicitationView: cell.elicitationView }), reason });
  }
}
