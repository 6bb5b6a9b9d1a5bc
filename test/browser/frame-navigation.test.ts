// @vitest-environment node
// The test kit's iframe channel after the view navigates its frame away (as the playground uses it):
// the document that replaced the view must neither reach the host (its tools/call) nor hear from it
// (tool results). The host pins the origin of the URL it loaded, drops other origins, and stops
// talking to a frame whose document was replaced.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import type { KitConfig, KitGlobals } from "./fixtures/testing/host.js";
import { bundleScript, describeBrowser, launchChromium, serve, type TestServer } from "./support.js";

const WAIT = { timeout: 10_000 };

const bundle = (file: string) => bundleScript(new URL(`./fixtures/testing/${file}`, import.meta.url).pathname);

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
/** A page that asks the host for a tool call as soon as it runs (or on its load event), and records what it hears. */
const INTRUDER = html(`<script>
  window.heard = [];
  addEventListener("message", (e) => heard.push(e.data));
  const ask = () => {
    parent.postMessage({ jsonrpc: "2.0", id: 99, method: "tools/call", params: { name: "add", arguments: { a: 40, b: 2 } } }, "*");
    parent.postMessage("intruder-asked", "*");
  };
  if (location.hash === "#onload") addEventListener("load", ask); else ask();
</script>`);

describeBrowser("the kit's frame channel when the view's frame navigates away", () => {
  let browser: Browser;
  let context: BrowserContext | undefined;
  const servers: TestServer[] = [];
  let widgetOrigin = "";
  let otherOrigin = "";
  let hostOrigin = "";

  beforeAll(async () => {
    const [kit, widget] = await Promise.all([bundle("host.ts"), bundle("widget.ts")]);
    const widgetServer = await serve({
      "/widget.html": html(
        `<p id="result">no result</p><button id="add">Add</button><p id="sum"></p><script type="module">${widget}</script>`,
      ),
      "/intruder.html": INTRUDER,
    });
    const otherServer = await serve({ "/intruder.html": INTRUDER });
    const hostServer = await serve({
      "/host.html": (req, res) => {
        const config = JSON.parse(decodeURIComponent(new URL(req.url!, "http://x").searchParams.get("config")!)) as KitConfig;
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(html(`<script>window.__config = ${JSON.stringify(config)};</script><script type="module">${kit}</script>`));
      },
    });
    servers.push(widgetServer, otherServer, hostServer);
    [widgetOrigin, otherOrigin, hostOrigin] = [widgetServer.origin, otherServer.origin, hostServer.origin];
    browser = await launchChromium();
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  /** The host page with the widget in a frame, once the handshake is done. */
  async function open(sandbox: string): Promise<Page> {
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(
      `${hostOrigin}/host.html?config=${encodeURIComponent(JSON.stringify({ frame: `${widgetOrigin}/widget.html`, sandbox }))}`,
    );
    await page.waitForFunction(() => "__kit" in window, undefined, WAIT);
    await page.evaluate(() => (window as unknown as { __kit: KitGlobals }).__kit.host.ready);
    await page.evaluate(() =>
      addEventListener("message", (e) => e.data === "intruder-asked" && ((window as unknown as { asked: boolean }).asked = true)),
    );
    return page;
  }

  /** Sends the widget's frame to `url`; resolves with the intruder's frame once it asked for its tool call. */
  async function navigate(page: Page, url: string): Promise<Frame> {
    await page
      .frameLocator("#widget")
      .locator("body")
      .evaluate((_body, to) => void (location.href = to), url);
    await page.waitForFunction(() => (window as unknown as { asked?: boolean }).asked === true, undefined, WAIT);
    return page.frames().find((f) => f.url().startsWith(url.replace(/#.*$/, "")))!;
  }

  /** What the host did: the tool calls it took, whether a tool result could still be sent, and what the intruder heard. */
  async function aftermath(page: Page, intruder: Frame) {
    const result = await page.evaluate(async () => {
      const { host } = (window as unknown as { __kit: KitGlobals }).__kit;
      const sent = await host.sendToolResult({ content: [{ type: "text", text: "secret" }] }).then(
        () => "sent",
        (e: Error) => e.message,
      );
      (document.getElementById("widget") as HTMLIFrameElement).contentWindow!.postMessage("marker", "*");
      return { calls: host.received("tools/call"), sent, notes: host.messages.filter((r) => r.direction === "ignored").map((r) => r.note) };
    });
    await intruder.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.includes("marker"), undefined, WAIT);
    return { ...result, heard: await intruder.evaluate(() => (window as unknown as { heard: unknown[] }).heard) };
  }

  it("drops a message from the origin the frame navigated to, and stops talking to the frame", async () => {
    const page = await open("allow-scripts allow-same-origin");
    const intruder = await navigate(page, `${otherOrigin}/intruder.html`);
    const { calls, sent, heard, notes } = await aftermath(page, intruder);
    expect(calls).toEqual([]);
    expect(heard).toEqual(["marker"]);
    expect(sent).toMatch(/navigated away/);
    expect(notes.some((note) => note?.includes(`origin ${otherOrigin}`))).toBe(true);
  });

  it("stops talking to an opaque-origin frame once another document has loaded in it", async () => {
    const page = await open("allow-scripts");
    const intruder = await navigate(page, `${otherOrigin}/intruder.html#onload`);
    const { calls, sent, heard } = await aftermath(page, intruder);
    expect(calls).toEqual([]);
    expect(heard).toEqual(["marker"]);
    expect(sent).toMatch(/navigated away/);
  });

  it("stops talking to a frame that navigated within the view's own origin", async () => {
    const page = await open("allow-scripts allow-same-origin");
    const intruder = await navigate(page, `${widgetOrigin}/intruder.html#onload`);
    const { calls, heard } = await aftermath(page, intruder);
    expect(calls).toEqual([]);
    expect(heard).toEqual(["marker"]);
  });
});
