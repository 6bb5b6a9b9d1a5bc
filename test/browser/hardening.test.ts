// @vitest-environment node
// What only a real browser shows of the runtime's hardening: two Apps in one frame under one parent
// (real postMessage, both hearing every answer), structured clone refusing a view tool's result,
// rejections reaching (or not) the page's unhandledrejection, the browser's own targetOrigin check
// with `hostOrigins`, and a host on an opaque origin. The host page (origin A) runs the official
// AppBridge 2.x; the widget is served from origin B into <iframe sandbox="allow-scripts allow-same-origin">.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import type { HostConfig, HostGlobals } from "./fixtures/hardening/host.js";
import type { DocumentStyles, TwoAppsGlobals } from "./fixtures/hardening/two-apps.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type Route, type TestServer } from "./support.js";

const bundle = (file: string) => bundleScript(new URL(`./fixtures/hardening/${file}`, import.meta.url).pathname);
const html = (body: string, htmlAttributes = "") => `<!doctype html><html${htmlAttributes}><head><meta charset="utf-8"></head><body>${body}</body></html>`;

/** The widget page's own value of a custom property that the bridge's host overwrites. */
const OWN_TEXT_COLOR = "rgb(1, 2, 3)";
const FONTS_A = `@font-face { font-family: "Host A"; src: local("Arial"); }`;
const FONTS_B = `@font-face { font-family: "Host B"; src: local("Arial"); }`;
const CONTEXT_A = {
  theme: "light",
  styles: { variables: { "--color-background-primary": "white", "--color-text-primary": "black" }, css: { fonts: FONTS_A } },
};
const RESPONDER_INFO = { name: "hand-written-responder", version: "1.0.0" };
const RESPONDER_RESULT = {
  protocolVersion: "2026-01-26",
  hostInfo: RESPONDER_INFO,
  hostCapabilities: {},
  hostContext: { theme: "dark", styles: { variables: { "--color-background-primary": "black", "--font-sans": "Host B" }, css: { fonts: FONTS_B } } },
};
const BRIDGE_INFO = { name: "official-bridge", version: "2.0.4" };

interface Opened {
  page: Page;
  widget: Frame;
  context: BrowserContext;
}

