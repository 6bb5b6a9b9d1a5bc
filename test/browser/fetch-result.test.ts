// @vitest-environment node
// A typed view on a host that drops structuredContent, in real Chromium: the server's typed tool sends
// the model a summary and no JSON, keeps its data (registerAppTool's results), and the view fetches it
// from the app-only view_result_get by the id in the result's _meta. The view renders its data; the
// model-visible content holds no JSON dump.
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { z } from "zod";
import { defineAppTool, memoryResultStore, registerAppTool, registerResultTool } from "../../src/server/index.js";
import { checkServer } from "../../src/testing/index.js";
import { GENERATIONS } from "../server/generations.js";
import type { FetchResultPage } from "./fixtures/fetch-result/page.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

const forecast = defineAppTool({
  name: "forecast",
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ city: z.string(), celsius: z.number() }),
  summary: ({ city, celsius }) => `${celsius} °C in ${city}`,
  ui: { resourceUri: "ui://weather/view.html" },
});

describeBrowser("a typed view on a host that drops structuredContent, in Chromium", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  let server: TestServer;

  beforeAll(async () => {
    const script = await bundleScript(new URL("./fixtures/fetch-result/page.ts", import.meta.url).pathname);
    server = await serve({
      "/": `<!doctype html><html><head><meta charset="utf-8"></head><body><p id="raw">no result</p><p id="result">no result</p><script type="module">${script}</script></body></html>`,
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  it("renders the data fetched from view_result_get, while the model's content is the summary and no JSON", async () => {
    const results = memoryResultStore();
    const client = await GENERATIONS[0]!.connect((mcp) => {
      registerAppTool(mcp, forecast, ({ city }) => ({ structuredContent: { city, celsius: 12 } }), { results });
      registerResultTool(mcp, results);
    });
    const result = await client.callTool({ name: "forecast", arguments: { city: "Oslo" } });
    expect(result.content).toEqual([{ type: "text", text: "12 °C in Oslo" }]);
    const tools = (await client.listTools()).tools;
    expect(checkServer({ tools, reads: {}, results: { forecast: result } }).filter((f) => f.rule.startsWith("CONTENT"))).toEqual([]);

    context = patient(await browser.newContext());
    const page = await context.newPage();
    await page.exposeFunction("__callServer", (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args }));
    await page.goto(server.origin);
    await page.waitForFunction(() => "__page" in window, undefined, WAIT);
    await page.evaluate(() => (window as unknown as { __page: FetchResultPage }).__page.host.ready);
    await page.evaluate((r) => (window as unknown as { __page: FetchResultPage }).__page.host.sendToolResult(r as never), result);
    await page.locator("#result", { hasText: "Oslo 12" }).waitFor(WAIT);
    expect(await page.locator("#raw").textContent()).toBe("no structuredContent");
    const asked = await page.evaluate(() => (window as unknown as { __page: FetchResultPage }).__page.host.received("tools/call"));
    expect(asked).toEqual([expect.objectContaining({ name: "view_result_get", arguments: { id: result._meta?.["mcp-view/resultId"] } })]);
  });
});
