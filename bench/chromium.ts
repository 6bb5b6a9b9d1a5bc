// Benchmark 2, real Chromium: the official AppBridge in a host page on http://localhost:<port>, the
// widget (one self-contained HTML file per runtime) in a sandboxed iframe on http://127.0.0.1:<port>,
// a different site, so Chromium gives it its own renderer process. Each run is a fresh browser
// context. Measured in the widget: navigation start → connect() resolved (`performance.now()` there),
// JS heap after connect (CDP, after a forced GC, in the widget's own process), and the time from the
// host's first of 5,000 tool-input-partial notifications to the widget handler receiving the last.
import type { Frame, Page } from "playwright-core";
import { bundle, widgetPage } from "./lib/bundle.js";
import { alternateInChromium } from "./lib/hostPage.js";
import { browserWidget, type Sdk, type SdkId } from "./lib/sdks.js";

export const PARTIALS = 5000;

/** One run of one runtime. */
export interface BrowserRun {
  readyMs: number;
  heapBytes: number;
  partialsMs: number;
  /** How long the host took to post all 5,000 (a floor under every runtime's partialsMs). */
  hostSendMs: number;
}

type BenchWindow = { __bench?: { ready: number; partials: number; partialsAt: number; error: string } };
type HostWindow = { __host: { initialized: boolean; sendPartials(n: number): Promise<{ start: number; end: number }> } };

/** Runs `rounds` rounds (plus one warm-up round, discarded), each runtime once per round, rotating the order. */
export async function measureChromium(
  sdks: readonly Sdk[],
  rounds: number,
  onRun?: (id: SdkId, run: BrowserRun) => void,
): Promise<Map<SdkId, BrowserRun[]>> {
  const pages = {} as Record<SdkId, string>;
  for (const sdk of sdks) pages[sdk.id] = widgetPage(await bundle(browserWidget(sdk.core, PARTIALS)), sdk.id);
  return alternateInChromium(pages, rounds, measure, onRun);
}

async function measure(page: Page, frame: Frame, id: SdkId): Promise<BrowserRun> {
  await frame.waitForFunction(() => {
    const b = (window as BenchWindow).__bench;
    return b && (b.ready >= 0 || b.error);
  });
  const { ready, error } = await frame.evaluate(() => (window as BenchWindow).__bench!);
  if (error) throw new Error(`${id}: connect() failed in Chromium: ${error}`);
  await page.waitForFunction(() => (window as unknown as HostWindow).__host.initialized);
  const heapBytes = await heapAfterGc(page, frame);
  const sent = await page.evaluate((n) => (window as unknown as HostWindow).__host.sendPartials(n), PARTIALS);
  await frame.waitForFunction(() => (window as BenchWindow).__bench!.partialsAt > 0, undefined, { timeout: 60_000 });
  const end = await frame.evaluate(() => (window as BenchWindow).__bench!.partialsAt);
  return { readyMs: ready, heapBytes, partialsMs: end - sent.start, hostSendMs: sent.end - sent.start };
}

/** The widget process's used JS heap after a forced garbage collection (CDP on the out-of-process frame). */
export async function heapAfterGc(page: Page, frame: Frame): Promise<number> {
  const cdp = await page.context().newCDPSession(frame);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
