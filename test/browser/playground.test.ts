// @vitest-environment node
// The playground end to end in Chromium: a deep link to show_board, the sandboxed frame on the widget
// origin, theme changes reaching the view's CSS variables, ui/message in the transcript, the
// handshake in the JSON-RPC log, a CSP violation named in the diagnostics, the orders view paging
// through an app-only tool, and --server against a second server process.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient } from "./support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BOARD = {
  title: "Beta launch",
  columns: [
    { title: "To do", cards: [{ title: "Write docs", description: "The README first." }, { title: "Invite testers" }] },
    { title: "In progress", cards: [{ title: "Fix sign-up" }] },
    { title: "Done", cards: [{ title: "Pricing page" }] },
  ],
};
const WAIT = { timeout: 30_000 };
const boardLink = (base: string, profile = "claude") =>
  `${base}?tool=show_board&args=${encodeURIComponent(JSON.stringify(BOARD))}&theme=light&profile=${profile}`;

/** Starts the example server as its own process and resolves with its URL. */
function startServerProcess(name: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ["--import", "tsx", "playground/example/serve.ts", "--port", "0", "--name", name], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const url = /MCP server: (\S+)/.exec(out)?.[1];
      if (url) resolve({ url, child });
    });
    child.once("exit", (code) => reject(new Error(`The server process exited with ${code} before printing its URL: ${out}`)));
  });
}

