// The host page run by `mcp-view matrix` (`/?headless=matrix`): no panels to click, but the page's
// own Hosts matrix (session/matrix.ts) in cells of a profile, a theme and a display mode, offered
// to the command as `window.__mcpViewMatrix` (shared/headless-matrix.ts). Each row's frame stands
// alone in front of the page at the size the view settled on, on the host's background, so the
// command can take its screenshot; rows go to the command as they are made.
import type { Tool } from "@modelcontextprotocol/client";
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import { checkRendered } from "mcp-view/testing";
import {
  FRAME_ID,
  MATRIX_GLOBAL,
  ROW_BINDING,
  SHOT_BINDING,
  type HeadlessMatrix,
  type HeadlessRow,
  type Elicited,
  type HeadlessSpec,
  type ShotCell,
  type SkippedTool,
} from "../shared/headless-matrix.js";
import { PIP, type ViewSpace } from "./session/context.js";
import { rowAccessibility, rowFailed, rowReason } from "./session/matrix-fix.js";
import { offersElicitation, type MatrixCell, type MatrixHooks, type MatrixRow } from "./session/matrix.js";
import { uiResourceUri } from "./session/mcp.js";
import { rowDisputes } from "./session/profile-lines.js";
import { profileById, styleVariables, type PlaygroundProfile } from "./session/profiles.js";
import type { Session } from "./session/session.js";
import { exampleValue } from "./ui/example-args.js";
import { check } from "./headless-check.js";
import { rowAnswers, rowStarts } from "./headless-deadline.js";
import { unattendedTools } from "./headless-tools.js";
import { callAnswering } from "./headless-elicit.js";

/** The room a fullscreen view gets: the browser's viewport. */
const fullscreen = () => ({ width: innerWidth, height: innerHeight });

type Bindings = {
  [ROW_BINDING]?: (row: HeadlessRow) => Promise<void>;
  [SHOT_BINDING]?: (cell: ShotCell) => Promise<void>;
};

/** The one place a row's frame goes: in front of everything, sized as the row's host would size it. */
class HeadlessSpace implements ViewSpace {
  readonly element: HTMLElement;
  #cell: MatrixCell | undefined;
  #iframe: HTMLIFrameElement | undefined;

  constructor() {
    this.element = document.createElement("div");
    // In the page's flow (not fixed to the viewport), so that a frame taller than the viewport is photographed whole.
    this.element.style.cssText =
      "position:absolute;top:0;left:0;min-width:100%;min-height:100%;z-index:2147483647;display:flex;align-items:flex-start";
    document.body.append(this.element);
  }

  set cell(cell: MatrixCell) {
    this.#cell = cell;
    const background = styleVariables(cell.profile, cell.theme)["--color-background-primary"];
    this.element.style.background = background ?? (cell.theme === "dark" ? "#1f1f1f" : "#ffffff");
    this.element.style.colorScheme = cell.theme;
  }

  space(mode: McpUiDisplayMode): { width: number; height: number } {
    const profile = this.#cell?.profile;
    if (mode === "fullscreen" || !profile) return fullscreen();
    return mode === "pip" ? { width: PIP.width, height: PIP.maxHeight } : { width: profile.width, height: profile.maxHeight };
  }

