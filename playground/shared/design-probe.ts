// What the design probe (server/design-probe.ts) that the widget origin injects into each view's
// frame tells the host page, for the design rules that need the rendered view (DESIGN-001…004):
// whether the view showed anything when its first terminal event came, whether it changed after
// toolcancelled, and its layout (elements scrolling inside it, horizontal overflow, elements whose
// height follows the frame's) as it changes.
import { isPlainObject } from "./guards.js";

/** The `type` of the probe's messages. */
export const DESIGN_PROBE_MESSAGE = "mcp-view-playground:design";

/** One report of the probe. */
export type DesignReport =
  /** The first tool-result or tool-cancelled reached the frame: what the view showed just before. */
  | { at: "terminal"; blank: boolean }
  /** tool-cancelled reached the frame; `changed` follows if the view's document then changes. */
  | { at: "cancel" }
  | { at: "changed" }
  /** The layout, each time it differs from the last one told. */
  | { at: "layout"; nestedScroll: string[]; overflow: number; width: number; viewportHeights: string[] };

const isCount = (v: unknown) => typeof v === "number" && Number.isFinite(v) && v >= 0;
/** At most 50 strings of at most 200 characters each (a probe caps its lists lower). */
const isPaths = (v: unknown) => Array.isArray(v) && v.length <= 50 && v.every((p) => typeof p === "string" && p.length <= 200);

/** Whether `data` (a message from a frame: anything) is a report of the probe. */
export function isDesignReport(data: unknown): data is DesignReport & { type: typeof DESIGN_PROBE_MESSAGE } {
  if (!isPlainObject(data) || data.type !== DESIGN_PROBE_MESSAGE) return false;
  switch (data.at) {
    case "terminal":
      return typeof data.blank === "boolean";
    case "cancel":
    case "changed":
      return true;
    case "layout":
      return isPaths(data.nestedScroll) && isCount(data.overflow) && isCount(data.width) && isPaths(data.viewportHeights);
    default:
      return false;
  }
}
