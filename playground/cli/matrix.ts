// `mcp-view matrix`: the Hosts matrix headless, for CI. It starts the dev host on the server (as
// `mcp-view dev` does, on a free port), opens its page with `?headless=matrix` in an installed
// Chromium or Chrome through playwright-core, and runs the page's own matrix there
// (host/headless.ts): each tool called once, its result replayed into a row per profile × theme ×
// mode; a tool risky to call unasked is not called, and says so (host/headless-tools.ts). Each row
// prints its line (a failed one its reason and fix); --junit and --screenshots write the reports.
// Each view is settled before its screenshot (matrix-settle.ts); with --baseline, each screenshot is
// compared with its baseline as its row comes, and --update-baseline writes them (matrix-baseline.ts).
// Exit status: 0 all passed, 1 a row failed, 2 bad usage or it cannot run.
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import type { Page } from "playwright-core";
import {
  FRAME_ID,
  MATRIX_GLOBAL,
  ROW_BINDING,
  SHOT_BINDING,
  type HeadlessMatrix,
  type HeadlessRow,
  type HeadlessSpec,
  type ShotCell,
} from "../shared/headless-matrix.js";
import { DEFAULT_TIMEOUT, underDeadline } from "./headless-deadline.js";
import { fixtureCall, openHeadless, withHeadlessHost, type HeadlessContext, type HeadlessHost } from "./headless-host.js";
import type { MatrixCase } from "./matrix-case.js";
import { matrixUsage, parseMatrix, type MatrixOptions } from "./matrix-args.js";
import { compareWithBaseline, failsRow, writeBaseline, type BaselineResult, type BaselineSettings } from "./matrix-baseline.js";
import { caseLine, elicitedLine, htmlReport, junitXml, notCalled } from "./matrix-report.js";

import { settleView } from "./matrix-settle.js";
import { stoppedRows, toolCells } from "./matrix-stopped.js";
import { printable, printableStream } from "./printable.js";

/** A part of a file name: anything but letters, digits, `.`, `_` and `-` replaced; when changed, a short hash of the original keeps it apart from others (`a/b`, `a:b`). */
function filePart(part: string): string {
  const safe = part.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 80);
  return safe === part ? safe : `${safe}-${createHash("sha256").update(part).digest("hex").slice(0, 8)}`;
}

/**
 * A file name for a row's screenshot: its cell's parts, each made safe for a file name; a row of the
 * view an elicitation named has `elicitation-<its URI>` after the tool.
 */
export const shotName = (cell: ShotCell) =>
  `${[
    cell.tool,
    ...(cell.elicitationView === undefined ? [] : [`elicitation-${cell.elicitationView}`]),
    cell.profile,
    cell.theme,
    cell.mode,
  ]
    .map(filePart)
    .join("--")}.png`;

/** Runs `mcp-view matrix` with `argv` (after the word `matrix`); resolves with the exit status. */
export async function runMatrix(argv: readonly string[], given: HeadlessContext): Promise<number> {
  // What a server, a view or a file says reaches the terminal escaped (printable.ts).
  const context = { ...given, stdout: printableStream(given.stdout), stderr: printableStream(given.stderr) };
  const request = parseMatrix(argv);
  if (request.kind === "help") return (context.stdout.write(matrixUsage()), 0);
  if (request.kind === "error") return (context.stderr.write(`${request.message}\n\n${matrixUsage()}`), 2);
  const { options } = request;
  return withHeadlessHost("mcp-view matrix", options, context, async (host) => {
    const problem = await openHeadless(host.page, host.playground.url, host.fixture);
    if (problem) return (context.stderr.write(`${problem}\n`), 2);
    return drive(host, { ...options, ...fixtureCall(host.fixture) }, context);
  });
}

