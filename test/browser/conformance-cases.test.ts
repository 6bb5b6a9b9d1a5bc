// @vitest-environment node
// Every conformance rule's two cases (test/conformance/cases.ts: one that passes the rule, one that
// breaks it and no other) through the three places the rules run, in Chromium: `mcp-view check`
// (the built command, on the case server), the test kit (host.conformance() in the page, on a view
// in the same document, 320 px wide, with checkServer on the case's server), and the dev host
// ("Why blank?"'s Checks, under an inline-only host). Each place must find the rule's id on its
// break, and nothing on its pass. The kit and the dev host run the cases in a few tabs at once: most
// of their time is spent waiting on pages.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkServer, checkStyles, type Finding, type RuleId } from "../../src/testing/index.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { caseCatalogue, caseOf, caseSnapshot, conformanceCases, type ConformanceCase } from "../conformance/cases.js";
import type { KitGlobals } from "./fixtures/conformance/kit.js";
import {
  bundleScript,
  CHROMIUM_PATH,
  describeBrowser,
  distFile,
  launchChromium,
  patient,
  serve,
  SLOW,
  WAIT,
  type TestServer,
} from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../conformance/case-server.mjs", import.meta.url));

/** The rule ids a place should find on `c`: its rule on its break, none on its pass. */
const expected = (c: ConformanceCase): RuleId[] => (c.breaks ? [c.rule] : []);
const ids = (findings: readonly Finding[]): RuleId[] => [...new Set(findings.map((f) => f.rule))].sort();

/** Whether the case's server serves its view's HTML (else there is no view to run). */
const servesHtml = (c: ConformanceCase) =>
  !!c.read?.contents.some((item) => typeof item.text === "string" || typeof item.blob === "string");

/** Runs `fn` on each of `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await fn(item);
    }),
  );
}

/** A rule's id at the head of a Checks line: `✕APP-106: It asked…`. */
const lineRule = (line: string) => /^\W*((?:APP|CONTENT|DESIGN|SIZE)-\d{3}):/.exec(line)?.[1];

describeBrowser("every rule's cases, in the three places", () => {
  let dir: string;
  let cases: ConformanceCase[];
  let catalogue: string;
  let browser: Browser;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-cases-"));
    cases = conformanceCases(distFile("mcp-view.global.js"));
    catalogue = join(dir, "cases.json");
    writeFileSync(catalogue, JSON.stringify(caseCatalogue(cases)));
    browser = await launchChromium();
  }, SLOW);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "mcp-view check: each break gets its rule's id, each pass none; exit 1",
    async () => {
      const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [CLI, "check", "--json", "--", process.execPath, SERVER, "--cases", catalogue],
          { timeout: 10 * 60_000, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 64 << 20 },
          (error, out, err) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout: out, stderr: err }),
        );
      });
      expect(stderr).toBe("");
      const report = JSON.parse(stdout) as { findings: Finding[]; tools: number };
      expect([code, report.tools]).toEqual([1, cases.length]);
      const stray = report.findings.filter((f) => !caseOf(f.subject));
      expect(stray).toEqual([]);
      const found = Object.fromEntries(cases.map((c) => [c.name, ids(report.findings.filter((f) => caseOf(f.subject) === c.name))]));
      expect(found).toEqual(Object.fromEntries(cases.map((c) => [c.name, expected(c)])));
    },
    10 * 60_000,
  );

  it(
    "the test kit: host.conformance() on the view in the page, checkServer on its server; each break gets its rule's id, each pass none",
    async () => {
      const kit = await bundleScript(fileURLToPath(new URL("./fixtures/conformance/kit.ts", import.meta.url)));
      const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
      const page = (c: ConformanceCase) =>
        `<!doctype html><html><head><meta charset="utf-8">${c.view.head}<script>${runtime}</script></head><body>${c.view.body}` +
        `<script type="module">${kit}</script><script type="module">\n${c.view.script}\n</script></body></html>`;
      const server: TestServer = await serve(Object.fromEntries(cases.map((c) => [`/${c.name}.html`, page(c)])));
      const tabs: Page[] = [];
      try {
        const found: Record<string, RuleId[]> = {};
        // Four tabs at a time, each running its cases one after the other.
        const free: Page[] = [];
        await inBatches(cases, 4, async (c) => {
          const tab = free.pop() ?? patient(await browser.newPage({ viewport: { width: 320, height: 640 } }));
          if (!tabs.includes(tab)) tabs.push(tab);
          const onServer = [
            ...checkServer(caseSnapshot(c)),
            ...(c.read?.contents ?? []).flatMap((item) => (typeof item.text === "string" ? checkStyles(item.text, "view") : [])),
          ];
          const view = servesHtml(c)
            ? [
                ...(await kitRun(tab, `${server.origin}/${c.name}.html`, c, false)),
                ...(await kitRun(tab, `${server.origin}/${c.name}.html`, c, true)).filter((f) => f.rule === "DESIGN-002"),
              ]
            : [];
          found[c.name] = ids([...onServer, ...view]);
          free.push(tab);
        });
        expect(found).toEqual(Object.fromEntries(cases.map((c) => [c.name, expected(c)])));
      } finally {
        await Promise.all(tabs.map((tab) => tab.close()));
        await server.close();
      }
    },
    10 * 60_000,
  );

  it(
    "the dev host: Why blank?'s Checks, under an inline-only host; each break gets its rule's id, each pass none",
    async () => {
      const playground: Playground = await startPlayground({ port: 0, command: [process.execPath, SERVER, "--cases", catalogue] });
      try {
        const found: Record<string, RuleId[]> = {};
        await inBatches(cases, 8, async (c) => {
          const tab = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
          try {
            const args = encodeURIComponent(JSON.stringify(c.cancel ? { hold: true } : {}));
            await tab.goto(`${playground.url}?tool=${c.name}&args=${args}&profile=vscode`);
            if (c.cancel) {
              await tab.locator('#diagnostics li[data-key="handshake"][data-severity="ok"]').waitFor({ state: "attached" });
              await tab.locator("#cancel").click();
            }
            await tab.locator('#conformance li[data-key="check:judged"]').waitFor({ state: "attached" });
            // The verdict on a cancelled call comes CANCEL_GRACE_MS after the view's own report of
            // the cancellation, which a busy machine can deliver after the judged line: wait for it.
            if (c.cancel && c.rule === "DESIGN-002" && c.breaks)
              await tab
                .locator("#conformance li", { hasText: "DESIGN-002" })
                .first()
                .waitFor({ state: "attached", ...WAIT });
            const lines = await tab.locator("#conformance li").allTextContents();
            found[c.name] = [...new Set(lines.flatMap((line) => lineRule(line) ?? []))].sort() as RuleId[];
          } finally {
            await tab.close();
          }
        });
        expect(Object.fromEntries(cases.map((c) => [c.name, found[c.name]]))).toEqual(
          Object.fromEntries(cases.map((c) => [c.name, expected(c)])),
        );
      } finally {
        await playground.close();
      }
    },
    10 * 60_000,
  );
});

