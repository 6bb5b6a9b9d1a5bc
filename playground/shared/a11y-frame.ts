// The accessibility probe in a view's frame (server/a11y-frame.ts) and the host page that asks it
// (host/session/a11y-measure.ts): the page asks for a measure (axe-core's rules, the keyboard walk,
// 200% text, the contrast on a host's backdrop, the text shown since an error) and the frame answers
// with what the test kit's accessibilityProbe saw; the page also tells the frame when an error is
// about to reach the view, so that it notes the text first. The frame is the view's: its answer is
// checked here before the page reads it. axe-core itself comes from the widget origin (AXE_PATH),
// loaded in the frame only when a measure asks for it.
import type { AxeViolation, ContrastShortfall, ErrorTextSeen, HostStyleSeen, KeyboardSeen, ZoomSeen } from "mcp-view/testing";
import { isPlainObject } from "./guards.js";

/** The `type` of the page's requests and of the frame's answers. */
export const A11Y_MESSAGE = "mcp-view-playground:a11y";

/** Where the widget origin serves axe-core's script (its own copy: axe.min.js). */
export const AXE_PATH = "/mcp-view-a11y/axe.js";

/** What the page asks the frame to measure. */
export interface A11yTask {
  /** Run axe-core with these tags, these rules off, unless the view's structure is one of `known`. */
  axe?: { tags: readonly string[]; off: readonly string[]; known: readonly string[] };
  keyboard?: boolean;
  zoom?: boolean;
  /** The contrast on the backdrop a host's page gives in `theme` (its background colour). */
  contrast?: { theme: "light" | "dark"; background: string };
  /** The text shown since the error the page announced (none noted: no answer for it). */
  errors?: boolean;
}

/** The page's messages to the frame. */
export type A11yRequest =
  { type: typeof A11Y_MESSAGE; op: "snapshot" } | { type: typeof A11Y_MESSAGE; op: "run"; id: number; task: A11yTask };

/** What the frame saw; each part absent: not asked, or not measurable there. */
export interface A11yReport {
  structure: string;
  hostStyle: HostStyleSeen;
  axe?: AxeViolation[];
  keyboard?: KeyboardSeen;
  zoom?: ZoomSeen;
  contrast?: ContrastShortfall[];
  errors?: ErrorTextSeen;
  /** Why a part could not be measured (axe-core did not load, a measure threw). */
  problem?: string;
}

/** The frame's answer to request `id`. */
export interface A11yAnswer {
  type: typeof A11Y_MESSAGE;
  id: number;
  report: A11yReport;
}

const MAX_ITEMS = 50;
const str = (v: unknown, max = 400): v is string => typeof v === "string" && v.length <= max;
const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const arrayOf = (v: unknown, item: (x: unknown) => boolean): boolean => Array.isArray(v) && v.length <= MAX_ITEMS && v.every(item);
const isPlace = (v: unknown): boolean => isPlainObject(v) && str(v.path) && (v.text === undefined || str(v.text));
const isAxe = (v: unknown) =>
  isPlainObject(v) &&
  str(v.id, 100) &&
  str(v.help) &&
  (v.impact === undefined || str(v.impact, 40)) &&
  arrayOf(v.targets, (t) => str(t)) &&
  num(v.count);
const isShortfall = (v: unknown) =>
  isPlace(v) && isPlainObject(v) && num(v.ratio) && num(v.expected) && str(v.foreground, 80) && str(v.background, 80);
const isKeyboard = (v: unknown) =>
  isPlainObject(v) &&
  num(v.tabStops) &&
  arrayOf(v.pointerOnly, isPlace) &&
  arrayOf(v.unreachable, isPlace) &&
  arrayOf(v.noFocusIndicator, isPlace) &&
  arrayOf(v.backwards, (b) => isPlainObject(b) && isPlace(b.from) && isPlace(b.to)) &&
  (v.trapped === undefined ||
    (isPlace(v.trapped) &&
      isPlainObject(v.trapped) &&
      typeof v.trapped.shift === "boolean" &&
      (v.trapped.how === "cancelled" || v.trapped.how === "pulled back")));
const isZoom = (v: unknown) =>
  isPlainObject(v) && arrayOf(v.clipped, isPlace) && arrayOf(v.overlaps, (p) => Array.isArray(p) && p.length === 2 && p.every(isPlace));
const isErrors = (v: unknown) => isPlainObject(v) && num(v.announced) && arrayOf(v.unannounced, isPlace) && arrayOf(v.lateRegions, isPlace);

/** Whether `data` (a message from a frame: anything) is an answer of the probe, its report checked part by part. */
export function isA11yAnswer(data: unknown): data is A11yAnswer {
  if (!isPlainObject(data) || data.type !== A11Y_MESSAGE || !num(data.id) || !isPlainObject(data.report)) return false;
  const r = data.report;
  return (
    str(r.structure, 100) &&
    isPlainObject(r.hostStyle) &&
    str(r.hostStyle.theme, 40) &&
    str(r.hostStyle.background, 200) &&
    (r.axe === undefined || arrayOf(r.axe, isAxe)) &&
    (r.keyboard === undefined || isKeyboard(r.keyboard)) &&
    (r.zoom === undefined || isZoom(r.zoom)) &&
    (r.contrast === undefined || arrayOf(r.contrast, isShortfall)) &&
    (r.errors === undefined || isErrors(r.errors)) &&
    (r.problem === undefined || str(r.problem, 1000))
  );
}
