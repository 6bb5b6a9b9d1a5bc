// @vitest-environment node
// The second day of a new user (issue 43's "Done when"), from the packed package: docs/first-widget.md's
// `<!-- run: vendor -->` block as written (mcp-view init --vendor, npm install, the first commit) makes
// a project that holds its own copy of mcp-view; it becomes a flight picker (a typed tool with a
// summary, an app-only and destructive book_flight that writes each call to bookings.log, view state
// on the server's tools, model context, and its tests on the test kit's view-state tools), committed;
// then a FRESH CLONE of it runs the template's ci.sh, the tarball it was made from gone: npm ci (mcp-view
// from vendor/, the rest from the npm cache), the type-check and
// tests, the build, mcp-view check --strict and the hosts matrix with JUnit. Everything passes, and
// book_flight was never called. One template (vanilla), one install, the full default matrix.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { run, type Running } from "../playground/support.js";
import { ROOT } from "../../bench/lib/bundle.js";
import { CHROMIUM_PATH, describeBrowser } from "../browser/support.js";
import { packInto } from "./packed.js";
import { ENV } from "./templates-support.js";
import { repoText } from "../support/readme.js";

const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
/** The tarball's path as the guide writes it; the test puts the real one in its place. */
const GUIDE_TARBALL = `~/mcp-view/mcp-view-${version}.tgz`;
const VENDORED = `vendor/mcp-view-${version}.tgz`;
const FIXTURES = join(ROOT, "test/dist/fixtures/second-day");
const GIT = { GIT_AUTHOR_NAME: "Ada", GIT_AUTHOR_EMAIL: "ada@example.com", GIT_COMMITTER_NAME: "Ada", GIT_COMMITTER_EMAIL: "ada@example.com" };
/**
 * The lockfile keeps each package's tarball URL (this machine's npm config leaves them out), so the
 * clone's npm ci takes every tarball from the cache by its integrity and asks the registry for no
 * package's metadata (a mirror's abbreviated metadata lagging behind a release failed it with ETARGET).
 */
const NPM = { npm_config_omit_lockfile_registry_resolved: "false" };
/** The install, tests, build, check and the default matrix's 2 × profiles rows, on a busy 2-core machine. */
const LIMIT = 900_000;

let tmp = "";
const started: Running[] = [];

beforeAll(() => void (tmp = mkdtempSync(join(tmpdir(), "mcp-view-second-day-"))));

afterAll(async () => {
  for (const command of started) {
    if (command.child.exitCode !== null || command.child.signalCode !== null) continue;
    process.kill(-command.child.pid!, "SIGTERM"); // the script's whole process group: npm, vitest, the browser
    await command.exited;
  }
  rmSync(tmp, { recursive: true, force: true });
}, 120_000);

/** Runs `script` with bash in `cwd` (in a process group of its own); resolves with its exit code and output. */
async function bash(script: string, cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number | string; output: string }> {
  const command = run(["bash", "-eo", "pipefail", "-c", script], { cwd, env: { ...ENV, ...NPM, ...GIT, ...env }, detached: true });
  started.push(command);
  const code = await command.exited;
  return { code, output: command.output() };
}

