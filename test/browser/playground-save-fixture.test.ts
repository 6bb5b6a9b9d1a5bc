// @vitest-environment node
// Save fixture in the playground, in Chromium: after the orders view loaded 20 more orders through the
// app-only load_more_orders, the button downloads show_orders.fixture.json (no --fixtures directory),
// which parseFixture reads, with the tool as tools/list gives it, the arguments, the result, the view's
// HTML as resources/read gives it and a mock for the view's call. With a fixtures directory (the
// server's answers intercepted: the route is the server's), the page posts the fixture with its
// session token and says "Saved <file>", or the server's sentence when it refuses.
import { readFile } from "node:fs/promises";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Browser, Page, Request } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { TOKEN_HEADER, type ServerInfo } from "../../playground/shared/api.js";
import { FIXTURES_API } from "../../playground/shared/fixtures-api.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { parseFixture, type Fixture } from "../../src/testing/index.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const ORDERS_URI = "ui://playground/orders.html";

describeBrowser("Save fixture in the playground", () => {
  let browser: Browser;
  let playground: Playground;
  let client: Client;
  const pages: Page[] = [];

  beforeAll(async () => {
    [browser, playground] = await Promise.all([launchChromium(), startPlayground({ port: 0 })]);
    // What the page should have captured, read from the example server itself.
    client = new Client({ name: "fixture-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(playground.target)));
  }, 60_000);

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await client?.close();
    await browser?.close();
    await playground?.close();
  });

  async function open(prepare?: (page: Page) => Promise<void>): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    await prepare?.(page);
    await page.goto(`${playground.url}?tool=show_orders&theme=dark`);
    return page;
  }

  /** Waits for the orders view, then has it load 20 more orders through load_more_orders. */
  async function loadMore(page: Page): Promise<void> {
    const orders = page.frameLocator("#view");
    const loaded = () => orders.locator("footer .muted").textContent();
    await expect.poll(loaded, WAIT).toBe("Loaded 40 of 120 orders");
    await orders.getByRole("button", { name: "Load 20 more" }).click();
    await expect.poll(loaded, WAIT).toBe("Loaded 60 of 120 orders");
  }

  const saveButton = (page: Page) => page.locator("#save-fixture");
  const status = (page: Page) => page.locator("#fixture-status");

  /** What the fixture must hold of the run on `page`. */
  async function expectRun(page: Page, fixture: Fixture): Promise<void> {
    const { tools } = await client.listTools();
    const args = JSON.parse(await page.locator("#args").inputValue()) as Record<string, unknown>;
    const { contents } = await client.readResource({ uri: ORDERS_URI });
    expect(fixture.tool).toEqual(tools.find((t) => t.name === "show_orders"));
    expect(fixture.arguments).toEqual(args);
    expect(fixture.result.structuredContent).toMatchObject({ total: 120, offset: 0, nextOffset: 40 });
    expect(fixture.hostContext).toEqual({ theme: "dark", displayMode: "inline", locale: expect.any(String), timeZone: expect.any(String) });
    expect(fixture.resource).toMatchObject({
      uri: ORDERS_URI,
      mimeType: contents[0]!.mimeType,
      text: (contents[0] as { text: string }).text,
    });
    expect(fixture.description).toMatch(/^show_orders with .*, saved from mcp-view dev \d{4}-\d\d-\d\dT/);
  }

  it("is enabled once the run has a result, and downloads a fixture of the run with a mock for the view's call", async () => {
    const page = await open();
    await loadMore(page);
    await expect.poll(() => saveButton(page).isEnabled(), WAIT).toBe(true);
    const [download] = await Promise.all([page.waitForEvent("download"), saveButton(page).click()]);
    expect(download.suggestedFilename()).toBe("show_orders.fixture.json");
    const fixture = parseFixture(JSON.parse(await readFile((await download.path())!, "utf8")), download.suggestedFilename());
    await expectRun(page, fixture);
    expect(fixture.mocks).toEqual([
      {
        tool: "load_more_orders",
        when: { offset: 40, limit: 20 },
        result: expect.objectContaining({ structuredContent: expect.objectContaining({ offset: 40, total: 120 }) }),
      },
    ]);
    expect((fixture.mocks![0]!.result!.structuredContent as { rows: unknown[] }).rows).toHaveLength(20);
    await expect.poll(() => status(page).textContent(), WAIT).toBe("Downloaded show_orders.fixture.json");
    await page.locator("#teardown").click();
    await expect.poll(() => saveButton(page).isDisabled(), WAIT).toBe(true);
  });

  it("posts the fixture with the session token when the server has a fixtures directory, and says what it answered", async () => {
    const posted: Request[] = [];
    let answer: { status: number; json: unknown } = { status: 200, json: { file: "x.fixture.json" } };
    const page = await open(async (p) => {
      await p.route("**/api/info", async (route) => {
        const response = await route.fetch();
        const info = (await response.json()) as ServerInfo;
        await route.fulfill({ response, json: { ...info, fixturesDir: "/tmp/fixtures" } satisfies ServerInfo });
      });
      await p.route(`**${FIXTURES_API}`, async (route) => {
        posted.push(route.request());
        await route.fulfill(answer);
      });
    });
    await loadMore(page);
    await expect.poll(() => saveButton(page).isEnabled(), WAIT).toBe(true);
    expect(await saveButton(page).getAttribute("title")).toContain("/tmp/fixtures");
    await saveButton(page).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe("Saved x.fixture.json");
    const [request] = posted;
    expect([request!.method(), request!.headers()["content-type"]]).toEqual(["POST", "application/json"]);
    expect(request!.headers()[TOKEN_HEADER]).toBe(await page.locator('meta[name="mcp-view-token"]').getAttribute("content"));
    const fixture = parseFixture(request!.postDataJSON(), "the posted body");
    await expectRun(page, fixture);
    expect(fixture.mocks?.map((m) => [m.tool, m.when])).toEqual([["load_more_orders", { offset: 40, limit: 20 }]]);

    answer = { status: 409, json: { error: "The fixtures directory /tmp/fixtures is not writable." } };
    await saveButton(page).click();
    await expect.poll(() => status(page).textContent(), WAIT).toBe("The fixtures directory /tmp/fixtures is not writable.");
    expect(await status(page).getAttribute("class")).toContain("error");
    expect(posted).toHaveLength(2);
  });
});
