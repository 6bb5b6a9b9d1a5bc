// @vitest-environment node
// mcp-view/react (under React 19 and React 18) and mcp-view/preact in real Chromium under the
// official host: a host page on origin A runs the official AppBridge 2.x; each widget is bundled at
// test time with esbuild, against the built entries in dist/ (as a user's widget is), into ONE
// self-contained HTML file (script inlined), served from origin B into
// <iframe sandbox="allow-scripts allow-same-origin">.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import { builtEntries } from "../../playground/build/widget.js";
import type { BindingsHost } from "./fixtures/bindings/host.js";
import type { StreamStats } from "./fixtures/bindings/stream.js";
import { FALLBACK_MS } from "../../src/bindings/frame-source.js";
import { GRACE_MS } from "../../src/bindings/registry.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type Route, type TestServer } from "./support.js";

const fixture = (file: string) => new URL(`./fixtures/bindings/${file}`, import.meta.url).pathname;
const STYLE = "body{margin:0;background:var(--color-background-primary);color:var(--color-text-primary)}";

/**
 * Bundles `file` against the built entries in dist/, with React's development build, so that
 * <StrictMode> really double-mounts and double-runs effects.
 */
const bundle = (file: string, jsxImportSource?: string, alias?: Record<string, string>) =>
  bundleScript(fixture(file), {
    jsx: "automatic",
    jsxImportSource,
    alias,
    plugins: [builtEntries],
    define: { "process.env.NODE_ENV": '"development"' },
  });