async function drive(host: HeadlessHost, options: MatrixOptions, context: HeadlessContext): Promise<number> {
  const shots = new Map<string, string>();
  // The report needs the screenshots: without --screenshots, they go to a directory of their own, removed after.
  const scratch = options.report && !options.screenshots ? mkdtempSync(join(tmpdir(), "mcp-view-matrix-")) : undefined;
  const shotDir = options.screenshots ?? scratch;
  try {
    return await rows(host, options, context, shots, shotDir);
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

async function rows(
  host: HeadlessHost,
  options: MatrixOptions,
  context: HeadlessContext,
  shots: Map<string, string>,
  shotDir: string | undefined,
): Promise<number> {
  if (shotDir) mkdirSync(shotDir, { recursive: true });
  const spec: HeadlessSpec = {
    ...(options.tools && { tools: options.tools }),
    ...(options.args && { args: options.args }),
    profiles: options.profiles,
    themes: options.themes,
    modes: options.modes,
    shots: shotDir !== undefined,
  };
  const baselines = new Map<string, BaselineResult>();
  const judge = (row: HeadlessRow) => {
    const key = keyOf(row);
    const shot = shots.get(key);
    if (options.baseline && shot && !baselines.has(key)) baselines.set(key, judgeShot(shot, row, options.baseline));
    return caseOf(row, shots, baselines);
  };
  const outcome = await runRows(host, spec, options.timeout ?? DEFAULT_TIMEOUT, context, shoot(shots, shotDir), judge);
  if ("error" in outcome) return (context.stderr.write(`${outcome.error}\n`), 2);
  const cases = outcome.rows.map(judge);
  if (options.report) {
    mkdirSync(dirname(options.report), { recursive: true });
    writeFileSync(options.report, htmlReport(cases, readImage));
  }
  // Screenshots of a scratch directory (for the report alone) are not kept: JUnit names none.
  const kept = options.screenshots ? cases : cases.map(({ screenshot: _gone, ...c }) => c);
  if (options.junit) {
    mkdirSync(dirname(options.junit), { recursive: true });
    writeFileSync(options.junit, junitXml(kept, new Date(), { dir: dirname(options.junit), notCalled: outcome.skipped }));
  }
  const failed = cases.filter((c) => c.status === "failed").length;
  const skipped = cases.filter((c) => c.status === "skipped").length;
  const tools = new Set(cases.map((c) => c.tool)).size;
  for (const s of outcome.skipped) context.stdout.write(`skip  ${notCalled(s)}\n`);
  for (const e of outcome.elicited) context.stdout.write(`elicit  ${elicitedLine(e)}\n`);
  const left = outcome.skipped.length ? `; ${outcome.skipped.length} tool${outcome.skipped.length === 1 ? "" : "s"} not called` : "";
  context.stdout.write(
    `\n${cases.length} rows of ${tools} tool${tools === 1 ? "" : "s"} (each called once): ${cases.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped${left}.\n`,
  );
  if (options.baseline) context.stdout.write(baselineTally(cases, options.baseline.dir));
  return failed ? 1 : 0;
}

type Outcome = Awaited<ReturnType<HeadlessMatrix["run"]>>;

/**
 * Runs the page's matrix under the row deadline; when a view hangs or crashes, writes its tool's
 * rows (that row failed, the others not run) and goes on in a fresh page with the tools left.
 */
async function runRows(
  host: HeadlessHost,
  spec: HeadlessSpec,
  seconds: number,
  context: HeadlessContext,
  shoot: (page: Page) => (source: unknown, cell: ShotCell) => Promise<void>,
  judge: (row: HeadlessRow) => MatrixCase,
): Promise<Outcome> {
  const done: HeadlessRow[] = [];
  const skip: string[] = [];
  for (let page = host.page; ; page = await host.reopen()) {
    const seen = new Map<string, HeadlessRow[]>();
    await page.exposeBinding(ROW_BINDING, (_source, row: HeadlessRow) => {
      seen.set(row.tool, [...(seen.get(row.tool) ?? []), row]);
      context.stdout.write(`${caseLine(judge(row))}\n`);
    });
    await page.exposeBinding(SHOT_BINDING, shoot(page));
    const asked = { ...spec, ...(skip.length && { skip }) };
    const outcome = await underDeadline(page, seconds, () =>
      page.evaluate(([name, one]) => (window as unknown as Record<string, HeadlessMatrix>)[name]!.run(one), [
        MATRIX_GLOBAL,
        asked,
      ] as const),
    );
    if ("value" in outcome) return "error" in outcome.value ? outcome.value : { ...outcome.value, rows: [...done, ...outcome.value.rows] };
    const { stopped } = outcome;
    if (!stopped.cell) return { error: `The host page stopped before any view started: ${stopped.reason}.` };
    const tools = [...new Set([...seen.keys(), stopped.cell.tool])];
    for (const tool of tools) {
      const met = [...(seen.get(tool) ?? []), ...(tool === stopped.cell.tool ? [stopped.cell] : [])];
      const made = stoppedRows(toolCells(spec, tool, met), seen.get(tool) ?? [], tool === stopped.cell.tool ? stopped : undefined);
      for (const row of made) if (!seen.get(tool)?.includes(row)) context.stdout.write(`${caseLine(judge(row))}\n`);
      done.push(...made);
    }
    skip.push(...tools);
  }
}

/** The screenshot binding of `page`: the frame of the row's cell, its view settled, into `shotDir`. */
const shoot = (shots: Map<string, string>, shotDir: string | undefined) => (page: Page) => async (_source: unknown, cell: ShotCell) => {
  if (!shotDir) return;
  const path = join(shotDir, shotName(cell));
  await settleView(page);
  await page.locator(`#${FRAME_ID}`).screenshot({ path, animations: "disabled", caret: "hide" });
  shots.set(keyOf(cell), path);
};

/** A row's screenshot compared with its baseline; under --update-baseline, written as its baseline when the row passed and it fails it. */
function judgeShot(shot: string, row: HeadlessRow, settings: BaselineSettings): BaselineResult {
  try {
    const compared = compareWithBaseline(shot, settings);
    return settings.update && row.status === "passed" && failsRow(compared) ? writeBaseline(shot, compared) : compared;
  } catch (error) {
    const sentence = `the screenshot cannot be compared with its baseline: ${(error as Error).message}`;
    return { verdict: "unreadable", baseline: join(settings.dir, basename(shot)), sentence };
  }
}

/** The line after the summary: how many rows' screenshots matched their baselines, differed, had none… */
function baselineTally(cases: readonly MatrixCase[], dir: string): string {
  const words = {
    matches: "matched",
    differs: "differed",
    resized: "had another size",
    missing: "missing",
    unreadable: "could not be read",
    written: "written",
  };
  const counts = Object.entries(words)
    .map(([verdict, word]) => [cases.filter((c) => c.baseline?.verdict === verdict).length, word] as const)
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${n} ${word}`);
  return `Baselines in ${printable(dir)}: ${counts.join(", ") || "none compared"}.\n`;
}

function readImage(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

const keyOf = (c: ShotCell) => JSON.stringify([c.tool, c.elicitationView ?? null, c.profile, c.theme, c.mode]);

/** The report's row: the page's, with its screenshot, and failed by its baseline's verdict when it passed. */
function caseOf(row: HeadlessRow, shots: ReadonlyMap<string, string>, baselines: ReadonlyMap<string, BaselineResult>): MatrixCase {
  const { ms, legacy: _legacy, ...rest } = row;
  const screenshot = shots.get(keyOf(row));
  const baseline = baselines.get(keyOf(row));
  const made: MatrixCase = { ...rest, seconds: ms / 1000, ...(screenshot && { screenshot }), ...(baseline && { baseline }) };
  if (!baseline || made.status !== "passed" || !failsRow(baseline)) return made;
  return { ...made, status: "failed", reason: baseline.sentence, ...(baseline.fix && { fix: baseline.fix }) };
}
