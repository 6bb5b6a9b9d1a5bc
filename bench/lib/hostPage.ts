// Builds the Chromium host page (bench/browser/host.ts with the official AppBridge) once per process,
// and finds the widget's frame in it.
import type { Frame, Page } from "playwright-core";
import { bundle, repoFile } from "./bundle.js";

let page: Promise<string> | undefined;

/** The host page's HTML, with its script inlined. */
export function hostPage(): Promise<string> {
  page ??= bundle(repoFile("bench/browser/host.ts"), { format: "iife" }).then(
    (code) => `<!doctype html>\n<html><head><meta charset="utf-8"><title>host</title></head><body><script>${code.replace(/<\/(script)/gi, "<\\/$1")}</script></body></html>\n`,
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

/** The host page's URL on `localhost` (another site than the widget's 127.0.0.1), showing `widgetUrl`. */
export function hostUrl(hostOrigin: string, widgetUrl: string): string {
  return `${hostOrigin.replace("127.0.0.1", "localhost")}/host.html?widget=${encodeURIComponent(widgetUrl)}`;
}