describeBrowser("hardening in Chromium: two Apps in one frame, structured clone, rejections, host origins", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  const urls = { widget: "", twoApps: "", hostA: "", evil: "" };

  beforeAll(async () => {
    const [hostScript, widgetScript, twoAppsScript] = await Promise.all([bundle("host.ts"), bundle("widget.ts"), bundle("two-apps.ts")]);
    const module = (code: string) => `<script type="module">${code}</script>`;
    const widgetServer = await serve({
      "/widget.html": html(module(widgetScript)),
      "/two-apps.html": html(module(twoAppsScript), ` style="--color-text-primary: ${OWN_TEXT_COLOR}"`),
    });
    servers.push(widgetServer);
    urls.widget = `${widgetServer.origin}/widget.html`;
    urls.twoApps = `${widgetServer.origin}/two-apps.html`;
    /** A host page showing the widget page named by `?widget=`, with the bridge's `hostContext` and the responder. */
    const hostRoute = (extra: Partial<HostConfig> = {}, headers: Record<string, string> = {}): Route => (req, res) => {
      const widgetUrl = new URL(req.url ?? "/", "http://x").searchParams.get("widget") ?? urls.widget;
      const config: HostConfig = { widgetUrl, hostContext: CONTEXT_A, ...extra };
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...headers });
      res.end(html(`<script>window.__config = ${JSON.stringify(config)};</script>${module(hostScript)}`));
    };
    const routes = {
      "/": hostRoute(),
      "/responder": hostRoute({ responder: { appName: "app-b", result: RESPONDER_RESULT } }),
      // A host page on an opaque origin: sandboxed by its own response, without allow-same-origin.
      "/opaque": hostRoute({}, { "content-security-policy": "sandbox allow-scripts" }),
    };
    const [hostServer, evilServer] = await Promise.all([serve(routes), serve(routes)]);
    servers.push(hostServer, evilServer);
    urls.hostA = hostServer.origin;
    urls.evil = evilServer.origin;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  /** Opens `path` of `origin` showing `widgetUrl`, and waits for the widget's frame. */
  async function open(origin: string, path: string, widgetUrl: string): Promise<Opened> {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}${path}?widget=${encodeURIComponent(widgetUrl)}`);
    const widget = await widgetFrame(page, widgetUrl);
    await widget.waitForFunction(() => "__widget" in window, undefined, WAIT);
    return { page, widget, context };
  }

  // ---- two Apps in one frame ----

  const two = (widget: Frame) => ({
    styles: (): Promise<DocumentStyles> => widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.styles()),
    versions: () =>
      widget.evaluate(() => {
        const { a, b } = (window as unknown as { __widget: TwoAppsGlobals }).__widget;
        return { a: { status: a.getSnapshot().status, host: a.getHostVersion() }, b: { status: b.getSnapshot().status, host: b.getHostVersion() } };
      }),
  });

  it("two Apps in one frame, connecting at once, each end with the answer to their own ui/initialize", async () => {
    const { page, widget, context } = await open(urls.hostA, "/responder", urls.twoApps);
    try {
      // The bridge answers App A; App B's request waits in the responder, so B must still be connecting.
      await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.initialized);
      expect(await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.connected.a)).toBe("connected");
      expect(await two(widget).versions()).toEqual({ a: { status: "connected", host: BRIDGE_INFO }, b: { status: "connecting", host: undefined } });

      await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.answerResponder());
      await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.responderInitialized);
      expect(await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.connected.b)).toBe("connected");
      expect(await two(widget).versions()).toEqual({ a: { status: "connected", host: BRIDGE_INFO }, b: { status: "connected", host: RESPONDER_INFO } });
      expect(await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.errors)).toEqual({ a: [], b: [] });
    } finally {
      await context.close();
    }
  });

  it("closing the App whose host styles came first leaves the other App's theme, variables and fonts", async () => {
    const { page, widget, context } = await open(urls.hostA, "/responder", urls.twoApps);
    try {
      await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.initialized);
      expect(await two(widget).styles()).toEqual({
        theme: "light",
        inline: { "--color-text-primary": "black", "color-scheme": "light", "--color-background-primary": "white" },
        fonts: [FONTS_A],
      });
      await page.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.answerResponder());
      expect(await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.connected.b)).toBe("connected");
      // Both sync: the most recent values (B's) show, and A's fonts stay beside B's.
      expect(await two(widget).styles()).toEqual({
        theme: "dark",
        inline: { "--color-text-primary": "black", "color-scheme": "dark", "--color-background-primary": "black", "--font-sans": "Host B" },
        fonts: [FONTS_A, FONTS_B],
      });

      await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.a.close());
      expect(await two(widget).styles()).toEqual({
        theme: "dark",
        inline: { "--color-text-primary": OWN_TEXT_COLOR, "color-scheme": "dark", "--color-background-primary": "black", "--font-sans": "Host B" },
        fonts: [FONTS_B],
      });
      // B is still connected and still talks to the parent (the bridge answers its ping).
      expect(await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.b.ping())).toEqual({});
      expect(await two(widget).versions()).toEqual({ a: { status: "closed", host: BRIDGE_INFO }, b: { status: "connected", host: RESPONDER_INFO } });

      await widget.evaluate(() => (window as unknown as { __widget: TwoAppsGlobals }).__widget.b.close());
      expect(await two(widget).styles()).toEqual({ theme: null, inline: { "--color-text-primary": OWN_TEXT_COLOR }, fonts: [] });
    } finally {
      await context.close();
    }
  });
});
