// @vitest-environment node
// The script-tag build with ChatGPT's adapter (dist/mcp-view-openai.global.js) in real Chromium: a
// widget frame on another site than its host page, which never answers `ui/initialize` and only
// injects a `window.openai` before the widget's scripts, as ChatGPT's older deployments do. The widget
// (test/dist/fixtures/script-tag-openai-widget.html) opts in with `fallback: McpView.openAiFallback`.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { widgetFrame } from "../../bench/lib/hostPage.js";
import { describeBrowser, distFile, launchChromium, patient, serve, type TestServer } from "../browser/support.js";

const fixture = readFileSync(new URL("fixtures/script-tag-openai-widget.html", import.meta.url), "utf8");

/**
 * What ChatGPT injects: `window.openai` with the tool data and the methods the widget uses; every
 * call is recorded in `window.__calls` so the test can read what reached the host.
 */
const FAKE_OPENAI = `<script>
  window.__calls = [];
  window.openai = {
    toolInput: { city: "Lyon" },
    toolOutput: { forecast: "Sunny, 24 °C" },
    theme: "dark",
    locale: "fr-FR",
    callTool: async (name, args) => {
      window.__calls.push({ method: "callTool", name, args });
      return { content: [], structuredContent: { forecast: "called " + name } };
    },
    notifyIntrinsicHeight: (height) => { window.__calls.push({ method: "notifyIntrinsicHeight", height }); },
  };
</script>`;

/** The widget with the adapter build pasted in, after the injected `window.openai`. */
function widgetPage(): string {
  const page = fixture.replace("/* mcp-view-openai.global.js */", () => distFile("mcp-view-openai.global.js").replaceAll("</script", "<\\/script"));
  if (page === fixture) throw new Error("script-tag-openai-widget.html lost its placeholder");
  return page.replace("<head>", () => `<head>${FAKE_OPENAI}`);
}

/** A host page that only records what the frame posts to it, and answers nothing. */
const silentHost = (src: string) => `<!doctype html><script>
  window.__received = [];
  addEventListener("message", (event) => window.__received.push(event.data));
</script><iframe src="${src}" sandbox="allow-scripts allow-same-origin"></iframe>`;

describeBrowser("the script-tag widget with ChatGPT's adapter, on a host with only window.openai", () => {
  let browser: Browser;
  let widgets: TestServer;
  let hosts: TestServer;
  let context: BrowserContext;
  let page: Page;
  let frame: Frame;

  beforeAll(async () => {
    widgets = await serve({ "/widget.html": widgetPage() });
    hosts = await serve({ "/host.html": silentHost(`${widgets.origin}/widget.html`) });
    browser = await launchChromium();
    context = patient(await browser.newContext());
    page = await context.newPage();
    const url = `${widgets.origin}/widget.html`;
    const framed = widgetFrame(page, url); // listening before the page loads, so the frame cannot be missed
    await page.goto(`${hosts.origin.replace("127.0.0.1", "localhost")}/host.html`); // another site than the widget
    frame = await framed;
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await Promise.all([widgets?.close(), hosts?.close()]);
  });

  it("connects through window.openai and renders its tool input and output", async () => {
    await frame.waitForSelector("#refresh:not([disabled])");
    await frame.waitForFunction(() => document.getElementById("forecast")!.textContent !== "");
    expect([await frame.textContent("#status"), await frame.textContent("#forecast")]).toEqual(["Forecast for Lyon", "Sunny, 24 °C"]);
  });

  it("calls the server tool through window.openai.callTool", async () => {
    await frame.waitForSelector("#refresh:not([disabled])");
    await frame.click("#refresh");
    await frame.waitForFunction(() => document.getElementById("forecast")!.textContent === "called get_forecast");
    const calls = (await frame.evaluate(() => (window as unknown as { __calls: { method: string }[] }).__calls)).filter((call) => call.method === "callTool");
    expect(calls).toEqual([{ method: "callTool", name: "get_forecast", args: { city: "Paris" } }]);
  });

  it("posted exactly one message to the silent parent: the first ui/initialize", async () => {
    await frame.waitForSelector("#refresh:not([disabled])");
    const received = (await page.evaluate(() => (window as unknown as { __received: { method?: string }[] }).__received));
    expect(received.map((message) => message.method)).toEqual(["ui/initialize"]);
  });
});