/**
 * One run of the case's view under the test kit at `url`: connected (or, for a view that never
 * connects, shown), asked for its tools if it declares some, given its input and then its result
 * (or, with `cancel`, told the call was cancelled) once it sent initialized; the rules once it
 * handled that.
 */
async function kitRun(page: Page, url: string, c: ConformanceCase, cancel: boolean): Promise<Finding[]> {
  await page.goto(url);
  await page.waitForFunction(() => "__kit" in window);
  const connects = !(c.rule === "APP-100" && c.breaks);
  const sizes = !(c.rule === "APP-104" && c.breaks);
  const initializes = !(c.rule === "APP-102" && c.breaks);
  if (!connects) {
    await page.waitForFunction(() => document.getElementById("out")?.textContent?.startsWith("A view"));
    return page.evaluate(() => (window as unknown as { __kit: KitGlobals }).__kit.host.conformance());
  }
  // Connected: it said its size (or, if it never does, it sent initialized).
  await page.waitForFunction(
    (method) => {
      const { host } = (window as unknown as { __kit: KitGlobals }).__kit;
      return host.messages.some((r) => r.direction === "received" && r.method === method);
    },
    sizes ? "ui/notifications/size-changed" : "ui/notifications/initialized",
  );
  // A view that never sent initialized gets no tool input or result: the kit, as hosts, waits for it.
  if (!initializes) return page.evaluate(() => (window as unknown as { __kit: KitGlobals }).__kit.host.conformance());
  return page.evaluate(
    async ({ result, cancel, handles }) => {
      const { host } = (window as unknown as { __kit: KitGlobals }).__kit;
      if (host.appCapabilities?.tools) await host.listTools().catch(() => {});
      // Cancelled before its input came, as check does; else its input, then its result.
      if (cancel) await host.sendToolCancelled({ reason: "test" });
      else {
        await host.sendToolInput({ arguments: {} });
        await host.sendToolResult(result as never);
      }
      const out = document.getElementById("out")!;
      const done = () => (cancel ? out.textContent === "Cancelled." : out.textContent?.startsWith("Result:"));
      // A view that does not handle the cancellation: two frames for the message to have reached it.
      if (!handles) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      else while (!done()) await new Promise((resolve) => requestAnimationFrame(resolve));
      return host.conformance();
    },
    { result: c.result, cancel, handles: !(cancel && c.rule === "DESIGN-002" && c.breaks) },
  );
}
