// @vitest-environment node
// The dev host plays each profile's frame, in Chromium, on the small stdio server of
// test/playground/fixtures (--html, read at each resources/read, so each test writes its view): a
// view that needs 'unsafe-eval' (new Function), one that starts a blob: worker and one that imports a
// data: module (as pdf.js's fake worker does) render under the reference host's profile and are
// blocked under the specification's default; a page without a
// doctype is in quirks mode under Claude (which writes it into a blank document) and not under the
// default; under ChatGPT, app.sendMessage outside a click is refused and inside one goes through
// (the frame's activation reaches the host page across origins); and under every profile whose
// facts say storage is blocked, localStorage throws in the frame as Chromium throws it, while under
// the others the frame keeps the browser's own.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { profiles } from "mcp-view/testing";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, distFile, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const ARGS = `?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`;

/** A view that writes what `script` evaluates to (or the error it throws) into #out. */
const page = (script: string, doctype = "<!doctype html>") =>
  `${doctype}<html><head><meta charset="utf-8"></head><body><p id="out">waiting</p><script>
var out = document.getElementById("out");
try { out.textContent = (function () { ${script} })(); } catch (e) { out.textContent = "threw " + e.name + ": " + e.message; }
</script></body></html>`;

const VIEWS = {
  eval: page(`return new Function("return 'eval ran'")();`),
  worker: page(`var w = new Worker(URL.createObjectURL(new Blob(["postMessage('worker ran')"], { type: "text/javascript" })));
w.onmessage = function (e) { out.textContent = e.data; };
w.onerror = function () { out.textContent = "worker failed"; };
return "starting";`),
  dataModule: page(`import("data:text/javascript,export default 'data module ran'").then(
  function (m) { out.textContent = m.default; }, function (e) { out.textContent = "threw " + e.name; });
return "starting";`),
  quirks: page(`return document.compatMode;`, ""),
  storage: page(`var kind = typeof localStorage; localStorage.setItem("k", "v"); return kind + " " + localStorage.getItem("k");`),
  // Whose localStorage the frame has: the browser's own getter, or one the dev host put there.
  storageGetter:
    page(`var d = Object.getOwnPropertyDescriptor(window, "localStorage") || Object.getOwnPropertyDescriptor(Window.prototype, "localStorage");
return /\\[native code\\]/.test(String(d && d.get)) ? "the browser's" : "the dev host's";`),
};

/**
 * A view on the runtime that sends a message when the host page posts it `"send"` (a message carries
 * no user activation), and another on a click.
 */
const gestureView = (runtime: string) => `<!doctype html><html><head><meta charset="utf-8"><script>${runtime}</script></head>
<body><p id="auto">waiting</p><p id="clicked">not clicked</p><button id="send">Send</button><script>
var app = new McpView.App({ name: "gesture", version: "1.0.0" });
function send(id, text) {
  app.sendMessage({ role: "user", content: [{ type: "text", text: text }] }).then(
    function () { document.getElementById(id).textContent = "sent"; },
    function (e) { document.getElementById(id).textContent = "refused " + e.code + ": " + e.message; });
}
app.connect().then(function () { document.getElementById("auto").textContent = "connected"; });
addEventListener("message", function (e) { if (e.data === "send") send("auto", "without a click"); });
document.getElementById("send").addEventListener("click", function () { send("clicked", "on click"); });
</script></body></html>`;

/**
 * Evaluates `expression` in the host page without a user gesture (playwright's evaluate grants
 * one, and a navigation it makes too, which the page keeps for a few seconds).
 */
async function evaluateWithoutGesture(p: Page, expression: string): Promise<unknown> {
  const cdp = await p.context().newCDPSession(p);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression, userGesture: false, returnByValue: true });
    return result.value;
  } finally {
    await cdp.detach();
  }
}

