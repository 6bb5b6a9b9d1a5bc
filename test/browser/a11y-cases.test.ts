// @vitest-environment node
// Every accessibility rule's two cases (test/conformance/a11y-cases.ts: a view that passes the rule,
// one that breaks it and no other) through the four places the rules run, in Chromium (the two
// commands run while the dev host and the test kit are tested):
// `mcp-view check` (the built command), `mcp-view matrix` (Claude-like, both themes), the dev host's
// Checks (VS Code-like, dark) and the test kit (host.accessibility({ axe }) on the view in the page,
// 320 px wide). Each place finds the rule's id on its break and nothing on its pass; A11Y-002's break,
// which passes contrast in every light theme, fails only in the dark ones.
import { execFile, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Finding } from "../../src/testing/index.js";
import { startPlayground, type Playground } from "../../playground/start.js";
import { a11yCaseOf, a11yCases } from "../conformance/a11y-cases.js";
import { caseCatalogue, type ConformanceCase } from "../conformance/cases.js";
import type { A11yKitGlobals } from "./fixtures/a11y/kit.js";
import {
  bundleScript,
  CHROMIUM_PATH,
  describeBrowser,
  distFile,
  launchChromium,
  patient,
  serve,
  SLOW,
  type TestServer,
} from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../conformance/case-server.mjs", import.meta.url));
const PLACE = 5 * 60_000;

const expected = (c: ConformanceCase) => (c.breaks ? [c.rule] : []);
const ids = (rules: readonly string[]) => [...new Set(rules)].sort();
/** Each case's rule ids, by its name. */
const byCase = (cases: readonly ConformanceCase[], found: (c: ConformanceCase) => string[]) =>
  Object.fromEntries(cases.map((c) => [c.name, ids(found(c))]));

/** The built command's run: its exit status and output once it ended, and the process (stopped after the tests). */
interface CommandRun {
  done: Promise<{ code: number; stdout: string; stderr: string }>;
  child: ChildProcess;
}

