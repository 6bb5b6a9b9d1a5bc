// @vitest-environment node
// What only a real browser shows of the runtime's hardening: two Apps in one frame under one parent
// (real postMessage, both hearing every answer), structured clone refusing a view tool's result,
// rejections reaching (or not) the page's unhandledrejection, the browser's own targetOrigin check
// with `hostOrigins`, and a host on an opaque origin. The host page (origin A) runs the official
// AppBridge 2.x; the widget is served from origin B into <iframe sandbox="allow-scripts allow-same-origin">.
import type { Browser, BrowserContext, Frame, JSHandle, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import type { HostGlobals } from "./fixtures/hardening/host.js";
import { BRIDGE_INFO, FONTS_A, FONTS_B, OWN_TEXT_COLOR, RESPONDER_INFO, servePages, type Pages } from "./fixtures/hardening/pages.js";
import type { DocumentStyles, TwoAppsGlobals } from "./fixtures/hardening/two-apps.js";
import type { WidgetGlobals } from "./fixtures/hardening/widget.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const PROBE = { probe: "posted after everything the App sent" };

interface Opened<W> {
  page: Page;
  widget: Frame;
  /** `window.__host` of the host page. */
  host: JSHandle<HostGlobals>;
  /** `window.__widget` of the widget frame. */
  view: JSHandle<W>;
  context: BrowserContext;
}

/**
 * Posts {@link PROBE} from the widget frame to its parent and waits until the host page has it:
 * everything the widget posted earlier has then been delivered, or was dropped by the browser.
 */
async function probe({ page, widget, host }: Opened<unknown>): Promise<void> {
  await widget.evaluate((data) => parent.postMessage(data, "*"), PROBE);
  await page.waitForFunction(
    ([h, data]) => h.received.some((m) => JSON.stringify(m) === JSON.stringify(data)),
    [host, PROBE] as const,
    WAIT,
  );
}

/** The single widget's record: errors, log, unhandled rejections, listeners that ran after the rejecting ones. */
const record = (view: JSHandle<WidgetGlobals>) =>
  view.evaluate(({ errors, log, rejections, later }) => ({ errors, log, rejections, later }));

describeBrowser("hardening in Chromium: two Apps in one frame, structured clone, rejections, host origins", () => {
  let browser: Browser;
  let urls: Pages;

  beforeAll(async () => {
    urls = await servePages();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await urls?.close();
  });

  /** Opens `path` of `origin` showing `widgetUrl`, and waits for the widget's frame and globals. */
  async function open<W>(origin: string, path: string, widgetUrl: string): Promise<Opened<W>> {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${origin}${path}?widget=${encodeURIComponent(widgetUrl)}`);
    const widget = await widgetFrame(page, widgetUrl);
    await widget.waitForFunction(() => "__widget" in window, undefined, WAIT);
    const host = await page.evaluateHandle(() => (window as unknown as { __host: HostGlobals }).__host);
    const view = await widget.evaluateHandle(() => (window as unknown as { __widget: W }).__widget);
    return { page, widget, host, view, context };
  }

  // ---- two Apps in one frame ----

  const versions = (view: JSHandle<TwoAppsGlobals>) =>
    view.evaluate(({ a, b }) => ({
      a: { status: a.getSnapshot().status, host: a.getHostVersion() },
      b: { status: b.getSnapshot().status, host: b.getHostVersion() },
    }));
  const styles = (view: JSHandle<TwoAppsGlobals>): Promise<DocumentStyles> => view.evaluate((w) => w.styles());

  it("two Apps in one frame, connecting at once, each end with the answer to their own ui/initialize", async () => {
    const { host, view, context } = await open<TwoAppsGlobals>(urls.host, "/responder", urls.twoApps);
    try {
      // The bridge answers App A; App B's request waits in the responder, so B must still be connecting.
      await host.evaluate((h) => h.initialized);
      expect(await view.evaluate((w) => w.connected.a)).toBe("connected");
      expect(await versions(view)).toEqual({ a: { status: "connected", host: BRIDGE_INFO }, b: { status: "connecting", host: undefined } });

      await host.evaluate((h) => h.answerResponder());
      await host.evaluate((h) => h.responderInitialized);
      expect(await view.evaluate((w) => w.connected.b)).toBe("connected");
      expect(await versions(view)).toEqual({
        a: { status: "connected", host: BRIDGE_INFO },
        b: { status: "connected", host: RESPONDER_INFO },
      });
      expect(await view.evaluate((w) => w.errors)).toEqual({ a: [], b: [] });
    } finally {
      await context.close();
    }
  });

  it("closing the App whose host styles came first leaves the other App's theme, variables and fonts", async () => {
    const { host, view, context } = await open<TwoAppsGlobals>(urls.host, "/responder", urls.twoApps);
    try {
      await host.evaluate((h) => h.initialized);
      expect(await styles(view)).toEqual({
        theme: "light",
        inline: { "--color-text-primary": "black", "color-scheme": "light", "--color-background-primary": "white" },
        fonts: [FONTS_A],
      });
      await host.evaluate((h) => h.answerResponder());
      expect(await view.evaluate((w) => w.connected.b)).toBe("connected");
      // Both sync: the most recent values (B's) show, and A's fonts stay beside B's.
      expect(await styles(view)).toEqual({
        theme: "dark",
        inline: { "--color-text-primary": "black", "color-scheme": "dark", "--color-background-primary": "black", "--font-sans": "Host B" },
        fonts: [FONTS_A, FONTS_B],
      });

      await view.evaluate((w) => w.a.close());
      expect(await styles(view)).toEqual({
        theme: "dark",
        inline: {
          "--color-text-primary": OWN_TEXT_COLOR,
          "color-scheme": "dark",
          "--color-background-primary": "black",
          "--font-sans": "Host B",
        },
        fonts: [FONTS_B],
      });
      // B is still connected and still talks to the parent (the bridge answers its ping).
      expect(await view.evaluate((w) => w.b.ping())).toEqual({});
      expect(await versions(view)).toEqual({
        a: { status: "closed", host: BRIDGE_INFO },
        b: { status: "connected", host: RESPONDER_INFO },
      });

      await view.evaluate((w) => w.b.close());
      expect(await styles(view)).toEqual({ theme: null, inline: { "--color-text-primary": OWN_TEXT_COLOR }, fonts: [] });
    } finally {
      await context.close();
    }
  });

  // ---- what real structured clone and a real page's event loop do to handler faults ----

  it("a view tool whose result structured clone cannot carry: the bridge's tools/call gets a -32603 error, and the view keeps answering", async () => {
    const { host, view, context } = await open<WidgetGlobals>(urls.host, "/", urls.widget);
    try {
      await host.evaluate((h) => h.initialized);
      const outcome = await host.evaluate((h) =>
        h.bridge.callTool({ name: "unsendable", arguments: {} }).then(
          (result) => ({ result }),
          (error: { code?: unknown; message?: unknown }) => ({ code: error.code, message: error.message }),
        ),
      );
      expect(outcome).toEqual({
        code: -32603,
        message: expect.stringMatching(/^The result of tools\/call could not be sent: .*could not be cloned\.$/),
      });
      expect(await host.evaluate((h) => h.bridge.callTool({ name: "echo", arguments: {} }))).toEqual({
        content: [{ type: "text", text: "echo" }],
      });
      expect(await record(view)).toMatchObject({ errors: [], rejections: [] });
    } finally {
      await context.close();
    }
  });

  it("handlers that reject reach onerror, later listeners run, and the page sees no unhandledrejection", async () => {
    const { widget, host, view, context } = await open<WidgetGlobals>(urls.host, "/", urls.widget);
    try {
      await host.evaluate((h) => h.initialized);
      await host.evaluate((h) => h.bridge.sendToolResult({ content: [{ type: "text", text: "x" }] }));
      await widget.waitForFunction((w) => w.later.length > 0, view, WAIT);
      // An unhandled rejection made on purpose: once it is reported, any earlier one would have been
      // (and the rejected handlers' promises have long settled).
      await widget.evaluate(() => void Promise.reject(new Error("sentinel")));
      await widget.waitForFunction((w) => w.rejections.length > 0, view, WAIT);
      const { errors, rejections, later } = await record(view);
      expect(errors.sort()).toEqual(["A toolresult handler threw: [object Object]", "A toolresult handler threw: render failed"]);
      expect(later).toEqual(["after the rejections"]);
      expect(rejections).toEqual(["sentinel"]);
    } finally {
      await context.close();
    }
  });

  // ---- hostOrigins: the browser's own origin checks ----

  it("with hostOrigins naming the real host, the App connects there", async () => {
    const { host, view, context } = await open<WidgetGlobals>(
      urls.host,
      "/",
      `${urls.widget}?hostOrigins=${encodeURIComponent(urls.host)}`,
    );
    try {
      await host.evaluate((h) => h.initialized);
      expect(await view.evaluate((w) => w.connected)).toBe("connected");
      expect(await host.evaluate((h) => h.bridge.getAppVersion())).toEqual({ name: "hardening-widget", version: "1.0.0" });
    } finally {
      await context.close();
    }
  });

  it("with hostOrigins naming one host, a page on another origin that embeds the widget receives nothing from the App", async () => {
    const opened = await open<WidgetGlobals>(urls.evil, "/", `${urls.widget}?hostOrigins=${encodeURIComponent(urls.host)}`);
    const { widget, host, view, context } = opened;
    try {
      await widget.waitForFunction((w) => w.log.includes("send ui/initialize"), view, WAIT);
      await probe(opened);
      // The App posted ui/initialize to the named origin only, so the browser did not deliver it here.
      expect(await host.evaluate((h) => h.received)).toEqual([PROBE]);
      expect(await view.evaluate((w) => w.app.getSnapshot().status)).toBe("connecting");
    } finally {
      await context.close();
    }
  });

  it("with several hostOrigins, the answer of a page on another origin is dropped and the App does not connect", async () => {
    const elsewhere = "https://host.example";
    const opened = await open<WidgetGlobals>(
      urls.evil,
      "/",
      `${urls.widget}?hostOrigins=${encodeURIComponent(`${urls.host},${elsewhere}`)}`,
    );
    const { widget, host, view, context } = opened;
    try {
      // Until the embedding page's answer was handled one way or the other.
      await widget.waitForFunction(
        (w) => w.log.some((entry) => entry.startsWith("ignore")) || w.app.getSnapshot().status !== "connecting",
        view,
        WAIT,
      );
      await probe(opened);
      expect((await record(view)).log).toEqual([
        "send ui/initialize",
        `ignore origin ${urls.evil} is not one of ${urls.host}, ${elsewhere}`,
      ]);
      // The embedding page got the request (posted to "*", as no single origin is known) but no initialized.
      expect(await host.evaluate((h) => h.received.map((m) => (m as { method?: string }).method ?? m))).toEqual(["ui/initialize", PROBE]);
      expect(await view.evaluate((w) => w.app.getSnapshot().status)).toBe("connecting");
      expect((await record(view)).errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a host on an opaque origin (sandboxed without allow-same-origin) completes the handshake, and the App's answers reach it", async () => {
    const { page, host, view, context } = await open<WidgetGlobals>(urls.host, "/opaque", urls.widget);
    try {
      expect(await page.evaluate(() => window.origin)).toBe("null");
      // The App cannot post to the origin "null": it posts to "*" (else connect() fails on sending initialized).
      expect(await view.evaluate((w) => w.connected)).toBe("connected");
      await host.evaluate((h) => h.initialized);
      expect(await host.evaluate((h) => h.bridge.callTool({ name: "echo", arguments: {} }))).toEqual({
        content: [{ type: "text", text: "echo" }],
      });
      expect(await view.evaluate((w) => w.app.ping())).toEqual({});
    } finally {
      await context.close();
    }
  });
});
