// @vitest-environment node
// The playground looked at as a user, at 1280×900 and 1024×768: screenshots into .cache/screenshots/,
// and the layout checked in the page and in the view: nothing cut off without a scrollbar, every
// label readable (the primary button while hovered too), the run buttons on screen, a hint on an
// empty stage, the container the view is told about as wide as its frame, the inspector's tabs on
// one row and the tool list's "app-only" chips on one line each; at 1280×800 the Width field shows
// the cap the stage puts on it, and at 1024×768 the JSON-RPC list shows several messages and the
// inspector under the stage can be resized.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { clippedElements, unreadableLabels } from "./layout.js";
import { describeBrowser, launchChromium } from "./support.js";

const SHOTS = fileURLToPath(new URL("../../.cache/screenshots/", import.meta.url));
const SIZES = [
  { width: 1280, height: 900 },
  { width: 1024, height: 768 },
];
const WAIT = { timeout: 30_000 };

/** For each inspector tab, whether it lies wholly inside the tab row (none cut off or scrolled away). */
const tabsInside = (page: Page) =>
  page.locator('[role="tablist"]').evaluate((list) =>
    [...list.children].map((tab) => {
      const [t, l] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
      return t.left >= l.left && t.right <= l.right && t.bottom <= l.bottom;
    }),
  );

