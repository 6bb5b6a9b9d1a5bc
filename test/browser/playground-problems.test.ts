// @vitest-environment node
// The playground's page when something is wrong with the MCP server, or with a tool, in Chromium at
// 1280×900: the server's problem as one sentence, read whole in a banner on a row of its own that
// moves the layout no more than itself (nothing listening, an HTML 501 page with a long URL, a stdio
// server that exits, one that crashes, quoted by its error); a server with no tools says so; without
// a tool to call, Call tool is disabled and says why; a tool with no view gets a neutral note, not a
// warning; a missing resource reads "MCP error -32602: " once.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground, type SourcePlaygroundOptions } from "../../playground/start.js";
import { clippedElements } from "./layout.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const TINY = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const VIEWPORT = { width: 1280, height: 900 };
const PAGE_501 = "<!doctype html><html><head><title>501 Not Implemented</title></head><body><h1>Not Implemented</h1></body></html>";

describeBrowser("the playground's page on a server with problems", () => {
  let browser: Browser;
  let html: Server;
  let htmlOrigin: string;
  const started: Playground[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    html = createServer((_req, res) => void res.writeHead(501, { "content-type": "text/html" }).end(PAGE_501));
    await new Promise<void>((resolve) => html.listen(0, "127.0.0.1", resolve));
    htmlOrigin = `http://127.0.0.1:${(html.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
    await Promise.all(started.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => html?.close(resolve));
  });

  /** A playground on `options` and a page on it (with `query`). */
  async function open(options: SourcePlaygroundOptions, query = ""): Promise<{ page: Page; playground: Playground }> {
    const playground = await startPlayground({ port: 0, ...options });
    started.push(playground);
    const page = patient(await browser.newPage({ viewport: VIEWPORT, deviceScaleFactor: 1 }));
    pages.push(page);
    await page.goto(`${playground.url}${query}`);
    return { page, playground };
  }

  const tiny = (...args: string[]) => ({ command: [process.execPath, TINY, "--stdio", ...args] });
  const banner = (page: Page) => page.locator("#server-problem");
  const top = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);

  it("says that nothing listens at the --server URL, in one sentence", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const mcp = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/mcp`;
    await new Promise((resolve) => probe.close(resolve));
    const { page } = await open({ server: mcp });
    await expect
      .poll(() => banner(page).textContent(), WAIT)
      .toBe(`Nothing is listening at ${mcp} (connection refused): start your MCP server there, or pass its URL with --server.`);
    expect(await wholeBanner(page)).toBe(true);
    expect(await callTool(page)).toEqual({
      enabled: false,
      title: "The MCP server cannot be used (the banner above says why): there is nothing to call.",
      hint: "The MCP server cannot be used (the banner above says why): there is nothing to call.",
    });
    // The stage under the banner no longer asks to pick a tool.
    expect(await page.locator("#welcome h2, #welcome p").allTextContents()).toEqual([
      "No server",
      `The playground cannot use the MCP server (${mcp}): the banner above says why, so there are no tools to call.`,
      "Start or fix the server, then reload this page.",
    ]);
  });

  /** Whether the banner shows all of its sentence: nothing scrolled away inside it, all of it in the window. */
  const wholeBanner = (page: Page) =>
    banner(page).evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.getBoundingClientRect().bottom <= innerHeight);

  /** Call tool: whether it is enabled, its tooltip, and the hint beside it. */
  const callTool = async (page: Page) => ({
    enabled: await page.locator("#run").isEnabled(),
    title: await page.locator("#run").getAttribute("title"),
    hint: await page.locator("#args-hint").textContent(),
  });

  it("says that an HTML 501 page is not MCP; a long sentence wraps whole on a row of its own, moving the layout no more than itself", async () => {
    const mcp = `${htmlOrigin}/${"very-long-path-segment/".repeat(20)}mcp`;
    const { page } = await open({ server: mcp });
    await expect
      .poll(() => banner(page).textContent(), WAIT)
      .toBe(`${mcp} is not an MCP endpoint: it answered HTTP 501 with an HTML page ("501 Not Implemented") instead of JSON-RPC.`);
    const { page: good } = await open(tiny());
    await good.locator("#server-name").waitFor(WAIT);
    const box = (await banner(page).boundingBox())!;
    const lineHeight = await banner(page).evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect(box.height).toBeGreaterThan(2 * lineHeight); // it is that long: more than the two lines it used to be cut to
    expect(await wholeBanner(page)).toBe(true);
    expect(box.width, "the banner has the header's width").toBeGreaterThan(VIEWPORT.width * 0.9);
    const moved = (await top(page, ".layout")) - (await top(good, ".layout"));
    expect(moved).toBeLessThanOrEqual(box.height);
    expect(await page.evaluate(clippedElements)).toEqual([]);
  });

  it("says that the stdio server exited, with its exit code", async () => {
    const { page, playground } = await open({ command: [process.execPath, "-e", "process.exit(3)"] });
    await expect
      .poll(() => banner(page).textContent(), WAIT)
      .toBe(`The stdio MCP server (${playground.target}) exited with code 3; restart the playground to start it again.`);
  });

  it("says that the stdio server crashed with the error it threw, not Node's version that ends its stderr", async () => {
    const script = 'throw new Error("Missing API_KEY: set it in the environment")';
    const { page, playground } = await open({ command: [process.execPath, "-e", script] });
    await expect
      .poll(() => banner(page).textContent(), WAIT)
      .toBe(
        `The stdio MCP server (${playground.target}) exited with code 1 (its error on stderr: "Error: Missing API_KEY: set it in the environment"); restart the playground to start it again.`,
      );
  });

  it("says that the server has no tools instead of asking to pick one", async () => {
    const { page } = await open(tiny("--tools", "none"));
    await page.locator("#server-name").waitFor(WAIT);
    await expect
      .poll(() => page.locator("#welcome h2, #welcome p").allTextContents(), WAIT)
      .toEqual([
        "No tools",
        `The MCP server (${process.execPath} ${TINY} --stdio --tools none) lists no tools, so there is nothing to call.`,
        "Add a tool to the server: the list here follows notifications/tools/list_changed, or reload the page.",
      ]);
    const reason = "The server lists no tools: there is nothing to call.";
    expect(await callTool(page)).toEqual({ enabled: false, title: reason, hint: reason });
    await page.locator("#args").press("Control+Enter"); // the shortcut calls nothing either
    expect(await page.locator("#run-state").textContent()).toBe("Nothing has run yet");
  });

  it("gives a tool with no view a neutral note, and no warning on “Why is it blank?”", async () => {
    const { page } = await open(tiny("--tools", "more"), "?tool=get_time");
    await expect
      .poll(() => page.locator("#no-view").textContent(), WAIT)
      .toBe("get_time has no view (no _meta.ui.resourceUri): hosts show only its text result, in the chat.");
    await page.locator('#diagnostics li[data-key="result"]').waitFor({ state: "attached", ...WAIT });
    const lines = await page
      .locator("#diagnostics li")
      .evaluateAll((els) => els.map((el) => `${(el as HTMLElement).dataset.severity} ${el.querySelector("strong")!.textContent}`));
    expect(lines.map((l) => l.replace(/\d+ ms/, "N ms"))).toEqual([
      "info MCP revision 2025-11-25: negotiated (no public source says which one Test host (every capability) speaks)",
      "info get_time has no view",
      "ok Tool result after N ms",
    ]);
    expect(await page.locator("#tab-diagnostics .badge").isHidden()).toBe(true);
  });

  it("says a missing resource with the MCP error prefix once", async () => {
    const { page } = await open(tiny("--tools", "more"), "?tool=show_missing");
    await expect
      .poll(() => page.locator('#diagnostics li[data-key="run"] strong').textContent(), WAIT)
      .toBe("The run failed: MCP error -32602: Resource ui://tiny/missing.html not found");
  });
});
