// The host page run by `mcp-view matrix` (`/?headless=matrix`): no panels to click, but the page's
// own Hosts matrix (session/matrix.ts) in cells of a profile, a theme and a display mode, offered
// to the command as `window.__mcpViewMatrix` (shared/headless-matrix.ts). Each row's frame stands
// alone in front of the page at the size the view settled on, on the host's background, so the
// command can take its screenshot; rows go to the command as they are made.
import type { Tool } from "@modelcontextprotocol/client";
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import {
  FRAME_ID,
  MATRIX_GLOBAL,
  ROW_BINDING,
  SHOT_BINDING,
  type HeadlessMatrix,
  type HeadlessRow,
  type HeadlessSpec,
  type ShotCell,
  type SkippedTool,
} from "../shared/headless-matrix.js";
import { PIP, type ViewSpace } from "./session/context.js";
import { rowFailed, rowReason } from "./session/matrix-fix.js";
import type { MatrixCell, MatrixRow } from "./session/matrix.js";
import { uiResourceUri } from "./session/mcp.js";
import { profileById, styleVariables, type PlaygroundProfile } from "./session/profiles.js";
import type { Session } from "./session/session.js";
import { exampleValue } from "./ui/example-args.js";
import { check } from "./headless-check.js";
import { rowAnswers, rowStarts } from "./headless-deadline.js";
import { unattendedTools } from "./headless-tools.js";

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
    ms: Math.round(ms),
  };
}

function skippedRow(tool: string, cell: MatrixCell): HeadlessRow {
  const { profile, theme, mode } = cell;
  const offered = profile.displayModes.join(", ");
  return {
    ...{ tool, profile: profile.id, label: profile.label, theme, mode, status: "skipped" },
    reason: `${profile.label} offers no ${mode} display mode (it offers ${offered})`,
    ...{ rendered: false, errors: 0, csp: 0, refused: 0, ms: 0 },
  };
}

/** The tools the spec names (each must exist and have a view, whatever it does), or every tool with a view safe to call unasked. */
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
    if (!uiResourceUri(tool)) return `Tool ${name} has no view (no _meta.ui.resourceUri): there is nothing to run under each host.`;
    chosen.push(tool);
  }
  return { run: chosen, skipped: [] };
}

async function run(session: Session, spec: HeadlessSpec): Promise<{ rows: HeadlessRow[]; skipped: SkippedTool[] } | { error: string }> {
  const bindings = window as unknown as Bindings;
  const chosen = toolsOf(spec, session.tools);
  if (typeof chosen === "string") return { error: chosen };
  const { skipped } = chosen;
  const tools = chosen.run.filter((t) => !spec.skip?.includes(t.name));
  const space = new HeadlessSpace();
  const rows: HeadlessRow[] = [];
  const profiles: PlaygroundProfile[] = spec.profiles.map((id) => profileById(id));
  for (const tool of tools) {
    const cells = profiles.flatMap((profile) =>
      spec.themes.flatMap((theme: McpUiTheme) => spec.modes.map((mode) => ({ profile, theme, mode }))),
    );
    const runnable = cells.filter((c) => c.profile.displayModes.includes(c.mode));
    const args = spec.args ?? ((exampleValue(tool.inputSchema as never) ?? {}) as Record<string, unknown>);
    let started = 0;
    const made = new Map<MatrixCell, HeadlessRow>();
    for (const cell of cells) if (!runnable.includes(cell)) await bindings[ROW_BINDING]?.(skippedRow(tool.name, cell));
    try {
      await session.hostsMatrix(
        space,
        {
          onstart: (_profile, _i, cell) => ((space.cell = cell), (started = performance.now()), rowStarts(tool.name, cell)),
          onsettled: async (row, _frame, i) => {
            await rowAnswers();
            if (!spec.shots) return;
            await space.fit(row);
            const { profile, theme, mode } = runnable[i]!;
            await bindings[SHOT_BINDING]?.({ tool: tool.name, profile: profile.id, theme, mode });
          },
          onrow: (row, i) => {
            const one = headlessRow(tool.name, row, performance.now() - started);
            made.set(runnable[i]!, one);
            void bindings[ROW_BINDING]?.(one);
          },
        },
        { call: { tool, args }, cells: runnable },
      );
    } catch (error) {
      space.element.remove();
      return { error: `Calling ${tool.name} failed: ${(error as Error).message}` };
    }
    rows.push(...cells.map((cell) => made.get(cell) ?? skippedRow(tool.name, cell)));
  }
  space.element.remove();
  return { rows, skipped };
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