describeBrowser("the playground's layout", () => {
  let browser: Browser;
  let playground: Playground;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  /** The page and the view's frame, checked. */
  async function problems(page: Page): Promise<string[]> {
    const frame = page.frames().find((f) => f.url().startsWith(playground.widgetOrigin));
    const inPage = [...(await page.evaluate(clippedElements)), ...(await page.evaluate(unreadableLabels))];
    const inView = frame
      ? [...(await frame.evaluate(clippedElements)), ...(await frame.evaluate(unreadableLabels))].map((p) => `view: ${p}`)
      : [];
    return [...inPage, ...inView];
  }

  async function open(size: { width: number; height: number }, query: string): Promise<Page> {
    const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    await page.goto(`${playground.url}${query}`);
    await page.locator("#server-name").waitFor(WAIT);
    return page;
  }

  for (const size of SIZES) {
    const at = `${size.width}x${size.height}`;

    it(`at ${at}, an empty stage says what to do, and nothing is cut off`, async () => {
      const page = await open(size, "?theme=light");
      await page.screenshot({ path: `${SHOTS}layout-${at}-start.png` });
      expect(await page.locator("#welcome").textContent()).toContain("press Call tool");
      expect(await problems(page)).toEqual([]);
      await page.close();
    }, 60_000);

    it(`at ${at}, the orders view fits its frame, its container is the frame's width, and the controls are on screen`, async () => {
      const page = await open(size, "?tool=show_orders&theme=light&profile=claude");
      const view = page.frameLocator("#view");
      await view.locator("tbody tr").first().waitFor(WAIT);
      await page.locator('#diagnostics li[data-key="size"]').waitFor({ state: "attached", ...WAIT });
      await page.screenshot({ path: `${SHOTS}layout-${at}-orders.png` });
      expect(await problems(page)).toEqual([]);
      const table = await view.locator(".table-wrap").evaluate((wrap) => ({
        scroll: wrap.scrollWidth,
        client: wrap.clientWidth,
        headers: [...wrap.querySelectorAll("th")].map((th) => th.textContent?.replace(/[↑↓]/g, "")),
      }));
      expect(table.headers).toEqual(["Date", "Customer", "Region", "Plan", "Seats", "Revenue"]);
      expect(table.scroll).toBeLessThanOrEqual(table.client);
      const handshake = await page
        .locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/initialize"][data-kind="response"] pre')
        .textContent();
      const told = (JSON.parse(handshake!) as { result: { hostContext: { containerDimensions: { width: number } } } }).result.hostContext
        .containerDimensions.width;
      expect(told).toBe(await page.locator("iframe#view").evaluate((f) => f.clientWidth));
      const frameHeight = await page.locator("iframe#view").evaluate((f) => f.getBoundingClientRect().height);
      expect(frameHeight, "the view gets at least half the page's height").toBeGreaterThanOrEqual(size.height / 2);
      for (const id of ["run", "cancel", "teardown", "rerun", "reload"]) {
        const box = (await page.locator(`#${id}`).boundingBox())!;
        expect(box.y + box.height, `#${id} is below the fold`).toBeLessThanOrEqual(size.height);
      }
      await page.close();
    }, 60_000);

    it(`at ${at}, the inspector's tabs, the JSON-RPC log and the hovered primary button can be read`, async () => {
      const page = await open(size, "?tool=show_board&theme=dark");
      await page.frameLocator("#view").locator(".card").first().waitFor(WAIT);
      // Counts on the tabs never widen the row: with badges shown, every tab is still inside it.
      await page.locator("#tab-rpc .badge").waitFor(WAIT);
      expect(await tabsInside(page)).toEqual([true, true, true, true, true, true, true]);
      await page.locator("#tab-rpc").click();
      await page.hover("#run");
      await page.screenshot({ path: `${SHOTS}layout-${at}-rpc.png` });
      expect(await problems(page)).toEqual([]);
      expect(await tabsInside(page)).toEqual([true, true, true, true, true, true, true]);
      const tops = await page.locator('[role="tab"]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
      expect(new Set(tops).size, `the tabs are on one row (tops ${tops.join(", ")})`).toBe(1);
      const chips = await page.locator("#app-tools .tag").evaluateAll((els) =>
        els.map((el) => {
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || el.getBoundingClientRect().height;
          const [chip, tool] = [el.getBoundingClientRect(), el.closest(".tool")!.getBoundingClientRect()];
          const oneLine = chip.height < 1.5 * lineHeight;
          return {
            text: el.textContent,
            lines: el.getClientRects().length,
            oneLine,
            inside: chip.left >= tool.left && chip.right <= tool.right,
          };
        }),
      );
      expect(chips.length).toBeGreaterThan(0);
      expect(chips.filter((c) => c.lines !== 1 || !c.oneLine || !c.inside)).toEqual([]);
      const methods = await page
        .locator('#rpc-log .rpc-row[data-channel="view"] .method')
        .evaluateAll((els) => els.map((el) => el.scrollWidth <= el.clientWidth + 1));
      expect(methods.length).toBeGreaterThan(4);
      expect(methods.every(Boolean)).toBe(true);
      await page.close();
    }, 60_000);
  }

  it("at 1280×800, the Width field and the frame agree, or the field shows the cap", async () => {
    const page = await open({ width: 1280, height: 800 }, "?tool=show_orders&theme=light");
    await page.frameLocator("#view").locator("tbody tr").first().waitFor(WAIT);
    const frame = () => page.locator("iframe#view").evaluate((f) => Math.round(f.getBoundingClientRect().width));
    const field = Number(await page.locator("#width").inputValue());
    const cap = page.locator("#width-cap");
    expect(field).toBe(720);
    expect(await frame()).toBeLessThan(field); // the stage is narrower than 720 px here
    await expect.poll(() => cap.isVisible(), WAIT).toBe(true);
    expect(await cap.textContent()).toBe(`capped at ${await frame()}`);
    expect(await cap.getAttribute("title")).toMatch(/^The stage is \d+ px wide, so the view gets \d+ px, not 720/);
    // A wider inspector (its handle beside the stage, moved with a key) narrows the view's container, and the cap says so.
    const capped = await frame();
    expect(await page.locator("#inspector-resize").getAttribute("aria-orientation")).toBe("vertical");
    await page.locator("#inspector-resize").press("ArrowLeft");
    await expect.poll(frame, WAIT).toBe(capped - 24);
    expect(await cap.textContent()).toBe(`capped at ${capped - 24}`);
    // A width that fits: the field and the frame agree, and no cap is shown.
    await page.locator("#width").fill("400");
    await page.locator("#width").press("Enter");
    await expect.poll(frame, WAIT).toBe(400);
    expect(await cap.isVisible()).toBe(false);
    expect(await problems(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("at 1024×768, the JSON-RPC list shows several whole messages, and the inspector under the stage can be resized", async () => {
    const page = await open({ width: 1024, height: 768 }, "?tool=show_orders&theme=light");
    await page.frameLocator("#view").locator("tbody tr").first().waitFor(WAIT);
    await page.locator("#tab-rpc").click();
    await expect.poll(() => page.locator("#rpc-log .rpc-row").count(), WAIT).toBeGreaterThan(12);
    /** The messages wholly inside the JSON-RPC panel. */
    const shown = () =>
      page.locator("#panel-rpc").evaluate((panel) => {
        const box = panel.getBoundingClientRect();
        return [...panel.querySelectorAll(".rpc-row")].filter((row) => {
          const r = row.getBoundingClientRect();
          return r.top >= box.top && r.bottom <= box.bottom;
        }).length;
      });
    expect(await shown()).toBeGreaterThanOrEqual(6);
    const height = () => page.locator("#panels").evaluate((el) => Math.round(el.getBoundingClientRect().height));
    const before = await height();
    const handle = (await page.locator("#inspector-resize").boundingBox())!;
    expect(await page.locator("#inspector-resize").getAttribute("aria-orientation")).toBe("horizontal");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 - 150, { steps: 5 });
    await page.mouse.up();
    const dragged = await height();
    expect(Math.abs(dragged - (before + 150)), `dragged 150 px up from ${before} px: ${dragged} px`).toBeLessThanOrEqual(2);
    expect(await shown()).toBeGreaterThanOrEqual(12);
    await page.locator("#inspector-resize").press("ArrowDown");
    const pressed = await height();
    expect(Math.abs(pressed - (dragged - 24)), `ArrowDown from ${dragged} px: ${pressed} px`).toBeLessThanOrEqual(1);
    expect(await page.locator("#inspector-resize").getAttribute("aria-valuenow")).toBe(String(pressed));
    expect(await problems(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("at 400 px wide, the orders table keeps every column, scrolling sideways", async () => {
    const page = await open(SIZES[0]!, "?tool=show_orders&theme=light&width=400");
    const wrap = page.frameLocator("#view").locator(".table-wrap");
    await wrap.locator("tbody tr").first().waitFor(WAIT);
    await page.screenshot({ path: `${SHOTS}layout-width-400-orders.png` });
    expect(await problems(page)).toEqual([]);
    const table = await wrap.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowX,
      scroll: el.scrollWidth,
      client: el.clientWidth,
      width: el.querySelector("table")!.offsetWidth,
    }));
    expect(table.overflow).toBe("auto");
    expect(table.scroll).toBe(table.width);
    expect(table.scroll).toBeGreaterThan(table.client);
    await page.close();
  }, 60_000);
});
