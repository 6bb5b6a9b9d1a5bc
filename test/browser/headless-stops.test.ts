// @vitest-environment node
// `mcp-view matrix` and `mcp-view check`, the built command, in Chromium, on a stdio server whose
// views stop the judge (fixtures/stopping-views/server.mjs): one loops after its handshake, one
// allocates until its renderer runs out of memory (the browser's heap is made small by a wrapper,
// so that it dies in seconds), one works, and one has a hostile tool name and throws hostile text.
// Each command ends under a small --timeout: the good view passes, each bad one fails its own row
// with its reason, the reports are written, the exit status is 1; and nothing it prints, to the
// terminal or in JUnit, holds a control character or a line a CI runner reads as a command.
import { execFile } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CHROMIUM_PATH, describeBrowser, globalView, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("fixtures/stopping-views/server.mjs", import.meta.url));
/** Each row's deadline: small, so that a view that loops costs the test this much, yet above a good row's time on a busy machine. */
const TIMEOUT = 8;

const HOSTILE_NAME = "hostile\u001b[2J\n::error title=forged::name";
const HOSTILE_ERROR = "\u001b]0;owned\u0007\r\n::add-mask::secret\n##[error]forged \u202eevil";
// What the terminal and the CI runner must never get: C0 but newline, DEL, C1, the bidi overrides.
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const commandLines = (text: string) => text.split("\n").filter((line) => /^\s*(::|##)/.test(line));

interface Ran {
  code: number | string | null;
  stdout: string;
  stderr: string;
}

/** Runs the command to its end; killed (and so failing the test) if it outlives the test's own limit. */
function run(command: "matrix" | "check", browser: string, args: string[]): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, command, "--browser", browser, "--timeout", String(TIMEOUT), ...args],
      { timeout: SLOW - 10_000, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number | string }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

describeBrowser("views that loop, crash or say hostile things, under the built command", () => {
  let dir: string;
  let browser: string;
  const server = (views: string) => ["--", process.execPath, SERVER, "--dir", views];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-stops-"));
    const views = (name: string) => join(dir, name);
    for (const set of ["all", "some"]) {
      const at = views(set);
      mkdirSync(at);
      globalView(at, "good", `new McpView.App({ name: "good", version: "1.0.0" }).connect();`);
      globalView(
        at,
        "loops",
        `const app = new McpView.App({ name: "loops", version: "1.0.0" });\napp.ontoolresult = () => { for (;;) {} };\napp.connect();`,
      );
      globalView(
        at,
        "hostile",
        `const app = new McpView.App({ name: "hostile", version: "1.0.0" });\napp.ontoolresult = () => { throw new Error(${JSON.stringify(HOSTILE_ERROR)}); };\napp.connect();`,
      );
      writeFileSync(join(at, "names.json"), JSON.stringify({ "hostile.html": HOSTILE_NAME }));
    }
    globalView(
      views("all"),
      "memory",
      `const app = new McpView.App({ name: "memory", version: "1.0.0" });\napp.ontoolresult = () => { const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length)); };\napp.connect();`,
    );
    browser = join(dir, "chromium.sh");
    writeFileSync(browser, `#!/bin/sh\nexec ${CHROMIUM_PATH} --js-flags=--max-old-space-size=128 "$@"\n`);
    chmodSync(browser, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "matrix: the good view passes, the one that loops and the one that runs out of memory fail their rows with why, the run ends with JUnit and exit 1, and hostile text is escaped",
    async () => {
      const junit = join(dir, "out", "junit.xml");
      const ran = await run("matrix", browser, [
        "--profiles",
        "default",
        "--themes",
        "light",
        "--junit",
        junit,
        ...server(join(dir, "all")),
      ]);
      expect(ran.stderr).toBe("");
      expect(ran.code).toBe(1);
      const row = "Test host (every capability) · light · inline";
      expect(ran.stdout).toContain(`pass  good · ${row}  (`);
      expect(ran.stdout).toContain(
        `FAIL  loops · ${row}: the view stopped responding: its row did not finish within ${TIMEOUT} s (--timeout)\n`,
      );
      expect(ran.stdout).toContain(`FAIL  memory · ${row}: the view's renderer crashed (out of memory, or killed)\n`);
      expect(ran.stdout).toContain(
        `FAIL  hostile\\x1b[2J\\n::error title=forged::name · ${row}: 1 error, the first: App error: A toolresult handler threw: \\x1b]0;owned\\x07\\r\\n::add-mask::secret\\n##[error]forged \\u202eevil\n`,
      );
      expect(ran.stdout).toContain("4 rows of 4 tools (each called once): 1 passed, 3 failed, 0 skipped.");
      expect([RAW.exec(ran.stdout), commandLines(ran.stdout)]).toEqual([null, []]);
      const xml = readFileSync(junit, "utf8");
      const doc = new new Window().DOMParser().parseFromString(xml, "application/xml");
      const cases = [...doc.querySelectorAll("testcase")].map((c) => [
        c.getAttribute("classname"),
        c.querySelector("failure")?.getAttribute("message"),
      ]);
      expect(cases).toEqual([
        ["good", undefined],
        [expect.stringMatching(/^hostile\\x1b\[2J/), expect.stringContaining("\\x1b]0;owned\\x07\\r")],
        ["loops", `the view stopped responding: its row did not finish within ${TIMEOUT} s (--timeout)`],
        ["memory", "the view's renderer crashed (out of memory, or killed)"],
      ]);
      expect([RAW.exec(xml), commandLines(xml), commandLines(doc.documentElement.textContent ?? "")]).toEqual([null, [], []]);
    },
    SLOW,
  );

  it(
    "check: the view that loops is an error of its own and the others are still checked; hostile findings and notes are escaped",
    async () => {
      const ran = await run("check", browser, server(join(dir, "some")));
      expect(ran.stderr).toBe("");
      expect(ran.code).toBe(1);
      expect(ran.stdout).toContain(
        `error    the view of loops did not finish under the check host: the view stopped responding: its row did not finish within ${TIMEOUT} s (--timeout)\n`,
      );
      expect(ran.stdout).toContain(
        "note     the view of hostile\\x1b[2J\\n::error title=forged::name failed under the check host: 1 error, the first: App error: A toolresult handler threw: \\x1b]0;owned\\x07",
      );
      expect(ran.stdout).toMatch(/\d+ rules on 3 tools and 2 views: /);
      expect([RAW.exec(ran.stdout), commandLines(ran.stdout)]).toEqual([null, []]);
    },
    SLOW,
  );
});
