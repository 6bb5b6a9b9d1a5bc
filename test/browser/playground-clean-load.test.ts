// @vitest-environment node
// `mcp-view dev` behaving like a host, in Chromium, on a 2025 server (the embedded example server:
// the official SDK 1.x McpServer on Streamable HTTP) and a 2026-07-28 server (an SDK 2.x server that
// refuses the 2025 revisions, over stdio). A clean load through the first view's render logs
// nothing: every console message of the page and its frames is counted, errors and warnings (no
// `server/discover` refused with a 400 by a 2025 server, no Chromium warning about a frame that can
// escape its sandbox). The view's frame is on another site than the page, and its storage is what
// the browser gives a third-party frame there. Cancel works after the result: the view is told, the
// server is not, and DESIGN-002 shows for a view that stays as it was (and not for one that changes).
import { fileURLToPath } from "node:url";
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const MODERN = fileURLToPath(new URL("../playground/fixtures/modern-only.mjs", import.meta.url));
const ORDERS = `tool=show_orders&args=${encodeURIComponent("{}")}`;
const ECHO = `tool=show_echo&args=${encodeURIComponent('{"text":"hi"}')}`;

describeBrowser("the dev host behaving like a host", () => {
  let browser: Browser;
  let legacy: Playground;
  let modern: Playground;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [browser, legacy, modern] = await Promise.all([
      launchChromium(),
      startPlayground({ port: 0 }),
      startPlayground({ port: 0, command: [process.execPath, MODERN, "--stdio"] }),
    ]);
  });
  afterEach(async () => void (await Promise.all(contexts.splice(0).map((c) => c.close()))));
  afterAll(async () => {
    await browser?.close();
    await Promise.all([legacy?.close(), modern?.close()]);
  });

  /** A fresh page on `playground`'s deep link `query`, with every console message of it and its frames (and every uncaught error) collected from the start. */
  async function open(playground: Playground, query: string): Promise<{ page: Page; heard: string[] }> {
    const context = patient(await browser.newContext());
    contexts.push(context);
    const page = await context.newPage();
    const heard: string[] = [];
    page.on("console", (m: ConsoleMessage) => heard.push(`${m.type()}: ${m.text()} (${m.location().url})`));
    page.on("pageerror", (error) => heard.push(`uncaught: ${error.message}`));
    await page.goto(`${playground.url}?${query}`);
    return { page, heard };
  }

  /** Waits until the view's handshake completed and the rules judged it (its tool result came, and it had its time). */
  const judged = (page: Page) =>
    Promise.all([
      page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" }),
      page.locator('#conformance li[data-key="check:judged"]').waitFor({ state: "attached" }),
    ]);
  const checks = (page: Page) => page.locator("#conformance li").allTextContents();
  const rpc = (page: Page, channel: string, direction: string) =>
    page
      .locator(`#rpc-log .rpc-row[data-channel="${channel}"][data-direction="${direction}"]`)
      .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.method));

  /** The tools/call requests the page told the server it cancelled (notifications/cancelled naming their id). */
  async function cancelledCalls(page: Page): Promise<string[]> {
    const sent = (await page.locator('#rpc-log .rpc-row[data-channel="server"][data-direction="out"] pre').allTextContents()).map(
      (text) => JSON.parse(text) as { id?: unknown; method?: string; params?: { requestId?: unknown; name?: string } },
    );
    const calls = sent.filter((m) => m.method === "tools/call");
    expect(calls.length).toBeGreaterThan(0);
    return sent
      .filter((m) => m.method === "notifications/cancelled")
      .flatMap((m) => calls.filter((c) => c.id === m.params?.requestId).map((c) => c.params!.name!));
  }

  /** Cancels the run after its result (its Cancel button stays enabled once the call returned); the view is told, the server is not. */
  async function cancelAfterResult(page: Page): Promise<void> {
    expect(await page.locator("#run-state").textContent()).toMatch(/: done$/);
    await page.locator("#cancel").click();
    await expect.poll(() => page.locator("#run-state").textContent(), WAIT).toMatch(/: cancelled$/);
    expect(await rpc(page, "view", "out")).toContain("ui/notifications/tool-cancelled");
    expect(await page.locator("#transcript .chat").last().textContent()).toContain("Tool call cancelled after its result");
    expect([await page.locator("#cancel").isDisabled(), await page.locator("#reload").isEnabled()]).toEqual([true, true]); // once; the result is still there to replay
    expect(await cancelledCalls(page)).toEqual([]);
  }

  it("on a 2025 server (the official SDK 1.x over HTTP): logs nothing from a clean load through the view's render; cancel after the result shows DESIGN-002 for a view that stays as it was", async () => {
    const { page, heard } = await open(legacy, ORDERS);
    await expect.poll(() => page.frameLocator("#view").locator("h1").textContent(), WAIT).toBe("Orders, Q1 2026");
    await judged(page);
    expect(await page.locator("#server-revision").textContent()).toBe("2025-11-25");
    expect(await rpc(page, "server", "out")).not.toContain("server/discover"); // the start-up check's verdict: straight to initialize
    expect(heard).toEqual([]);
    // The view's frame is on another site, in a renderer of its own: its console is heard too.
    const frame = page.frames().find((f) => f !== page.mainFrame())!;
    await frame.evaluate(() => console.warn("from the view's frame"));
    await expect.poll(() => heard, WAIT).toEqual([expect.stringMatching(/^warning: from the view's frame /)]);
    expect(await checks(page)).not.toContainEqual(expect.stringContaining("DESIGN-002"));
    await cancelAfterResult(page);
    // The orders view keeps showing its orders: it stays as it was after toolcancelled.
    await expect.poll(() => checks(page), WAIT).toContainEqual(expect.stringContaining("DESIGN-002"));
  });

  it("on a 2026-07-28 server: logs nothing from a clean load through the view's render; the view is on another site, with a third-party frame's storage; cancel after the result", async () => {
    const { page, heard } = await open(modern, ECHO);
    const status = page.frameLocator("#view").locator("#status");
    await expect.poll(() => status.textContent(), WAIT).toBe('result: {"text":"hi","era":"2026-07-28"}');
    await judged(page);
    expect(await page.locator("#server-revision").textContent()).toBe("2026-07-28");
    expect(heard).toEqual([]);

    const view = new URL((await page.locator("#view").getAttribute("src"))!);
    const host = new URL(page.url());
    expect([view.origin, new Set([view.hostname, host.hostname])]).toEqual([modern.widgetOrigin, new Set(["127.0.0.1", "localhost"])]);
    const storage = () => {
      const tried = (use: () => string) => {
        try {
          return use();
        } catch (error) {
          return `threw ${(error as Error).name}`;
        }
      };
      document.cookie = "kept=yes; SameSite=Lax";
      return {
        localStorage: tried(() => (localStorage.setItem("k", "v"), `kept ${localStorage.getItem("k")}`)),
        sessionStorage: tried(() => (sessionStorage.setItem("k", "v"), `kept ${sessionStorage.getItem("k")}`)),
        cookie: document.cookie.includes("kept=yes") ? "kept" : "dropped",
      };
    };
    // As a third-party frame, this headless Chromium blocks its storage (a default Chrome partitions it instead).
    const frame = page.frames().find((f) => f.url() === view.href)!;
    expect(await frame.evaluate(storage)).toEqual({
      localStorage: "threw SecurityError",
      sessionStorage: "threw SecurityError",
      cookie: "dropped",
    });
    // The same document opened on its own, first-party: its origin's storage works, so the frame's is blocked for its place on another site.
    const alone = await page.context().newPage();
    await alone.goto(view.href);
    expect(await alone.evaluate(storage)).toEqual({ localStorage: "kept v", sessionStorage: "kept v", cookie: "kept" });
    await alone.close();

    await cancelAfterResult(page);
    // The echo view says it was cancelled: its document changed, which is what DESIGN-002 asks.
    await expect.poll(() => status.textContent(), WAIT).toBe("cancelled: Cancelled by the user");
    expect(await checks(page)).not.toContainEqual(expect.stringContaining("DESIGN-002"));
  });
});