const html = (head: string, body: string) => `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
/** Served too, so that the browser's favicon requests do not log 404s. */
const FAVICON = { "/favicon.ico": { body: "", type: "image/x-icon" } };
const widgetHtml = (script: string) => html(`<style>${STYLE}</style>`, `<div id="root"></div><script type="module">${script}</script>`);

const WIDGETS = [
  { name: "React19", file: "react-widget.tsx", jsx: undefined, alias: undefined, version: /^19\./ },
  { name: "React18", file: "react-widget.tsx", jsx: undefined, alias: { react: "react18", "react-dom": "react-dom18" }, version: /^18\./ },
  { name: "Preact", file: "preact-widget.tsx", jsx: "preact", alias: undefined, version: undefined },
] as const;
const PARTIALS = 1000;

describeBrowser(
  "React 19, React 18 and Preact widgets in a cross-origin sandboxed iframe under the official AppBridge 2.x (Chromium)",
  () => {
    let browser: Browser;
    const servers: TestServer[] = [];
    const hostUrls: Record<string, string> = {};
    const widgetUrls: Record<string, string> = {};

    beforeAll(async () => {
      const hostScript = await bundle("host.ts");
      const widgetServer = await serve({
        ...FAVICON,
        ...Object.fromEntries(
          await Promise.all(WIDGETS.map(async (w) => [`/${w.name}.html`, widgetHtml(await bundle(w.file, w.jsx, w.alias))] as const)),
        ),
      });
      servers.push(widgetServer);
      const hostRoutes: Record<string, Route> = { ...FAVICON };
      for (const w of WIDGETS) {
        widgetUrls[w.name] = `${widgetServer.origin}/${w.name}.html`;
        hostRoutes[`/${w.name}`] = html(
          "",
          `<script>window.__widgetUrl = ${JSON.stringify(widgetUrls[w.name])};</script><script type="module">${hostScript}</script>`,
        );
      }
      const hostServer = await serve(hostRoutes);
      servers.push(hostServer);
      for (const w of WIDGETS) hostUrls[w.name] = `${hostServer.origin}/${w.name}`;
      browser = await launchChromium();
    });

    afterAll(async () => {
      await browser?.close();
      for (const server of servers.splice(0)) await server.close();
    });

    interface Opened {
      page: Page;
      widget: Frame;
      context: BrowserContext;
      errors: string[];
    }

    /** Opens the host page for `name`'s widget and waits until the widget shows the tool result. */
    async function open(name: string): Promise<Opened> {
      const context = patient(await browser.newContext());
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(hostUrls[name]!);
      await page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.initialized);
      const widget = await widgetFrame(page, widgetUrls[name]!);
      await page.frameLocator("#widget").locator("#result", { hasText: "Berlin" }).waitFor(WAIT);
      return { page, widget, context, errors };
    }

    for (const { name, version } of WIDGETS) {
      it(`${name}: renders the tool result the host sent once, after exactly one ui/initialize`, async () => {
        const { page, context, errors } = await open(name);
        try {
          expect(await page.frameLocator("#widget").locator("#result").textContent()).toBe("12 °C in Berlin");
          if (version) expect(await page.frameLocator("#widget").locator("#version").textContent()).toMatch(version);
          expect(await page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.initializeRequests)).toBe(1);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it(`${name}: applies the host's CSS variables inside the frame`, async () => {
        const { widget, context } = await open(name);
        try {
          const styles = await widget.evaluate(() => {
            const html = getComputedStyle(document.documentElement);
            const body = getComputedStyle(document.body);
            return {
              variable: html.getPropertyValue("--color-background-primary"),
              theme: document.documentElement.dataset.theme,
              background: body.backgroundColor,
              color: body.color,
            };
          });
          expect(styles).toEqual({
            variable: "rgb(10, 20, 30)",
            theme: "dark",
            background: "rgb(10, 20, 30)",
            color: "rgb(200, 210, 220)",
          });
        } finally {
          await context.close();
        }
      });

      it(`${name}: keeps the App, its data and its one handshake when the owner is remounted (as fast refresh does)`, async () => {
        const { page, widget, context, errors } = await open(name);
        try {
          const frame = page.frameLocator("#widget");
          await frame.locator("#remount").click(WAIT);
          await frame.locator("#generation", { hasText: "1" }).waitFor(WAIT);
          // Past two frames (Preact runs effects after paint) and then the registry's lease: a close the
          // old owner's release scheduled has run by then (timers fire in order).
          await widget.evaluate(
            (lease) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, lease)))),
            GRACE_MS,
          );
          expect(await frame.locator("#result").textContent()).toBe("12 °C in Berlin");
          await frame.locator("#call").click(WAIT);
          await frame.locator("#call-result", { hasText: "sunny" }).waitFor(WAIT);
          expect(await page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.initializeRequests)).toBe(1);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it(`${name}: renders a burst of ${PARTIALS} partials at most once per animation frame, ending on the last`, async () => {
        const { page, widget, context, errors } = await open(name);
        try {
          const read = () =>
            widget.evaluate(() => ({ ...(window as unknown as { __stream: StreamStats }).__stream, at: performance.now() }));
          const before = await read();
          await page.evaluate((n) => (window as unknown as { __host: BindingsHost }).__host.sendPartials(n), PARTIALS);
          await page
            .frameLocator("#widget")
            .locator("#partial", { hasText: String(PARTIALS - 1) })
            .waitFor({ timeout: 20_000 });
          const after = await read();
          const commits = after.commits - before.commits;
          const frames = after.frames - before.frames;
          // A frame publishes, and so does the fallback timer when no frame came within FALLBACK_MS (a
          // busy machine delays frames): at most one commit per frame or per elapsed FALLBACK_MS.
          const fallbacks = Math.ceil((after.at - before.at) / FALLBACK_MS);
          expect(commits).toBeGreaterThan(0);
          expect(commits, `${commits} commits over ${frames} frames and ${fallbacks} fallback periods`).toBeLessThanOrEqual(
            frames + fallbacks,
          );
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });

      it(`${name}: calls a server tool from a button click and renders the answer`, async () => {
        const { page, context, errors } = await open(name);
        try {
          const frame = page.frameLocator("#widget");
          await frame.locator("#call").click(WAIT);
          await frame.locator("#call-result", { hasText: "sunny" }).waitFor(WAIT);
          expect(await frame.locator("#call-result").textContent()).toBe("sunny in Berlin");
          const calls = await page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.calls);
          expect(calls).toEqual([{ name: "get_forecast", arguments: { city: "Berlin" }, _meta: { progressToken: expect.any(Number) } }]);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  },
);
