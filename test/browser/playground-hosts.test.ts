// @vitest-environment node
// The playground's profiles for real host behaviours, in Chromium, through deep links: ChatGPT with
// ui/* (its identity, the orders view paging through a server tool), a host that drops
// structuredContent (the view is told so, and the diagnostics say why it gets no orders), and a host
// on the next wire names (SEP-2133 negotiation, the view's log arriving as ui/log in the Logs panel).
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient } from "./support.js";

const WAIT = { timeout: 30_000 };

describeBrowser("playground host profiles", () => {
  let browser: Browser;
  let playground: Playground;
  let page: Page | undefined;

  beforeAll(async () => {
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
  });

  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
  });

  async function open(query: string): Promise<Page> {
    page = patient(await browser.newPage());
    await page.goto(`${playground.url}${query}`);
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached", ...WAIT });
    return page;
  }

  /** The payload of the first JSON-RPC log row on the view's channel matching `direction` and `method`. */
  const payload = async (p: Page, direction: "in" | "out", method: string) => {
    const row = p.locator(`#rpc-log .rpc-row[data-channel="view"][data-direction="${direction}"][data-method="${method}"] pre`).first();
    await row.waitFor({ state: "attached", ...WAIT });
    return JSON.parse((await row.textContent())!) as Record<string, any>;
  };

  it("offers the kit's real host behaviours in the profile selector, without ChatGPT with only window.openai", async () => {
    const p = await open("?tool=show_orders");
    const values = await p.locator("#profile option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(["default", "claude", "chatgpt", "vscode", "chatgpt-ui", "strips-structured", "next-wire"]);
  });

  it("chatgpt-ui: the view meets ChatGPT over ui/* and pages the orders through the server tool", async () => {
    const p = await open("?tool=show_orders&profile=chatgpt-ui");
    expect((await payload(p, "out", "ui/initialize")).result.hostInfo.name).toBe("ChatGPT");
    const orders = p.frameLocator("#view");
    const loaded = () => orders.locator("footer .muted").textContent();
    await expect.poll(loaded, WAIT).toBe("Loaded 40 of 120 orders");
    await orders.getByRole("button", { name: "Load 20 more" }).click();
    await expect.poll(loaded, WAIT).toBe("Loaded 60 of 120 orders");
  });

  it("strips-structured: the view gets the result without structuredContent, recovers the orders from its JSON text block, and the diagnostics say so", async () => {
    const p = await open("?tool=show_orders&profile=strips-structured");
    const result = await payload(p, "out", "ui/notifications/tool-result");
    expect(result.params.content.map((block: { type: string }) => block.type)).toEqual(["text", "text"]);
    expect(result.params).not.toHaveProperty("structuredContent");
    const orders = p.frameLocator("#view");
    const loaded = () => orders.locator("footer .muted").textContent();
    await expect.poll(loaded, WAIT).toBe("Loaded 40 of 120 orders");
    await orders.getByRole("button", { name: "Load 20 more" }).click(); // the server tool's answer is stripped too
    await expect.poll(loaded, WAIT).toBe("Loaded 60 of 120 orders");
    const line = p.locator('#diagnostics li[data-key="stripped"]');
    expect(await line.getAttribute("data-severity")).toBe("info");
    expect(await line.locator("strong").textContent()).toBe("This host drops structuredContent; the App recovers it from the JSON text block");
  });

  it("next-wire: the handshake negotiates in capabilities.extensions, and the view's log arrives as ui/log", async () => {
    const p = await open("?tool=show_stats_undeclared&profile=next-wire");
    const answer = (await payload(p, "out", "ui/initialize")).result;
    expect(answer).not.toHaveProperty("hostCapabilities");
    expect(answer.capabilities.extensions["io.modelcontextprotocol/ui"]).toHaveProperty("logging");
    const log = await payload(p, "in", "ui/log");
    expect(log.params).toMatchObject({ level: "error", logger: "server-stats" });
    await expect.poll(() => p.locator("#logs li .level").first().textContent(), WAIT).toBe("error");
    expect(await p.locator('#rpc-log .rpc-row[data-channel="view"][data-method="notifications/message"]').count()).toBe(0);
  });
});
