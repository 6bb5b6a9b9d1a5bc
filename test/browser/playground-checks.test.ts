// @vitest-environment node
// The conformance rules in the dev host, in Chromium: a view that asks for fullscreen through
// app.request (which skips the App's own check) gets APP-106 in "Why is it blank?"'s Checks under a
// host that offers inline only (VS Code), none under one that offers fullscreen; the Hosts matrix
// counts each row's findings, so only the rows of inline-only hosts have one.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { PROFILES } from "../../playground/host/session/profiles.js";
import { RULES } from "../../src/testing/index.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { describeBrowser, distFile, launchChromium, patient, WAIT } from "./support.js";

const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const WEATHER = `tool=show_weather&args=${encodeURIComponent('{"city":"Oslo"}')}`;

describeBrowser("the conformance rules in the dev host", () => {
  let dir: string;
  let browser: Browser;
  let playground: Playground;
  const pages: Page[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-checks-"));
    const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
    const file = join(dir, "greedy.html");
    writeFileSync(
      file,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${runtime}</script></head><body><p>greedy</p><script>
const app = new McpView.App({ name: "greedy", version: "1.0.0" });
app.connect().then(() => app.request({ method: "ui/request-display-mode", params: { mode: "fullscreen" } }).catch(() => {}));
</script></body></html>`,
    );
    [browser, playground] = await Promise.all([
      launchChromium(),
      startPlayground({ port: 0, command: [process.execPath, SERVER, "--stdio", "--html", file] }),
    ]);
  }, 60_000);
  afterEach(async () => void (await Promise.all(pages.splice(0).map((p) => p.close()))));
  afterAll(async () => {
    await browser?.close();
    await playground?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(query: string): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    pages.push(page);
    await page.goto(`${playground.url}?${query}`);
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" });
    return page;
  }
  const checks = (page: Page) => page.locator("#conformance li").allTextContents();

  it("lists APP-106 with its fix under an inline-only host, and nothing under one offering fullscreen", async () => {
    const vscode = await open(`${WEATHER}&profile=vscode`);
    await expect
      .poll(() => checks(vscode), WAIT)
      .toEqual([
        expect.stringMatching(
          /^✕APP-106: It asked for display mode "fullscreen"; the host offers "inline"\.Fix: Check hostContext\.availableDisplayModes/,
        ),
      ]);
    expect(await vscode.locator("#conformance li").first().getAttribute("data-severity")).toBe("error");
    const everything = await open(`${WEATHER}&profile=default`);
    // The view's request was answered (the RPC log has it) before the rules ran on it.
    await everything
      .locator('#rpc-log .rpc-row[data-channel="view"][data-method="ui/request-display-mode"]')
      .first()
      .waitFor({ state: "attached" });
    // Once the view has had its time, the one line says the rules found nothing.
    await everything.locator('#conformance li[data-key="check:judged"]').waitFor({ state: "attached", ...WAIT });
    expect(await checks(everything)).toEqual([expect.stringMatching(new RegExp(`^✓${RULES.length} rules judged the view: no finding`))]);
  });

  it("counts each matrix row's findings: one where the host offers inline only", async () => {
    const page = await open(`${WEATHER}&profile=default`);
    await expect.poll(() => page.locator("#hosts").isEnabled(), WAIT).toBe(true);
    await page.locator("#hosts").click();
    await expect.poll(() => page.locator("#matrix-status").textContent(), WAIT).toMatch(/^\d+ profiles ran show_weather's view/);
    const cells = await page
      .locator("#matrix-table tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [(tr as HTMLElement).dataset.profile!, tr.querySelector('td[data-cell="checks"]')?.textContent ?? ""]),
      );
    const inlineOnly = new Set(PROFILES.filter((p) => !p.displayModes.includes("fullscreen")).map((p) => p.id));
    expect(inlineOnly.size).toBeGreaterThan(0);
    // The legacy window.openai-only row is left out: the view did not opt in there, so it never connects.
    const legacy = new Set(PROFILES.filter((p) => p.legacy).map((p) => p.id));
    for (const [profile, count] of cells.filter(([id]) => !legacy.has(id as never)))
      expect(count, profile).toBe(inlineOnly.has(profile as never) ? "1" : "0");
  });
});
