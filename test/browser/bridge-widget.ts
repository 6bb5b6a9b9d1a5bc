// A widget opened under the official bridge's host page (test/browser/fixtures/bindings/host.ts), as
// the framework binding tests open theirs: a fresh context, the page's console errors and page
// errors collected, the host's handshake awaited, and the widget's frame once it shows its result.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import type { BindingsHost } from "./fixtures/bindings/host.js";
import { patient, WAIT } from "./support.js";

/** The page, the widget's frame, its context, and every error logged so far (the list grows). */
export interface BridgeWidget {
  page: Page;
  widget: Frame;
  context: BrowserContext;
  errors: string[];
}

/** Opens `hostUrl`, which loads `widgetUrl` into `#widget`, and waits until `#result` says `resultText`. */
export async function openBridgeWidget(browser: Browser, hostUrl: string, widgetUrl: string, resultText = "Berlin"): Promise<BridgeWidget> {
  const context = patient(await browser.newContext());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(hostUrl);
  await page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.initialized);
  const widget = await widgetFrame(page, widgetUrl);
  await page.frameLocator("#widget").locator("#result", { hasText: resultText }).waitFor(WAIT);
  return { page, widget, context, errors };
}
