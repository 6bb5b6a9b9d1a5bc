// @vitest-environment node
// Every view error where the author looks, in Chromium: a view whose ontoolresult throws, one whose
// script throws at load, and one that calls console.error, each on the small stdio server of
// test/playground/fixtures (--html). Each shows in the Console panel (with a red count on its tab),
// in "Why is it blank?" where it explains a broken view, and as one line for the `mcp-view dev`
// terminal (what the playground's onViewConsole callback hears). A message of the capture's type
// from another window than the view's frame is ignored.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { VIEW_CONSOLE_MESSAGE } from "../../playground/shared/view-console.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, distFile, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const ARGS = `?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`;

/** The views, by name: the runtime, then the view's own script. */
const VIEWS = {
  handler: `const app = new McpView.App({ name: "v", version: "1.0.0" });
app.ontoolresult = (result) => renderWeather(result.structuredContent);
app.connect();`,
  load: `const weather = null;
document.title = weather.city;
new McpView.App({ name: "v", version: "1.0.0" }).connect();`,
  console: `const app = new McpView.App({ name: "v", version: "1.0.0" });
app.ontoolresult = ({ structuredContent }) => console.error("Could not render", structuredContent, new Error("bad data"));
app.connect();`,
};
type ViewName = keyof typeof VIEWS;

describeBrowser("a view's errors in the playground", () => {
  let dir: string;
  let browser: Browser;
  const playgrounds = {} as Record<ViewName, Playground>;
  const lines = { handler: [], load: [], console: [] } as Record<ViewName, string[]>;
  const pages: Page[] = [];
  /** The line of the view's HTML file that throws at load (the injected scripts add none). */
  let throwingLine = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-console-"));
    const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
    const started = Object.entries(VIEWS).map(async ([name, script]) => {
      const file = join(dir, `${name}.html`);
      const html = `<!doctype html><html><head><meta charset="utf-8"><script>${runtime}</script></head>\n<body><script>\n${script}\n</script></body></html>`;
      writeFileSync(file, html);
      if (name === "load") throwingLine = html.split("\n").findIndex((line) => line.includes("weather.city")) + 1;
      playgrounds[name as ViewName] = await startPlayground({
        port: 0,
        command: [process.execPath, SERVER, "--stdio", "--html", file],
        onViewConsole: (line) => lines[name as ViewName].push(line),
      });
    });
    [browser] = await Promise.all([launchChromium(), ...started]);
  }, 60_000);

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(playgrounds).map((p) => p.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(name: ViewName): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    await page.goto(`${playgrounds[name].url}${ARGS}`);
    return page;
  }

  const entry = (page: Page, kind: string) => page.locator(`#console li[data-kind="${kind}"]`);
  const badge = (page: Page) => page.locator("#tab-console .badge");
  const diagnostic = (page: Page, key: string) => page.locator(`#diagnostics li[data-key="${key}"] strong`);

  it("shows a throwing ontoolresult: in the Console, in “Why is it blank?” and in the terminal", async () => {
    const page = await open("handler");
    const message = "A toolresult handler threw: renderWeather is not defined";
    await expect.poll(() => entry(page, "app-error").locator(".text").textContent(), WAIT).toBe(message);
    expect(await entry(page, "app-error").textContent()).toMatch(/^error view · App error event: A toolresult handler threw: /);
    expect(await entry(page, "app-error").locator(".stack pre").textContent()).toContain("ReferenceError: renderWeather is not defined");
    expect(await badge(page).textContent()).toBe("1");
    expect(await badge(page).getAttribute("class")).toBe("badge error");
    expect(await diagnostic(page, "app-error").textContent()).toBe(message);
    await expect.poll(() => lines.handler, WAIT).toEqual([`[show_weather] App error: ${message}`]);
  });

  it("shows a script that throws at load, and says so on the handshake line instead of guessing", async () => {
    const page = await open("load");
    const error = "TypeError: Cannot read properties of null (reading 'city')";
    const at = `inline:${throwingLine}`;
    await expect.poll(() => entry(page, "uncaught").locator(".text").textContent(), WAIT).toBe(error);
    expect(await entry(page, "uncaught").locator(".where").textContent()).toBe(at);
    expect(await badge(page).getAttribute("class")).toBe("badge error");
    await expect
      .poll(() => diagnostic(page, "handshake").textContent(), WAIT)
      .toBe(`No ui/initialize 3 s after the frame loaded: the view's script threw ${error} (${at})`);
    expect(await diagnostic(page, "uncaught").textContent()).toBe(`The view threw: ${error} (${at})`);
    expect(await page.locator('#diagnostics li[data-key="uncaught"] p').textContent()).toMatch(
      /^An uncaught error while the page first ran its scripts: the rest of that script did not run\./,
    );
    await expect.poll(() => lines.load, WAIT).toEqual([`[show_weather] Uncaught ${error} (${at})`]);
  });

  it("shows console.error with its arguments, and still lets the view's console have it", async () => {
    const page = await open("console");
    const frameConsole: string[] = [];
    page.on("console", (m) => m.type() === "error" && frameConsole.push(m.text()));
    const text = 'Could not render {"city":"Oslo","celsius":4} Error: bad data';
    await expect.poll(() => entry(page, "console-error").locator(".text").textContent(), WAIT).toBe(text);
    expect(await entry(page, "console-error").textContent()).toMatch(/^error view · console\.error: Could not render/);
    expect(await badge(page).textContent()).toBe("1");
    expect(await badge(page).getAttribute("class")).toBe("badge error");
    await expect.poll(() => lines.console, WAIT).toEqual([`[show_weather] console.error: ${text}`]);
    expect(frameConsole.some((m) => m.startsWith("Could not render"))).toBe(true);
    await page.locator("#tab-console").click();
    expect(await entry(page, "console-error").locator(".stack summary").textContent()).toBe("Stack");
  });

  it("ignores a message of the capture's type from another window than the view's frame", async () => {
    const page = await open("console");
    await entry(page, "console-error").waitFor({ state: "attached", ...WAIT });
    const forged = { type: VIEW_CONSOLE_MESSAGE, kind: "uncaught", text: "forged" };
    await page.evaluate((message) => {
      window.postMessage(message, "*");
      const other = document.createElement("iframe");
      other.srcdoc = `<script>parent.postMessage(${JSON.stringify(message)}, "*")</script>`;
      document.body.append(other);
      return new Promise((resolve) => other.addEventListener("load", resolve));
    }, forged);
    const view = page.frames().find((f) => f.url().startsWith(playgrounds.console.widgetOrigin))!;
    await view.evaluate(() => console.warn("marker"));
    await expect.poll(() => entry(page, "console-warn").locator(".text").textContent(), WAIT).toBe("marker");
    expect(await page.locator("#console li .text").allTextContents()).not.toContain("forged");
    expect(lines.console.some((line) => line.includes("forged"))).toBe(false);
  });
});
