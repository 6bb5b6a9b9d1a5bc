// Benchmark 5, real Chromium: one large tool result (about 1 MB and 10 MB of JSON,
// bench/browser/resultData.ts) sent by the official AppBridge to the minimal widget of every runtime,
// and to mcp-view with view state, in the host page and sandboxed cross-site frame of benchmark 2.
// Per run, in a fresh browser context: the runtime's own time, from the tool-result `message` event
// reaching the frame's window (bench/lib/resultWidgets.ts's probe, the page's first script) to the
// widget's `ontoolresult`, both `performance.now()` in the frame; and the growth of the frame's JS
// heap (CDP, after a forced GC both times) from before the result is sent to after `ontoolresult`,
// with the widget keeping the result. For the view-state widgets, the driver then sets a state and
// checks the key it was stored under: a digest of the call, or the call id the host context gave.
import type { Frame, Page } from "playwright-core";
import { heapAfterGc } from "./chromium.js";
import { bundle, widgetPage } from "./lib/bundle.js";
import { alternateInChromium } from "./lib/hostPage.js";
import { RESULT_PROBE, RESULT_WIDGETS, resultWidget, type ResultMarks, type ResultWidgetId } from "./lib/resultWidgets.js";
import { disableFeatures } from "../playground/cli/chromium-args.js";

/** The sizes measured: the target length of the result's JSON text, and its label. */
export const RESULT_SIZES = [
  { size: "1MB", length: 1_000_000, label: "1 MB" },
  { size: "10MB", length: 10_000_000, label: "10 MB" },
] as const;

export type ResultSize = (typeof RESULT_SIZES)[number]["size"];

/** One run: one widget, one size. */
export interface ResultRun {
  /** The exact length of the sent result's JSON text. */
  jsonLength: number;
  /** `message` event reached the window (its data read) → `ontoolresult` called. */
  runtimeMs: number;
  /** The browser's deserialisation of the message, on the probe's first read of `event.data` (in no runtime's time). */
  readMs: number;
  /** The frame's used JS heap after `ontoolresult`, less before the result was sent (both after GC). */
  heapGrowthBytes: number;
}

/** A run's id (and its page's name): the widget and the size, as `ours.1MB`. */
type RunId = `${ResultWidgetId}.${ResultSize}`;

type MarkWindow = { __result?: ResultMarks };
type HostWindow = { __host: { initialized: boolean; prepareResult(length: number): number; sendResult(): Promise<void> } };

const WAIT = { timeout: 120_000 };

/**
 * This Chromium blocks third-party storage by default (its third-party-cookie phase-out), so the
 * cross-site frame would have no localStorage and view state would fall back to memory, where it
 * keys nothing. With the phase-out off the frame has localStorage, as in Chrome's default profile,
 * Safari and Firefox (partitioned there), and view state keys the result: the cost measured. The
 * switch keeps Playwright's own `--disable-features` list (disableFeatures), for every runtime of
 * this benchmark alike.
 */
const CHROMIUM_ARGS = [disableFeatures(["TrackingProtection3pcd"])];

/** Runs `rounds` rounds (plus one warm-up round, discarded), each widget at each size once per round, rotating the order. */
export async function measureToolResults(
  rounds: number,
  onRun?: (widget: ResultWidgetId, size: ResultSize, run: ResultRun) => void,
): Promise<Map<ResultWidgetId, Map<ResultSize, ResultRun[]>>> {
  const pages = {} as Record<RunId, string>;
  for (const widget of RESULT_WIDGETS) {
    const page = widgetPage(await bundle(resultWidget(widget)), widget.id, RESULT_PROBE);
    for (const { size } of RESULT_SIZES) pages[`${widget.id}.${size}`] = page;
  }
  const runs = await alternateInChromium(pages, rounds, measure, (id, run) => onRun?.(...parse(id), run), {
    args: CHROMIUM_ARGS,
    hostParams: (id): Record<string, string> => {
      const callId = widgetOf(id).toolCallId;
      return callId === undefined ? {} : { toolCallId: String(callId) };
    },
  });
  const out = new Map<ResultWidgetId, Map<ResultSize, ResultRun[]>>(RESULT_WIDGETS.map((w) => [w.id, new Map()]));
  for (const [id, list] of runs) {
    const [widget, size] = parse(id);
    out.get(widget)!.set(size, list);
  }
  return out;
}

const widgetOf = (id: RunId) => RESULT_WIDGETS.find((w) => w.id === parse(id)[0])!;

/** The localStorage key a view-state widget's state must be kept under (bench/browser/host.ts names the tool with the call id). */
const expectedKey = (callId: number | undefined) =>
  callId === undefined ? /^mcp-view:bench::digest:[0-9a-z]+$/ : new RegExp(`^mcp-view:bench:bench_results:call:n:${callId}$`);

function parse(id: RunId): [ResultWidgetId, ResultSize] {
  const at = id.indexOf(".");
  return [id.slice(0, at) as ResultWidgetId, id.slice(at + 1) as ResultSize];
}

async function measure(page: Page, frame: Frame, id: RunId): Promise<ResultRun> {
  const length = RESULT_SIZES.find((s) => s.size === parse(id)[1])!.length;
  await frame.waitForFunction(
    () => {
      const b = (window as MarkWindow).__result;
      return b && (b.ready >= 0 || b.error);
    },
    undefined,
    WAIT,
  );
  const error = await frame.evaluate(() => (window as MarkWindow).__result!.error);
  if (error) throw new Error(`${id}: connect() failed in Chromium: ${error}`);
  await page.waitForFunction(() => (window as unknown as HostWindow).__host.initialized, undefined, WAIT);
  const jsonLength = await page.evaluate((n) => (window as unknown as HostWindow).__host.prepareResult(n), length);
  const before = await heapAfterGc(page, frame);
  await page.evaluate(() => (window as unknown as HostWindow).__host.sendResult());
  await frame.waitForFunction(() => (window as MarkWindow).__result!.handledAt >= 0, undefined, WAIT);
  const after = await heapAfterGc(page, frame);
  const { arrivedAt, handledAt, readMs } = await frame.evaluate(() => {
    const b = (window as MarkWindow).__result!;
    return { arrivedAt: b.arrivedAt, handledAt: b.handledAt, readMs: b.readMs };
  });
  if (arrivedAt < 0) throw new Error(`${id}: the probe never saw the tool-result message`);
  const where = await frame.evaluate(() => (window as { __viewState?: { where: string } }).__viewState?.where);
  if (where !== undefined && where !== "local")
    throw new Error(`${id}: view state is kept in ${where}, not localStorage: it keyed nothing`);
  if (where !== undefined) {
    const keys = await frame.evaluate(async () => {
      await (window as { __viewState?: { set(value: unknown): Promise<void> } }).__viewState!.set("checked");
      return Object.keys(localStorage).filter((key) => key.startsWith("mcp-view:"));
    });
    const expected = expectedKey(widgetOf(id).toolCallId);
    if (keys.length !== 1 || !expected.test(keys[0]!))
      throw new Error(`${id}: view state was kept under ${JSON.stringify(keys)}, not ${expected}`);
  }
  return { jsonLength, runtimeMs: handledAt - arrivedAt, readMs, heapGrowthBytes: after - before };
}
