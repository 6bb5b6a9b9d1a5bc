// The contract between `mcp-view matrix` (Node, through playwright-core) and the host page opened
// with `?headless=matrix`: what the command asks (its cells and tools), the rows the page returns,
// and the names of the page's entry point and of the functions the command exposes to it (one row
// as it is made, for the terminal; the screenshot of a row's frame, taken while it stands; and the
// start and the settling of each row's view, between which the command's deadline runs).
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import type { AccessibilitySeen, RenderProbe, ServerSnapshot, WireMessage } from "mcp-view/testing";

/** The query that makes the page headless. */
export const HEADLESS_QUERY = "headless=matrix";
/** The page's entry point: `window[MATRIX_GLOBAL]`. */
export const MATRIX_GLOBAL = "__mcpViewMatrix";
/** Exposed by the command: called with each row as it is made. */
export const ROW_BINDING = "__mcpViewMatrixRow";
/** Exposed by the command: called with a row's cell while its frame (`#headless-frame`) stands; resolves when its screenshot is taken. */
export const SHOT_BINDING = "__mcpViewMatrixShot";
/** Exposed by the command: called with a row's cell as its view starts; the row's deadline starts then. */
export const START_BINDING = "__mcpViewMatrixStart";
/** Exposed by the command: called when a row's view settled, before its screenshot; resolves once the view's frame answers the command. */
export const ALIVE_BINDING = "__mcpViewMatrixAlive";
/** The id of the frame of the row running now. */
export const FRAME_ID = "headless-frame";

/** What the command asks of the page. */
export interface HeadlessSpec {
  /** The tools whose views run, whatever they are; absent: every tool with a view that is safe to call unasked (host/headless-tools.ts). */
  tools?: string[];
  /** The arguments of the call; absent: each tool's example arguments (from its input schema). */
  args?: Record<string, unknown>;
  profiles: string[];
  themes: McpUiTheme[];
  modes: McpUiDisplayMode[];
  /** Whether to call the screenshot binding for each row. */
  shots: boolean;
  /** Tools not to run again: a run stopped by a view that hung or crashed resumes after them. */
  skip?: string[];
}

/** One row, as the page returns it: the page's matrix row without its log, with its cell and reason. */
export interface HeadlessRow {
  tool: string;
  /** The view an elicitation of the tool's call named (its `ui://` URI), which the row ran; absent: the tool's own view. */
  elicitationView?: string;
  profile: string;
  label: string;
  theme: McpUiTheme;
  mode: McpUiDisplayMode;
  status: "passed" | "failed" | "skipped";
  reason?: string;
  fix?: string;
  handshakeMs?: number;
  rendered: boolean;
  errors: number;
  csp: number;
  refused: number;
  size?: { width?: number; height?: number };
  legacy?: boolean;
  /** The facts of the row's host that public sources disagree on and that bear on the row, each with every side, its link and date. */
  disputed?: string[];
  /** The accessibility rules' findings on the row's view, under its host and theme (absent: not measured); an error fails the row. */
  accessibility?: RowFinding[];
  /** The sizing rule's finding on the row's view, in the frame its host gave it (DESIGN-006: its height follows the frame's); absent: none. */
  sizing?: RowFinding[];
  /** Milliseconds the row took. */
  ms: number;
}

/** A finding on a row's view, as the reports show it. */
export interface RowFinding {
  rule: string;
  severity: "error" | "warning";
  message: string;
  fix: string;
}

/** An elicitation the server sent during a tool's call, and what the headless host answered (shown to the user as is). */
export interface Elicited {
  tool: string;
  /** The request's message. */
  message: string;
  /** The view it named (`_meta.ui.resourceUri`), whose rows (or check) the command ran; absent: it named none. */
  view?: string;
  /** What was answered, and why: `accepted {"name":"Ada"}: the form's defaults`, or `declined: …`. */
  answer: string;
}

/** A tool with a view that the command did not call on its own, and why (shown to the user as is). */
export interface SkippedTool {
  tool: string;
  reason: string;
}

/** Which row a screenshot is of. */
export interface ShotCell {
  tool: string;
  /** The elicitation's view the row ran (absent: the tool's own). */
  elicitationView?: string;
  profile: string;
  theme: McpUiTheme;
  mode: McpUiDisplayMode;
}

/** What `mcp-view check` asks: the tools and their arguments (as the matrix's). */
export type CheckSpec = Pick<HeadlessSpec, "tools" | "args"> & {
  /** Tools whose views are not rendered: in an earlier run they hung or crashed (the server is still read). */
  unrendered?: string[];
};

/** What the page saw for `mcp-view check`: the server as a host sees it, and each view's wire under a host offering inline only. */
export interface CheckOutcome {
  server: ServerSnapshot;
  /**
   * Each view: its row, its wire (from the run with the result), what its design probe saw (of both
   * runs); `elicitation`: the view an elicitation of the tool's call named, rendered with the request.
   */
  views: Array<{
    tool: string;
    uri: string;
    elicitation?: true;
    row: HeadlessRow;
    wire: WireMessage[];
    render: RenderProbe;
    /** What the accessibility rules measured of the view (headless-a11y.ts), and the parts they could not. */
    accessibility?: AccessibilitySeen;
    accessibilityProblems?: string[];
  }>;
  /** The elicitations the server sent during the calls, with the headless host's answers. */
  elicited: Elicited[];
  /** The tools with a view not called because none was named (host/headless-tools.ts). */
  skipped: SkippedTool[];
}

/** What the page's entry point offers. */
export interface HeadlessMatrix {
  /** Reads the server (tools, resources, each view, a result per tool) and renders each view once, for the conformance rules. */
  check(spec: CheckSpec): Promise<CheckOutcome | { error: string }>;
  /** Resolves when the page reached the server: undefined, or the sentence saying why it cannot. */
  ready: Promise<string | undefined>;
  /** Runs the rows: each tool called once, its result replayed into each of its rows. */
  run(spec: HeadlessSpec): Promise<{ rows: HeadlessRow[]; skipped: SkippedTool[]; elicited: Elicited[] } | { error: string }>;
}
