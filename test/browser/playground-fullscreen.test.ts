// @vitest-environment node
// The dev host's fullscreen in Chromium, at two window widths: the view's box covers the stage and
// its frame fills it (less the box's border and the bar), so the frame's width follows the window,
// the container the view is told about is the frame's size, and a view that fits (the orders table)
// gets no DESIGN-004 finding, which a frame stuck at 300 px gave it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const SIZES = [
  { width: 1280, height: 900 },
  { width: 1024, height: 768 },
];

describeBrowser("the dev host's fullscreen", () => {
  let browser: Browser;
  let playground: Playground;

  beforeAll(async () => {
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  async function fullscreen(size: { width: number; height: number }): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: size, deviceScaleFactor: 1 }));
    await page.goto(`${playground.url}?tool=show_orders&mode=fullscreen&theme=light&profile=default`);
    await page.frameLocator("#view").locator("tbody tr").first().waitFor(WAIT);
    await page.locator('#conformance li[data-key="check:judged"]').waitFor({ state: "attached", ...WAIT });
    return page;
  }

  /** The stage's inner box and the frame's box, in the page's pixels. */
  const boxes = (page: Page) =>
    page.evaluate(() => {
      const stage = document.querySelector<HTMLElement>(".stage")!;
      const frame = document.querySelector<HTMLIFrameElement>("iframe#view")!;
      const s = stage.getBoundingClientRect();
      const f = frame.getBoundingClientRect();
      return {
        stage: { left: s.left + stage.clientLeft, top: s.top + stage.clientTop, width: stage.clientWidth, height: stage.clientHeight },
        frame: { left: f.left, top: f.top, width: f.width, height: f.height, client: frame.clientWidth },
      };
    });

  for (const size of SIZES)
    it(`at ${size.width}×${size.height}, the frame fills the stage and the view gets no DESIGN-004`, async () => {
      const page = await fullscreen(size);
      const { stage, frame } = await boxes(page);
      // The box's 1 px border on each side, and the 36 px bar above the frame.
      expect(frame.width).toBe(stage.width - 2);
      expect(frame.left).toBe(stage.left + 1);
      expect(frame.height).toBe(stage.height - 2 - 36);
      expect(frame.top + frame.height).toBe(stage.top + stage.height - 1);
      const handshake = await page
        .locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/initialize"][data-kind="response"] pre')
        .textContent();
      const told = (JSON.parse(handshake!) as { result: { hostContext: { containerDimensions: { width: number; height: number } } } })
        .result.hostContext.containerDimensions;
      expect(told).toEqual({ width: frame.client, height: frame.height });
      const checks = await page.locator("#conformance li").allTextContents();
      expect(checks.filter((line) => line.includes("DESIGN-004"))).toEqual([]);
      expect(checks).toEqual([expect.stringMatching(/rules judged the view: no finding/)]);
      await page.close();
    });

  it("follows the window when it is resized", async () => {
    const page = await fullscreen(SIZES[0]!);
    const before = (await boxes(page)).frame.width;
    await page.setViewportSize({ width: 1180, height: 900 });
    await expect.poll(async () => (await boxes(page)).frame.width, WAIT).toBeLessThan(before);
    const { stage, frame } = await boxes(page);
    expect(frame.width).toBe(stage.width - 2);
    await page.close();
  });
});
