// @vitest-environment node
// The default path touches no storage and reports no error, in real Chromium: three widgets (the
// minimal App, a React widget on mcp-view/react, the script-tag build) each in a frame on another site
// than its host page (the official AppBridge 2.x on localhost, the widget on 127.0.0.1), in a default
// browser context, where third-party storage is blocked, and in an opaque-origin sandbox. The frame's
// first script (fixtures/default-path/instrument.ts) counts every access to the storage surfaces and
// records page errors; the widget records its App's onerror calls. A control widget that asks for
// view state (createViewState) shows that the count sees localStorage being read.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { hostUrl, widgetFrame } from "../../bench/lib/hostPage.js";
import type { DefaultPathHost } from "./fixtures/default-path/host.js";
import type { Probe } from "./fixtures/default-path/instrument.js";
import { bundleScript, describeBrowser, distFile, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

const FRAMES = {
  "a frame on another site": "allow-scripts allow-same-origin",
  "an opaque-origin sandbox on another site": "allow-scripts",
} as const;
type FrameKind = keyof typeof FRAMES;
const WIDGETS = { minimal: "the minimal widget", react: "the React widget", "script-tag": "the script-tag widget" } as const;
type Widget = keyof typeof WIDGETS | "view-state";
/** Every surface the probe must have wrapped (navigator.storage and caches exist in a secure context, as loopback is). */
const SURFACES = ["localStorage", "sessionStorage", "indexedDB", "caches", "document.cookie", "navigator.storage"];
const RESULT_TEXT = "12 °C in Oslo";

const fixture = (file: string) => new URL(`./fixtures/default-path/${file}`, import.meta.url).pathname;
const classic = (code: string) => `<script>${code.replace(/<\/script/gi, "<\\/script")}</script>`;
const module = (code: string) => `<script type="module">${code}</script>`;
/** Where the vanilla widgets show the tool result and their call's answer (the React widget renders its own). */
const SHOWN = `<p id="result">no result</p><p id="call-result"></p>`;
/** A widget document: the probe is its first script, before the widget's own. */
const widgetPage = (probe: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8">${classic(probe)}</head><body>${body}</body></html>`;

interface Run {
  page: Page;
  frame: Frame;
  probe: Probe;
  /** What the widget shows in #result and #call-result, and what it should. */
  shown: { result: string | null; answer: string | null };
  rendered: { result: string; answer: string };
}

describeBrowser("the default path in Chromium: no storage, no error, on another site and in an opaque sandbox", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const servers: TestServer[] = [];
  let widgets: TestServer;
  let hosts: TestServer;

  beforeAll(async () => {
    const [probe, host, minimal, react, viewState] = await Promise.all([
      bundleScript(fixture("instrument.ts"), { format: "iife" }),
      bundleScript(fixture("host.ts")),
      bundleScript(fixture("minimal-widget.ts")),
      bundleScript(fixture("react-widget.tsx"), { jsx: "automatic", define: { "process.env.NODE_ENV": '"production"' } }),
      bundleScript(fixture("view-state-widget.ts")),
    ]);
    const scriptTag = classic(distFile("mcp-view.global.js")) + classic(readFileSync(fixture("script-tag-widget.js"), "utf8"));
    widgets = await serve({
      "/minimal.html": widgetPage(probe, SHOWN + module(minimal)),
      "/react.html": widgetPage(probe, `<div id="root"></div>${module(react)}`),
      "/script-tag.html": widgetPage(probe, SHOWN + scriptTag),
      "/view-state.html": widgetPage(probe, SHOWN + module(viewState)),
    });
    hosts = await serve({ "/host.html": `<!doctype html><html><head><meta charset="utf-8"></head><body>${module(host)}</body></html>` });
    servers.push(widgets, hosts);
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

  /**
   * Shows `widget` in a frame of the host page, in a fresh default context, and waits until it rendered
   * the result and its call's answer, or until a page error stopped it (so that a widget broken by a
   * storage access fails on the count, not on a timeout).
   */
  async function run(widget: Widget, kind: FrameKind, answer = "called get_forecast"): Promise<Run> {
    context = patient(await browser.newContext());
    const page = await context.newPage();
    const url = `${widgets.origin}/${widget}.html`;
    const framed = widgetFrame(page, url);
    await page.goto(`${hostUrl(hosts.origin, url)}&sandbox=${encodeURIComponent(FRAMES[kind])}`);
    const frame = await framed;
    const rendered = { result: RESULT_TEXT, answer };
    await frame.waitForFunction(
      (expected) => {
        const text = (id: string) => document.getElementById(id)?.textContent;
        const done = text("result") === expected.result && text("call-result") === expected.answer;
        return done || (window as unknown as { __probe: Probe }).__probe.pageErrors.length > 0;
      },
      rendered,
      WAIT,
    );
    const probe = await frame.evaluate(() => (window as unknown as { __probe: Probe }).__probe);
    expect(probe.instrumented).toEqual(SURFACES);
    const shown = await frame.evaluate(() => ({
      result: document.getElementById("result")?.textContent ?? null,
      answer: document.getElementById("call-result")?.textContent ?? null,
    }));
    return { page, frame, probe, shown, rendered };
  }

  /** The page's and the frame's origins. */
  async function placement({ page, frame }: Run): Promise<{ page: string; frame: string }> {
    return { page: await page.evaluate(() => window.origin), frame: await frame.evaluate(() => window.origin) };
  }

  for (const [widget, name] of Object.entries(WIDGETS) as Array<[keyof typeof WIDGETS, string]>) {
    for (const kind of Object.keys(FRAMES) as FrameKind[]) {
      it(`${name} in ${kind} renders the result and its server tool's answer without touching storage or reporting an error`, async () => {
        const opened = await run(widget, kind);
        expect(opened.probe.accesses).toEqual({});
        expect(opened.probe.onerror).toEqual([]);
        expect(opened.probe.pageErrors).toEqual([]);
        expect(opened.shown).toEqual(opened.rendered);
        expect(await opened.page.evaluate(() => (window as unknown as { __host: DefaultPathHost }).__host.calls)).toEqual([
          expect.objectContaining({ name: "get_forecast", arguments: { city: "Oslo" } }),
        ]);
        const origins = await placement(opened);
        expect(origins.page).toMatch(/^http:\/\/localhost:\d+$/);
        expect(origins.frame).toBe(kind === "an opaque-origin sandbox on another site" ? "null" : widgets.origin);
      });
    }
  }

  it("the frame cannot use localStorage in a default context, as third-party storage is blocked there, and the probe counts the try", async () => {
    const { frame } = await run("minimal", "a frame on another site");
    const accesses = () => frame.evaluate(() => (window as unknown as { __probe: Probe }).__probe.accesses["localStorage get"] ?? 0);
    const before = await accesses();
    const usable = await frame.evaluate(() => {
      try {
        localStorage.setItem("probe", "1");
        return "usable";
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(usable).toBe("SecurityError");
    expect(await accesses()).toBe(before + 1);
  });

  it("the probe counts the localStorage reads of a widget that asks for view state (createViewState), in both frames", async () => {
    for (const kind of Object.keys(FRAMES) as FrameKind[]) {
      const { probe, shown, rendered } = await run("view-state", kind, "kept in memory");
      expect(shown, kind).toEqual(rendered);
      expect(probe.accesses["localStorage get"], kind).toBeGreaterThan(0);
      expect(probe.onerror, kind).toEqual([]); // a storage the frame does not offer is passed over quietly
      expect(probe.pageErrors, kind).toEqual([]);
      await context?.close();
    }
  });
});
