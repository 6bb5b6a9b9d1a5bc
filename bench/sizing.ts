// The sizing benchmark, real Chromium: every sizing layout (bench/lib/sizingLayouts.ts) on each
// runtime's App with its automatic size reports, as a view on another site in the frame of a host
// page (official AppBridge) that applies every reported height, or caps it at 240 px, with classic
// and with overlay scrollbars (bench/lib/sizingRun.ts). Recorded per run: every height reported, the
// frame's final height, whether the reports stopped (a run that grows the frame without end stops
// after 40 reports), what `onerror` heard, and the time from the page's last change of its own to
// the report the frame ended on. Runtimes alternate within each round, the order rotated every round,
// in one browser with classic scrollbars (overlay ones are had per frame), one warm-up round discarded.
import type { ServerResponse } from "node:http";
import { launchChromium, onAnotherSite, serve } from "../test/browser/support.js";
import { bundle } from "./lib/bundle.js";
import { sdk, type Sdk, type SdkId } from "./lib/sdks.js";
import { LATE_PICTURE, SIZING_LAYOUTS, sizingPage, sizingWidget } from "./lib/sizingLayouts.js";
import { runSizing, sizingHostPage, type SizingOutcome, type SizingScenario } from "./lib/sizingRun.js";
import { rotate } from "./lib/stats.js";

/** The host's cap in the capped scenarios. */
const SIZING_CAP = 240;
/** Reports after which a run that has not stopped is cut off. */
const MAX_REPORTS = 40;

/** The runtimes compared: mcp-view and the official App, 2.x and 1.x. */
export const SIZING_SDKS: readonly Sdk[] = [sdk("ours"), sdk("official2"), sdk("official1")];

/**
 * The scenarios, in table order: each layout under both scrollbar kinds with every height applied,
 * then, with classic scrollbars (a capped frame scrolls), under the cap each layout taller than it or
 * whose height follows the frame's.
 */
export const SIZING_SCENARIOS: readonly SizingScenario[] = [
  ...SIZING_LAYOUTS.flatMap((layout) => (["classic", "overlay"] as const).map((scrollbars) => ({ layout, scrollbars }))),
  ...SIZING_LAYOUTS.filter((l) => l.loops || (l.content ?? 0) > SIZING_CAP).map((layout) => ({
    layout,
    scrollbars: "classic" as const,
    cap: SIZING_CAP,
  })),
];

/** A scenario's key in the results: `dropdown/overlay` or `dropdown/classic/cap 240`. */
export const scenarioKey = (s: SizingScenario) => `${s.layout.id}/${s.scrollbars}${s.cap ? `/cap ${s.cap}` : ""}`;

/** Every runtime's page of every layout, by its path on the view's site (`/ours/dropdown.html`): the widgets bundled. */
export async function sizingPages(): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const runtime of SIZING_SDKS)
    for (const layout of SIZING_LAYOUTS)
      pages[`/${runtime.id}/${layout.id}.html`] = sizingPage(layout, await bundle(sizingWidget(runtime.core, layout)));
  return pages;
}

/**
 * Runs `rounds` rounds (plus one warm-up round, discarded) on `pages` (default: bundled now, from
 * this checkout's dist/); returns, per scenario key, each runtime's runs.
 */
export async function measureSizing(
  rounds: number,
  onRun?: (key: string, id: SdkId, run: SizingOutcome) => void,
  pages?: Record<string, string>,
): Promise<Map<string, Map<SdkId, SizingOutcome[]>>> {
  pages ??= await sizingPages();
  let held: ServerResponse | undefined;
  const views = await serve({
    "/blank.html": "<!doctype html><title>blank</title>",
    ...pages,
    "/late.svg": (_req, res) => void (held = res),
  });
  const host = await serve({ "/sizing-host.html": await sizingHostPage() });
  const browser = await launchChromium([], { classicScrollbars: true });
  const results = new Map(
    SIZING_SCENARIOS.map((s) => [scenarioKey(s), new Map<SdkId, SizingOutcome[]>(SIZING_SDKS.map((r) => [r.id, []]))]),
  );
  try {
    const sites = { host: `${onAnotherSite(host.origin)}/sizing-host.html`, view: views.origin };
    const release = () => {
      held?.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "no-store" }).end(LATE_PICTURE);
      held = undefined;
    };
    for (let round = -1; round < rounds; round++) {
      for (const scenario of SIZING_SCENARIOS) {
        for (const runtime of rotate(SIZING_SDKS, round + 1)) {
          const context = await browser.newContext();
          try {
            const page = await context.newPage();
            page.setDefaultTimeout(60_000);
            const run = await runSizing(page, sites, `/${runtime.id}/${scenario.layout.id}.html`, scenario, release, {
              maxReports: MAX_REPORTS,
            });
            if (round < 0) continue;
            results.get(scenarioKey(scenario))!.get(runtime.id)!.push(run);
            onRun?.(scenarioKey(scenario), runtime.id, run);
          } finally {
            held?.destroy();
            held = undefined;
            await context.close();
          }
        }
      }
    }
    return results;
  } finally {
    await browser.close();
    await Promise.all([views.close(), host.close()]);
  }
}
