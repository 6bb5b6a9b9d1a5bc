// @vitest-environment node
// The test kit drives a widget in real Chromium: the kit (bundled from src/testing) runs in the top
// page and the widget (bundled from src/index) either in a cross-origin sandboxed iframe, spoken to
// over real postMessage, or in the same page, where the kit takes over window.parent.postMessage.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { KitConfig, KitGlobals } from "./fixtures/testing/host.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

const WIDGET_BODY = `<p id="result">no result</p><button id="add">Add</button><p id="sum"></p>`;

const bundle = (file: string) => bundleScript(new URL(`./fixtures/testing/${file}`, import.meta.url).pathname);

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
const configScript = (config: KitConfig) => `<script>window.__config = ${JSON.stringify(config)};</script>`;
const module = (code: string) => `<script type="module">${code}</script>`;

describeBrowser("the test kit drives a widget in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const servers: TestServer[] = [];
  let framedUrl = "";
  let samePageUrl = "";

  beforeAll(async () => {
    const [kit, widget] = await Promise.all([bundle("host.ts"), bundle("widget.ts")]);
    const widgetServer = await serve({ "/widget.html": html(WIDGET_BODY + module(widget)) });
    const hostServer = await serve({
      "/framed.html": html(configScript({ frame: `${widgetServer.origin}/widget.html` }) + module(kit)),
      "/same-page.html": html(WIDGET_BODY + configScript({}) + module(kit) + module(widget)),
    });
    servers.push(widgetServer, hostServer);
    framedUrl = `${hostServer.origin}/framed.html`;
    samePageUrl = `${hostServer.origin}/same-page.html`;
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  /** Opens `url` and waits for the kit's host to see the widget's ui/notifications/initialized. */
  async function open(url: string): Promise<Page> {
    context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => "__kit" in window, undefined, WAIT);
    await page.evaluate(() => (window as unknown as { __kit: KitGlobals }).__kit.host.ready);
    return page;
  }

  const kit = (page: Page) => ({
    appInfo: () => page.evaluate(() => (window as unknown as { __kit: KitGlobals }).__kit.host.appInfo),
    sendToolResult: (text: string) =>
      page.evaluate(
        (t) => (window as unknown as { __kit: KitGlobals }).__kit.host.sendToolResult({ content: [{ type: "text", text: t }] }),
        text,
      ),
    calls: () => page.evaluate(() => (window as unknown as { __kit: KitGlobals }).__kit.host.received("tools/call")),
  });

  it("completes the handshake with a widget in a cross-origin sandboxed iframe", async () => {
    const page = await open(framedUrl);
    expect(await kit(page).appInfo()).toEqual({ name: "kit-widget", version: "1.0.0" });
  });

  it("renders a tool result sent by the kit into the iframe's DOM", async () => {
    const page = await open(framedUrl);
    await kit(page).sendToolResult("12 °C, light rain");
    await page.frameLocator("#widget").locator("#result", { hasText: "12 °C, light rain" }).waitFor(WAIT);
  });

  it("answers the widget's server-tool call from the iframe with the kit's tool handler", async () => {
    const page = await open(framedUrl);
    const frame = page.frameLocator("#widget");
    await frame.locator("#add").click(WAIT);
    await frame.locator("#sum", { hasText: "5" }).waitFor(WAIT);
    expect(await kit(page).calls()).toEqual([{ name: "add", arguments: { a: 2, b: 3 }, _meta: { progressToken: 1 } }]);
  });

  it("drives a widget in the same page through window.parent, and renders its tool result", async () => {
    const page = await open(samePageUrl);
    expect(await kit(page).appInfo()).toEqual({ name: "kit-widget", version: "1.0.0" });
    await kit(page).sendToolResult("sunny");
    await page.locator("#result", { hasText: "sunny" }).waitFor(WAIT);
  });

  it("answers a same-page widget's server-tool call", async () => {
    const page = await open(samePageUrl);
    await page.locator("#add").click(WAIT);
    await page.locator("#sum", { hasText: "5" }).waitFor(WAIT);
    expect(await kit(page).calls()).toHaveLength(1);
  });

  it("close() gives the same page its own postMessage back", async () => {
    const page = await open(samePageUrl);
    const restored = await page.evaluate(() => {
      const { host, originalPostMessage } = (window as unknown as { __kit: KitGlobals }).__kit;
      const patched = window.postMessage !== originalPostMessage;
      host.close();
      return {
        patched,
        restored: window.postMessage === originalPostMessage,
        writable: Object.getOwnPropertyDescriptor(window, "postMessage")?.writable,
      };
    });
    expect(restored).toEqual({ patched: true, restored: true, writable: true });
  });
});
