// mcp-view init's templates as a new user gets them, from the packed tarball: docs/first-widget.md's
// marked shell blocks run as written (the vanilla template: init, install, test, build), then the
// react, preact, vue, svelte and solid templates, and the vanilla one with `--sdk 1`, with the
// install line init printed, run as printed (the tarball's absolute path); each project has its own
// generation of the MCP SDK alone (the default, 2.x, or 1.x), its npm test (which type-checks it) and
// npm run build pass, and dist/index.html is one self-contained file. In Chromium, every project
// passes mcp-view check on its server with no error and exactly the warnings listed (none); and the
// guide's npm run dev agrees on the protocol revision of the project's SDK (2026-07-28 on 2.x,
// 2025-11-25 on 1.x), renders the view from a deep link, the guide's edit shows in the open view
// without calling the tool again, the view's own tools/call reaches the server, a deliberate throw in
// the component shows in the Console and the terminal at its own line of src/Greeter.* (the
// development build's source map, read by the dev host), and SIGTERM stops every process of it. The
// installs come from the npm cache (the templates use this repository's ranges). The suite is split
// between test files (test/dist/templates*.test.ts), each with its own projects, run one after the other.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { run, waitForOutput, type Running } from "../playground/support.js";
import { ROOT } from "../../bench/lib/bundle.js";
import { CHROMIUM_PATH, describeBrowser, launchChromium } from "../browser/support.js";
import { DEFAULT_PROFILES } from "../../playground/cli/matrix-args.js";
import { processTree, stillRunning, type ProcessInfo } from "../support/processes.js";
import { stopStarted } from "../support/stop-started.js";
import { packAndInstall, type PackedInstall } from "./packed.js";
import {
  ENV,
  devBlock,
  expectOwnSdk,
  expectSingleFile,
  printedCommands,
  runBlocks,
  shell,
  startDev,
  throwOnConnect,
} from "./templates-support.js";


const GUIDE = "docs/first-widget.md";
const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
/** The tarball's path as the guide writes it; the test puts the real one in its place, and nothing else. */
const GUIDE_TARBALL = `~/mcp-view/mcp-view-${version}.tgz`;
const INSTALL = 240_000;

/** The projects `init` makes beside the guide's my-widget: its options, its npm test's count, its MCP SDK generation. */
const INSTALLS: Array<[Project, string, number, string]> = [
  // The react template holds three tests in one file, each mounted inside act() on a host of its own.
  ["react", "--template react", 3, "2"],
  ["preact", "--template preact", 2, "2"],
  ["vue", "--template vue", 2, "2"],
  ["svelte", "--template svelte", 2, "2"],
  ["solid", "--template solid", 2, "2"],
  // The 1.x SDK's server is installed with one template, the vanilla one: the server is the same in all.
  ["vanilla-sdk1", "--sdk 1", 3, "1"],
];

/** The warnings `mcp-view check` may give each project (none): a template that gains one fails. */
const WARNINGS: Array<[Project | "my-widget", string[]]> = [
  ["my-widget", []],
  ["react", []],
  ["preact", []],
  ["vue", []],
  ["svelte", []],
  ["solid", []],
  ["vanilla-sdk1", []],
];

/** Each project's component source, which the dev test edits. */
const SOURCES: Array<[Project | "my-widget", string]> = [
  ["my-widget", "src/greeter.ts"],
  ["react", "src/Greeter.tsx"],
  ["preact", "src/Greeter.tsx"],
  ["vue", "src/Greeter.vue"],
  ["svelte", "src/Greeter.svelte"],
  ["solid", "src/Greeter.tsx"],
  ["vanilla-sdk1", "src/greeter.ts"],
];

/** A project `init` makes in the suite (the guide's my-widget aside). */
export type Project = "react" | "preact" | "vue" | "svelte" | "solid" | "vanilla-sdk1";

/**
 * The suite on `projects` (and, with `guide`, on docs/first-widget.md's my-widget with its matrix),
 * from a packed tarball of its own. The test files split the projects between them, so that
 * vitest's workers share the installs instead of one file taking them all in turn.
 */
