// The Hosts matrix: the current tool call's view under every profile (or every cell: a profile, a
// theme and a display mode, as `mcp-view matrix` asks), one after another, in this browser. The tool
// is called at most once (a finished run's result is reused); each cell gets a frame of its own (mountView, with the profile in a settings store of its own and events of its
// own, so its logs stay apart), the handshake, and the tool input and result replayed as a reload
// does; then a row of what happened (matrix-tally.ts), with its fix when it failed (matrix-fix.ts).
// The view an elicitation of the call named runs in the same cells (`mcp-view matrix` and `check`):
// the host offers `hostCapabilities.elicitation`, and once the view declared that it renders
// elicitations, forwards the request as the dev host does; a view that did not opt in fails its row.
// Each row's view is measured for the accessibility rules as it stands (a11y-measure.ts): the contrast
// in the row's own look, the keyboard walk and 200% text; axe-core once per view structure, its
// findings given to every row of that structure. No DOM: the page gives it a ViewSpace.
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { Client } from "@modelcontextprotocol/client";
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import type { AxeViolation } from "mcp-view/testing";
import { isCspViolation } from "../../shared/csp-violation.js";
import { isDesignReport } from "../../shared/design-probe.js";
import { entryOf, isViewConsoleMessage, MAX_PER_FRAME } from "../../shared/view-console.js";
import { lookOf, type Look } from "./a11y-measure.js";
import type { ViewSpace } from "./context.js";
import { createSessionEvents } from "./events.js";
import { rowFix } from "./matrix-fix.js";
import { MatrixTally, type MatrixRow } from "./matrix-tally.js";
import { declaresElicitation } from "./elicitation-plan.js";
import { uiResourceUri } from "./mcp.js";
import { PROFILES, type PlaygroundProfile } from "./profiles.js";
import { SettingsStore } from "./settings.js";
import { explainStripped } from "./stripped.js";
import { HANDSHAKE_GRACE_MS, mountView, type ViewDeps, type ViewFrame } from "./view-frame.js";

export type { MatrixRow } from "./matrix-tally.js";

/** How long a row waits for the view's size reports after the result was replayed, at most. */
export const SETTLE_MS = 2000;
/** How long without a new size report after one came before the row is written down. */
const QUIET_MS = 300;
/** How long a frame may take to load before its handshake's grace starts anyway. */
const LOAD_MS = 10_000;

/** What the matrix needs of the session. */
export interface MatrixDeps {
  client: Client;
  tools: Tool[];
  settings: SettingsStore;
}

/** The call whose view runs under every profile; without `result`, the tool is called once first. */
export interface MatrixCall {
  tool: Tool;
  args: Record<string, unknown>;
  result?: CallToolResult;
  /** Cancel the call instead of sending its result (ui/notifications/tool-cancelled with this reason). */
  cancel?: string;
  /** Whether each row measures its view for the accessibility rules. @default true (`mcp-view check` measures on its own) */
  accessibility?: boolean;
  /** Let the view settle on its input before the result comes, as when a tool takes its time (check's error render: what changes after is the view's word on the result). */
  inputFirst?: boolean;
}

/** An elicitation of a tool's call, whose view runs under every cell: the server's params, and the view they name. */
export interface MatrixElicitation {
  tool: Tool;
  uri: string;
  params: Record<string, unknown>;
}

/** One run of the view: under a profile, in a theme and a display mode. */
export interface MatrixCell {
  profile: PlaygroundProfile;
  theme: McpUiTheme;
  mode: McpUiDisplayMode;
}

/** Where the rows go as they are made. */
export interface MatrixHooks {
  /** A cell's run starts (its frame is about to be placed in the space). */
  onstart?(profile: PlaygroundProfile, index: number, cell: MatrixCell): void;
  /** The view settled (or gave up): its frame is still there until the promise settles (for a screenshot). */
  onsettled?(row: MatrixRow, frame: ViewFrame, index: number): Promise<void> | void;
  onrow?(row: MatrixRow, index: number): void;
}

interface Current {
  frame: ViewFrame | undefined;
  tally: MatrixTally;
  messages: number;
}

export class Matrix {
  readonly #deps: MatrixDeps;
  readonly #space: ViewSpace;
  readonly #cells: readonly MatrixCell[] | undefined;
  #current: Current | undefined;
  #stopped = false;
  /** axe-core's violations per view structure measured so far (axe runs once per structure). */
  readonly #axed = new Map<string, AxeViolation[]>();
  #measures = true;

  /** Without `cells`: every profile, in the settings' theme, inline. */
  constructor(deps: MatrixDeps, space: ViewSpace, cells?: readonly MatrixCell[]) {
    this.#deps = deps;
    this.#space = space;
    this.#cells = cells;
  }