  place(iframe: HTMLIFrameElement, { title }: { title: string; border: boolean }): void {
    const room = this.space(this.#cell?.mode ?? "inline");
    iframe.id = FRAME_ID;
    iframe.title = title;
    iframe.style.cssText = `border:0;display:block;width:${room.width}px;height:${Math.min(room.height, 160)}px`;
    this.#iframe = iframe;
    this.element.replaceChildren(iframe);
  }

  /**
   * Gives the frame, for its screenshot, the whole height its view settled on, past the host's
   * maxHeight (a fullscreen view gets all the room), then waits for the layout.
   */
  async fit(row: MatrixRow): Promise<void> {
    const iframe = this.#iframe;
    if (!iframe) return;
    const mode = this.#cell?.mode ?? "inline";
    const room = this.space(mode);
    const reported = row.size?.height ?? 0;
    iframe.style.height = `${mode === "fullscreen" ? room.height : Math.max(1, reported || Math.min(160, room.height))}px`;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  }
}

/** The page's row as the command gets it. */
function headlessRow(tool: string, row: MatrixRow, ms: number): HeadlessRow {
  const reason = rowReason(row);
  return {
    tool,
    profile: row.profile,
    label: row.label,
    theme: row.theme!,
    mode: row.mode!,
    status: rowFailed(row) ? "failed" : "passed",
    ...(reason && { reason }),
    ...(row.fix && { fix: row.fix }),
    ...(row.handshakeMs !== undefined && { handshakeMs: Math.round(row.handshakeMs) }),
    rendered: row.rendered,
    errors: row.errors,
    csp: row.csp,
    refused: row.refused,
    ...(row.size && { size: row.size }),
    ...(row.legacy && { legacy: true }),
    ...(row.elicitationView && { elicitationView: row.elicitationView }),
    ...disputed(profileById(row.profile), row.mode!),
    ...(row.accessibility && {
      accessibility: rowAccessibility(row).map(({ rule, severity, message, fix }) => ({ rule, severity, message, fix })),
    }),
    ...sizing(row),
    ms: Math.round(ms),
  };
}

/** The row's `sizing` field: DESIGN-006 on what the design probe saw of its view, where it found something. */
function sizing(row: MatrixRow): Pick<HeadlessRow, "sizing"> {
  const found = checkRendered({ viewportHeights: row.design?.viewportHeights ?? [] }, "view");
  return found.length ? { sizing: found.map(({ rule, severity, message, fix }) => ({ rule, severity, message, fix })) } : {};
}

/** The row's `disputed` field, where the profile has disputes bearing on `mode`. */
function disputed(profile: PlaygroundProfile, mode: McpUiDisplayMode): Pick<HeadlessRow, "disputed"> {
  const lines = rowDisputes(profile.kit, mode);
  return lines.length ? { disputed: lines } : {};
}

/** Why a profile runs no row in `cell`: it offers no such display mode. */
const NO_MODE = ({ profile, mode }: MatrixCell) =>
  `${profile.label} offers no ${mode} display mode (it offers ${profile.displayModes.join(", ")})`;

/** Why a profile runs no row of the view an elicitation named: it speaks to views only through window.openai. */
const NO_ELICITATION = ({ profile }: MatrixCell) =>
  `${profile.label} speaks to views only through window.openai, which has no elicitation: the host's own form asks instead`;

/** A row not run in `cell`, for `reason` (by default: the profile offers no such display mode). */
function skippedRow(tool: string, cell: MatrixCell, reason = NO_MODE(cell)): HeadlessRow {
  const { profile, theme, mode } = cell;
  return {
    ...{ tool, profile: profile.id, label: profile.label, theme, mode, status: "skipped" },
    reason,
    ...{ rendered: false, errors: 0, csp: 0, refused: 0, ms: 0 },
    ...disputed(profile, mode),
  };
}

/**
 * The tools the spec names (each must exist; whatever it does, it is called: one without a view of
 * its own runs the view its call's elicitation names), or every tool with a view safe to call unasked.
 */
function toolsOf(spec: HeadlessSpec, tools: Tool[]): { run: Tool[]; skipped: SkippedTool[] } | string {
  if (!spec.tools) {
    const chosen = unattendedTools(tools);
    if (chosen.run.length) return chosen;
    if (!chosen.skipped.length) return "The server has no tool with a view (_meta.ui.resourceUri on the tool): there is nothing to run.";
    const left = chosen.skipped.map((s) => `${s.tool} (${s.reason})`).join("; ");
    return `No tool with a view is safe to call unasked: ${left}. Name one with --tool to call it.`;
  }
  const chosen: Tool[] = [];
  for (const name of spec.tools) {
    const tool = tools.find((t) => t.name === name);
    if (!tool) return `The server has no tool ${JSON.stringify(name)}; its tools: ${tools.map((t) => t.name).join(", ") || "none"}.`;
    chosen.push(tool);
  }
  return { run: chosen, skipped: [] };
}

async function run(session: Session, spec: HeadlessSpec): Promise<Awaited<ReturnType<HeadlessMatrix["run"]>>> {
  const chosen = toolsOf(spec, session.tools);
  if (typeof chosen === "string") return { error: chosen };
  const { skipped } = chosen;
  const tools = chosen.run.filter((t) => !spec.skip?.includes(t.name));
  const space = new HeadlessSpace();
  const rows: HeadlessRow[] = [];
  const elicited: Elicited[] = [];
  const profiles: PlaygroundProfile[] = spec.profiles.map((id) => profileById(id));
  const cells = profiles.flatMap((profile) =>
    spec.themes.flatMap((theme: McpUiTheme) => spec.modes.map((mode) => ({ profile, theme, mode }))),
  );
  try {
    for (const tool of tools) {
      const args = spec.args ?? ((exampleValue(tool.inputSchema as never) ?? {}) as Record<string, unknown>);
      let called: Awaited<ReturnType<typeof callAnswering>>;
      try {
        called = await callAnswering(session, tool, args);
      } catch (error) {
        return { error: `Calling ${tool.name} failed: ${(error as Error).message}` };
      }
      const { result, asked } = called;
      elicited.push(...asked.told(tool.name));
      const views = asked.views();
      if (!uiResourceUri(tool) && !views.length)
        return {
          error: `Tool ${tool.name} has no view (no _meta.ui.resourceUri), and its call named none in an elicitation: there is nothing to run under each host.`,
        };
      if (uiResourceUri(tool))
        rows.push(
          ...(await viewRows(space, spec, tool.name, cells, undefined, (hooks, runnable) =>
            session.hostsMatrix(space, hooks, { call: { tool, args, result }, cells: runnable }),
          )),
        );
      for (const { uri, params } of views)
        rows.push(
          ...(await viewRows(space, spec, tool.name, cells, uri, (hooks, runnable) =>
            session.elicitationMatrix(space, hooks, { tool, uri, params }, runnable),
          )),
        );
    }
  } finally {
    space.element.remove();
  }
  return { rows, skipped, elicited };
}

/**
 * The rows of one view of `tool` (its own, or the elicitation's view `elicitationView`) in `cells`:
 * `runMatrix` runs those a profile can show, each told to the command as it is made; the others are
 * skipped rows that say why.
 */
async function viewRows(
  space: HeadlessSpace,
  spec: HeadlessSpec,
  tool: string,
  cells: MatrixCell[],
  elicitationView: string | undefined,
  runMatrix: (hooks: MatrixHooks, runnable: MatrixCell[]) => Promise<MatrixRow[]>,
): Promise<HeadlessRow[]> {
  const bindings = window as unknown as Bindings;
  const view = elicitationView === undefined ? {} : { elicitationView };
  /** Why `cell` runs no row; undefined: it runs. */
  const notRun = (cell: MatrixCell): string | undefined =>
    !cell.profile.displayModes.includes(cell.mode)
      ? NO_MODE(cell)
      : elicitationView !== undefined && !offersElicitation(cell)
        ? NO_ELICITATION(cell)
        : undefined;
  const runnable = cells.filter((cell) => notRun(cell) === undefined);
  const skip = (cell: MatrixCell) => ({ ...skippedRow(tool, cell, notRun(cell)), ...view });
  let started = 0;
  const made = new Map<MatrixCell, HeadlessRow>();
  for (const cell of cells) if (!runnable.includes(cell)) await bindings[ROW_BINDING]?.(skip(cell));
  await runMatrix(
    {
      onstart: (_profile, _i, cell) => ((space.cell = cell), (started = performance.now()), rowStarts(tool, cell, elicitationView)),
      onsettled: async (row, _frame, i) => {
        await rowAnswers();
        if (!spec.shots) return;
        await space.fit(row);
        const { profile, theme, mode } = runnable[i]!;
        await bindings[SHOT_BINDING]?.({ tool, ...view, profile: profile.id, theme, mode });
      },
      onrow: (row, i) => {
        const one = headlessRow(tool, row, performance.now() - started);
        made.set(runnable[i]!, one);
        void bindings[ROW_BINDING]?.(one);
      },
    },
    runnable,
  );
  return cells.map((cell) => made.get(cell) ?? skip(cell));
}

/** Offers the matrix to the command; `connected` resolves when the session reached the server (or why it could not). */
export function offerHeadlessMatrix(session: Session, connected: Promise<string | undefined>): void {
  const matrix: HeadlessMatrix = {
    ready: connected,
    run: (spec) => run(session, spec),
    check: async (spec) => {
      const space = new HeadlessSpace();
      try {
        return await check(session, spec, (tool, row) => headlessRow(tool, row, 0), space);
      } finally {
        space.element.remove();
      }
    },
  };
  (window as unknown as Record<string, HeadlessMatrix>)[MATRIX_GLOBAL] = matrix;
}
