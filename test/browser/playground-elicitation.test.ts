// @vitest-environment node
// `mcp-view dev` answering a server's form elicitation in Chromium (experimental: app-rendered
// elicitation). The example server's ask_shipping names its address form view: the view renders the
// form in its own sandboxed frame, the test fills and submits it there, the answer reaches the
// server and the tool's result says so; the exchange is in the RPC log and the chat, and the frame
// is torn down. With form: host (no view named) the host's own form asks. Against an SDK server
// whose views do not opt in, or answer wrongly: the host's form is used, a wrong answer is refused
// before it can reach the server (which never receives it) and the reason is shown, and the host's
// form refuses what does not fit too. On 2026-07-28 the elicitation comes in an input_required
// result, and the view's answer goes back in the retried call. The view an elicitation names calls
// the server's tools through the host, as a tool's view does.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground, type SourcePlaygroundOptions } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const fixture = (name: string) => fileURLToPath(new URL(`../playground/fixtures/${name}`, import.meta.url));
const FIXTURE = fixture("elicit-server.mjs");
const MODERN = fixture("elicit-modern.mjs");
const ADDRESS = { recipient: "Ada Lovelace", street: "12 Main St", city: "Berlin" };

describeBrowser("the playground answering a server's elicitation", () => {
  let browser: Browser;
  let dir: string;
  const started: Playground[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-elicit-"));
    browser = await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
    await Promise.all(started.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A playground on `options` and a page on a deep link to `tool` with `args`. */
  async function open(options: SourcePlaygroundOptions, tool: string, args: object = {}): Promise<Page> {
    const playground = await startPlayground({ port: 0, ...options });
    started.push(playground);
    const page = patient(await browser.newPage());
    pages.push(page);
    await page.goto(`${playground.url}?tool=${tool}&args=${encodeURIComponent(JSON.stringify(args))}`);
    return page;
  }

  /** The methods of the RPC log's rows on `channel` in `direction`, of `kind`. */
  const rows = (page: Page, channel: string, direction: string, kind: string) =>
    page
      .locator(`#rpc-log .rpc-row[data-channel="${channel}"][data-direction="${direction}"][data-kind="${kind}"]`)
      .evaluateAll((list) => list.map((row) => (row as HTMLElement).dataset.method));
  const chat = (page: Page) => page.locator("#transcript .chat").allTextContents();
  const answers = (file: string) =>
    readFileSync(file, { encoding: "utf8", flag: "a+" })
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));

  it("renders ask_shipping's form in its own view, whose submitted answer reaches the server and the tool's result", async () => {
    const page = await open({}, "ask_shipping", { item: "Blue bicycle" });
    const frame = page.locator("iframe#elicitation-view");
    await expect.poll(() => frame.getAttribute("sandbox"), WAIT).toBe("allow-scripts allow-same-origin");
    expect(new URL((await frame.getAttribute("src"))!).origin).toBe(started[0]!.widgetOrigin);
    const view = page.frameLocator("#elicitation-view");
    await expect.poll(() => view.locator("h1").textContent(), WAIT).toBe("Where should we ship Blue bicycle?");
    expect(await page.locator("#elicitation-message").textContent()).toBe("Where should we ship Blue bicycle?");
    await view.locator("#field-recipient").fill(ADDRESS.recipient);
    await view.locator("#field-street").fill(ADDRESS.street);
    // The view's own check refuses an incomplete answer before it leaves, and says why.
    await view.locator("#ship").click();
    await expect.poll(() => view.locator("#problem").textContent(), WAIT).toMatch(/"city" is required/);
    await view.locator("#field-city").fill(ADDRESS.city);
    await view.locator("#field-country").selectOption("DE");
    await view.locator("#field-express").check();
    await view.locator("#ship").click();

    await expect
      .poll(() => page.locator("#transcript .chat.tool-result .text").allTextContents(), WAIT)
      .toEqual([expect.stringContaining("Shipping to: Ada Lovelace, 12 Main St, Berlin, Germany (express)")]);
    await expect.poll(() => page.locator("#elicitation").count(), WAIT).toBe(0); // the card and its frame are gone
    const texts = await chat(page);
    expect(
      texts.some((t) => t.includes("asked the user for input (elicitation/create)") && t.includes("ui://playground/address-form.html")),
    ).toBe(true);
    expect(
      texts.some(
        (t) => t.includes("Answered through the view ui://playground/address-form.html") && t.includes('"recipient":"Ada Lovelace"'),
      ),
    ).toBe(true);
    // The exchange in the RPC log: the server's request and the host's answer, the forwarded request and the view's.
    expect(await rows(page, "server", "in", "request")).toContain("elicitation/create");
    expect(await rows(page, "server", "out", "response")).toContain("elicitation/create");
    await expect.poll(() => rows(page, "elicitation", "out", "request"), WAIT).toEqual(["elicitation/create", "ui/resource-teardown"]);
    expect(await rows(page, "elicitation", "in", "request")).toEqual(["ui/initialize"]);
    expect(await rows(page, "elicitation", "in", "response")).toContain("elicitation/create");
    const forwarded = await page
      .locator('#rpc-log .rpc-row[data-channel="elicitation"][data-direction="out"][data-method="elicitation/create"] pre')
      .first()
      .textContent();
    expect(JSON.parse(forwarded!).params).toMatchObject({
      mode: "form",
      message: "Where should we ship Blue bicycle?",
      _meta: { ui: { resourceUri: "ui://playground/address-form.html" } },
    });
    const initialize = await page
      .locator('#rpc-log .rpc-row[data-channel="elicitation"][data-method="ui/initialize"] pre')
      .allTextContents();
    expect(JSON.parse(initialize[0]!).params.appCapabilities).toMatchObject({ elicitation: {} });
    expect(JSON.parse(initialize[1]!).result.hostCapabilities).toMatchObject({ elicitation: {} });
  });

  it("asks in the host's own form when the request names no view (ask_shipping with form: host)", async () => {
    const page = await open({}, "ask_shipping", { form: "host" });
    const form = page.locator("#elicitation-form");
    await expect.poll(() => page.locator("#elicitation-notes").textContent(), WAIT).toContain("The request names no view");
    expect(await page.locator("iframe#elicitation-view").count()).toBe(0);
    await form.getByLabel("Recipient").fill(ADDRESS.recipient);
    await form.getByLabel("Street and number").fill(ADDRESS.street);
    await form.getByLabel("City").fill(ADDRESS.city);
    await form.getByLabel("Country").selectOption("FR");
    await page.locator("#elicitation-submit").click();
    await expect
      .poll(() => page.locator("#transcript .chat.tool-result .text").allTextContents(), WAIT)
      .toEqual([expect.stringContaining("Shipping to: Ada Lovelace, 12 Main St, Berlin, France")]);
    expect((await chat(page)).some((t) => t.includes("Answered in the host's form") && t.includes('"country":"FR"'))).toBe(true);
  });

  it("asks in the host's own form when the named view does not opt in, and its answer reaches the server", async () => {
    const file = join(dir, "plain-answers");
    const page = await open({ command: [process.execPath, FIXTURE, "--answers-file", file] }, "ask_plain");
    await expect
      .poll(() => page.locator("#elicitation-notes").textContent(), WAIT)
      .toContain("The view ui://elicit/plain.html did not opt in: its ui/initialize declared no appCapabilities.elicitation");
    expect(await page.locator("iframe#elicitation-view").count()).toBe(0); // torn down before the host's form asks
    expect(await rows(page, "elicitation", "out", "request")).toEqual(["ui/resource-teardown"]); // never forwarded
    const form = page.locator("#elicitation-form");
    await form.getByLabel("Name").fill("Grace");
    await form.getByLabel("Quantity").fill("3");
    await page.locator("#elicitation-submit").click();
    await expect
      .poll(() => page.locator("#transcript .chat.tool-result .text").allTextContents(), WAIT)
      .toEqual(['Answer: {"action":"accept","content":{"name":"Grace","quantity":3}}']);
    expect(answers(file)).toEqual([{ action: "accept", content: { name: "Grace", quantity: 3 } }]);
  });

  it("refuses a view's answer that does not fit the schema before the server gets it, shows why, and asks in the host's form", async () => {
    const file = join(dir, "wrong-answers");
    const page = await open({ command: [process.execPath, FIXTURE, "--answers-file", file] }, "ask_wrong");
    const refusal = page.locator("#elicitation-notes .elicitation-note.error");
    await expect
      .poll(() => refusal.textContent(), WAIT)
      .toBe("The view's answer was refused and not sent to the server: \"name\" is required. The host's own form asks instead.");
    expect(await rows(page, "elicitation", "in", "response")).toContain("elicitation/create"); // the view did answer
    expect(await page.locator("iframe#elicitation-view").count()).toBe(0);
    expect(await rows(page, "server", "out", "response")).not.toContain("elicitation/create");
    // The host's form judges its answers the same way: an empty required field is not sent.
    const form = page.locator("#elicitation-form");
    await page.locator("#elicitation-submit").click();
    await expect.poll(() => page.locator("#elicitation-error").textContent(), WAIT).toBe('Not sent: "name" is required.');
    await form.getByLabel("Name").fill("Ada");
    await form.getByLabel("Quantity").fill("0");
    await page.locator("#elicitation-submit").click();
    await expect.poll(() => page.locator("#elicitation-error").textContent(), WAIT).toBe('Not sent: "quantity" must be at least 1.');
    expect(answers(file)).toEqual([]);
    await page.locator("#elicitation-decline").click();
    await expect
      .poll(() => page.locator("#transcript .chat.tool-result .text").allTextContents(), WAIT)
      .toEqual(['Answer: {"action":"decline"}']);
    expect(answers(file)).toEqual([{ action: "decline" }]); // the only answer the server ever received
    expect(await rows(page, "server", "out", "response")).toContain("elicitation/create");
  });

  it("relays the elicitation view's tools/call to the server while it asks, and its answer reaches the tool's result", async () => {
    const [answersFile, callsFile] = [join(dir, "order-answers"), join(dir, "order-calls")];
    const page = await open(
      { command: [process.execPath, FIXTURE, "--answers-file", answersFile, "--calls-file", callsFile] },
      "show_order",
    );
    const view = page.frameLocator("#elicitation-view");
    await expect.poll(() => view.locator("#stock").textContent(), WAIT).toBe("in stock: 3"); // the server's answer, through the host
    expect(await view.locator("#status").textContent()).toBe("asked: Order a bicycle");
    expect(readFileSync(callsFile, "utf8")).toBe("stock\n");
    expect(await rows(page, "elicitation", "in", "request")).toEqual(["ui/initialize", "tools/call"]);
    expect(await rows(page, "elicitation", "out", "response")).toEqual(["ui/initialize", "tools/call"]);
    expect(await rows(page, "server", "out", "request")).toContain("tools/call");
    await view.locator("#order").click();
    await expect
      .poll(() => page.frameLocator("#view").locator("#result").textContent(), WAIT)
      .toBe('Answer: {"action":"accept","content":{"name":"Lin","quantity":2}}');
    expect(answers(answersFile)).toEqual([{ action: "accept", content: { name: "Lin", quantity: 2 } }]);
  });

  it("renders a 2026-07-28 input_required elicitation in the view it names, and the retried call carries the view's answer", async () => {
    const file = join(dir, "modern-answers");
    const page = await open({ command: [process.execPath, MODERN, "--answers-file", file] }, "ask_modern");
    await expect.poll(() => page.locator("#server-revision").textContent(), WAIT).toBe("2026-07-28");
    const view = page.frameLocator("#elicitation-view");
    await expect.poll(() => view.locator("#status").textContent(), WAIT).toBe("asked: Order form (2026-07-28)");
    await view.locator("#answer").click();
    await expect
      .poll(() => page.locator("#transcript .chat.tool-result .text").allTextContents(), WAIT)
      .toEqual(['Answer: {"action":"accept","content":{"name":"Lin","quantity":2}}']);
    expect(answers(file)).toEqual([{ action: "accept", content: { name: "Lin", quantity: 2 } }]);
    // No server → host request on this revision: the request is in the first call's result, the answer in the retry.
    const calls = page.locator('#rpc-log .rpc-row[data-channel="server"][data-method="tools/call"] pre');
    const [first, input, retry] = (await calls.allTextContents()).map((text) => JSON.parse(text));
    expect(input.result).toMatchObject({ resultType: "input_required", inputRequests: { order: { method: "elicitation/create" } } });
    expect(retry.params).toMatchObject({ inputResponses: { order: { action: "accept", content: { name: "Lin", quantity: 2 } } } });
    expect(first.params.name).toBe("ask_modern");
    expect(await rows(page, "server", "in", "request")).toEqual([]);
    expect(await rows(page, "elicitation", "out", "request")).toEqual(["elicitation/create", "ui/resource-teardown"]);
  });
});