  /** Runs the view of `call.tool` in every cell in turn; resolves with one row per cell (fewer when stopped). */
  async run(call: MatrixCall, hooks: MatrixHooks = {}): Promise<MatrixRow[]> {
    const uri = uiResourceUri(call.tool);
    if (!uri) throw new Error(`${call.tool.name} has no view (no _meta.ui.resourceUri): there is nothing to run under each host`);
    const result = call.result ?? ((await this.#deps.client.callTool({ name: call.tool.name, arguments: call.args })) as CallToolResult);
    this.#measures = call.accessibility ?? true;
    const view: RowView = {
      mount: (deps) => mountView(deps, call.tool, uri, QUIET_HOOKS),
      deliver: (frame, tally, profile) => deliverCall({ ...call, result }, frame, tally, profile),
    };
    return this.#rows(view, hooks);
  }

  /**
   * Runs the view an elicitation of a tool's call named in every cell in turn (the tool was called
   * already): the request is forwarded to the view once it opted in, and not answered (the headless
   * host answered the server itself). A profile that speaks to views only through window.openai has
   * no elicitation to offer: leave its cells out (offersElicitation).
   */
  async runElicitation(asked: MatrixElicitation, hooks: MatrixHooks = {}): Promise<MatrixRow[]> {
    const view: RowView = {
      mount: (deps) => mountView(deps, asked.tool, asked.uri, QUIET_HOOKS, { elicitation: true }),
      deliver: async (frame, tally) => {
        tally.elicitation(asked.uri);
        const declared = declaresElicitation(frame.host.appCapabilities);
        tally.optIn(declared);
        if (declared) void frame.host.sendRequest("elicitation/create", asked.params as never, { timeout: ASKED_MS }).catch(() => {});
        await settle(tally);
      },
      elicitation: asked.uri,
    };
    return this.#rows(view, hooks);
  }

  async #rows(view: RowView, hooks: MatrixHooks): Promise<MatrixRow[]> {
    const rows: MatrixRow[] = [];
    const { theme } = this.#deps.settings.value;
    const cells = this.#cells ?? PROFILES.map((profile): MatrixCell => ({ profile, theme, mode: "inline" }));
    for (const [i, cell] of cells.entries()) {
      if (this.#stopped) break;
      hooks.onstart?.(cell.profile, i, cell);
      const row = await this.#one(cell, view, (r, frame) => hooks.onsettled?.(r, frame, i));
      rows.push(row);
      hooks.onrow?.(row, i);
    }
    return rows;
  }

  /** Stops after the current profile. */
  stop(): void {
    this.#stopped = true;
  }

  /** The accessibility rules' measure of a row's view, in the row's look; axe-core's findings once per structure. */
  async #measure(frame: ViewFrame, tally: MatrixTally, look: Look): Promise<void> {
    const { seen, structure, problems } = await frame.measure({
      axe: new Set(this.#axed.keys()),
      keyboard: true,
      zoom: true,
      errors: true,
      current: look,
    });
    if (structure && seen.axe) this.#axed.set(structure, seen.axe);
    else if (structure && this.#axed.has(structure)) seen.axe = this.#axed.get(structure)!;
    tally.accessibility(seen);
    if (problems.length)
      tally.diagnostic({
        key: "check:a11y-probe",
        severity: "warn",
        title: "The accessibility rules could not measure all of the view",
        detail: `${problems.join("; ")}. The parts it measured are judged.`,
      });
  }

  /**
   * A message posted to the page: true when it came from the frame the matrix runs now (a CSP
   * violation or a console entry, counted for its row and told to its diagnostics); false otherwise.
   */
  receive(event: MessageEvent): boolean {
    const current = this.#current;
    const frame = current?.frame;
    if (!current || !frame || event.source !== frame.iframe.contentWindow || event.origin !== frame.origin) return false;
    if (isDesignReport(event.data)) return (frame.noteDesign(event.data), true); // the probe caps its own reports
    if (++current.messages > MAX_PER_FRAME) return true;
    if (isCspViolation(event.data)) {
      current.tally.violation();
      frame.noteViolation(event.data);
    } else if (isViewConsoleMessage(event.data)) {
      const entry = entryOf(event.data);
      current.tally.console(entry);
      frame.noteConsole(entry);
    }
    return true;
  }

  async #one(
    { profile, theme, mode }: MatrixCell,
    view: RowView,
    onsettled: (row: MatrixRow, frame: ViewFrame) => Promise<void> | void,
  ): Promise<MatrixRow> {
    const events = createSessionEvents();
    const tally = new MatrixTally({ id: profile.id, label: profile.label, ...(profile.kit.facts && { facts: profile.kit.facts }) });
    events.addEventListener("rpc", ({ channel, direction, message }) => channel === "view" && tally.rpc(direction, message));
    events.addEventListener("diagnostic", (line) => tally.diagnostic(line));
    const settings = new SettingsStore({
      ...this.#deps.settings.value,
      profile: profile.id,
      theme,
      displayMode: mode,
      width: profile.width,
      height: profile.maxHeight,
    });
    const current: Current = { frame: undefined, tally, messages: 0 };
    this.#current = current;
    if (view.elicitation) tally.elicitation(view.elicitation);
    const started = performance.now();
    try {
      const deps = { client: this.#deps.client, tools: this.#deps.tools, settings, space: this.#space, events };
      const frame = (current.frame = await view.mount(deps));
      if (await handshake(frame)) {
        tally.handshake(performance.now() - started);
        await view.deliver(frame, tally, profile);
        if (this.#measures) await this.#measure(frame, tally, lookOf(profile, theme));
      }
      tally.design(frame.design(true));
      await onsettled(finish(tally.row(), profile), frame);
      frame.close();
    } catch (error) {
      tally.diagnostic({ key: "run", severity: "error", title: `The view could not be mounted: ${(error as Error).message}` });
    }
    this.#current = undefined;
    return { ...finish(tally.row(), profile), theme, mode };
  }
}

/** Whether the view an elicitation names can run in `cell`: its profile speaks the standard bridge (not only window.openai). */
export const offersElicitation = (cell: MatrixCell): boolean => cell.profile.kit.behaviour?.openai !== "only";

/** What a row runs: how its view is mounted, and what the host sends it once its handshake completed. */
interface RowView {
  mount(deps: ViewDeps): Promise<ViewFrame>;
  deliver(frame: ViewFrame, tally: MatrixTally, profile: PlaygroundProfile): Promise<void>;
  /** The elicitation's view the row runs, if it is one. */
  elicitation?: string;
}

/** A row's view has no stage to lay out, no display mode to switch to, and no teardown to ask for. */
const QUIET_HOOKS = { layout: () => {}, allowsMode: () => false, onTeardownRequest: () => {} };

/** How long an elicitation forwarded to a row's view may wait for its answer: past the row's end (the frame goes first). */
const ASKED_MS = 10 * 60_000;

/** Sends the tool's input and result (or its cancellation) to the view, and waits for it to settle. */
async function deliverCall(
  call: MatrixCall & { result: CallToolResult },
  frame: ViewFrame,
  tally: MatrixTally,
  profile: PlaygroundProfile,
) {
  const stripped = profile.kit.behaviour?.stripsStructuredContent ? explainStripped(call.result) : undefined;
  if (stripped) tally.diagnostic({ key: "stripped", ...stripped });
  if (call.cancel !== undefined) {
    // Cancelled before its input came: the view has had its time once it changes, or after SETTLE_MS.
    void frame.host.sendToolCancelled({ reason: call.cancel }).catch(() => {});
    await Promise.race([frame.designChanged, delay(SETTLE_MS)]);
  } else {
    void frame.host.sendToolInput({ arguments: call.args }).catch(() => {});
    if (call.inputFirst) await frame.drawn();
    void frame.host.sendToolResult(call.result as never).catch(() => {});
    await settle(tally);
  }
}

/** The row with the profile's mark and the fix of a failing row. */
function finish(row: MatrixRow, profile: PlaygroundProfile): MatrixRow {
  const fix = rowFix(row, { legacy: profile.legacy, onlyOpenAi: profile.kit.behaviour?.openai === "only" });
  return { ...row, ...(profile.legacy && { legacy: true }), ...(fix && { fix }) };
}

/** Whether the view completed the handshake within the grace after its frame loaded. */
async function handshake(frame: ViewFrame): Promise<boolean> {
  const loaded = new Promise<void>((resolve) => frame.iframe.addEventListener("load", () => resolve(), { once: true }));
  const done = frame.initialized.then(() => true);
  const late = Promise.race([loaded, delay(LOAD_MS)])
    .then(() => delay(HANDSHAKE_GRACE_MS))
    .then(() => false);
  return Promise.race([done, late]);
}

/** Waits for the view to settle: its size reports stop for QUIET_MS after one came, or SETTLE_MS passed. */
async function settle(tally: MatrixTally): Promise<void> {
  const end = performance.now() + SETTLE_MS;
  let sized = false;
  for (let left = SETTLE_MS; left > 0; left = end - performance.now()) {
    const next = new Promise<boolean>((resolve) => (tally.onsize = () => resolve(true)));
    const wait = delay(sized ? Math.min(QUIET_MS, left) : left).then(() => false);
    if (!(await Promise.race([next, wait]))) break;
    sized = true;
  }
  tally.onsize = undefined;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
