// @vitest-environment node
// mcp-view/vue in real Chromium under the official host: a host page on origin A runs the official
// AppBridge 2.x (fixtures/bindings/host.ts); the Vue widget is built the way its users build it:
// Vite with @vitejs/plugin-vue and mcp-view/rollup's singleFile() into ONE HTML file, importing
// `mcp-view/vue` (the package resolves itself to dist/ through its exports: `npm run build` first),
// and served from origin B into <iframe sandbox="allow-scripts allow-same-origin">.
//
// The official Vue starter holds its App in a deep ref(): every use of the App then goes through
// Vue's reactive proxy, which reads into the cross-origin `window.parent` the App holds and throws,
// so no button reaches the host. The widget here keeps Vue's reactivity all around the App (reactive
// state, deep watches, a deep ref, provide) on the binding; the control does what the starter does,
// and the same assertions must fail for it.
import vue from "@vitejs/plugin-vue";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { build, type Rollup } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import { singleFile } from "../../src/rollup/index.js";
import type { BindingsHost } from "./fixtures/bindings/host.js";
import {
  bundleScript,
  describeBrowser,
  launchChromium,
  onAnotherSite,
  patient,
  serve,
  WAIT,
  type Route,
  type TestServer,
} from "./support.js";

const root = new URL("./fixtures/bindings-vue/", import.meta.url).pathname;
const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
const FAVICON = { "/favicon.ico": { body: "", type: "image/x-icon" } };

/** Builds the fixture with Vite into one HTML file, with `name`'s widget. */
async function viteBuild(name: Name): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins: [vue()],
    define: { __WIDGET__: JSON.stringify(name) },
    build: { write: false, modulePreload: { polyfill: false }, rollupOptions: { plugins: [singleFile()] } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output);
  expect(output.map((o) => o.fileName)).toEqual(["index.html"]);
  return String((output[0] as Rollup.OutputAsset).source);
}

const WIDGETS = ["widget", "control", "official-control"] as const;
type Name = (typeof WIDGETS)[number];

describeBrowser("A Vue widget built with Vite on mcp-view/vue, cross-origin under the official AppBridge 2.x (Chromium)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  const hostUrls = {} as Record<Name, string>;
  const widgetUrls = {} as Record<Name, string>;

  beforeAll(async () => {
    const hostScript = await bundleScript(new URL("./fixtures/bindings/host.ts", import.meta.url).pathname);
    const pages: Record<string, Route> = { ...FAVICON };
    for (const name of WIDGETS) pages[`/${name}.html`] = await viteBuild(name);
    const widgetServer = await serve(pages);
    servers.push(widgetServer);
    const hostRoutes: Record<string, Route> = { ...FAVICON };
    for (const name of WIDGETS) {
      widgetUrls[name] = `${widgetServer.origin}/${name}.html`;
      hostRoutes[`/${name}`] = html(
        `<script>window.__widgetUrl = ${JSON.stringify(widgetUrls[name])};</script><script type="module">${hostScript}</script>`,
      );
    }
    const hostServer = await serve(hostRoutes);
    servers.push(hostServer);
    // The host page on localhost, the widget on 127.0.0.1: another site, as on real hosts (third-party storage blocked).
    for (const name of WIDGETS) hostUrls[name] = `${onAnotherSite(hostServer.origin)}/${name}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  interface Opened {
    page: Page;
    context: BrowserContext;
    errors: string[];
  }

  const host = (page: Page) => page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host);
  const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.calls);

  /** Opens the host page for `name` and waits until its widget shows the tool result. */
  async function open(name: Name): Promise<Opened> {
    const context = patient(await browser.newContext());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(`${error.name}: ${error.message}`));
    await page.goto(hostUrls[name]);
    await page.evaluate(() => (window as unknown as { __host: BindingsHost }).__host.initialized);
    await widgetFrame(page, widgetUrls[name]);
    await page.frameLocator("#widget").locator("#result", { hasText: "Berlin" }).waitFor(WAIT);
    return { page, context, errors };
  }

  /** Clicks Forecast, then waits until the view shows an answer or something logged an error. */
  async function clickForecast({ page, errors }: Opened): Promise<string | null> {
    const frame = page.frameLocator("#widget");
    await frame.locator("#call").click(WAIT);
    const shown = () => frame.locator("#call-result").textContent();
    await expect.poll(async () => errors.length > 0 || (await shown()) === "sunny in Berlin", WAIT).toBe(true);
    return shown();
  }

  /** What must hold after Forecast: the host saw the one call, the view shows its answer, nothing logged an error. */
  async function expectCallReachedHost(opened: Opened, shown: string | null): Promise<void> {
    expect(opened.errors).toEqual([]);
    expect(await hostCalls(opened.page)).toEqual([
      { name: "get_forecast", arguments: { city: "Berlin" }, _meta: { progressToken: expect.any(Number) } },
    ]);
    expect(shown).toBe("sunny in Berlin");
  }

  it("renders the tool result the host sent once, after exactly one ui/initialize, and logs no error", async () => {
    const { page, context, errors } = await open("widget");
    try {
      expect(await page.frameLocator("#widget").locator("#result").textContent()).toBe("12 °C in Berlin");
      expect((await host(page)).initializeRequests).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("applies the host's CSS variables inside the frame (a computed style shows them)", async () => {
    const { page, context } = await open("widget");
    try {
      const widget = await widgetFrame(page, widgetUrls.widget);
      const styles = await widget.evaluate(() => ({
        variable: getComputedStyle(document.documentElement).getPropertyValue("--color-background-primary"),
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
        color: getComputedStyle(document.body).color,
      }));
      expect(styles).toEqual({ variable: "rgb(10, 20, 30)", theme: "dark", background: "rgb(10, 20, 30)", color: "rgb(200, 210, 220)" });
    } finally {
      await context.close();
    }
  });

  it("calls a server tool from a button with reactivity all around the App: the host sees it, no SecurityError or other error", async () => {
    const opened = await open("widget");
    try {
      await expectCallReachedHost(opened, await clickForecast(opened));
      expect((await host(opened.page)).initializeRequests).toBe(1);
    } finally {
      await opened.context.close();
    }
  });

  // mcp-view's App keeps its state in private fields, which a proxy cannot reach (a TypeError); the
  // official App's fields lead Vue's proxy to window.parent (the SecurityError of the official starter).
  it.each([
    { name: "control", app: "mcp-view's App", logged: /TypeError/ },
    { name: "official-control", app: "the official App", logged: /SecurityError/ },
  ] as const)(
    "fails those assertions for a control holding $app in a deep ref() as the official starter does",
    async ({ name, logged }) => {
      const opened = await open(name);
      try {
        const shown = await clickForecast(opened);
        await expect(expectCallReachedHost(opened, shown)).rejects.toThrow();
        expect(await hostCalls(opened.page)).toEqual([]);
        expect(opened.errors.join("\n")).toMatch(logged);
      } finally {
        await opened.context.close();
      }
    },
  );
});
