// @vitest-environment node
// The switches mcp-view launches Chromium with (playground/cli/chromium-args.ts), in Debian's
// Chromium: they keep every feature Playwright turns off turned off (Chromium reads only the last
// --disable-features, so a list without Playwright's would turn its features back on), and a new
// page's window loads no WebUI of the browser's own (the address bar's popups, a renderer each).
import type { Browser } from "playwright-core";
import { chromium } from "playwright-core";
import { afterEach, expect, it } from "vitest";
import { CHROMIUM_ARGS, HEADLESS_UNUSED_FEATURES } from "../../playground/cli/chromium-args.js";
import { CHROMIUM_PATH, describeBrowser } from "./support.js";

/** The browser's own command line (DevTools' Browser.getBrowserCommandLine), and its targets once a page has loaded. */
async function launched(args: readonly string[]): Promise<{ disabled: string[]; targets: string[] }> {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--no-sandbox", "--enable-automation", ...args],
  });
  const cdp = await browser.newBrowserCDPSession();
  const { arguments: argv } = (await cdp.send("Browser.getBrowserCommandLine")) as { arguments: string[] };
  const page = await browser.newPage();
  await page.setContent("<p>a page</p>");
  // The popups load with the window: by the time a page has loaded, their targets are listed.
  const { targetInfos } = (await cdp.send("Target.getTargets", { filter: [{}] })) as { targetInfos: Array<{ type: string; url: string }> };
  // Chromium reads the last --disable-features only.
  const last = argv.filter((a) => a.startsWith("--disable-features=")).at(-1) ?? "--disable-features=";
  return { disabled: last.slice("--disable-features=".length).split(","), targets: targetInfos.map((t) => `${t.type} ${t.url}`) };
}

let browser: Browser | undefined;
afterEach(async () => void (await browser?.close(), (browser = undefined)));

describeBrowser("the Chromium switches of mcp-view's commands", () => {
  it("keep every feature Playwright turns off, and turn off the popups' WebUI that each window would load", async () => {
    const plain = await launched([]);
    expect(plain.targets.filter((t) => t.startsWith("browser_ui "))).not.toEqual([]); // what the switches are for
    await browser!.close();
    const ours = await launched(CHROMIUM_ARGS);
    expect(plain.disabled.filter((feature) => !ours.disabled.includes(feature))).toEqual([]);
    expect(ours.disabled).toEqual(expect.arrayContaining(HEADLESS_UNUSED_FEATURES));
    expect(ours.targets.filter((t) => t.startsWith("browser_ui "))).toEqual([]);
    expect(ours.targets).toContain("page about:blank");
  });
});
