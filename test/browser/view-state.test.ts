// @vitest-environment node
// View state in real Chromium under the official AppBridge 2.x: the widget (origin B) in a sandboxed
// frame of the host page (origin A) is reloaded with a tool result carrying a viewUUID. Its state comes
// back from localStorage for the same viewUUID, not for another; without allow-same-origin it lives in
// memory, quietly (the widget uses view state: `createViewState(app)`); and with a
// (fake) `window.openai`, ChatGPT's widget state keeps it: the test plays ChatGPT, handing the frame
// what setWidgetState received when it reloads it.
import type { Browser, BrowserContext, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { LoadOptions, ViewStateHost } from "./fixtures/view-state/host.js";
import type { ViewStateWidget } from "./fixtures/view-state/widget.js";
import { bundleScript, describeBrowser, launchChromium, patient, serve, WAIT, type TestServer } from "./support.js";

const SAME_ORIGIN = "allow-scripts allow-same-origin";
const OPAQUE = "allow-scripts";
/** Before the widget's module: a fake `window.openai` when the URL's hash carries `openai=<widgetState JSON>`. */
const FAKE_OPENAI = `<script>
if (location.hash.startsWith("#openai=")) {
  const written = [];
  window.openai = { widgetState: JSON.parse(decodeURIComponent(location.hash.slice(8))), written,
    setWidgetState(state) { written.push(state); this.widgetState = state; return Promise.resolve(); } };
}
</script>`;

const html = (body: string) => `<!doctype html><html><head><meta charset="utf-8"></head><body>${body}</body></html>`;
const bundle = (file: string) => bundleScript(new URL(`./fixtures/view-state/${file}`, import.meta.url).pathname);

describeBrowser("view state across reloads of a sandboxed cross-origin frame (Chromium)", () => {
  let browser: Browser;
  const servers: TestServer[] = [];
  let hostUrl = "";
  let widgetUrl = "";
  let context: BrowserContext;
  let page: Page;
  let loads = 0;

  beforeAll(async () => {
    const [hostScript, widgetScript] = await Promise.all([bundle("host.ts"), bundle("widget.ts")]);
    const widgetServer = await serve({
      "/widget.html": html(`<p id="state"></p>${FAKE_OPENAI}<script type="module">${widgetScript}</script>`),
    });
    const hostServer = await serve({ "/": html(`<script type="module">${hostScript}</script>`) });
    servers.push(widgetServer, hostServer);
    widgetUrl = `${widgetServer.origin}/widget.html`;
    hostUrl = `${hostServer.origin}/`;
    browser = await launchChromium();
    context = patient(await browser.newContext());
    page = await context.newPage();
    await page.goto(hostUrl);
    await page.waitForFunction(() => "__host" in window, undefined, WAIT);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    for (const server of servers.splice(0)) await server.close();
  });

  /** (Re)loads the widget frame and waits until it shows the tool result's view state (or none). */
  async function load(viewUUID: string, sandbox = SAME_ORIGIN, hash = "", query = ""): Promise<Frame> {
    const url = `${widgetUrl}?load=${++loads}${query}${hash}`;
    const options: LoadOptions = { url, sandbox, viewUUID };
    await page.evaluate((o) => (window as unknown as { __host: ViewStateHost }).__host.load(o), options);
    const frame = page.frames().find((f) => f.url() === url)!;
    await frame.evaluate(() => (window as unknown as { __widget: ViewStateWidget }).__widget.connected);
    await frame.waitForFunction(
      () => (window as unknown as { __widget: ViewStateWidget }).__widget.app.getSnapshot().toolResult,
      undefined,
      WAIT,
    );
    return frame;
  }

  const state = (frame: Frame) => frame.evaluate(() => (window as unknown as { __widget: ViewStateWidget }).__widget.state!.get() ?? null);
  const where = (frame: Frame) => frame.evaluate(() => (window as unknown as { __widget: ViewStateWidget }).__widget.state!.where);
  const errors = (frame: Frame) => frame.evaluate(() => (window as unknown as { __widget: ViewStateWidget }).__widget.errors);
  const set = (frame: Frame, value: unknown) =>
    frame.evaluate((v) => (window as unknown as { __widget: ViewStateWidget }).__widget.state!.set(v), value);
  const shown = (frame: Frame) => frame.locator("#state").textContent();

  it("restores the state after a reload with the same viewUUID, and starts empty for another", async () => {
    const first = await load("view-a");
    expect(await where(first)).toBe("local");
    expect(await state(first)).toBeNull();
    await set(first, { collapsed: ["done"], filter: "mine" });

    const reloaded = await load("view-a");
    expect(await state(reloaded)).toEqual({ collapsed: ["done"], filter: "mine" });
    expect(await shown(reloaded)).toBe('{"collapsed":["done"],"filter":"mine"}');

    const other = await load("view-b");
    expect(await state(other)).toBeNull();
    await set(other, { filter: "all" });

    const back = await load("view-a");
    expect(await state(back)).toEqual({ collapsed: ["done"], filter: "mine" });
    expect(await errors(back)).toEqual([]);
  });

  it("keeps the state in memory, reporting nothing, in a sandbox without allow-same-origin", async () => {
    const frame = await load("view-c", OPAQUE);
    expect(await frame.evaluate(() => window.origin)).toBe("null");
    expect(await where(frame)).toBe("memory");
    await set(frame, { n: 1 });
    await set(frame, { n: 2 });
    expect(await state(frame)).toEqual({ n: 2 });
    await frame.locator("#state", { hasText: '{"n":2}' }).waitFor(WAIT);
    expect(await errors(frame)).toEqual([]);
  });

  it("reports nothing for a widget that uses no view state, in the same sandbox", async () => {
    const frame = await load("view-e", OPAQUE, "", "&bare");
    expect(await frame.evaluate(() => (window as unknown as { __widget: ViewStateWidget }).__widget.state)).toBeUndefined();
    expect(
      await frame.evaluate(
        () => (window as unknown as { __widget: ViewStateWidget }).__widget.app.getSnapshot().toolResult?._meta?.viewUUID,
      ),
    ).toBe("view-e");
    expect(await errors(frame)).toEqual([]);
  });

  it("writes ChatGPT's widget state with window.openai and restores it from there on reload", async () => {
    const frame = await load("view-d", OPAQUE, `#openai=${encodeURIComponent("null")}`);
    expect(await where(frame)).toBe("host");
    expect(await state(frame)).toBeNull();
    await set(frame, { tab: "open" });
    const written = await frame.evaluate(() => (window as unknown as { openai: { written: unknown[] } }).openai.written);
    expect(written).toEqual([{ privateContent: { tab: "open" } }]);

    const reloaded = await load("view-d", OPAQUE, `#openai=${encodeURIComponent(JSON.stringify(written.at(-1)))}`);
    expect(await state(reloaded)).toEqual({ tab: "open" });
    expect(await shown(reloaded)).toBe('{"tab":"open"}');
    expect(await errors(reloaded)).toEqual([]); // localStorage (unavailable here) is never touched
  });
});
