// Builds the Chromium host page (bench/browser/host.ts with the official AppBridge) once per process,
// finds the widget's frame in it, and runs the Chromium benchmarks' rounds: each widget in the host
// page, in a fresh browser context per run.
import type { Frame, Page } from "playwright-core";
import { launchChromium, serve } from "../../test/browser/support.js";
import { bundle, repoFile, ROOT } from "./bundle.js";
import { alternate } from "./stats.js";

let page: Promise<string> | undefined;

/** The host page's HTML, with its script inlined (its imports resolved from its folder). */
export function hostPage(): Promise<string> {
  page ??= bundle(repoFile("bench/browser/host.ts"), { format: "iife", resolveDir: `${ROOT}bench/browser` }).then(
    (code) =>
      `<!doctype html>\n<html><head><meta charset="utf-8"><title>host</title></head><body><script>${code.replace(/<\/(script)/gi, "<\\/$1")}</script></body></html>\n`,
  );
  return page;
}

/** The frame at `url`, now or once it navigates there (within the page's default timeout). */
export async function widgetFrame(page: Page, url: string): Promise<Frame> {
  const navigated = page.waitForEvent("framenavigated", { predicate: (f) => f.url() === url });
  const found = page.frames().find((f) => f.url() === url);
  if (!found) return navigated;
  navigated.catch(() => {}); // settles when the page closes; nobody waits for it
  return found;
}

/** The host page's URL on `localhost` (another site than the widget's 127.0.0.1), showing `widgetUrl`; `params`: more query parameters. */
export function hostUrl(hostOrigin: string, widgetUrl: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ widget: widgetUrl, ...params });
  return `${hostOrigin.replace("127.0.0.1", "localhost")}/host.html?${query}`;
}

/**
 * Serves `widgets` (id → page) on one site and the host page on another, launches Chromium, and
 * runs `rounds` rounds (plus a discarded warm-up) of `measure` for every widget, alternating: each
 * run in a fresh browser context whose page shows the host with that widget in its frame. `args`:
 * Chromium flags added to those of `launchChromium`; `hostParams`: the host page's query parameters
 * for a widget (bench/browser/host.ts).
 */
export async function alternateInChromium<Id extends string, Run>(
  widgets: Record<Id, string>,
  rounds: number,
  measure: (page: Page, frame: Frame, id: Id) => Promise<Run>,
  onRun?: (id: Id, run: Run) => void,
  { args = [], hostParams }: { args?: readonly string[]; hostParams?: (id: Id) => Record<string, string> } = {},
): Promise<Map<Id, Run[]>> {
  const ids = Object.keys(widgets) as Id[];
  const widgetSite = await serve(Object.fromEntries(ids.map((id) => [`/${id}.html`, widgets[id]])));
  const hostSite = await serve({ "/host.html": await hostPage() });
  const browser = await launchChromium(args);
  const runOnce = async (id: Id) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const url = `${widgetSite.origin}/${id}.html`;
      await page.goto(hostUrl(hostSite.origin, url, hostParams?.(id)));
      return await measure(page, await widgetFrame(page, url), id);
    } finally {
      await context.close();
    }
  };
  try {
    return await alternate(ids, rounds, runOnce, onRun);
  } finally {
    await browser.close();
    await Promise.all([widgetSite.close(), hostSite.close()]);
  }
}
