// @vitest-environment node
// Our App in real Chromium under the official host: a host page on origin A runs the official
// AppBridge 2.x with its PostMessageTransport; our widget is served from origin B into
// <iframe sandbox="allow-scripts allow-same-origin">; a sibling iframe on origin C plays the attacker.
// Both scripts are bundled at test time with esbuild from src/ and the ext-apps package.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import type { HostConfig, HostGlobals } from "./fixtures/app/host.js";
import type { WidgetGlobals } from "./fixtures/app/widget.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

/** Fixed-height lines, so the content height is known: 4 × 20 px + 157 px = 237 px before any rows. */
const WIDGET_STYLE = `html{height:100%}html,body{margin:0;padding:0}#root>*{display:block;height:20px;margin:0;padding:0;border:0;font:14px/20px sans-serif}#root>#spacer{height:157px}#rows>div{height:20px;font:14px/20px sans-serif}`;
/** The same content in a page whose root boxes fill the viewport, so they never resize with the content. */
const FULL_HEIGHT_STYLE = `html,body{height:100%}${WIDGET_STYLE}`;
const WIDGET_BODY = `<div id="root"><div id="input">waiting for input</div><div id="result">no result</div><button id="call">Forecast</button><div id="call-result"></div><div id="spacer"></div><div id="rows" style="height:auto"><!-- one 20 px row per structuredContent.rows --></div></div>`;
const FORGED = {
  jsonrpc: "2.0",
  method: "ui/notifications/tool-result",
  params: { content: [{ type: "text", text: "FORGED" }], structuredContent: { rows: 9 } },
};

const bundle = (file: string) => bundleScript(new URL(`./fixtures/app/${file}`, import.meta.url).pathname);

const html = (head: string, body: string) => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

interface Opened {
  page: Page;
  widget: Frame;
  sibling: Frame;
  context: BrowserContext;
}

