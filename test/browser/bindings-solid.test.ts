// @vitest-environment node
// mcp-view/solid in real Chromium under the official host (fixtures/bindings/host.ts: AppBridge 2.x on
// origin A), with a widget built the way its users build it: Vite's JS API with vite-plugin-solid and
// mcp-view/rollup's singleFile() into one HTML file, importing `mcp-view/solid` (the package resolves
// itself through its exports, to dist/: `npm run build` first), served from origin B into
// <iframe sandbox="allow-scripts allow-same-origin">.
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { build, type Rollup } from "vite";
import solid from "vite-plugin-solid";
import { afterAll, beforeAll, expect, it } from "vitest";
import { singleFile } from "mcp-view/rollup";
import type { BindingsHost } from "./fixtures/bindings/host.js";
import { openBridgeWidget } from "./bridge-widget.js";
import { bundleScript, describeBrowser, launchChromium, onAnotherSite, serve, WAIT, type TestServer } from "./support.js";

const FAVICON = { "/favicon.ico": { body: "", type: "image/x-icon" } };

/** The widget's one HTML file, from `vite build`. */
async function buildWidget(): Promise<string> {
  const result = await build({
    root: fileURLToPath(new URL("./fixtures/bindings-solid", import.meta.url)),
    configFile: false,
    logLevel: "silent",
    plugins: [solid()],
    build: { write: false, modulePreload: { polyfill: false }, rollupOptions: { plugins: [singleFile()] } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output);
  expect(output.map((o) => o.fileName)).toEqual(["index.html"]);
  return String((output[0] as Rollup.OutputAsset).source);
}

describeBrowser("A Solid widget built with Vite in a cross-origin sandboxed iframe under the official AppBridge 2.x (Chromium)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  let hostUrl = "";
  let widgetUrl = "";

  beforeAll(async () => {
    const hostScript = await bundleScript(fileURLToPath(new URL("./fixtures/bindings/host.ts", import.meta.url)));
    const widgetServer = await serve({ ...FAVICON, "/widget.html": await buildWidget() });
    servers.push(widgetServer);
    widgetUrl = `${widgetServer.origin}/widget.html`;
    const page = `<!doctype html><html><head><meta charset="utf-8"></head><body><script>window.__widgetUrl = ${JSON.stringify(widgetUrl)};</script><script type="module">${hostScript}</script></body></html>`;
    const hostServer = await serve({ ...FAVICON, "/host": page });
    servers.push(hostServer);
    hostUrl = `${onAnotherSite(hostServer.origin)}/host`; // the page on localhost, the widget on 127.0.0.1: another site
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  const open = () => openBridgeWidget(browser, hostUrl, widgetUrl);

  const hostOf = (page: Page) => page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host);

  it("renders the tool result after exactly one ui/initialize, and applies the host's CSS variables", async () => {
    const { page, widget, context, errors } = await open();
    try {
      expect(await page.frameLocator("#widget").locator("#result").textContent()).toBe("12 °C in Berlin");
      expect((await hostOf(page)).initializeRequests).toBe(1);
      const styles = await widget.evaluate(() => ({
        variable: getComputedStyle(document.documentElement).getPropertyValue("--color-background-primary"),
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      expect(styles).toEqual({ variable: "rgb(10, 20, 30)", theme: "dark", background: "rgb(10, 20, 30)" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("calls a server tool from a button click and renders the answer", async () => {
    const { page, context, errors } = await open();
    try {
      const frame = page.frameLocator("#widget");
      await frame.locator("#call").click(WAIT);
      await frame.locator("#call-result", { hasText: "sunny" }).waitFor(WAIT);
      expect(await frame.locator("#call-result").textContent()).toBe("sunny in Berlin");
      expect((await hostOf(page)).calls).toEqual([
        { name: "get_forecast", arguments: { city: "Berlin" }, _meta: { progressToken: expect.any(Number) } },
      ]);
      expect((await hostOf(page)).initializeRequests).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
