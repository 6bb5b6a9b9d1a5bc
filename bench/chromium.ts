// Benchmark 2, real Chromium: the official AppBridge in a host page on http://localhost:<port>, the
// widget (one self-contained HTML file per runtime) in a sandboxed iframe on http://127.0.0.1:<port>,
// a different site, so Chromium gives it its own renderer process. Each run is a fresh browser
// context. Measured in the widget: navigation start → connect() resolved (`performance.now()` there),
// JS heap after connect (CDP, after a forced GC, in the widget's own process), and the time from the
// host's first of 5,000 tool-input-partial notifications to the widget handler receiving the last.
import type { Browser, Frame, Page } from "playwright-core";
import { launchChromium, serve, type TestServer } from "../test/browser/support.js";
import { bundle, widgetPage } from "./lib/bundle.js";
import { hostPage, hostUrl, widgetFrame } from "./lib/hostPage.js";
import { browserWidget, type Sdk, type SdkId } from "./lib/sdks.js";
import { alternate } from "./lib/stats.js";

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
export async function measureChromium(sdks: readonly Sdk[], rounds: number, onRun?: (id: SdkId, run: BrowserRun) => void): Promise<Map<SdkId, BrowserRun[]>> {
  const pages: Record<string, string> = {};
  for (const sdk of sdks) pages[`/${sdk.id}.html`] = widgetPage(await bundle(browserWidget(sdk.core, PARTIALS)), sdk.id);
  const widgets = await serve(pages);
  const hosts = await serve({ "/host.html": await hostPage() });
  const browser = await launchChromium();
  try {
    return await alternate(
      sdks.map((s) => s.id),
      rounds,
      (id) => runOnce(browser, hosts, widgets, id),
      onRun,
    );
  } finally {
    await browser.close();
    await Promise.all([widgets.close(), hosts.close()]);
  }
}

async function runOnce(browser: Browser, hosts: TestServer, widgets: TestServer, id: SdkId): Promise<BrowserRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const widgetUrl = `${widgets.origin}/${id}.html`;
    await page.goto(hostUrl(hosts.origin, widgetUrl));
    const frame = await widgetFrame(page, widgetUrl);
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
  } finally {
    await context.close();
  }
}

/** The widget process's used JS heap after a forced garbage collection (CDP on the out-of-process frame). */
async function heapAfterGc(page: Page, frame: Frame): Promise<number> {
  const cdp = await page.context().newCDPSession(frame);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    return usedSize;
  } finally {
    await cdp.detach();
  }
}
