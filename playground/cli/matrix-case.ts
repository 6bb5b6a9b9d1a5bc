// One row of `mcp-view matrix`, as its reports see it: which tool ran under which host profile,
// theme and display mode, whether the row passed, and, when it failed, the one-line reason and the
// fix the page's matrix gives; with what was measured and the path of its screenshot.
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";

/** One tool × profile × theme × mode of a headless Hosts matrix. */
export interface MatrixCase {
  tool: string;
  /** The profile's id (`claude`) and label (`Claude-like`). */
  profile: string;
  label: string;
  theme: McpUiTheme;
  mode: McpUiDisplayMode;
  /** skipped: the row could not run as asked (the profile offers no such mode); `reason` says why. */
  status: "passed" | "failed" | "skipped";
  /** A failed row's one-line reason (`no handshake within 3 s`), or why a row was skipped. */
  reason?: string;
  /** A failed row's fix, the sentence of the page's matrix. */
  fix?: string;
  /** Milliseconds from mounting to the completed handshake; absent: none came. */
  handshakeMs?: number;
  rendered: boolean;
  errors: number;
  csp: number;
  refused: number;
  /** The last size the view reported. */
  size?: { width?: number; height?: number };
  /** How long the row took, in seconds. */
  seconds: number;
  /** The row's PNG, when screenshots were taken: an absolute path. */
  screenshot?: string;
}
