// One row of `mcp-view matrix`, as its reports see it: the page's row (shared/headless-matrix.ts:
// which tool ran under which host profile, theme and display mode, whether it passed, a failed
// row's one-line reason and fix, what was measured), with how long it took in seconds and the path
// of its screenshot.
import type { HeadlessRow } from "../shared/headless-matrix.js";

/** One tool × profile × theme × mode of a headless Hosts matrix. */
export type MatrixCase = Omit<HeadlessRow, "ms" | "legacy"> & {
  /** How long the row took, in seconds. */
  seconds: number;
  /** The row's PNG, when screenshots were taken: an absolute path. */
  screenshot?: string;
};