/** The ```sh block of docs/first-widget.md marked `<!-- run: vendor -->`. */
function vendorBlock(): string {
  const blocks = [...repoText("docs/first-widget.md").matchAll(/^<!-- run: vendor -->\n```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
  expect(blocks.length).toBe(1);
  return blocks[0]!;
}

/** The template's server factory, with the flight picker's tools (src/server-tools.ts) in place of greet. */
const CREATE_SERVER = `function createMcpServer(): McpServer {
  const server = new McpServer({ name: "flights", version: "1.0.0" });
  registerFlights(server);
  registerWidgetResource(server, searchFlights.ui.resourceUri, { html: readView, prefersBorder: true });
  return server;
}
`;

/** Makes the greeter project at `project` the flight picker: its tools, view, test and server. */
function makeFlightPicker(project: string): void {
  for (const file of ["src/greeter.ts", "src/greeter.test.ts"]) unlinkSync(join(project, file));
  for (const [from, to] of [
    ["tools.ts", "src/tools.ts"],
    ["flights.ts", "src/flights.ts"],
    ["flights-test.ts", "src/flights.test.ts"],
    ["main.ts", "src/main.ts"],
    ["server-tools.ts", "src/server-tools.ts"],
  ])
    copyFileSync(join(FIXTURES, from!), join(project, to!));
  const file = join(project, "server.ts");
  let server = readFileSync(file, "utf8").replace('import { randomUUID } from "node:crypto";\n', "");
  for (const [template, flights] of [
    [/^import \{[^}]*\} from "mcp-view\/server";$/m, 'import { registerWidgetResource } from "mcp-view/server";'],
    ['import { greet } from "./src/tools.js";', 'import { registerFlights } from "./src/server-tools.js";\nimport { searchFlights } from "./src/tools.js";'],
    [/^(let greetings[^\n]*\n\n)?function createMcpServer\(\): McpServer \{\n[\s\S]*?\n\}\n/m, CREATE_SERVER],
  ] as const) {
    const next = server.replace(template, flights);
    expect(next, `server.ts has ${String(template)}`).not.toBe(server);
    server = next;
  }
  writeFileSync(file, server);
}

describeBrowser("a flight picker from mcp-view init --vendor, in a fresh clone of its repository", () => {
  it(
    "installs from its vendored tarball offline, and passes its tests, build, check --strict and the hosts matrix with book_flight never called",
    async () => {
      const tarball = join(tmp, packInto(tmp));
      const script = vendorBlock();
      expect(script).toContain(GUIDE_TARBALL);
      const made = await bash(script.replaceAll(GUIDE_TARBALL, tarball), tmp);
      expect(made.code, made.output).toBe(0);
      expect(made.output).toContain(`\nNext:\n  cd flights\n  npm install\n  npm run dev\n\n${VENDORED} is the project's own copy`);
      const project = join(tmp, "flights");
      const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
      expect(pkg.dependencies["mcp-view"]).toBe(`file:${VENDORED}`);
      const lock = JSON.parse(readFileSync(join(project, "package-lock.json"), "utf8")) as { packages: Record<string, { resolved?: string }> };
      expect(lock.packages["node_modules/mcp-view"]?.resolved).toBe(`file:${VENDORED}`);

      makeFlightPicker(project);
      const committed = await bash('git add -A && git commit --quiet -m "The flight picker"', project);
      expect(committed.code, committed.output).toBe(0);
      const tracked = execFileSync("git", ["ls-files"], { cwd: project, encoding: "utf8" }).split("\n");
      expect(tracked).toEqual(expect.arrayContaining([VENDORED, "package-lock.json", "ci.sh", "src/flights.test.ts"]));
      expect(tracked.filter((f) => f.startsWith("node_modules/") || f.startsWith("dist/"))).toEqual([]);

      // The tarball it was made from is gone: the clone has only what the repository holds, mcp-view
      // from vendor/ and the rest from the npm cache (as test/dist/templates.test.ts installs).
      rmSync(tarball);
      const clone = join(tmp, "flights-clone");
      execFileSync("git", ["clone", "--quiet", project, clone]);
      const ci = await bash("bash ci.sh", clone, { MCP_VIEW_BROWSER: CHROMIUM_PATH });
      expect.soft(ci.code, ci.output).toBe(0); // soft: what the matrix and the bookings say is worth reading too
      expect(ci.output).toMatch(/Tests\s+2 passed/);

      const junit = readFileSync(join(clone, "matrix", "junit.xml"), "utf8");
      const suites = Object.fromEntries(
        [...junit.matchAll(/<testsuite name="mcp-view matrix: (\w+)" tests="(\d+)" failures="(\d+)" errors="(\d+)" skipped="(\d+)"/g)].map((m) => [
          m[1]!,
          m.slice(2).map(Number),
        ]),
      );
      const rows = suites.search_flights?.[0] ?? 0;
      expect(rows).toBeGreaterThan(0);
      // search_flights: every row ran and passed; book_flight: one skipped case, never called.
      expect.soft(suites).toEqual({ search_flights: [rows, 0, 0, 0], book_flight: [1, 0, 0, 1] });
      expect.soft(ci.output).toContain(`${rows} rows of 1 tool (each called once): ${rows} passed, 0 failed, 0 skipped`);
      expect(ci.output).toMatch(/^skip {5}book_flight \(not called\): app-only/m); // check skipped it too

      // book_flight writes bookings.log on each call: nothing in CI called it.
      expect([existsSync(join(clone, "bookings.log")), existsSync(join(project, "bookings.log"))]).toEqual([false, false]);
    },
    LIMIT,
  );
});
