// @vitest-environment node
// OpenAI's MCP extensions in the dev host, in Chromium, on the small stdio server of
// test/playground/fixtures (--html: the view is the parts widget of fixtures/openai-extensions, built
// from src/): under ChatGPT's profile the widget shows the deep link of the page URL's `path` and
// follows the Deep link field, and its click sends a targeted ui/message (a draft in a new
// conversation) that the Chat panel and the JSON-RPC log show; under Claude's, the same widget gets
// no deep link and its click gets NOT_SUPPORTED naming openai/message, with nothing sent.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { bundleScript, describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const WIDGET = fileURLToPath(new URL("./fixtures/openai-extensions/widget.ts", import.meta.url));
const TOOL = `?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`;
const DRAFT_TITLE = "User message sent by parts-widget (ui/message, to a new conversation, as a draft)";
const NOT_SUPPORTED =
  'NOT_SUPPORTED: sendOpenAiMessage() needs the host\'s openai/message extension (no hostCapabilities.experimental["openai/message"])';

const page = (script: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>
<p>Deep link: <output id="link">waiting</output> (<span id="status">loading</span>)</p>
<button id="send" type="button">Design a bracket</button>
<p id="outcome">not clicked</p>
<script type="module">${script}</script>
</body></html>`;

describeBrowser("the dev host's deep links and targeted messages", () => {
  let dir: string;
  let browser: Browser;
  let playground: Playground;
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-openai-"));
    const file = join(dir, "parts.html");
    writeFileSync(file, page(await bundleScript(WIDGET)));
    [browser, playground] = await Promise.all([
      launchChromium(),
      startPlayground({ port: 0, command: [process.execPath, SERVER, "--stdio", "--html", file] }),
    ]);
  }, 60_000);

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens the dev host under `profile` with the deep link /parts?tag=bolt, once the view has connected. */
  async function open(profile: string) {
    const p = patient(await browser.newPage());
    pages.push(p);
    await p.goto(`${playground.url}${TOOL}&profile=${profile}&path=%2Fparts%3Ftag%3Dbolt`);
    const view = p.frameLocator("#view");
    await expect.poll(() => view.locator("#status").textContent(), WAIT).toBe("connected");
    const rows = (method: string) => p.locator(`#rpc-log .rpc-row[data-channel="view"][data-method="${method}"]`);
    /** The view's requests and notifications `method`, as the JSON-RPC log shows them. */
    const fromView = (method: string) =>
      p
        .locator(`#rpc-log .rpc-row[data-channel="view"][data-direction="in"][data-method="${method}"] pre`)
        .allTextContents()
        .then((texts) => texts.map((text) => JSON.parse(text) as { params?: Record<string, unknown> }));
    return { p, view, rows, fromView };
  }

  it("under ChatGPT, passes the deep link, follows the Deep link field, and sends the targeted message on a click", async () => {
    const { p, view, rows, fromView } = await open("chatgpt");
    await expect.poll(() => view.locator("#link").textContent(), WAIT).toBe("/parts?tag=bolt");
    const field = p.locator("#deep-link");
    expect(await field.inputValue()).toBe("/parts?tag=bolt");

    // A new link: one host-context-changed with it, which the widget follows; the page URL keeps it.
    await field.fill("/parts/hex-bolt");
    await field.press("Enter");
    await expect.poll(() => view.locator("#link").textContent(), WAIT).toBe("/parts/hex-bolt");
    const changes = await rows("ui/notifications/host-context-changed").locator("pre").allTextContents();
    expect(changes.map((text) => (JSON.parse(text) as { params: Record<string, unknown> }).params["openai/deepLink"])).toContainEqual({
      url: "/parts/hex-bolt",
    });
    expect(new URL(p.url()).searchParams.get("path")).toBe("/parts/hex-bolt");

    // A path that is no app-relative URL is refused at the field: the previous link stays.
    await field.fill("parts/other");
    await field.press("Enter");
    expect(await field.inputValue()).toBe("/parts/hex-bolt");
    expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain('starting with "/"');
    expect(new URL(p.url()).searchParams.get("path")).toBe("/parts/hex-bolt");
    expect(await view.locator("#link").textContent()).toBe("/parts/hex-bolt");

    // A real click in the frame: ChatGPT's profile carries ui/message out only during a gesture.
    await view.locator("#send").click();
    await expect.poll(() => view.locator("#outcome").textContent(), WAIT).toBe("sent");
    await expect.poll(() => p.locator("#transcript .chat.user .meta strong").allTextContents(), WAIT).toEqual([DRAFT_TITLE]);
    expect(await p.locator("#transcript .chat.user .text").allTextContents()).toEqual(["Design a bracket"]);
    const [message, ...more] = await fromView("ui/message");
    expect(more).toEqual([]);
    expect(message!.params).toMatchObject({ _meta: { "openai/message": { target: "new", send: false } } });
  });

  it("under Claude, gives the same widget no deep link, and its click gets NOT_SUPPORTED with nothing sent", async () => {
    const { p, view, rows, fromView } = await open("claude");
    expect(await view.locator("#link").textContent()).toBe("no deep link");
    // The setting stays (a switch back to ChatGPT passes it); this profile only does not send it.
    expect(await p.locator("#deep-link").inputValue()).toBe("/parts?tag=bolt");

    await view.locator("#send").click();
    await expect.poll(() => view.locator("#outcome").textContent(), WAIT).toBe(NOT_SUPPORTED);
    // The widget logs after the outcome; once the log is in, anything it sent before would be too.
    await expect
      .poll(async () => (await fromView("notifications/message")).map((m) => m.params?.data), WAIT)
      .toEqual([`send: ${NOT_SUPPORTED}`]);
    expect(await rows("ui/message").count()).toBe(0);
    expect(await p.locator("#transcript .chat.user").count()).toBe(0);
  });
});
