// @vitest-environment node
// The dev host plays the profiles' newer facts (issue 46), in Chromium, on the embedded example
// server: a Goose view's server is spoken to at MCP 2025-03-26, the one revision Goose's client
// speaks, and "Why is it blank?" says so; ChatGPT's disputed pip is shown with every side as a link;
// Copilot's view gets no toolInfo, as Copilot sends none.
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { profiles } from "../../src/testing/index.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

describeBrowser("the dev host and the profiles' newer facts", () => {
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

  /** Opens the orders view under `profile` and waits for its handshake. */
  async function open(profile: string): Promise<Page> {
    page = patient(await browser.newPage());
    await page.goto(`${playground.url}?tool=show_orders&theme=light&profile=${profile}`);
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached", ...WAIT });
    return page;
  }

  /** The payloads of the JSON-RPC log rows on `channel` going `direction` with `method`. */
  const payloads = (p: Page, channel: string, direction: string, method: string) =>
    p
      .locator(`#rpc-log .rpc-row[data-channel="${channel}"][data-direction="${direction}"][data-method="${method}"] pre`)
      .allTextContents()
      .then((texts) => texts.map((text) => JSON.parse(text) as { params?: Record<string, unknown>; result?: Record<string, unknown> }));

  it("speaks to the server at Goose's one revision for a Goose view, and says so", async () => {
    const p = await open("goose");
    const revision = p.locator('#diagnostics li[data-key="revision"]');
    await expect
      .poll(() => revision.locator("strong").textContent(), WAIT)
      .toBe("MCP revision 2025-03-26: Goose-like's client speaks only it");
    const asked = (await payloads(p, "server", "out", "initialize")).map((m) => m.params?.protocolVersion);
    expect(asked).toContain("2025-03-26");
    const answered = (await payloads(p, "server", "in", "initialize")).map((m) => m.result?.protocolVersion);
    expect(answered).toContain("2025-03-26");
    await expect
      .poll(() => p.locator('#diagnostics li[data-key="never-sends"] strong').textContent(), WAIT)
      .toContain("ui/resource-teardown");
  });

  it("shows ChatGPT's disputed pip with every side as a link, and no revision of its own", async () => {
    const p = await open("chatgpt");
    const dispute = p.locator('#diagnostics li[data-key="dispute:displayModes: pip"]');
    await dispute.waitFor({ state: "attached", ...WAIT });
    const links = await dispute.locator("a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links).toEqual(profiles.chatgpt.facts!.disputes![0]!.claims.map((claim) => claim.url));
    await expect.poll(() => p.locator('#diagnostics li[data-key="revision"] strong').textContent(), WAIT).toMatch(/: negotiated/);
  });

  it("gives a Copilot view no toolInfo, where the test host gives it one", async () => {
    const toolInfo = async (profile: string) => {
      const p = await open(profile);
      const [answer] = await payloads(p, "view", "out", "ui/initialize");
      await p.close();
      page = undefined;
      return (answer?.result?.hostContext as Record<string, unknown> | undefined)?.toolInfo;
    };
    expect(await toolInfo("m365-copilot")).toBeUndefined();
    expect(await toolInfo("default")).toMatchObject({ tool: { name: "show_orders" } });
  });
});
