// @vitest-environment node
// Model context as keyed parts in real Chromium, under the official AppBridge 2.0.4: a React widget
// (useModelContext in three components) in an opaque-origin sandboxed iframe on another site than the
// host page, in a default browser context. Three components of one render make one update; an
// unmounted one's part is gone from the next; a failed update is retried and `delivered` follows; a
// host without model context gets nothing and the widget one report; ChatGPT's removal reaches it.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import type { HostGlobals } from "./fixtures/model-context/host.js";
import type { WidgetGlobals } from "./fixtures/model-context/widget.js";
import { bundleScript, describeBrowser, launchChromium, onAnotherSite, patient, serve, WAIT, type TestServer } from "./support.js";

const fixture = (file: string) => new URL(`./fixtures/model-context/${file}`, import.meta.url).pathname;
const html = (head: string, body: string) => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
const SELECTION = { type: "text", text: "Selected: M6 hex bolt" };
const CART = { type: "text", text: "2 items in the cart" };
const ALL_THREE = { content: [SELECTION, CART], structuredContent: { filters: { material: "steel" }, cart: { items: 2 } } };

describeBrowser("model context parts under the official AppBridge 2.0.4 (Chromium, another site, opaque origin)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  let hostUrl = "";
  let widgetUrl = "";

  beforeAll(async () => {
    const [hostScript, widgetScript] = await Promise.all([
      bundleScript(fixture("host.ts")),
      bundleScript(fixture("widget.tsx"), { jsx: "automatic", define: { "process.env.NODE_ENV": '"production"' } }),
    ]);
    const widgetServer = await serve({ "/view.html": html("", `<div id="root"></div><script type="module">${widgetScript}</script>`) });
    servers.push(widgetServer);
    widgetUrl = `${onAnotherSite(widgetServer.origin)}/view.html`;
    const page = html(
      "",
      `<script>window.__config = ${JSON.stringify({ widgetUrl })};</script><script type="module">${hostScript}</script>`,
    );
    const hostServer = await serve({ "/": page });
    servers.push(hostServer);
    hostUrl = hostServer.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  async function open(mode: string): Promise<{ page: Page; view: Frame; context: BrowserContext }> {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${hostUrl}/?mode=${mode}`);
    await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.initialized);
    const view = await widgetFrame(page, widgetUrl);
    await view.evaluate(() => (window as unknown as { __widget: WidgetGlobals }).__widget.connected);
    expect(await view.evaluate(() => origin)).toBe("null");
    return { page, view, context };
  }

  const show = (view: Frame, parts: string[]) =>
    view.evaluate((p) => (window as unknown as { __widget: WidgetGlobals }).__widget.show(p), parts);
  const updates = (page: Page) => page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.updates);
  const widget = <K extends keyof WidgetGlobals>(view: Frame, key: K) =>
    view.evaluate((k) => {
      const value = (window as unknown as { __widget: WidgetGlobals }).__widget[k];
      return typeof value === "function" ? (value as () => unknown)() : value;
    }, key);

  it("sends three components' parts of one render as one update, and an unmounted one's part is gone from the next", async () => {
    const { page, view, context } = await open("standard");
    try {
      await show(view, ["selection", "filters", "cart"]);
      await expect.poll(() => updates(page), WAIT).toEqual([ALL_THREE]);
      await page.frameLocator("#widget").locator("#cart", { hasText: "cart: delivered" }).waitFor(WAIT);
      await show(view, ["selection", "cart"]);
      await expect
        .poll(() => updates(page), WAIT)
        .toEqual([ALL_THREE, { content: [SELECTION, CART], structuredContent: { cart: { items: 2 } } }]);
      expect(await widget(view, "errors")).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("retries an update the host failed, and delivered follows", async () => {
    const { page, view, context } = await open("flaky");
    try {
      await show(view, ["selection"]);
      await expect.poll(() => updates(page), WAIT).toEqual([{ content: [SELECTION] }, { content: [SELECTION] }]);
      await expect.poll(() => widget(view, "status"), WAIT).toBe("delivered");
      expect(await widget(view, "delivered")).toEqual({ params: { content: [SELECTION] }, result: {} });
      expect(await widget(view, "errors")).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends nothing to a host without model context, and the widget gets no report, only the status", async () => {
    const { page, view, context } = await open("none");
    try {
      await show(view, ["selection", "filters"]);
      await expect.poll(() => widget(view, "status"), WAIT).toBe("unsupported");
      await show(view, ["selection", "filters", "cart"]);
      await page.frameLocator("#widget").locator("#cart", { hasText: "cart: unsupported" }).waitFor(WAIT);
      expect(await widget(view, "errors")).toEqual([]);
      const methods = await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.methods);
      expect(methods).not.toContain("ui/update-model-context");
      expect(methods).toContain("ui/notifications/initialized");
    } finally {
      await context.close();
    }
  });

  it("on ChatGPT's host, the user's removal reaches the widget, and the parts stay removed until one changes", async () => {
    const { page, view, context } = await open("chatgpt");
    try {
      await show(view, ["selection", "cart"]);
      await expect.poll(() => widget(view, "status"), WAIT).toBe("delivered");
      await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.removeContext());
      await expect.poll(() => widget(view, "removals"), WAIT).toBe(1);
      expect(await widget(view, "status")).toBe("idle");
      await show(view, ["selection", "cart", "filters"]);
      await expect.poll(() => updates(page), WAIT).toHaveLength(2);
      expect((await updates(page))[1]).toEqual({ content: [], structuredContent: { filters: { material: "steel" } } });
      expect(await widget(view, "errors")).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