/** Starts the built command with `args` on the case server. */
function command(args: string[], catalogue: string): CommandRun {
  let child!: ChildProcess;
  const done = new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    child = execFile(
      process.execPath,
      [CLI, ...args, "--", process.execPath, SERVER, "--cases", catalogue],
      { timeout: PLACE, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
  return { done, child };
}

/** The matrix's rows as it printed them: each row's tool, theme and status, and the accessibility rules listed under it. */
function matrixRows(stdout: string): Array<{ tool: string; theme: string; status: string; rules: string[] }> {
  const rows: Array<{ tool: string; theme: string; status: string; rules: string[] }> = [];
  for (const line of stdout.split("\n")) {
    const row = /^(pass|FAIL|skip) {2}(\S+) · .+? · (light|dark) · \w+/.exec(line);
    if (row) rows.push({ status: row[1]!, tool: row[2]!, theme: row[3]!, rules: [] });
    const listed = /^ {6}(A11Y-\d{3}) (?:error|warning): /.exec(line);
    if (listed) rows.at(-1)!.rules.push(listed[1]!);
  }
  return rows;
}

describeBrowser("every accessibility rule's cases, in the four places", () => {
  let dir: string;
  let cases: ConformanceCase[];
  let catalogue: string;
  let browser: Browser;
  let check: CommandRun;
  let matrix: CommandRun;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-a11y-cases-"));
    cases = a11yCases(distFile("mcp-view.global.js"));
    catalogue = join(dir, "cases.json");
    writeFileSync(catalogue, JSON.stringify(caseCatalogue(cases)));
    check = command(["check", "--json"], catalogue);
    matrix = command(["matrix", "--profiles", "claude", "--themes", "light,dark"], catalogue);
    browser = await launchChromium();
  }, SLOW);
  afterAll(async () => {
    for (const run of [check, matrix]) if (run && run.child.exitCode === null) run.child.kill();
    await Promise.all([check?.done, matrix?.done]);
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    "the dev host's Checks, under VS Code-like in dark: each break gets its rule's id, each pass none; A11Y-002's break passes in light",
    async () => {
      const playground: Playground = await startPlayground({ port: 0, command: [process.execPath, SERVER, "--cases", catalogue] });
      try {
        const checked = async (name: string, theme: string) => {
          const tab = patient(await browser.newPage({ viewport: { width: 1280, height: 900 } }));
          try {
            await tab.goto(`${playground.url}?tool=${name}&profile=vscode&theme=${theme}`);
            await tab.locator('#conformance li[data-key="check:judged"]').waitFor({ state: "attached" });
            const lines = await tab.locator("#conformance li").allTextContents();
            return lines.flatMap((line) => /^\W*([A-Z0-9]+-\d{3}):/.exec(line)?.[1] ?? []);
          } finally {
            await tab.close();
          }
        };
        const found: Record<string, string[]> = {};
        const queue = [...cases];
        await Promise.all(
          [1, 2, 3, 4, 5, 6, 7, 8].map(async () => {
            for (let c = queue.shift(); c; c = queue.shift()) found[c.name] = ids(await checked(c.name, "dark"));
          }),
        );
        expect(byCase(cases, (c) => found[c.name]!)).toEqual(byCase(cases, expected));
        expect(await checked("a11y_002_break", "light")).toEqual([]);
      } finally {
        await playground.close();
      }
    },
    PLACE,
  );

  it(
    "the test kit: host.accessibility({ axe }) on the view in the page; each break gets its rule's id, each pass none; A11Y-002 only in the dark themes",
    async () => {
      const kit = await bundleScript(fileURLToPath(new URL("./fixtures/a11y/kit.ts", import.meta.url)));
      const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
      const page = (c: ConformanceCase) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8">${c.view.head}<script>${runtime}</script></head><body>${c.view.body}` +
        `<script type="module">${kit}</script><script type="module">\n${c.view.script}\n</script></body></html>`;
      const server: TestServer = await serve(Object.fromEntries(cases.map((c) => [`/${c.name}.html`, page(c)])));
      try {
        const found: Record<string, Finding[]> = {};
        const queue = [...cases];
        await Promise.all(
          [1, 2].map(async () => {
            const tab = patient(await browser.newPage({ viewport: { width: 320, height: 640 } }));
            try {
              for (let c = queue.shift(); c; c = queue.shift()) found[c.name] = await kitRun(tab, `${server.origin}/${c.name}.html`, c);
            } finally {
              await tab.close();
            }
          }),
        );
        expect(byCase(cases, (c) => found[c.name]!.map((f) => f.rule))).toEqual(byCase(cases, expected));
        expect(found["a11y_002_break"]!.map((f) => f.subject).filter((s) => !/^view in dark: /.test(s))).toEqual([]);
      } finally {
        await server.close();
      }
    },
    PLACE,
  );

  it(
    "mcp-view check: each break gets its rule's id and nothing else, each pass nothing; A11Y-002 only in the dark themes; exit 1",
    async () => {
      const { code, stdout, stderr } = await check.done;
      expect(stderr).toBe("");
      const report = JSON.parse(stdout) as { findings: Finding[]; unmeasured: unknown[] };
      expect([code, report.unmeasured, report.findings.filter((f) => !a11yCaseOf(f.subject))]).toEqual([1, [], []]);
      const found = byCase(cases, (c) => report.findings.filter((f) => a11yCaseOf(f.subject) === c.name).map((f) => f.rule));
      expect(found).toEqual(byCase(cases, expected));
      const contrast = report.findings.filter((f) => f.rule === "A11Y-002").map((f) => f.subject);
      expect(contrast.length).toBeGreaterThan(0);
      expect(contrast.filter((subject) => !/^view of a11y_002_break in dark: /.test(subject))).toEqual([]);
    },
    PLACE,
  );

  it(
    "mcp-view matrix: each row of a break lists its rule's id and nothing else, an error fails it; A11Y-002's break fails its dark rows only",
    async () => {
      const { code, stdout } = await matrix.done;
      const rows = matrixRows(stdout);
      expect([code, rows.length]).toEqual([1, cases.length * 2]);
      const seen = (c: ConformanceCase, theme: string) => rows.find((r) => r.tool === c.name && r.theme === theme)!;
      const wanted = (c: ConformanceCase, theme: string) => (c.rule === "A11Y-002" && theme === "light" ? [] : expected(c));
      for (const theme of ["light", "dark"])
        expect(
          byCase(cases, (c) => seen(c, theme).rules),
          theme,
        ).toEqual(byCase(cases, (c) => wanted(c, theme)));
      const errors = new Set(["A11Y-001", "A11Y-002", "A11Y-003", "A11Y-004", "A11Y-006"]);
      const failed = rows.filter((r) => r.status === "FAIL").map((r) => `${r.tool} ${r.theme}`);
      const failing = cases.flatMap((c) =>
        ["light", "dark"].filter((t) => wanted(c, t).some((r) => errors.has(r))).map((t) => `${c.name} ${t}`),
      );
      expect(failed.sort()).toEqual(failing.sort());
    },
    PLACE,
  );
});

/** The case's view under the test kit at `url`: connected, given its input and result, then measured; every finding of the host. */
async function kitRun(page: Page, url: string, c: ConformanceCase): Promise<Finding[]> {
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as { __kit?: A11yKitGlobals }).__kit?.host.initialized);
  return page.evaluate(async (result) => {
    const { host, axe } = (window as unknown as { __kit: A11yKitGlobals }).__kit;
    await host.sendToolInput({ arguments: {} });
    await host.sendToolResult(result as never);
    const out = document.getElementById("out")!;
    while (!/^(Result|Failed):/.test(out.textContent ?? "")) await new Promise((resolve) => requestAnimationFrame(resolve));
    await host.accessibility({ axe });
    return host.conformance();
  }, c.result);
}
