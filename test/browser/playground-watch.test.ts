// @vitest-environment node
// Reload on save (`mcp-view dev --watch <dir> --build <command>`), end to end in Chromium: the stdio
// fixture server serves a view file it reads at each resources/read; the build is a small node
// script that turns the watched source into that file (and fails, with coloured stderr, when the
// source says BROKEN). Editing the source rebuilds and reloads the view with its last tool input and
// result replayed (the tool is not called again) and its view state kept (by the server's view-state
// tools: the view is on another site than the page, where localStorage is blocked); a failed build shows its
// last lines on the page and reloads nothing; the next good build reloads.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const RUNTIME = fileURLToPath(new URL("../../dist/mcp-view.global.js", import.meta.url));
/** The build: src/view.txt's text into a view on the script-tag build; BROKEN fails it. */
const BUILD = `import { readFileSync, writeFileSync } from "node:fs";
const [source, runtime, out] = process.argv.slice(2);
const text = readFileSync(source, "utf8").trim();
if (text.includes("BROKEN")) {
  process.stderr.write("\\u001b[31merror: the source is broken\\u001b[39m\\n    at view.txt:1\\n");
  process.exit(1);
}
const script = readFileSync(runtime, "utf8").replaceAll("</script", "<\\\\/script");
writeFileSync(out, \`<!doctype html><html><head><meta charset="utf-8"><script>\${script}</script></head><body>
<p id="text">\${text}</p><p id="input"></p><h1 id="weather">Waiting…</h1><p id="state"></p><button id="count">Count</button>
<script>
  const app = new McpView.App({ name: "tiny-weather-view", version: "1.0.0" });
  const state = McpView.createViewState(app);
  const show = (id, text) => (document.getElementById(id).textContent = text);
  state.subscribe(() => show("state", JSON.stringify(state.get() ?? null)));
  app.ontoolinput = ({ arguments: a }) => show("input", "input: " + a.city);
  app.ontoolresult = ({ structuredContent: w }) => show("weather", w.city + ": " + w.celsius + " °C");
  document.getElementById("count").onclick = () => state.set((s) => ({ clicks: (s?.clicks ?? 0) + 1 }));
  app.connect();
</script></body></html>\`);
`;

describeBrowser("reload on save", () => {
  let dir: string;
  let browser: Browser;
  let playground: Playground;
  let page: Page;
  const lines: string[] = [];
  const view = () => page.frameLocator("#view");
  // Requests on a channel; the server's tools/call counts those of show_weather, not the view's calls to the view-state tools.
  const count = (channel: string, method: string) =>
    page
      .locator(`#rpc-log .rpc-row[data-channel="${channel}"][data-method="${method}"][data-kind="request"]`, {
        ...(method === "tools/call" && { hasText: '"name": "show_weather"' }),
      })
      .count();
  const edit = (text: string) => writeFileSync(join(dir, "src", "view.txt"), `${text}\n`);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-watch-"));
    mkdirSync(join(dir, "src"));
    edit("First text");
    writeFileSync(join(dir, "build.mjs"), BUILD);
    const out = join(dir, "view.html"); // written by the first build, before the server starts
    const build = [process.execPath, join(dir, "build.mjs"), join(dir, "src", "view.txt"), RUNTIME, out].map((a) => `"${a}"`).join(" ");
    [browser, playground] = await Promise.all([
      launchChromium(),
      startPlayground({
        port: 0,
        command: [process.execPath, SERVER, "--stdio", "--view-state", "--html", out],
        watch: [join(dir, "src")],
        build,
        onWatchLine: (line) => lines.push(line),
      }),
    ]);
    page = patient(await browser.newPage());
    await page.goto(`${playground.url}?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`);
    await view().locator("#weather", { hasText: "Oslo: 4 °C" }).waitFor(WAIT);
    await page.locator('#build-status[data-state="watching"]').waitFor({ state: "attached", ...WAIT }); // the page follows the stream
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("rebuilds and reloads the view on save, with its input and result replayed and its view state kept", async () => {
    expect(await view().locator("#text").textContent()).toBe("First text");
    await view().locator("#count").click();
    await expect.poll(() => view().locator("#state").textContent(), WAIT).toBe('{"clicks":1}');
    const loads = await count("view", "ui/initialize");
    edit("Second text");
    await expect.poll(() => view().locator("#text").textContent(), WAIT).toBe("Second text");
    await expect.poll(() => view().locator("#weather").textContent(), WAIT).toBe("Oslo: 4 °C");
    expect(await view().locator("#input").textContent()).toBe("input: Oslo");
    await expect.poll(() => view().locator("#state").textContent(), WAIT).toBe('{"clicks":1}');
    expect([await count("view", "ui/initialize"), await count("server", "tools/call")]).toEqual([loads + 1, 1]);
    const source = relative(process.cwd(), join(dir, "src", "view.txt")); // as the terminal and the chat name it
    expect(await page.locator("#transcript .chat.host strong").allTextContents()).toEqual([`View reloaded (${source} changed)`]);
    expect(lines).toContain(`${source} changed: building…`);
    expect(lines.some((line) => /^built in \d+\.\d s: reloading the view$/.test(line))).toBe(true);
  });

  it("shows a failed build's last lines, without escape codes, and keeps the view; the next good build reloads it", async () => {
    const loads = await count("view", "ui/initialize");
    edit("BROKEN text");
    const banner = page.locator('#build-status[data-state="failed"]');
    await banner.waitFor(WAIT);
    expect(await banner.locator("strong").textContent()).toBe("The build failed (exit 1); the view was not reloaded. Its last lines:");
    expect(await banner.locator("pre").textContent()).toBe("error: the source is broken\n    at view.txt:1");
    expect(lines).toContain("The build failed (exit 1): see its output above; the view was not reloaded.");
    expect(lines).toContain("  [build] \u001b[31merror: the source is broken\u001b[39m");
    expect([await view().locator("#text").textContent(), await count("view", "ui/initialize")]).toEqual(["Second text", loads]);
    edit("Third text");
    await expect.poll(() => view().locator("#text").textContent(), WAIT).toBe("Third text");
    await expect.poll(() => page.locator("#build-status").getAttribute("data-state"), WAIT).toBe("built");
    expect(await page.locator("#build-status").isHidden()).toBe(true);
    await expect.poll(() => view().locator("#weather").textContent(), WAIT).toBe("Oslo: 4 °C");
    expect(await view().locator("#state").textContent()).toBe('{"clicks":1}');
    expect([await count("view", "ui/initialize"), await count("server", "tools/call")]).toEqual([loads + 1, 1]);
  });
});
