// The rows of a tool whose run a view stopped (cli/headless-deadline.ts): the rows the page wrote
// before, the row whose view hung or crashed, failed with why, and the tool's other rows not run (a
// view that loops under one host mostly loops under all, and each try would cost the deadline again).
import { profileById } from "../host/session/profiles.js";
import type { HeadlessRow, HeadlessSpec, ShotCell } from "../shared/headless-matrix.js";
import { CRASHED, type Stopped } from "./headless-deadline.js";

const HUNG_FIX =
  "Look for a loop or a wait that never ends in the view after its handshake (in a handler of the tool's input or result); run it in mcp-view dev to see where it stops.";
const CRASHED_FIX =
  "Look for memory the view allocates without end (an array or a cache that only grows); run it in mcp-view dev with the browser's memory panel.";

/** Every cell of a tool's view (its own, or its elicitation's `elicitationView`), in the order the page writes its rows: profiles × themes × modes. */
export const cellsOf = (spec: Pick<HeadlessSpec, "profiles" | "themes" | "modes">, tool: string, elicitationView?: string): ShotCell[] =>
  spec.profiles.flatMap((profile) =>
    spec.themes.flatMap((theme) =>
      spec.modes.map((mode) => ({ tool, ...(elicitationView !== undefined && { elicitationView }), profile, theme, mode })),
    ),
  );

/**
 * Every cell of the views of `tool` the run met: its own view's (unless only its elicitation's view
 * was seen or stopped: a tool without a view of its own), then each elicitation view's.
 */
export function toolCells(spec: Pick<HeadlessSpec, "profiles" | "themes" | "modes">, tool: string, met: readonly ShotCell[]): ShotCell[] {
  const views = [...new Set(met.map((cell) => cell.elicitationView))];
  const own = views.includes(undefined) || !views.length;
  return [...(own ? cellsOf(spec, tool) : []), ...views.filter((v) => v !== undefined).flatMap((view) => cellsOf(spec, tool, view))];
}

const same = (a: ShotCell, b: ShotCell | undefined) =>
  b !== undefined &&
  a.tool === b.tool &&
  a.elicitationView === b.elicitationView &&
  a.profile === b.profile &&
  a.theme === b.theme &&
  a.mode === b.mode;

/** One row per cell of `cells`: the page's, else the stopped one failed with its reason, else not run. */
export function stoppedRows(cells: readonly ShotCell[], seen: readonly HeadlessRow[], stopped: Stopped | undefined): HeadlessRow[] {
  const where = stopped?.cell && `${profileById(stopped.cell.profile).label} · ${stopped.cell.theme} · ${stopped.cell.mode}`;
  return cells.map((cell) => {
    const made = seen.find((row) => same(cell, row));
    if (made) return made;
    const { label } = profileById(cell.profile);
    const row = { ...cell, label, rendered: false, errors: 0, csp: 0, refused: 0 };
    if (stopped && same(cell, stopped.cell)) {
      const fix = stopped.reason === CRASHED ? CRASHED_FIX : HUNG_FIX;
      return { ...row, status: "failed", reason: stopped.reason, fix, ms: stopped.ms };
    }
    return { ...row, status: "skipped", reason: `not run: the view stopped the run under ${where ?? "another row"}`, ms: 0 };
  });
}
