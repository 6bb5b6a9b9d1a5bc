// @vitest-environment node
// docs/bundling.md's script-tag widget (test/dist/fixtures/script-tag-widget.html, with
// dist/mcp-view.global.js pasted in) in real Chromium, in a sandboxed iframe on another site than
// its host page, which runs the official AppBridge (bench/browser/host.ts).
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { hostPage, hostUrl, widgetFrame } from "../../bench/lib/hostPage.js";
import { describeBrowser, distFile, launchChromium, patient, serve, type TestServer } from "../browser/support.js";

type HostWindow = { __host: { initialized: boolean; calls: unknown[]; bridge: import("@modelcontextprotocol/ext-apps/app-bridge").AppBridge } };

const fixture = readFileSync(new URL("fixtures/script-tag-widget.html", import.meta.url), "utf8");

/** The widget exactly as docs/bundling.md says to make it: the global build pasted into the first script. */
function scriptTagWidget(): string {
  const page = fixture.replace("/* mcp-view.global.js */", () => distFile("mcp-view.global.js"));
  if (page === fixture) throw new Error("script-tag-widget.html lost its /* mcp-view.global.js */ placeholder");
  return page;
}

describeBrowser("the script-tag widget in Chromium", () => {
  let browser: Browser;
  let widgets: TestServer;
  let hosts: TestServer;
  let context: BrowserContext;
  let page: Page;
  let frame: Frame;

  beforeAll(async () => {
    widgets = await serve({ "/widget.html": scriptTagWidget() });
    hosts = await serve({ "/host.html": await hostPage() });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([widgets?.close(), hosts?.close()]);
  });
  beforeEach(async () => {
    context = patient(await browser.newContext());
    page = await context.newPage();
    await page.goto(hostUrl(hosts.origin, `${widgets.origin}/widget.html`));
    frame = await widgetFrame(page, `${widgets.origin}/widget.html`);
    await page.waitForFunction(() => (window as unknown as HostWindow).__host.initialized);
  });
  afterEach(async () => {
    await context?.close();
  });

  it("connects to the official AppBridge and enables its button", async () => {
    await frame.waitForSelector("#refresh:not([disabled])");
    expect(await frame.textContent("#status")).toBe("Connecting…");
  });

  it("renders the tool input and the tool result the host sends", async () => {
    await page.evaluate(async () => {
      const { bridge } = (window as unknown as HostWindow).__host;
      await bridge.sendToolInput({ arguments: { city: "Lyon" } });
      await bridge.sendToolResult({ content: [{ type: "text", text: "sunny" }], structuredContent: { forecast: "Sunny, 24 °C" } });
    });
    await frame.waitForFunction(() => document.getElementById("forecast")!.textContent !== "");
    expect([await frame.textContent("#status"), await frame.textContent("#forecast")]).toEqual(["Forecast for Lyon", "Sunny, 24 °C"]);
  });

  it("calls a server tool on click and shows what it returned", async () => {
    await frame.click("#refresh");
    await frame.waitForFunction(() => document.getElementById("forecast")!.textContent !== "");
    expect(await frame.textContent("#forecast")).toBe("called get_forecast");
    expect(await page.evaluate(() => (window as unknown as HostWindow).__host.calls)).toEqual([expect.objectContaining({ name: "get_forecast", arguments: { city: "Paris" } })]);
  });

  it("applies the host's CSS variables (syncHostStyles(app))", async () => {
    await frame.waitForSelector("#refresh:not([disabled])");
    const background = await frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--color-background-primary"));
    expect(background.trim()).toBe("#ffffff");
  });
});
