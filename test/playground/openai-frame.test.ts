// @vitest-environment node
// The widget origin's fake window.openai for "ChatGPT with only window.openai": the host page asks for
// it in POST /api/frames (`openai: { context }`), and the frame's HTML gets the script, with its
// settings (the context, and the host page's origin from the request's Host header) in data-config,
// after the CSP listener and the view-state watcher and before the view's own scripts.
import { afterEach, describe, expect, it } from "vitest";
import { WidgetOrigin } from "../../playground/server/widget-origin.js";
import { listen, type Listening } from "../../playground/server/http.js";
import { openAiScriptTag, parseOpenAiFrameRequest } from "../../playground/server/openai-frame.js";
import { STORAGE_WATCH } from "../../playground/server/storage-watch.js";

const SCRIPT = "window.fakeOpenAiScript=1";
const VIEW = '<!doctype html><html><head><script src="view.js"></script></head><body></body></html>';

describe("parseOpenAiFrameRequest", () => {
  it("takes { context }, and nothing when the field is absent", () => {
    expect(parseOpenAiFrameRequest({ context: { theme: "dark" } })).toEqual({ context: { theme: "dark" } });
    expect(parseOpenAiFrameRequest(undefined)).toBeUndefined();
  });

  it.each([
    ["null", null],
    ["a string", "yes"],
    ["no context", {}],
    ["a context that is no object", { context: [1] }],
  ])("says what is wrong with %s", (_name, value) => {
    expect(parseOpenAiFrameRequest(value)).toBe("openai must be { context: object }");
  });
});

describe("openAiScriptTag", () => {
  it("writes the settings into data-config, escaped for an attribute, and the script so that it cannot end early", () => {
    const context = { locale: `a"b<c>&d</script>` };
    const tag = openAiScriptTag("var s='</script>';", { context }, "http://127.0.0.1:5178");
    expect(tag).toBe(
      `<script data-config="{&quot;context&quot;:{&quot;locale&quot;:&quot;a\\&quot;b&lt;c&gt;&amp;d&lt;/script&gt;&quot;},&quot;origin&quot;:&quot;http://127.0.0.1:5178&quot;}">var s='<\\/script>';</script>`,
    );
    const attribute = /data-config="([^"]*)"/.exec(tag)![1]!;
    const decoded = attribute
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(JSON.parse(decoded)).toEqual({ context, origin: "http://127.0.0.1:5178" });
  });

  it("refuses a script with <!--, which the HTML parser would read as the start of a nested script", () => {
    expect(() => openAiScriptTag("var s='<!--';", { context: {} }, "http://x")).toThrow(
      "The window.openai frame script contains <!--, which cannot be inlined in a <script>",
    );
  });
});

describe("POST /api/frames with openai", () => {
  let page: Listening | undefined;
  let store: WidgetOrigin | undefined;

  afterEach(async () => {
    await page?.close();
    await store?.close();
    page = store = undefined;
  });

  async function post(body: unknown, options: ConstructorParameters<typeof WidgetOrigin>[0] = { frameOpenAi: async () => SCRIPT }) {
    store = new WidgetOrigin(options);
    await store.start();
    page = await listen((req, res) => void store!.handlePost(req, res));
    const response = await fetch(`${page.origin}/api/frames`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
  }

  it("serves the frame with the script after the watcher and before the view's scripts, set up for the page's origin", async () => {
    const { status, body } = await post({ html: VIEW, openai: { context: { theme: "dark" } } });
    expect(status).toBe(200);
    const html = await (await fetch(body.url!)).text();
    const tag = openAiScriptTag(SCRIPT, { context: { theme: "dark" } }, page!.origin);
    expect(html.indexOf(tag)).toBeGreaterThan(html.indexOf(STORAGE_WATCH));
    expect(html.indexOf(tag)).toBeLessThan(html.indexOf('src="view.js"'));
  });

  it("leaves the frame without it when the page does not ask", async () => {
    const { body } = await post({ html: VIEW });
    expect(await (await fetch(body.url!)).text()).not.toContain(SCRIPT);
  });

  it("refuses a malformed request, or one this playground cannot serve, with 400", async () => {
    expect(await post({ html: VIEW, openai: { context: "dark" } })).toEqual({
      status: 400,
      body: { error: "openai must be { context: object }" },
    });
    await page!.close();
    await store!.close();
    expect(await post({ html: VIEW, openai: { context: {} } }, {})).toEqual({
      status: 400,
      body: { error: "This playground has no window.openai script for frames" },
    });
  });
});
