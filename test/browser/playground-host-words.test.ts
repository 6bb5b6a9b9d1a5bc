// @vitest-environment node
// What the dev host says of a tool and of a host, in Chromium: an app-only tool (_meta.ui.visibility
// ["app"]) wears one badge, "app-only", and not the "view" badge of the tools the model can call;
// the model context's status says "delivered" under a host that shows it to the model, and, under one
// whose facts say it accepts ui/update-model-context but never shows the model the content (Claude),
// that the host accepted it and does not show it to the model.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

describeBrowser("the dev host's words for app-only tools and ignored model context", () => {
  let browser: Browser;
  let playground: Playground;
  const pages: Page[] = [];

  beforeAll(async () => {
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
  });
  afterEach(async () => void (await Promise.all(pages.splice(0).map((p) => p.close()))));
  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  async function open(query: string): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    await page.goto(`${playground.url}?${query}`);
    await page.locator("#server-name").waitFor(WAIT);
    return page;
  }

  /** Each listed tool's badges, by name. */
  const badges = (page: Page, list: string) =>
    page
      .locator(`#${list} button.tool`)
      .evaluateAll((buttons) =>
        Object.fromEntries(
          buttons.map((b) => [(b as HTMLElement).dataset.tool!, [...b.querySelectorAll(".tag")].map((t) => t.textContent)]),
        ),
      );

  it("badges an app-only tool app-only, never view, and says the model cannot call it", async () => {
    const page = await open("theme=light");
    await page.locator("#app-tools button.tool").first().waitFor(WAIT);
    const appOnly = await badges(page, "app-tools");
    expect(Object.keys(appOnly).length).toBeGreaterThan(0);
    for (const [tool, tags] of Object.entries(appOnly)) expect(tags, tool).toEqual(["app-only"]);
    expect(await page.locator("#app-tools .tag").first().getAttribute("title")).toBe("Not callable by the model: only views call it");
    expect((await badges(page, "tools")).show_orders).toEqual(["view"]);
  });

  it("says the model context was delivered under a host that shows it to the model", async () => {
    const page = await open("tool=show_orders&theme=light&profile=default");
    const status = page.locator("#model-context-status");
    await status.waitFor({ state: "attached", ...WAIT });
    expect(await status.getAttribute("data-status")).toBe("delivered");
    expect(await status.textContent()).toBe("Delivered: the host accepted it for the model.");
  });

  it("says Claude accepts the model context and does not show it to the model", async () => {
    const page = await open("tool=show_orders&theme=light&profile=claude");
    const status = page.locator("#model-context-status");
    await status.waitFor({ state: "attached", ...WAIT });
    expect(await status.getAttribute("data-status")).toBe("ignored");
    expect(await status.textContent()).toBe(
      "Accepted by the host; Claude-like does not show it to the model (the host's facts: it answers ui/update-model-context with success, and the model never sees the content).",
    );
    expect(await page.locator("#model-context pre").first().textContent()).toMatch(/^The user sees \d+ of \d+ orders/);
    expect(await page.locator("#model-context").textContent()).not.toContain("Delivered");
  });
});
