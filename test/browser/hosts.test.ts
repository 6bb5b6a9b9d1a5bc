// @vitest-environment node
// One unchanged widget, vanilla and React, against every host profile in real Chromium. The kit runs
// in the widget's page (a standard host takes over window.parent; ChatGPT without ui/* is a fake
// window.openai injected into the page before the widget's scripts, as ChatGPT injects its own).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { ProfileName } from "../../src/testing/index.js";
import type { HostsKit } from "./fixtures/hosts/kit.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

const fixture = (file: string) => new URL(`./fixtures/hosts/${file}`, import.meta.url).pathname;
const module = (code: string) => `<script type="module">${code}</script>`;
const PROFILES: ProfileName[] = ["claude", "chatgpt-ui", "chatgpt-openai", "strips-structured", "next-wire"];
const WIDGETS = ["vanilla", "react"] as const;
const RESULT = { content: [{ type: "text", text: '{"city":"Oslo","celsius":12}' }], structuredContent: { city: "Oslo", celsius: 12 } };

describeBrowser("one widget on every host profile in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let server: TestServer;

  beforeAll(async () => {
    const [kit, vanilla, react] = await Promise.all([
      bundleScript(fixture("kit.ts")),
      bundleScript(fixture("widget.ts")),
      bundleScript(fixture("react-widget.tsx"), { jsx: "automatic", define: { "process.env.NODE_ENV": '"production"' } }),
    ]);
    const page = (profile: string, body: string, widget: string) =>
      `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}<script>window.__config = ${JSON.stringify({ profile })};</script>${module(kit)}${module(widget)}</body></html>`;
    const routes: Record<string, string> = {};
    for (const profile of PROFILES) {
      routes[`/vanilla/${profile}`] = page(
        profile,
        `<p id="result">no result</p><button id="call">Forecast</button><p id="sum"></p><button id="upload">Upload</button><p id="uploaded"></p>`,
        vanilla,
      );
      routes[`/react/${profile}`] = page(profile, `<div id="root"></div>`, react);
    }
    server = await serve(routes);
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string): Promise<Page> {
    context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${server.origin}${path}`);
    await page.waitForFunction(() => "__kit" in window, undefined, WAIT);
    await page.evaluate(() => (window as unknown as { __kit: HostsKit }).__kit.host.ready);
    return page;
  }

  for (const widget of WIDGETS) {
    for (const profile of PROFILES) {
      it(`${widget} widget on ${profile}: renders the tool result and a server tool's structuredContent`, async () => {
        const page = await open(`/${widget}/${profile}`);
        await page.locator("#call").waitFor(WAIT);
        await page.evaluate((result) => (window as unknown as { __kit: HostsKit }).__kit.host.sendToolResult(result as never), RESULT);
        await page.locator("#result", { hasText: "Oslo 12" }).waitFor(WAIT);
        await page.locator("#call").click();
        await page.locator("#sum", { hasText: "Bergen 7" }).waitFor(WAIT);
        const calls = await page.evaluate(() => (window as unknown as { __kit: HostsKit }).__kit.host.received("tools/call").length);
        expect(calls).toBe(1);
      });
    }
  }

  for (const profile of PROFILES) {
    const chatgpt = profile.startsWith("chatgpt");
    it(`vanilla widget on ${profile}: app.uploadFile() ${chatgpt ? "reaches window.openai" : "rejects with NOT_SUPPORTED"}`, async () => {
      const page = await open(`/vanilla/${profile}`);
      await page.locator("#call").waitFor(WAIT);
      await page.locator("#upload").click();
      const uploaded = page.locator("#uploaded");
      await expect.poll(() => uploaded.textContent(), WAIT).not.toBe("");
      if (chatgpt) expect(await uploaded.textContent()).toMatch(/^file-/);
      else expect(await uploaded.textContent()).toBe("error: NOT_SUPPORTED");
    });
  }
});
