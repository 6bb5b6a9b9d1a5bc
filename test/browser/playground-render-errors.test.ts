// @vitest-environment node
// A render error in each framework's view, where its author looks, in Chromium: the views of
// fixtures/render-errors/ (React, Vue, Solid, Svelte on mcp-view's bindings, built as the templates
// build them: Vite and mcp-view/rollup's singleFile()) render "Waiting…", then throw as they render
// the tool result of the small stdio server of test/playground/fixtures (--html, read at each
// resources/read, so each test writes its view). Each framework reports it its own way: React and
// Svelte as an uncaught error, Vue with console.error, Solid inside the App's state subscriber (an App
// error). "Why is it blank?" names it as a problem, with its text, in the author's terms, and says
// what an error after the page's first run stopped; no line of the Console or the terminal carries
// its label twice.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import vue from "@vitejs/plugin-vue";
import type { Browser, Page } from "playwright-core";
import { build, type PluginOption, type Rollup } from "vite";
import solid from "vite-plugin-solid";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { singleFile } from "mcp-view/rollup";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const ARGS = `?tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`;
const ERROR = "TypeError: Cannot read properties of undefined (reading 'today')";
const MESSAGE = "Cannot read properties of undefined (reading 'today')";

const PLUGINS: Record<Framework, PluginOption[]> = { react: [], vue: [vue()], solid: [solid()], svelte: [svelte({ configFile: false })] };
type Framework = "react" | "vue" | "solid" | "svelte";

/** The framework's view as one HTML file, from `vite build` (the caller sets NODE_ENV). */
async function buildView(framework: Framework): Promise<string> {
  const result = await build({
    root: fileURLToPath(new URL(`./fixtures/render-errors/${framework}/`, import.meta.url)),
    configFile: false,
    logLevel: "silent",
    mode: "production",
    plugins: PLUGINS[framework],
    build: { write: false, modulePreload: { polyfill: false }, rollupOptions: { plugins: [singleFile()] } },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output);
  expect(output.map((o) => o.fileName)).toEqual(["index.html"]);
  return String((output[0] as Rollup.OutputAsset).source);
}

/** The labels an entry's line may carry once: what kind of entry it is. */
const LABELS = /console\.error|console\.warn|app error|uncaught|unhandled rejection/gi;
const doubled = (lines: string[]) => lines.filter((line) => (line.match(LABELS) ?? []).length > 1);

describeBrowser("a render error in each framework's view, in the playground", () => {
  let dir: string;
  let file: string;
  let browser: Browser;
  let playground: Playground;
  const views = {} as Record<Framework, string>;
  const terminal: string[] = [];
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-render-errors-"));
    file = join(dir, "view.html");
    writeFileSync(file, "<!doctype html><p>No view yet</p>");
    // For production, as the templates build today: vitest's NODE_ENV=test would make Vite, the JSX
    // transform and the frameworks' plugins build for development.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      for (const framework of Object.keys(PLUGINS) as Framework[]) views[framework] = await buildView(framework);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    [browser, playground] = await Promise.all([
      launchChromium(),
      startPlayground({
        port: 0,
        command: [process.execPath, SERVER, "--stdio", "--html", file],
        onViewConsole: (line) => terminal.push(line),
      }),
    ]);
  }, 120_000);

  afterEach(async () => {
    await Promise.all(pages.splice(0).map((p) => p.close()));
    terminal.length = 0;
  });

  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Serves the framework's view and calls the tool; the page. */
  async function open(framework: Framework): Promise<Page> {
    writeFileSync(file, views[framework]);
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    await page.goto(`${playground.url}${ARGS}`);
    return page;
  }

  const line = (page: Page, key: string) => page.locator(`#diagnostics li[data-key="${key}"]`);
  const consoleLines = (page: Page) => page.locator("#console li.log").allTextContents();

  /** The line `key` once it is there: its severity, title and detail. */
  async function diagnostic(page: Page, key: string): Promise<{ severity: string | null; title: string | null; detail: string | null }> {
    await line(page, key).waitFor({ state: "attached", ...WAIT });
    return {
      severity: await line(page, key).getAttribute("data-severity"),
      title: await line(page, key).locator("strong").textContent(),
      detail: await line(page, key).locator("p").textContent(),
    };
  }

  it.each(["react", "svelte"] as const)(
    "%s: a render error after the tool result is an uncaught error of a later call, not of the script's first run",
    async (framework) => {
      const page = await open(framework);
      const { severity, title, detail } = await diagnostic(page, "uncaught");
      expect(severity).toBe("error");
      expect(title).toMatch(new RegExp(`^The view threw: ${ERROR.replace(/[()]/g, "\\$&")}`));
      expect(detail).toMatch(/^An uncaught error in code that ran later .*: that call stopped where it threw/);
      expect(detail).not.toContain("the rest of that script did not run");
      const entry = page.locator('#console li[data-kind="uncaught"]');
      expect(await entry.locator(".text").textContent()).toBe(ERROR);
      expect(doubled(await consoleLines(page))).toEqual([]);
      await expect.poll(() => terminal.length, WAIT).toBeGreaterThan(0);
      expect(doubled(terminal)).toEqual([]);
    },
  );

  it("vue: the console.error Vue reports a render error with is a problem on “Why is it blank?”, with its text", async () => {
    const page = await open("vue");
    const { severity, title } = await diagnostic(page, "console-error");
    expect(severity).toBe("error");
    expect(title).toMatch(/^The view logged an error(, then shrank from \d+ to \d+ px| before it rendered): /);
    expect(title).toContain(ERROR);
    await expect.poll(() => page.locator("#tab-diagnostics .badge").textContent(), WAIT).toMatch(/^[1-9]\d*$/);
    const entry = page.locator('#console li[data-kind="console-error"]');
    expect(await entry.locator(".text").textContent()).toBe(ERROR);
    expect(doubled(await consoleLines(page))).toEqual([]);
    await expect.poll(() => terminal, WAIT).toContain(`[show_weather] console.error: ${ERROR}`);
  });

  it("solid: the error Solid's render throws inside the App's state subscriber reads in the author's terms", async () => {
    const page = await open("solid");
    const { severity, title, detail } = await diagnostic(page, "app-error");
    expect(severity).toBe("error");
    expect(title).toBe(`Rendering the App's new state threw: ${MESSAGE}`);
    expect(detail).toMatch(/^A component, memo or effect that reads the App's state/);
    const entry = page.locator('#console li[data-kind="app-error"]');
    expect(await entry.locator(".text").textContent()).toBe(`Rendering the App's new state threw: ${MESSAGE}`);
    expect(await page.locator("#diagnostics, #console").allTextContents()).not.toContainEqual(expect.stringContaining("subscriber"));
    expect(doubled(await consoleLines(page))).toEqual([]);
    await expect.poll(() => terminal, WAIT).toContain(`[show_weather] App error: Rendering the App's new state threw: ${MESSAGE}`);
  });
});