describeBrowser("our App in a cross-origin sandboxed iframe under the official AppBridge 2.x (Chromium)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  let hostUrl = "";
  let widgetUrl = "";
  let siblingUrl = "";
  let fullHostUrl = "";
  let fullWidgetUrl = "";

  beforeAll(async () => {
    const [hostScript, widgetScript] = await Promise.all([bundle("host.ts"), bundle("widget.ts")]);
    const widgetServer = await serve({
      "/widget.html": html(`<style>${WIDGET_STYLE}</style>`, `${WIDGET_BODY}<script type="module">${widgetScript}</script>`),
      "/widget-full.html": html(`<style>${FULL_HEIGHT_STYLE}</style>`, `${WIDGET_BODY}<script type="module">${widgetScript}</script>`),
    });
    const siblingServer = await serve({ "/sibling.html": html("", "<p>sibling</p>") });
    servers.push(widgetServer, siblingServer);
    widgetUrl = `${widgetServer.origin}/widget.html`;
    siblingUrl = `${siblingServer.origin}/sibling.html`;
    fullWidgetUrl = `${widgetServer.origin}/widget-full.html`;
    const hostPage = (config: HostConfig) =>
      html("", `<script>window.__config = ${JSON.stringify(config)};</script><script type="module">${hostScript}</script>`);
    const hostServer = await serve({
      "/": hostPage({ widgetUrl, siblingUrl }),
      "/full": hostPage({ widgetUrl: fullWidgetUrl, siblingUrl }),
    });
    servers.push(hostServer);
    hostUrl = `${hostServer.origin}/`;
    fullHostUrl = `${hostServer.origin}/full`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  /** Opens the host page and waits until both sides completed the handshake. */
  async function open(host = hostUrl, widgetPage = widgetUrl): Promise<Opened> {
    const context = patient(await browser.newContext());
    const p = await context.newPage();
    await p.goto(host);
    await p.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.initialized);
    const widget = await widgetFrame(p, widgetPage);
    await widget.evaluate(() => (window as unknown as { __widget: WidgetGlobals }).__widget.connected);
    const sibling = await widgetFrame(p, siblingUrl);
    await sibling.waitForLoadState("load");
    return { page: p, widget, sibling, context };
  }

  it("completes the handshake: the bridge sees the widget's info and the widget sees the host's", async () => {
    const { page: p, widget, context } = await open();
    try {
      const hostSide = await p.evaluate(() => {
        const h = (window as unknown as { __host: HostGlobals }).__host;
        return { appInfo: h.bridge.getAppVersion(), appCapabilities: h.bridge.getAppCapabilities(), logs: h.logs, console: h.console };
      });
      expect(hostSide).toEqual({
        appInfo: { name: "browser-widget", version: "0.1.0" },
        appCapabilities: {},
        logs: [{ level: "info", data: "sent before connect()" }],
        console: [],
      });
      const widgetSide = await widget.evaluate(() => {
        const { status, hostInfo, hostCapabilities, hostContext } = (
          window as unknown as { __widget: WidgetGlobals }
        ).__widget.app.getSnapshot();
        return { status, hostInfo, hostCapabilities, hostContext };
      });
      expect(widgetSide).toEqual({
        status: "connected",
        hostInfo: { name: "browser-host", version: "2.0.4" },
        hostCapabilities: { serverTools: {}, logging: {}, openLinks: {} },
        hostContext: { theme: "light", displayMode: "inline", availableDisplayModes: ["inline"], locale: "en-GB" },
      });
    } finally {
      await context.close();
    }
  });
  it("tool input and tool result from the bridge render into the widget's DOM", async () => {
    const { page: p, widget, context } = await open();
    try {
      await p.evaluate(async () => {
        const { bridge } = (window as unknown as { __host: HostGlobals }).__host;
        await bridge.sendToolInput({ arguments: { city: "Berlin" } });
        await bridge.sendToolResult({ content: [{ type: "text", text: "12 °C, light rain" }], structuredContent: { rows: 0 } });
      });
      const frame = p.frameLocator("#widget");
      await frame.locator("#result", { hasText: "12 °C" }).waitFor(WAIT);
      expect(await frame.locator("#input").textContent()).toBe("city: Berlin");
      expect(await frame.locator("#result").textContent()).toBe("12 °C, light rain");
      const errors = await widget.evaluate(() => (window as unknown as { __widget: WidgetGlobals }).__widget.errors);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a server-tool call from the widget is answered by the bridge's oncalltool", async () => {
    const { page: p, context } = await open();
    try {
      const frame = p.frameLocator("#widget");
      await frame.locator("#call").click(WAIT);
      await frame.locator("#call-result", { hasText: "sunny" }).waitFor(WAIT);
      expect(await frame.locator("#call-result").textContent()).toBe("sunny in Berlin");
      const calls = await p.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.calls);
      expect(calls).toEqual([{ name: "get_forecast", arguments: { city: "Berlin" }, _meta: { progressToken: expect.any(Number) } }]);
    } finally {
      await context.close();
    }
  });

  it("auto-resize reports the content height, follows content changes, and stays quiet once the host resizes the iframe", async () => {
    const { page: p, widget, context } = await open();
    const contentHeight = () => widget.evaluate(() => Math.ceil(document.getElementById("root")!.getBoundingClientRect().height));
    const sizes = () => p.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.sizes);
    try {
      await p.waitForFunction(() => (window as unknown as { __host: HostGlobals }).__host.sizes.length > 0, undefined, WAIT);
      expect(await contentHeight()).toBe(237);
      expect(await sizes()).toEqual([{ width: 400, height: 237 }]);

      await p.evaluate(() =>
        (window as unknown as { __host: HostGlobals }).__host.bridge.sendToolResult({ content: [], structuredContent: { rows: 5 } }),
      );
      await p.waitForFunction(() => (window as unknown as { __host: HostGlobals }).__host.sizes.length > 1, undefined, WAIT);
      expect(await contentHeight()).toBe(337);
      expect(await sizes()).toEqual([
        { width: 400, height: 237 },
        { width: 400, height: 337 },
      ]);

      await p.evaluate(() => ((window as unknown as { __host: HostGlobals }).__host.widget.style.height = "337px"));
      await widget.waitForFunction(() => window.innerHeight === 337, undefined, WAIT);
      // A later content change is reported after anything the iframe's resize could have caused.
      await p.evaluate(() =>
        (window as unknown as { __host: HostGlobals }).__host.bridge.sendToolResult({ content: [], structuredContent: { rows: 6 } }),
      );
      await p.waitForFunction(() => (window as unknown as { __host: HostGlobals }).__host.sizes.length > 2, undefined, WAIT);
      expect(await sizes()).toEqual([
        { width: 400, height: 237 },
        { width: 400, height: 337 },
        { width: 400, height: 357 },
      ]);
    } finally {
      await context.close();
    }
  });

  it("auto-resize reports content growth when html and body are height:100% and so never resize themselves", async () => {
    const { page: p, context } = await open(fullHostUrl, fullWidgetUrl);
    const sizes = () => p.evaluate(() => (window as unknown as { __host: HostGlobals }).__host.sizes);
    try {
      await p.waitForFunction(() => (window as unknown as { __host: HostGlobals }).__host.sizes.length > 0, undefined, WAIT);
      expect(await sizes()).toEqual([{ width: 400, height: 237 }]);
      await p.evaluate(() =>
        (window as unknown as { __host: HostGlobals }).__host.bridge.sendToolResult({ content: [], structuredContent: { rows: 5 } }),
      );
      await p.waitForFunction(() => (window as unknown as { __host: HostGlobals }).__host.sizes.length > 1, undefined, WAIT);
      expect(await sizes()).toEqual([
        { width: 400, height: 237 },
        { width: 400, height: 337 },
      ]);
    } finally {
      await context.close();
    }
  });

  it("a forged tool-result posted to the widget by a sibling iframe on another origin is ignored", async () => {
    const { page: p, widget, sibling, context } = await open();
    const widgetState = () =>
      widget.evaluate(() => {
        const w = (window as unknown as { __widget: WidgetGlobals }).__widget;
        return {
          result: document.getElementById("result")!.textContent,
          rows: document.getElementById("rows")!.childElementCount,
          errors: w.errors,
          toolResult: w.app.getSnapshot().toolResult,
        };
      });
    try {
      expect(await p.evaluate(() => window.frames[0] === (window as unknown as { __host: HostGlobals }).__host.widget.contentWindow)).toBe(
        true,
      );
      const before = await widgetState();
      await sibling.evaluate((forged) => parent.frames[0]!.postMessage(forged, "*"), FORGED);
      await widget.waitForFunction(
        () => (window as unknown as { __widget: WidgetGlobals }).__widget.log.some((e) => e.type === "ignore"),
        undefined,
        WAIT,
      );
      const log = await widget.evaluate(() => (window as unknown as { __widget: WidgetGlobals }).__widget.log);
      expect(log.filter((e) => e.type === "ignore")).toEqual([{ type: "ignore", data: FORGED, reason: "source is not the parent" }]);
      expect(log.filter((e) => e.type !== "send" && JSON.stringify(e).includes("FORGED"))).toEqual([
        { type: "ignore", data: FORGED, reason: "source is not the parent" },
      ]);
      expect(await widgetState()).toEqual({ ...before, errors: [] });
      expect(before).toEqual({ result: "no result", rows: 0, errors: [], toolResult: undefined });
    } finally {
      await context.close();
    }
  });
});
