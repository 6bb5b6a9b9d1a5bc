// @vitest-environment node
// App-rendered elicitation in real Chromium, under the official AppBridge 2.0.4 as the MCP Inspector
// 2.12 drives it: the view (elicitationOf) in an opaque-origin sandboxed iframe on another site than
// the host page, in a default browser context. The view's opt-in reaches the host in its raw
// ui/initialize, the forwarded request renders in the view, the user's answer is the bridge's
// result, and an answer that does not fit the schema never leaves the view.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import type { HostGlobals } from "./fixtures/elicitation/host.js";
import type { WidgetGlobals } from "./fixtures/elicitation/widget.js";
import { bundleScript, describeBrowser, launchChromium, onAnotherSite, patient, serve, WAIT, type TestServer } from "./support.js";

const bundle = (file: string) => bundleScript(new URL(`./fixtures/elicitation/${file}`, import.meta.url).pathname);
const html = (head: string, body: string) => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const REQUEST = {
  mode: "form",
  message: "Which size?",
  requestedSchema: { type: "object", properties: { size: { type: "string", enum: ["S", "M", "L"] } }, required: ["size"] },
  _meta: { ui: { resourceUri: "ui://shop/size.html" } },
};

describeBrowser("app-rendered elicitation under the official AppBridge 2.0.4 (Chromium, another site, opaque origin)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  let hostUrl = "";
  let widgetUrl = "";

  beforeAll(async () => {
    const [hostScript, widgetScript] = await Promise.all([bundle("host.ts"), bundle("widget.ts")]);
    const widgetServer = await serve({ "/view.html": html("", `<div id="root"></div><script type="module">${widgetScript}</script>`) });
    servers.push(widgetServer);
    widgetUrl = `${onAnotherSite(widgetServer.origin)}/view.html`;
    const page = (url: string) =>
      html("", `<script>window.__config = ${JSON.stringify({ widgetUrl: url })};</script><script type="module">${hostScript}</script>`);
    const hostServer = await serve({ "/": page(widgetUrl), "/handler": page(`${widgetUrl}?handler`) });
    servers.push(hostServer);
    hostUrl = hostServer.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  async function open(path = "/"): Promise<{ page: Page; view: Frame; context: BrowserContext }> {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${hostUrl}${path}`);
    await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.initialized);
    const view = await widgetFrame(page, path === "/" ? widgetUrl : `${widgetUrl}?handler`);
    await view.evaluate(() => (window as unknown as { __widget: WidgetGlobals }).__widget.connected);
    return { page, view, context };
  }

  const elicit = (page: Page) => page.evaluate((params) => (window as unknown as { __host: HostGlobals }).__host.elicit(params), REQUEST);

  it("declares the opt-in in its raw ui/initialize, which the bridge's schema drops (read it raw, as the Inspector does)", async () => {
    const { page, view, context } = await open();
    try {
      const seen = await page.evaluate(() => {
        const host = (window as unknown as { __host: HostGlobals }).__host;
        return { raw: host.raw(), kept: host.kept() };
      });
      expect(seen).toEqual({ raw: { elicitation: {} }, kept: {} });
      expect(await view.evaluate(() => origin)).toBe("null");
    } finally {
      await context.close();
    }
  });

  it("renders the forwarded request, and the user's answer is the bridge's result", async () => {
    const { page, context } = await open();
    try {
      const answer = elicit(page);
      const frame = page.frameLocator("#widget");
      await frame.locator("#message", { hasText: "Which size?" }).waitFor(WAIT);
      await frame.locator("#medium").click();
      expect(await answer).toEqual({ action: "accept", content: { size: "M" } });
      const second = elicit(page);
      await frame.locator("#decline").waitFor(WAIT);
      await frame.locator("#decline").click();
      expect(await second).toEqual({ action: "decline" });
    } finally {
      await context.close();
    }
  });

  it("never sends an answer the schema refuses: the form says why, and the request stays open", async () => {
    const { page, context } = await open();
    try {
      const answer = elicit(page);
      const frame = page.frameLocator("#widget");
      await frame.locator("#bad").waitFor(WAIT);
      await frame.locator("#bad").click();
      await frame.locator("#refused", { hasText: 'Invalid elicitation answer: "size" must be one of "S", "M", "L"' }).waitFor(WAIT);
      await frame.locator("#medium").click();
      expect(await answer).toEqual({ action: "accept", content: { size: "M" } });
      const sent = await page.evaluate(() => JSON.stringify((window as unknown as { __host: HostGlobals }).__host.received));
      expect(sent).not.toContain("XL");
    } finally {
      await context.close();
    }
  });

  it("answers a handler's bad answer with -32603 and nothing of it, and onerror says why", async () => {
    const { page, view, context } = await open("/handler");
    try {
      await view.evaluate(() => ((window as unknown as { __answer: unknown }).__answer = { action: "accept", content: { size: "XL" } }));
      expect(await elicit(page)).toEqual({ error: { code: -32603, message: expect.stringContaining('"size" must be one of') } });
      await view.evaluate(() => ((window as unknown as { __answer: unknown }).__answer = { action: "accept", content: { size: "S" } }));
      expect(await elicit(page)).toEqual({ action: "accept", content: { size: "S" } });
      const errors = await view.evaluate(() => (window as unknown as { __widget: WidgetGlobals }).__widget.errors);
      expect(errors).toEqual([`The view's elicitation answer was not sent: "size" must be one of "S", "M", "L"`]);
      const sent = await page.evaluate(() => JSON.stringify((window as unknown as { __host: HostGlobals }).__host.received));
      expect(sent).not.toContain("XL");
    } finally {
      await context.close();
    }
  });
});
