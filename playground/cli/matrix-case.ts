// One row of `mcp-view matrix`, as its reports see it: the page's row (shared/headless-matrix.ts:
// which tool ran under which host profile, theme and display mode, whether it passed, a failed
// row's one-line reason and fix, what was measured), with how long it took in seconds, the path
// of its screenshot, and that screenshot compared with its baseline.
import type { HeadlessRow } from "../shared/headless-matrix.js";
import type { BaselineResult } from "./matrix-baseline.js";

/** One tool × profile × theme × mode of a headless Hosts matrix. */
export type MatrixCase = Omit<HeadlessRow, "ms" | "legacy"> & {
  /** How long the row took, in seconds. */
  seconds: number;
  /** The row's PNG, when screenshots were taken: an absolute path. */
  screenshot?: string;
  /** With --baseline: the screenshot compared with its baseline (a row that passed fails on a verdict that fails it). */
  baseline?: BaselineResult;
};
