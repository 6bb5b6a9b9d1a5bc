// One row of the Hosts matrix, counted from what one profile's run of a view said: the handshake,
// whether the view reported a size > 0, the errors its console capture heard, its CSP violations,
// the requests the host refused (an error answer) or ignored (a success answer to a method the
// profile's facts say it ignores), and the last size; with the run's logs kept for the row's details.
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import type { AccessibilitySeen, HostFacts, RenderProbe } from "mcp-view/testing";
import { isPlainObject } from "../../shared/guards.js";
import type { ViewConsoleEntry } from "../../shared/view-console.js";
import type { Diagnostic, Direction } from "./events.js";

/** The most log entries a row keeps of each kind (a frame is untrusted). */
export const MAX_LOG = 500;

const SIZE_CHANGED = "ui/notifications/size-changed";
const ERROR_KINDS = new Set<ViewConsoleEntry["kind"]>(["uncaught", "rejection", "console-error", "app-error"]);

/** A view's reported size. */
export interface ViewSize {
  width?: number;
  height?: number;
}

/** One profile's run of the view, as the matrix shows it. */
export interface MatrixRow {
  profile: string;
  label: string;
  /** Milliseconds from mounting to the completed handshake; undefined: none came. */
  handshakeMs: number | undefined;
  /** Whether the view reported a height > 0. */
  rendered: boolean;
  errors: number;
  csp: number;
  refused: number;
  /** The last size the view reported. */
  size: ViewSize | undefined;
  /** The theme and display mode it ran in (absent before the run ends). */
  theme?: McpUiTheme;
  mode?: McpUiDisplayMode;
  /** The profile plays a host of the past (ChatGPT with only window.openai). */
  legacy?: boolean;
  /** The view an elicitation of the tool's call named (its `ui://` URI), when the row ran that view rather than the tool's own. */
  elicitationView?: string;
  /** Of an elicitation's view: whether its ui/initialize declared `appCapabilities.elicitation` (else the host's own form asks instead). */
  optedIn?: boolean;
  /** What a failing row asks of the view's author (matrix-fix.ts). */
  fix?: string;
  /** What the frame's design probe saw, when the row ran to its end. */
  design?: RenderProbe;
  /** What the accessibility probe measured of the view in the row's look (a11y-measure.ts). */
  accessibility?: AccessibilitySeen;
  /** The run's logs: the JSON-RPC messages between host and view, the console capture, the diagnostics. */
  log: { rpc: { direction: Direction; message: unknown }[]; console: ViewConsoleEntry[]; diagnostics: Diagnostic[] };
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined);

export class MatrixTally {
  readonly #refuses: NonNullable<HostFacts["refuses"]>;
  readonly #methods = new Map<unknown, string>();
  readonly #row: MatrixRow;
  /** Called after each size report. */
  onsize: (() => void) | undefined;

  constructor(profile: { id: string; label: string; facts?: HostFacts }) {
    this.#refuses = profile.facts?.refuses ?? {};
    this.#row = {
      profile: profile.id,
      label: profile.label,
      handshakeMs: undefined,
      rendered: false,
      errors: 0,
      csp: 0,
      refused: 0,
      size: undefined,
      log: { rpc: [], console: [], diagnostics: [] },
    };
  }

  handshake(ms: number): void {
    this.#row.handshakeMs = Math.round(ms);
  }

  /** The row runs the view that an elicitation of the tool's call named, `uri`. */
  elicitation(uri: string): void {
    this.#row.elicitationView = uri;
  }

  /** Whether the elicitation's view opted in (declared `appCapabilities.elicitation`). */
  optIn(declared: boolean): void {
    this.#row.optedIn = declared;
  }

  /** A JSON-RPC message on the view's connection (`in`: from the view). */
  rpc(direction: Direction, message: unknown): void {
    keep(this.#row.log.rpc, { direction, message });
    if (!isPlainObject(message)) return;
    const { id, method } = message;
    if (direction === "in" && typeof method === "string") {
      if (id !== undefined && this.#methods.size < MAX_LOG) this.#methods.set(id, method);
      if (method === SIZE_CHANGED) this.#size(message.params);
      return;
    }
    if (direction !== "out" || id === undefined || !this.#methods.has(id)) return;
    const asked = this.#methods.get(id)!;
    this.#methods.delete(id);
    if ("error" in message || this.#refuses[asked]?.kind === "ignored") this.#row.refused++;
  }

  /** An entry the frame's console capture sent. */
  console(entry: ViewConsoleEntry): void {
    keep(this.#row.log.console, entry);
    if (ERROR_KINDS.has(entry.kind)) this.#row.errors++;
  }

  /** A CSP violation the frame reported (each one counts). */
  violation(): void {
    this.#row.csp++;
  }

  /** What the frame's design probe saw, at the end of the run. */
  design(probe: RenderProbe): void {
    this.#row.design = probe;
  }

  /** What the accessibility probe measured of the view. */
  accessibility(seen: AccessibilitySeen): void {
    this.#row.accessibility = seen;
  }

  /** A diagnostics line of the run: the latest per key is kept. */
  diagnostic(line: Diagnostic): void {
    const lines = this.#row.log.diagnostics;
    const at = lines.findIndex((l) => l.key === line.key);
    if (at >= 0) lines[at] = line;
    else keep(lines, line);
  }

  #size(params: unknown): void {
    if (!isPlainObject(params)) return;
    const width = count(params.width);
    const height = count(params.height);
    this.#row.size = { ...(width !== undefined && { width }), ...(height !== undefined && { height }) };
    if ((height ?? 0) > 0) this.#row.rendered = true;
    this.onsize?.();
  }

  /** The row so far (a copy). */
  row(): MatrixRow {
    const { log } = this.#row;
    return { ...this.#row, log: { rpc: [...log.rpc], console: [...log.console], diagnostics: [...log.diagnostics] } };
  }
}

function keep<T>(list: T[], item: T): void {
  if (list.length < MAX_LOG) list.push(item);
}