export function templateSuite({ projects, guide = false }: { projects: readonly Project[]; guide?: boolean }): void {
  const checked: readonly string[] = guide ? ["my-widget", ...projects] : projects;
  let packed: PackedInstall | undefined;
  const processes: Running[] = [];
  const trees: ProcessInfo[] = [];
  const project = (name: string) => join(packed!.tmp, name);

  beforeAll(() => void (packed = packAndInstall()), 180_000);

  // Removing installed projects takes minutes on a busy 2-core machine.
  afterAll(async () => {
    try {
      await stopStarted(processes, trees);
    } finally {
      packed?.remove();
    }
  }, 300_000);

  describe("a new project, from the packed package", () => {
    it.runIf(guide)(
      "runs docs/first-widget.md's marked blocks as written: init, install, npm test, npm run build",
      async () => {
        const blocks = runBlocks(GUIDE);
        expect(blocks.length).toBe(2);
        const script = blocks.join("\n");
        expect(script).toContain(GUIDE_TARBALL);
        const output = await shell(script.replaceAll(GUIDE_TARBALL, packed!.tarball), packed!.tmp);
        expect(printedCommands(output)).toEqual(["cd my-widget", `npm install ${packed!.tarball}`, "npm run dev"]);
        expect(script).toContain(`npm install ${GUIDE_TARBALL}\n`); // the guide's install is the one init prints
        expect(output).toMatch(/Tests\s+3 passed/);
        expectOwnSdk(project("my-widget"), "2");
        expectSingleFile(project("my-widget"));
        const pkg = JSON.parse(readFileSync(join(project("my-widget"), "package.json"), "utf8")) as { name: string };
        expect(pkg.name).toBe("my-widget");
      },
      INSTALL,
    );

    it.each(INSTALLS.filter(([name]) => projects.includes(name)))(
      "npx mcp-view init ../%s %s, then the install it printed (run as printed), npm test (%i passed) and npm run build pass, with the MCP SDK %s.x alone",
      async (name, options, tests, sdk) => {
        const next = printedCommands(await shell(`npx --offline mcp-view init ../${name} ${options}`, packed!.scratch));
        expect(next).toEqual([`cd ${project(name)}`, `npm install ${packed!.tarball}`, "npm run dev"]); // not below the current directory: absolute
        const output = await shell([...next.slice(0, 2), "npm test", "npm run build"].join("\n"), packed!.scratch);
        expect(output).toMatch(new RegExp(`Tests\\s+${tests} passed`));
        expectOwnSdk(project(name), sdk);
        expectSingleFile(project(name));
      },
      INSTALL,
    );
  });

  // mcp-view check on every template's project as built above (before the tests below edit and rebuild
  // them): the template's own server command, exit 0, no error, its view rendered, and exactly the
  // warnings listed here (none), so that a template that gains one fails. The vanilla projects stand
  // for the servers of both MCP SDK generations (the server is the same in every template).
  describeBrowser("mcp-view check on every new project", () => {
    it.each(WARNINGS.filter(([name]) => checked.includes(name)))("%s: npx mcp-view check --json -- tsx server.ts exits 0, no error, the warnings %j", async (name, warnings) => {
      const pkg = JSON.parse(readFileSync(join(project(name), "package.json"), "utf8")) as { scripts: Record<string, string> };
      expect(pkg.scripts.matrix).toMatch(/ -- tsx server\.ts$/); // the template's server command
      const ran = run(["npx", "mcp-view", "check", "--json", "--", "tsx", "server.ts"], {
        cwd: project(name),
        env: { ...ENV, MCP_VIEW_BROWSER: CHROMIUM_PATH },
      });
      processes.push(ran);
      let stdout = "";
      ran.child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      expect(await ran.exited, ran.output()).toBe(0);
      const report = JSON.parse(stdout) as { tools: number; views: number; errors: number; warnings: number; findings: Array<{ rule: string; severity: string }> };
      expect({ ...report, findings: report.findings.map((f) => `${f.severity} ${f.rule}`) }).toMatchObject({
        tools: 1,
        views: 1,
        errors: 0,
        warnings: warnings.length,
        findings: warnings.map((rule) => `warning ${rule}`),
      });
    });
  });

  // The Hosts matrix of a new project, headless, as CI runs it: the template's npm run matrix (every
  // default profile in both themes, JUnit and a PNG per row), then --profiles, then a view that throws
  // under Claude alone, which fails exactly Claude's row.
  if (guide)
    describeBrowser("mcp-view matrix on a new project", () => {
      const matrix = async (script: string) => {
        const ran = run(["bash", "-c", script], { cwd: project("my-widget"), env: { ...ENV, MCP_VIEW_BROWSER: CHROMIUM_PATH } });
        processes.push(ran);
        return { code: await ran.exited, output: ran.output() };
      };
      const cases = (file: string) => [...readFileSync(join(project("my-widget"), file), "utf8").matchAll(/<testcase [^>]*name="([^"]+)"[^>]*?(\/?)>(\s*<failure)?/g)];

      it(
        "passes every row of the default profiles, and of --profiles; fails exactly the rows of the host the view breaks under",
        async () => {
          // docs/playground.md's GitHub Actions job: its steps after the install, as written.
          const job = /```yaml\n# \.github\/workflows\/matrix\.yml\n([\s\S]*?)```/.exec(readFileSync(join(ROOT, "docs/playground.md"), "utf8"))![1]!;
          const steps = [...job.matchAll(/^ {6}- run: (.+)$/gm)].map((m) => m[1]!);
          expect(steps[0]).toBe("npm ci");
          const all = await matrix(steps.slice(1).join(" && "));
          expect(all.code, all.output).toBe(0);
          const rows = DEFAULT_PROFILES.length * 2;
          expect(cases("matrix/junit.xml")).toHaveLength(rows);
          expect(readdirSync(join(project("my-widget"), "matrix/screenshots")).filter((f) => f.endsWith(".png"))).toHaveLength(rows);
          expect(all.output).toContain(`${rows} rows of 1 tool (each called once): ${rows} passed, 0 failed, 0 skipped.`);

          const some = await matrix("npx mcp-view matrix --profiles goose,vscode --themes light --junit matrix/some.xml -- tsx server.ts");
          expect(some.code, some.output).toBe(0);
          expect(cases("matrix/some.xml").map((c) => c[1])).toEqual(["Goose-like · light · inline", "VS Code-like · light · inline"]);

          const file = join(project("my-widget"), "src/greeter.ts");
          const source = readFileSync(file, "utf8");
          const broken = source.replace(
            "app.ontoolresult = show;",
            'app.ontoolresult = (r) => { if (app.getHostVersion()?.name === "Claude") throw new Error("not under Claude"); show(r); };',
          );
          expect(broken).not.toBe(source);
          writeFileSync(file, broken);
          try {
            const one = await matrix("npx vite build && npx mcp-view matrix --profiles goose,claude --themes light --junit matrix/one.xml -- tsx server.ts");
            expect(one.code, one.output).toBe(1);
            expect(cases("matrix/one.xml").map((c) => [c[1], Boolean(c[3])])).toEqual([
              ["Goose-like · light · inline", false],
              ["Claude-like · light · inline", true],
            ]);
            expect(one.output).toMatch(/FAIL {2}greet · Claude-like · light · inline: 1 error, the first: .*not under Claude/);
          } finally {
            writeFileSync(file, source);
          }
        },
        INSTALL,
      );
    });

  describeBrowser("npm run dev on a new project", () => {
    let browser: Browser;
    beforeAll(async () => void (browser = await launchChromium()), 60_000);
    afterAll(() => browser?.close());

    it.each(SOURCES.filter(([name]) => checked.includes(name)))("%s: renders the view from a deep link, shows a saved edit without calling the tool again, greets again through the server, puts a throw at its own line, and stops on SIGTERM", async (name, source) => {
      const dev = startDev(project(name), devBlock(GUIDE));
      processes.push(dev);
      const url = await waitForOutput(dev, /mcp-view playground: (\S+)/);
      await waitForOutput(dev, /Ctrl\+C stops it/);
      expect(dev.output()).toContain("  reload on save: watching src, index.html; building with vite build --mode development\n");
      // The dev host and the server agree on 2026-07-28 where the server is on the 2.x SDK.
      expect(dev.output()).toContain(`  protocol revision: ${name === "vanilla-sdk1" ? "2025-11-25" : "2026-07-28"}\n`);
      trees.push(...processTree(dev.child.pid!));
      const page = await browser.newPage();
      const view = page.frameLocator("#view");
      // The server's tools/call requests, to greet or to the view-state tools (which the view calls for its state).
      const requests = (tool: string) =>
        page.locator('#rpc-log .rpc-row[data-channel="server"][data-method="tools/call"][data-kind="request"]', { hasText: `"name": "${tool}"` });
      const calls = () => requests("greet").count();
      await page.goto(`${url}?tool=greet&args=${encodeURIComponent(JSON.stringify({ name: "Ada" }))}`);
      await expect.poll(() => view.locator("h1").textContent(), { timeout: 60_000 }).toBe("Hello, Ada!");
      expect(await view.locator("button").textContent()).toBe("Greet again");
      expect(await calls()).toBe(1);

      const file = join(project(name), source);
      writeFileSync(file, readFileSync(file, "utf8").replace("Greet again", "Greet once more"));
      await expect.poll(() => view.locator("button").textContent(), { timeout: 60_000 }).toBe("Greet once more");
      expect(await view.locator("h1").textContent()).toBe("Hello, Ada!");
      expect(await calls()).toBe(1);

      // The view's own tools/call, through the dev host to the server, which counts its greetings.
      expect(await view.locator(".count").textContent()).toBe("Greeting #1");
      await view.locator("button").click();
      await expect.poll(() => view.locator(".count").textContent(), { timeout: 30_000 }).toBe("Greeting #2");
      expect(await calls()).toBe(2);
      // The view's state, the greetings made again, kept by the server's view-state tools.
      expect(await view.locator(".again").textContent()).toBe("Greeted again here: 1");
      await expect.poll(() => requests("view_state_set").count(), { timeout: 30_000 }).toBe(1);

      // The deliberate throw: the Console entry and the terminal line name the author's file and line.
      const at = `${source}:${throwOnConnect(file)}`;
      const thrown = page.locator("#console li[data-kind]", { hasText: "deliberate" }).first();
      await expect.poll(() => thrown.locator(".where").textContent(), { timeout: 60_000 }).toBe(at);
      expect(await thrown.locator(".stack pre").textContent()).toContain(`(${at}:`);
      await expect.poll(() => dev.output(), { timeout: 30_000 }).toMatch(new RegExp(`^\\[greet\\] .*deliberate \\(${at.replace(".", "\\.")}\\)$`, "m"));
      await page.close();

      const tree = processTree(dev.child.pid!);
      trees.push(...tree);
      expect(tree.length).toBeGreaterThan(1); // the command and the server it started
      dev.child.kill("SIGTERM");
      await dev.exited;
      await vi.waitFor(() => expect(stillRunning(tree).map((p) => `${p.pid} ${p.args}`)).toEqual([]), { timeout: 30_000, interval: 100 });
    });
  });
}