describeBrowser("the dev host plays each profile's frame", () => {
  let dir: string;
  let file: string;
  let browser: Browser;
  let playground: Playground;
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-profiles-"));
    file = join(dir, "view.html");
    writeFileSync(file, VIEWS.eval);
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

  /** Serves `html` as the view and opens it under `profile`; the page and the view's frame. */
  async function open(html: string, profile: string): Promise<{ p: Page; view: FrameLocator }> {
    writeFileSync(file, html);
    const p = patient(await browser.newPage());
    pages.push(p);
    await p.goto(`${playground.url}${ARGS}&profile=${profile}`);
    return { p, view: p.frameLocator("#view") };
  }

  /** The text of #out once it no longer says `pending` (the views write it at once, a worker a moment later). */
  async function settled(view: FrameLocator, pending = ["waiting", "starting"]): Promise<string> {
    const out = view.locator("#out");
    await expect.poll(async () => pending.includes((await out.textContent({ timeout: WAIT.timeout })) ?? ""), WAIT).toBe(false);
    return (await out.textContent())!;
  }

  /** The "Why is it blank?" titles of the CSP lines. */
  const cspLines = (p: Page) =>
    p.locator('#diagnostics li[data-key^="csp:"]').evaluateAll((lis) => lis.map((li) => li.querySelector("strong")?.textContent ?? ""));

  it("runs new Function under the reference host and blocks it under the default, naming the directive", async () => {
    expect(await settled((await open(VIEWS.eval, "reference")).view)).toBe("eval ran");
    const { p, view } = await open(VIEWS.eval, "default");
    expect(await settled(view)).toMatch(/^threw EvalError: .*'unsafe-eval'/);
    await expect.poll(() => cspLines(p), WAIT).toContainEqual(expect.stringContaining("script-src"));
  });

  it("starts a blob: worker under the reference host and blocks it under the default, naming the directive", async () => {
    expect(await settled((await open(VIEWS.worker, "reference")).view)).toBe("worker ran");
    const { p, view } = await open(VIEWS.worker, "default");
    expect(await settled(view)).toMatch(/^(threw SecurityError|worker failed)/);
    await expect.poll(() => cspLines(p), WAIT).toContainEqual(expect.stringMatching(/worker-src|script-src/));
  });

  it("imports a data: module script (as pdf.js's fake worker does) under the reference host and blocks it under the default, naming the scheme", async () => {
    expect(await settled((await open(VIEWS.dataModule, "reference")).view)).toBe("data module ran");
    const { p, view } = await open(VIEWS.dataModule, "default");
    expect(await settled(view)).toBe("threw TypeError");
    await expect.poll(() => cspLines(p), WAIT).toContainEqual(expect.stringMatching(/^CSP blocked a data: script \(script-src/));
  });

  const written = Object.entries(profiles)
    .filter(([, kit]) => kit.facts?.frame?.document === "written")
    .map(([name]) => name);

  it.each(written)("puts a page without a doctype in quirks mode under %s, which writes it into a blank document", async (name) => {
    expect(await settled((await open(VIEWS.quirks, name)).view)).toBe("BackCompat");
  });

  it.each(written)("runs a view's module script written into a blank document under %s, and keeps talking to it", async (name) => {
    // One load event in all (a second would be a navigation to the host's channel), and module scripts run.
    const html = gestureView(distFile("mcp-view.global.js").replaceAll("</script", "<\\/script")).replace(
      "<script>\nvar app",
      '<script type="module">\nvar app',
    );
    expect(html).toContain('<script type="module">');
    const { view } = await open(html, name);
    await expect.poll(() => view.locator("#auto").textContent(), WAIT).toBe("connected");
    await view.locator("#send").click();
    await expect.poll(() => view.locator("#clicked").textContent(), WAIT).toBe("sent");
  });

  it("shows a page without a doctype in standards mode under the default, as a srcdoc frame does", async () => {
    expect(written).toContain("claude");
    expect(await settled((await open(VIEWS.quirks, "default")).view)).toBe("CSS1Compat");
  });

  const blocked = Object.entries(profiles)
    .filter(([, kit]) => kit.facts?.frame?.storage === "blocked")
    .map(([name]) => name);

  it.each(blocked)("blocks localStorage under %s, as Chromium does for third-party storage", async (name) => {
    expect(await settled((await open(VIEWS.storage, name)).view)).toBe(
      "threw SecurityError: Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    );
  });

  // The view is on another site than the page, as on real hosts: whether its localStorage works there
  // is the browser's word (this headless Chromium blocks third-party storage; a default Chrome
  // partitions it), so under a profile whose storage works the dev host leaves the browser's as it is.
  it("adds no storage block of its own under a profile whose storage works", async () => {
    expect(blocked.length).toBeGreaterThan(0);
    expect(await settled((await open(VIEWS.storageGetter, blocked[0]!)).view)).toBe("the dev host's");
    expect(await settled((await open(VIEWS.storageGetter, "default")).view)).toBe("the browser's");
  });

  it("under ChatGPT, refuses app.sendMessage outside a click and carries it out inside one", async () => {
    const { p, view } = await open(gestureView(distFile("mcp-view.global.js").replaceAll("</script", "<\\/script")), "chatgpt");
    await expect.poll(() => view.locator("#auto").textContent(), WAIT).toBe("connected");
    // The navigation's activation, and that of playwright's reads of the frame above, have run out: the
    // host page has none until the user clicks in the frame.
    const active = () => evaluateWithoutGesture(p, "navigator.userActivation.isActive");
    await expect.poll(active, WAIT).toBe(false);
    await evaluateWithoutGesture(p, 'document.getElementById("view").contentWindow.postMessage("send", "*")');
    // Until the host has answered, the test reads the host page through CDP alone: every playwright
    // read (a locator's, an evaluate's) runs with a user gesture, which activates the frame it reads and
    // so the host page, and would carry the request through if it landed after the read.
    const answer = `document.querySelector('#rpc-log .rpc-row[data-channel="view"][data-direction="out"][data-method="ui/message"]:not([data-kind="request"])')?.dataset.kind ?? "none"`;
    await expect.poll(() => evaluateWithoutGesture(p, answer), WAIT).not.toBe("none");
    expect(await evaluateWithoutGesture(p, answer)).toBe("error");
    await expect.poll(() => view.locator("#auto").textContent(), WAIT).toMatch(/^refused -32600: .*ui\/message needs a user gesture/);
    await p.locator('#diagnostics li[data-key="gesture:ui/message"]').waitFor({ state: "attached", ...WAIT });
    // A click in the cross-origin frame activates the host page too, so the host sees the gesture.
    await view.locator("#send").click();
    expect(await active()).toBe(true);
    await expect.poll(() => view.locator("#clicked").textContent(), WAIT).toBe("sent");
  });
});