describeBrowser("playground", () => {
  let browser: Browser;
  let playground: Playground;
  let page: Page;
  const view = () => page.frameLocator("#view");
  const cssVariable = (name: string) =>
    view()
      .locator("html")
      .evaluate((html, n) => getComputedStyle(html).getPropertyValue(n).trim(), name);

  beforeAll(async () => {
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
    page = patient(await browser.newPage());
    await page.goto(boardLink(playground.url));
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  it("renders the deep-linked board's cards inside a sandboxed frame on the widget origin", async () => {
    await expect
      .poll(() => view().locator(".card .title").allTextContents(), WAIT)
      .toEqual(["Write docs", "Invite testers", "Fix sign-up", "Pricing page"]);
    const frame = page.locator("iframe#view");
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts allow-same-origin");
    expect(new URL((await frame.getAttribute("src"))!).origin).toBe(playground.widgetOrigin);
    expect(playground.widgetOrigin).not.toBe(new URL(playground.url).origin);
  });

  it("changes the view's CSS variables when the theme is switched", async () => {
    await expect.poll(() => cssVariable("--color-background-primary"), WAIT).toBe("#faf9f5");
    await page.selectOption("#theme", "dark");
    await expect.poll(() => cssVariable("--color-background-primary"), WAIT).toBe("#262624");
    expect(await view().locator("html").getAttribute("data-theme")).toBe("dark");
  });

  it("adds the message a card click sends (ui/message) to the chat transcript, under a host that carries it out", async () => {
    // Not under Claude's profile: on claude.ai a ui/message no longer reaches the model (its host facts).
    const handshakes = () =>
      page.locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/initialize"][data-kind="request"]').count();
    const before = await handshakes();
    await page.selectOption("#profile", "default");
    await expect.poll(handshakes, WAIT).toBe(before + 1);
    await view()
      .getByRole("button", { name: /^Write docs\b.*Ask about this card$/ })
      .click();
    await expect
      .poll(() => page.locator("#transcript .chat.user .text").allTextContents(), WAIT)
      .toEqual(['Tell me more about card "Write docs" on board Beta launch.']);
    await page.selectOption("#profile", "claude");
    await expect.poll(handshakes, WAIT).toBe(before + 2);
  });

  it("shows the handshake in the JSON-RPC log, in order", async () => {
    const rows = page.locator('#rpc-log .rpc-row[data-channel="view"]');
    const first = await rows.evaluateAll((els) =>
      els
        .slice(0, 3)
        .map((el) => `${(el as HTMLElement).dataset.direction} ${(el as HTMLElement).dataset.kind} ${(el as HTMLElement).dataset.method}`),
    );
    expect(first).toEqual(["in request ui/initialize", "out response ui/initialize", "in notification ui/notifications/initialized"]);
  });

  it("names the blocked origin of the undeclared-domain view in the diagnostics", async () => {
    const statsOrigin = new URL(playground.target).origin;
    const other = patient(await browser.newPage());
    await other.goto(`${playground.url}?tool=show_stats_undeclared`);
    const line = other.locator(`#diagnostics li[data-key="csp:connect-src:${statsOrigin}"]`);
    // An error: the view then failed (it logged the fetch's failure).
    await expect.poll(() => line.getAttribute("data-severity"), WAIT).toBe("error");
    expect(await line.locator("strong").textContent()).toBe(`CSP blocked connect-src to ${statsOrigin}`);
    expect(await line.locator(".icon").textContent()).toBe("✕");
    const detail = await line.locator("p").textContent();
    expect(detail).toMatch(/^The view then failed: it logged an error \(Could not fetch /);
    expect(detail).toContain(
      `Add "${statsOrigin}" to _meta.ui.csp.connectDomains of ui://playground/stats-undeclared.html (the view asked for ${statsOrigin}/api/stats).`,
    );
    await other.close();
  });

  it("names the capability a profile lacks when the view requests it anyway", async () => {
    const other = patient(await browser.newPage());
    await other.goto(`${playground.url}?tool=show_orders&profile=goose`); // Goose offers links only
    await other.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" });
    const frame = other.frames().find((f) => f.url().startsWith(playground.widgetOrigin))!;
    await frame.evaluate(() => parent.postMessage({ jsonrpc: "2.0", id: 900, method: "ui/download-file", params: { contents: [] } }, "*"));
    await expect
      .poll(() => other.locator('#diagnostics li[data-key="cap:ui/download-file"] strong').textContent(), WAIT)
      .toBe("The view called ui/download-file, but this host lacks hostCapabilities.downloadFile");
    await other.close();
  });

  it("keeps the board's collapsed columns in view state on the server: shown in the View state panel, restored on reload, not on re-run", async () => {
    const other = patient(await browser.newPage());
    const board = other.frameLocator("#view");
    const toggle = (name: string) => board.locator("button.collapse", { hasText: name });
    const stateValue = () => other.locator("#view-state .state-value").textContent();
    const stateKey = () => other.locator("#view-state .state-key").textContent();
    const initializes = () =>
      other.locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/initialize"][data-kind="request"]').count();
    try {
      // The view is on another site than the page, where the browser blocks its localStorage; the
      // example server has the view-state tools, and the host advertises server tools, so the
      // board keeps its state there with nothing set up.
      await other.goto(boardLink(playground.url, "default"));
      await expect.poll(() => board.locator(".card .title").count(), WAIT).toBe(4);
      await toggle("In progress").click();
      await expect.poll(() => toggle("In progress").getAttribute("aria-expanded"), WAIT).toBe("false");
      expect(await board.locator(".card .title:visible").allTextContents()).toEqual(["Write docs", "Invite testers", "Pricing page"]);
      await other.locator("#tab-state").click();
      await expect.poll(stateValue, WAIT).toBe(JSON.stringify({ collapsed: ["1-in-progress"] }, null, 2));
      const key = await stateKey();
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      // A report from anywhere but the view's frame never reaches the panel: with another tab shown,
      // only the next toggle (posted after it) counts on its badge.
      await other.locator("#tab-transcript").click();
      await other.evaluate(
        (type) => postMessage({ type, op: "write", key: "mcp-view:forged", value: "1" }, "*"),
        "mcp-view-playground:view-state",
      );
      await toggle("Done").click();
      await expect.poll(() => other.locator("#tab-state .badge").textContent(), WAIT).toBe("1");
      await other.locator("#tab-state").click();
      await expect.poll(stateValue, WAIT).toBe(JSON.stringify({ collapsed: ["1-in-progress", "2-done"] }, null, 2));
      expect(await stateKey()).toBe(key);
      await toggle("Done").click();
      await expect.poll(stateValue, WAIT).toBe(JSON.stringify({ collapsed: ["1-in-progress"] }, null, 2));

      await other.locator("#reload").click(); // the same result, so the same viewUUID: the state comes back
      await expect.poll(initializes, WAIT).toBe(2);
      await expect
        .poll(() => other.locator("#view-state .meta").textContent(), WAIT)
        .toMatch(/^Kept on the server: read by the view with view_state_get/);
      expect([await stateKey(), await stateValue()]).toEqual([key, JSON.stringify({ collapsed: ["1-in-progress"] }, null, 2)]);
      await expect
        .poll(() => board.locator(".card .title:visible").allTextContents(), WAIT)
        .toEqual(["Write docs", "Invite testers", "Pricing page"]);
      expect(await toggle("In progress").getAttribute("aria-expanded")).toBe("false");

      await other.locator("#rerun").click(); // the tool runs again: a new viewUUID, nothing stored under it
      await expect
        .poll(() => other.locator("#view-state .empty").textContent(), WAIT)
        .toBe("Nothing stored on the server for this viewUUID: the view starts with no state.");
      expect(await stateKey()).not.toBe(key);
      await expect.poll(() => board.locator(".card .title:visible").count(), WAIT).toBe(4);
      expect(await toggle("In progress").getAttribute("aria-expanded")).toBe("true");
    } finally {
      await other.close();
    }
  }, 90_000);

  it("loads 20 more orders in the orders view through the app-only tool load_more_orders", async () => {
    const other = patient(await browser.newPage());
    const orders = other.frameLocator("#view");
    const loaded = () => orders.locator("footer .muted").textContent();
    try {
      await other.goto(`${playground.url}?tool=show_orders`);
      await expect.poll(loaded, WAIT).toBe("Loaded 40 of 120 orders");
      await orders.getByRole("button", { name: "Load 20 more" }).click();
      await expect.poll(loaded, WAIT).toBe("Loaded 60 of 120 orders");
      expect(await orders.locator("tbody tr").count()).toBe(60);
    } finally {
      await other.close();
    }
  });

  it("works against another server given with --server", async () => {
    const { url, child } = await startServerProcess("second-example");
    const second = await startPlayground({ port: 0, server: url });
    const other = patient(await browser.newPage());
    try {
      await other.goto(boardLink(second.url));
      await expect.poll(() => other.locator("#server-name").textContent(), WAIT).toBe("second-example 0.1.0");
      await expect.poll(() => other.frameLocator("#view").locator(".card .title").count(), WAIT).toBe(4);
      expect(second.target).toBe(url);
    } finally {
      await other.close();
      await second.close();
      child.kill();
    }
  }, 120_000);
});
