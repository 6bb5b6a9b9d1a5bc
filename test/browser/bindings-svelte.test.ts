// @vitest-environment node
// mcp-view/svelte in real Chromium under the official host, built the way its users build: Vite's
// JavaScript API with Svelte's own plugin and mcp-view/rollup's singleFile(), importing the binding
// as `mcp-view/svelte` (the package resolves itself to dist/ through its exports: `npm run build`
// first), into ONE self-contained HTML file served from origin B into <iframe sandbox="allow-scripts
// allow-same-origin">; the host page on origin A runs the official AppBridge 2.x.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import type { Browser } from "playwright-core";
import { build, type Plugin } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { builtEntries } from "../../playground/build/widget.js";
import { singleFile } from "mcp-view/rollup";
import type { BindingsHost } from "./fixtures/bindings/host.js";
import { openBridgeWidget } from "./bridge-widget.js";
import { bundleScript, describeBrowser, launchChromium, onAnotherSite, serve, WAIT, type TestServer } from "./support.js";

const FIXTURE = fileURLToPath(new URL("./fixtures/svelte/", import.meta.url));
const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
const FAVICON = { "/favicon.ico": { body: "", type: "image/x-icon" } };

/** `vite build` of the fixture, as a user's project runs it; returns dist/index.html and the modules bundled. */
async function buildWidget(): Promise<{ html: string; modules: string[] }> {
  const outDir = mkdtempSync(join(tmpdir(), "mcp-view-svelte-"));
  const modules: string[] = [];
  const record: Plugin = {
    name: "record-modules",
    buildEnd() {
      modules.push(...this.getModuleIds());
    },
  };
  try {
    await build({
      root: FIXTURE,
      configFile: false,
      logLevel: "silent",
      plugins: [svelte({ configFile: false }), record],
      build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false }, rollupOptions: { plugins: [singleFile()] } },
    });
    return { html: readFileSync(join(outDir, "index.html"), "utf8"), modules };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describeBrowser("A Svelte 5 widget built by Vite in a cross-origin sandboxed iframe under the official AppBridge 2.x (Chromium)", () => {
  let browser: Browser;
  let widgetHtml: string;
  let modules: string[];
  const servers: TestServer[] = [];
  let hostUrl: string;
  let widgetUrl: string;

  beforeAll(async () => {
    ({ html: widgetHtml, modules } = await buildWidget());
    const widgetServer = await serve({ ...FAVICON, "/widget.html": widgetHtml });
    servers.push(widgetServer);
    widgetUrl = `${widgetServer.origin}/widget.html`;
    const hostScript = await bundleScript(join(FIXTURE, "../bindings/host.ts"), { plugins: [builtEntries] });
    const hostServer = await serve({
      ...FAVICON,
      "/": html(`<script>window.__widgetUrl = ${JSON.stringify(widgetUrl)};</script><script type="module">${hostScript}</script>`),
    });
    servers.push(hostServer);
    hostUrl = `${onAnotherSite(hostServer.origin)}/`; // the page on localhost, the widget on 127.0.0.1: another site
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  const open = () => openBridgeWidget(browser, hostUrl, widgetUrl);

  it("is one self-contained HTML file of mcp-view/svelte's built code (dist/, through the package's exports)", () => {
    expect(modules.some((id) => id.endsWith("/dist/svelte/index.js"))).toBe(true);
    expect(modules.filter((id) => /\/src\/(svelte|bindings|app)\//.test(id))).toEqual([]);
    expect(widgetHtml).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
    expect(widgetHtml).toContain("ui/initialize");
  });

  it("renders the tool result, applies the host's CSS variables, calls a server tool from a button, after exactly one ui/initialize", async () => {
    const { page, widget, context, errors } = await open();
    try {
      const frame = page.frameLocator("#widget");
      expect(await frame.locator("#result").textContent()).toBe("12 °C in Berlin");
      const styles = await widget.evaluate(() => ({
        variable: getComputedStyle(document.documentElement).getPropertyValue("--color-background-primary"),
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      expect(styles).toEqual({ variable: "rgb(10, 20, 30)", theme: "dark", background: "rgb(10, 20, 30)" });
      await frame.locator("#call").click(WAIT);
      await frame.locator("#call-result", { hasText: "sunny" }).waitFor(WAIT);
      expect(await frame.locator("#call-result").textContent()).toBe("sunny in Berlin");
      const host = await page.evaluate(() => {
        const { calls, initializeRequests } = (window as unknown as { __host: BindingsHost }).__host;
        return { calls, initializeRequests };
      });
      expect(host.calls).toEqual([{ name: "get_forecast", arguments: { city: "Berlin" }, _meta: { progressToken: expect.any(Number) } }]);
      expect(host.initializeRequests).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
