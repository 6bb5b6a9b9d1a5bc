// @vitest-environment node
// What mcp-view ships passes its own accessibility rules, in Chromium. The dev host's example views:
// `mcp-view check` (the built command) on the embedded example server finds no A11Y finding under any
// profile's light or dark look. The dev host's own page, in its light and its dark theme, breaks none
// of axe-core's WCAG 2.2 A and AA rules (a whole page, so none is left off) and none of the keyboard
// walk's; and it is used with the keyboard alone: Tab from the top reaches a tool, Enter picks it and
// runs it, and Tab goes into the view it shows and out of it again.
import { execFile, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AXE_RULES, type Finding } from "../../src/testing/index.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import type { PageProbe } from "./fixtures/a11y/page-probe.js";
import { bundleScript, CHROMIUM_PATH, describeBrowser, launchChromium, patient, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const EXAMPLE = fileURLToPath(new URL("../../playground/example/serve.ts", import.meta.url));
const AXE = fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));

describeBrowser("what mcp-view ships passes its accessibility rules", () => {
  let browser: Browser;
  let playground: Playground;
  let probe: string;
  // The command on the example server runs while the page is tested.
  let child: ChildProcess | undefined;
  let checked: Promise<{ code: number; stdout: string; stderr: string }>;

  beforeAll(async () => {
    checked = new Promise((resolve) => {
      child = execFile(
        process.execPath,
        [CLI, "check", "--json", "--", process.execPath, "--import", "tsx", EXAMPLE, "--stdio"],
        { timeout: 5 * 60_000, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 16 << 20 },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    [browser, playground, probe] = await Promise.all([
      launchChromium(),
      startPlayground({ port: 0 }),
      bundleScript(fileURLToPath(new URL("./fixtures/a11y/page-probe.ts", import.meta.url))),
    ]);
  }, SLOW);
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill();
    await checked;
    await browser?.close();
    await playground?.close();
  });

  /** The dev host's page at `query`, once its view completed the handshake. */
  async function open(query: string): Promise<Page> {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    await page.goto(`${playground.url}?${query}`);
    await page.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" });
    return page;
  }

  it("the dev host's page, in its light and dark theme: no accessibility error, axe-core's every WCAG A and AA rule on", async () => {
    for (const theme of ["light", "dark"]) {
      const page = await open(`theme=${theme}&tool=show_orders`);
      try {
        await page.addScriptTag({ path: AXE });
        await page.addScriptTag({ content: probe, type: "module" });
        await page.waitForFunction(() => "__a11y" in window);
        const findings = await page.evaluate(async (tags) => {
          const { probe, check } = (window as unknown as { __a11y: PageProbe }).__a11y;
          const axe = (window as unknown as { axe: Parameters<PageProbe["probe"]["axe"]>[1] }).axe;
          const seen = { axe: await probe.axe(document, axe, { tags, off: [] }), keyboard: probe.keyboard(document) };
          return check(seen, "page");
        }, AXE_RULES.tags);
        expect(
          findings.filter((f) => f.severity === "error").map((f) => `${f.rule}: ${f.message}`),
          theme,
        ).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });

  it("the dev host's page works with the keyboard alone: Tab to a tool, Enter, call it, Tab into its view and out", async () => {
    const page = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
    try {
      await page.goto(playground.url);
      await page.locator('#tools button.tool[data-tool="show_board"]').waitFor();
      const active = () =>
        page.evaluate(() => {
          const el = document.activeElement;
          return { id: el?.id ?? "", tool: (el as HTMLElement | null)?.dataset?.tool ?? "", tag: el?.tagName ?? "" };
        });
      /** Presses Tab until `reached` holds (at most `most` times); resolves with whether it did. */
      const tabUntil = async (reached: (el: Awaited<ReturnType<typeof active>>) => boolean, most = 120) => {
        for (let i = 0; i < most; i++) {
          await page.keyboard.press("Tab");
          if (reached(await active())) return true;
        }
        return false;
      };
      expect(await tabUntil((el) => el.tool === "show_board")).toBe(true);
      await page.keyboard.press("Enter");
      expect(await tabUntil((el) => el.id === "run")).toBe(true);
      await page.keyboard.press("Enter");
      const view = page.frameLocator("#stage iframe");
      await view.locator("button.collapse").first().waitFor();
      // Into the view: the page's focus is on its frame, and the view's on one of its controls.
      expect(await tabUntil((el) => el.tag === "IFRAME")).toBe(true);
      expect(await view.locator(":focus").evaluate((el) => el.tagName)).toBe("BUTTON");
      // And out of it: Tab reaches the page again.
      expect(await tabUntil((el) => el.tag !== "IFRAME")).toBe(true);
    } finally {
      await page.close();
    }
  });

  it(
    "the example views: mcp-view check on the example server finds no accessibility finding in any host's light or dark theme",
    async () => {
      const { code, stdout, stderr } = await checked;
      const report = JSON.parse(stdout) as { views: number; errors: number; findings: Finding[]; unmeasured: unknown[] };
      const a11y = report.findings.filter((f) => f.rule.startsWith("A11Y")).map((f) => `${f.rule} ${f.subject}: ${f.message}`);
      expect({ code, views: report.views, errors: report.errors, a11y, unmeasured: report.unmeasured }, stderr).toEqual({
        code: 0,
        views: 5,
        errors: 0,
        a11y: [],
        unmeasured: [],
      });
    },
    5 * 60_000,
  );
});
