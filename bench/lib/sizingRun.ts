// Runs one sizing layout (bench/lib/sizingLayouts.ts) under the host page of bench/browser/sizingHost.ts
// in a page of Chromium, and says what its frame became: every height the view reported, the frame's
// final height, and whether the reports stopped (they never do for a runtime that grows the frame
// without end: the run then stops after `maxReports`). The sizing benchmark and the Chromium test
// share it. Classic scrollbars need a browser launched without Playwright's `--hide-scrollbars`;
// overlay scrollbars, which take no room either, are had per frame by hiding the view's scrollbars
// through the DevTools protocol, on the view's site, before the view loads.
import type { CDPSession, Frame, Page } from "playwright-core";
import type { SizingHost } from "../browser/sizingHost.js";
import { bundle, repoFile, ROOT } from "./bundle.js";
import { widgetFrame } from "./hostPage.js";
import type { SizingLayout } from "./sizingLayouts.js";

export type ScrollbarKind = "classic" | "overlay";

/** What a run of a layout is under. */
export interface SizingScenario {
  layout: SizingLayout;
  scrollbars: ScrollbarKind;
  /** The host's cap on the frame's height; none: it applies every height. */
  cap?: number;
}

/** What became of the frame. */
export interface SizingOutcome {
  /** Every height the view reported, in order. */
  reports: number[];
  /** The frame's height at the end. */
  frame: number;
  /** Whether the reports stopped: the frame took the last one, and two checks later nothing more had come. */
  settled: boolean;
  /**
   * Milliseconds from when the page last changed by itself (its navigation start, a late picture's
   * load, the layout's own change) to when the host got the report of the height the frame ended on.
   */
  finalMs: number;
  /** What the view's `onerror` heard. */
  errors: Array<{ kind: string; message: string }>;
}

type HostWindow = { __sizingHost: SizingHost };
type ViewWindow = {
  __sizing?: { connected: boolean; changedAt: number; errors: Array<{ kind: string; message: string }>; change(): void };
};

let hostHtml: Promise<string> | undefined;

/** The host page's HTML, its script bundled (once per process). */
export function sizingHostPage(): Promise<string> {
  hostHtml ??= bundle(repoFile("bench/browser/sizingHost.ts"), { format: "iife", resolveDir: `${ROOT}bench/browser` }).then(
    (code) =>
      `<!doctype html>\n<html><head><meta charset="utf-8"><title>sizing host</title></head><body><script>${code.replace(/<\/(script)/gi, "<\\/$1")}</script></body></html>\n`,
  );
  return hostHtml;
}

/** Where a run finds its pages: the host page, and the view's site (`/blank.html` there, then the view). */
interface SizingSites {
  /** The host page's URL (on another site than the views). */
  host: string;
  /** The view's site, `http://127.0.0.1:<port>`. */
  view: string;
}

/** Two animation frames of `target`'s page: what it had to do about what it saw, it did. */
const twoFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * Runs `scenario` in `page` with the view at `viewPath` on the view's site. Once the reports stopped,
 * `release(path)` answers the layout's late load, held back until then, or the view makes the
 * layout's own change; then the reports must stop again.
 */
export async function runSizing(
  page: Page,
  sites: SizingSites,
  viewPath: string,
  scenario: SizingScenario,
  release: (path: string) => void,
  { maxReports = 60 }: { maxReports?: number } = {},
): Promise<SizingOutcome> {
  const blank = `${sites.view}/blank.html`;
  const query = new URLSearchParams({ blank, ...(scenario.cap !== undefined && { cap: String(scenario.cap) }) });
  await page.goto(`${sites.host}?${query}`);
  let cdp: CDPSession | undefined;
  try {
    if (scenario.scrollbars === "overlay") {
      cdp = await page.context().newCDPSession(await widgetFrame(page, blank));
      await cdp.send("Emulation.setScrollbarsHidden", { hidden: true });
    }
    const url = `${sites.view}${viewPath}`;
    const shown = widgetFrame(page, url);
    await page.evaluate((to) => (window as unknown as HostWindow).__sizingHost.show(to), url);
    const frame = await shown;
    await frame.waitForFunction(() => (window as ViewWindow).__sizing?.connected === true);
    let settled = await settle(page, frame, maxReports);
    const { late, after } = scenario.layout;
    if (settled && late) {
      release(late);
      await frame.waitForFunction(() => [...document.images].every((image) => image.complete));
    }
    if (settled && after) await frame.evaluate(() => (window as ViewWindow).__sizing!.change());
    if (settled && (late || after)) settled = await settle(page, frame, maxReports);
    const { reports, frameHeight } = await page.evaluate(() => {
      const host = (window as unknown as HostWindow).__sizingHost;
      return { reports: host.reports, frameHeight: host.frameHeight() };
    });
    // The report the frame ended on: the last that changed the height.
    let last = 0;
    reports.forEach((r, i) => void (i && r.height !== reports[i - 1]!.height && (last = i)));
    const { errors, changedAt } = await frame.evaluate(() => (window as ViewWindow).__sizing!);
    return {
      reports: reports.map((r) => r.height ?? NaN),
      frame: frameHeight,
      settled,
      finalMs: reports.length ? reports[last]!.at - changedAt : NaN,
      errors,
    };
  } finally {
    await cdp?.detach().catch(() => {});
  }
}

/**
 * Waits until the view's reports stop: it reported, the frame has the height the host gives the last
 * report, and two checks in a row (each two animation frames of the view, then two of the host)
 * bring nothing new. False once `maxReports` came first, or after four checks per report allowed.
 */
async function settle(page: Page, frame: Frame, maxReports: number): Promise<boolean> {
  let quiet = 0;
  let before = -1;
  for (let check = 0; check < 4 * maxReports; check++) {
    await frame.evaluate(twoFrames);
    const now = await page.evaluate(async () => {
      await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      const host = (window as unknown as HostWindow).__sizingHost;
      const last = host.reports.at(-1)?.height;
      return { count: host.reports.length, applied: last !== undefined && Math.abs(host.frameHeight() - host.applied(last)) < 0.5 };
    });
    if (now.count >= maxReports) return false;
    quiet = now.count === before && now.applied ? quiet + 1 : 0;
    if (quiet === 2) return true;
    before = now.count;
  }
  return false;
}
