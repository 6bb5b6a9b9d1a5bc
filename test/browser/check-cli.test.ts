// @vitest-environment node
// `mcp-view check`, the built command, in Chromium, on the small stdio server of
// test/playground/fixtures with its view from a file: a view that connects passes with no error
// (exit 0); one that asks for a display mode the check host does not offer, through app.request,
// which skips the App's own check, gets APP-106 from the wire (exit 1), also as JSON. With --tools
// risky the server adds tools check must not call unasked (app-only, destructive, writing; each call
// counted in a file) and the view-state tools; --strict fails on a warning. A call that elicits:
// the view the request names is read and rendered with it, its findings under the tool. A matrix
// option or a missing server is bad usage (exit 2).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RULES } from "../../src/testing/index.js";
import { CHROMIUM_PATH, describeBrowser, distFile, globalView, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));
const ELICIT = fileURLToPath(new URL("../playground/fixtures/elicit-server.mjs", import.meta.url));

function check(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "check", ...args],
      { timeout: SLOW, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describeBrowser("mcp-view check, the built command", () => {
  let dir: string;
  const view = (name: string, script: string) => globalView(dir, name, script);
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), "mcp-view-check-"))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "passes a view that connects, and finds APP-106 on the wire of one that asks for fullscreen through app.request",
    async () => {
      const fine = view("fine", `new McpView.App({ name: "fine", version: "1.0.0" }).connect();`);
      const ok = await check(["--", process.execPath, SERVER, "--stdio", "--html", fine]);
      expect(ok.stderr).toBe("");
      expect([ok.code, ok.stdout]).toEqual([
        0,
        expect.stringMatching(new RegExp(`${RULES.length} rules on 1 tool and 1 view: 0 errors, \\d+ warnings?\\.\\n$`)),
      ]);
      const greedy = view(
        "greedy",
        `const app = new McpView.App({ name: "greedy", version: "1.0.0" });
app.connect().then(() => app.request({ method: "ui/request-display-mode", params: { mode: "fullscreen" } }).catch(() => {}));`,
      );
      const bad = await check(["--json", "--", process.execPath, SERVER, "--stdio", "--html", greedy]);
      expect(bad.code).toBe(1);
      const report = JSON.parse(bad.stdout) as { errors: number; findings: Array<{ rule: string; subject: string; message: string }> };
      expect(report.findings.filter((f) => f.rule.startsWith("APP-"))).toEqual([
        {
          rule: "APP-106",
          severity: "error",
          subject: "view of show_weather",
          message: 'It asked for display mode "fullscreen"; the host offers "inline".',
          fix: expect.any(String),
        },
      ]);
      expect(report.errors).toBe(1);
    },
    SLOW,
  );

  it(
    "calls no app-only, destructive or writing tool unasked and says why, counts no view-state tool, and calls a tool named with --tool",
    async () => {
      const fine = view("fine-risky", `new McpView.App({ name: "fine", version: "1.0.0" }).connect();`);
      const calls = join(dir, "risky-calls.txt");
      const server = ["--", process.execPath, SERVER, "--stdio", "--tools", "risky", "--html", fine, "--calls-file", calls];
      const text = await check(server);
      expect([text.code, text.stderr]).toEqual([0, ""]);
      expect(text.stdout.split("\n").filter((line) => line.startsWith("skip"))).toEqual([
        'skip     book_flight (not called): app-only (_meta.ui.visibility ["app"]): only its view calls it, with arguments only the view has; name it with --tool to call it',
        "skip     delete_city (not called): annotated destructiveHint: true: a call may destroy data; name it with --tool to call it",
        "skip     save_city (not called): annotated readOnlyHint: false: a call may change data; name it with --tool to call it",
      ]);
      expect(text.stdout).toMatch(/\d+ rules on 4 tools and 1 view: 0 errors, \d+ warnings?\.\n$/);
      const json = await check(["--json", ...server]);
      const report = JSON.parse(json.stdout) as { tools: number; views: number; skipped: Array<{ tool: string; reason: string }> };
      expect([json.code, report.tools, report.views, report.skipped.map((s) => s.tool)]).toEqual([
        0,
        4,
        1,
        ["book_flight", "delete_city", "save_city"],
      ]);
      expect(readFileSync(calls, "utf8")).toBe("show_weather\nshow_weather\n");
      const named = await check(["--tool", "book_flight", ...server]);
      expect([named.code, named.stdout]).toEqual([0, expect.not.stringContaining("skip")]);
      expect(readFileSync(calls, "utf8")).toBe("show_weather\nshow_weather\nbook_flight\n");
    },
    3 * SLOW,
  );

  it(
    "exits 1 on a warning with --strict or --fail-on warning, and 0 without",
    async () => {
      // This view never leaves its first document after toolcancelled: DESIGN-002, a warning.
      const still = view("still", `new McpView.App({ name: "still", version: "1.0.0" }).connect();`);
      const server = ["--", process.execPath, SERVER, "--stdio", "--html", still];
      const lenient = await check(["--json", ...server]);
      const warned = JSON.parse(lenient.stdout) as { errors: number; warnings: number; failOn: string };
      expect([lenient.code, warned.errors, warned.warnings > 0, warned.failOn]).toEqual([0, 0, true, "error"]);
      const strict = await check(["--strict", ...server]);
      expect([strict.code, strict.stdout]).toEqual([1, expect.stringMatching(/^warning {2}DESIGN-002 {2}view of show_weather: /m)]);
      const failOn = await check(["--fail-on", "warning", "--json", ...server]);
      expect([failOn.code, (JSON.parse(failOn.stdout) as { failOn: string }).failOn]).toEqual([1, "warning"]);
    },
    3 * SLOW,
  );

  it(
    "names the line and column of a host variable with no fallback in the view's HTML (DESIGN-005), on its line and in --json",
    async () => {
      const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
      const styled = join(dir, "styled.html");
      writeFileSync(
        styled,
        `<!doctype html><html lang="en"><head><meta charset="utf-8">\n<style>\n  p { color: var(--color-text-primary) }\n</style>` +
          `<script>${runtime}</script></head><body><p>styled</p><script>new McpView.App({ name: "styled", version: "1.0.0" }).connect();</script></body></html>`,
      );
      const server = ["--", process.execPath, SERVER, "--stdio", "--html", styled];
      const text = await check(server);
      expect([text.code, text.stderr]).toEqual([0, ""]);
      expect(text.stdout).toMatch(
        /^warning {2}DESIGN-005 {2}ui:\/\/[^\s:]+\/[^\s:]+:3:14: It uses --color-text-primary with no fallback\.$/m,
      );
      const json = await check(["--json", ...server]);
      const report = JSON.parse(json.stdout) as { findings: Array<{ rule: string; subject: string; location?: unknown }> };
      expect(report.findings.filter((f) => f.rule === "DESIGN-005")).toEqual([
        expect.objectContaining({ subject: expect.stringMatching(/^ui:\/\//), location: { line: 3, column: 14 } }),
      ]);
    },
    2 * SLOW,
  );

  it(
    "checks the view a call's elicitation names, with the request the headless host answered: read, rendered, its findings under the tool",
    async () => {
      const answers = join(dir, "elicit-answers");
      const ran = await check([
        "--json",
        "--tool",
        "show_order",
        "--tool",
        "ask_plain",
        "--",
        process.execPath,
        ELICIT,
        "--answers-file",
        answers,
      ]);
      expect([ran.code, ran.stderr]).toEqual([0, ""]);
      const report = JSON.parse(ran.stdout) as {
        views: number;
        findings: Array<{ rule: string; subject: string; message: string }>;
        elicited: Array<{ tool: string; message: string; view?: string; answer: string }>;
      };
      // In the server's order of its tools.
      expect(report.elicited).toEqual([
        {
          tool: "ask_plain",
          message: "Order form (ask_plain)",
          view: "ui://elicit/plain.html",
          answer: expect.stringMatching(/^declined: /),
        },
        {
          tool: "show_order",
          message: "Order a bicycle",
          view: "ui://elicit/form.html",
          answer: 'accepted {"name":"Ada","quantity":1}: the form\'s defaults',
        },
      ]);
      expect(report.views).toBe(3); // ask_plain's view, show_order's own and its form
      const about = (subject: string) => report.findings.filter((f) => f.subject === subject).map((f) => f.rule);
      expect(about("ui://elicit/form.html")).toEqual(["DESIGN-005"]); // its HTML, as the server sent it
      expect(about("elicitation view of show_order")).toEqual([]);
      expect(about("elicitation view of ask_plain")).toEqual(["APP-104"]); // its wire: it never reports its size
      expect(
        readFileSync(answers, "utf8")
          .trim()
          .split("\n")
          .map((l) => JSON.parse(l)),
      ).toEqual([{ action: "decline" }, { action: "accept", content: { name: "Ada", quantity: 1 } }]);
      const text = await check(["--tool", "ask_plain", "--", process.execPath, ELICIT]);
      expect(text.stdout).toMatch(
        /^note {5}the elicitation view of ask_plain failed under the check host: the elicitation's view did not opt in: /m,
      );
      expect(text.stdout).toMatch(/^warning {2}APP-104 {2}elicitation view of ask_plain: /m);
    },
    2 * SLOW,
  );

  it("exits 2 on a matrix option and without a server, in one sentence", async () => {
    const matrixOnly = await check(["--profiles", "claude", "--", process.execPath, SERVER, "--stdio"]);
    expect([matrixOnly.code, matrixOnly.stderr.split("\n")[0]]).toEqual([
      2,
      "--profiles is an option of mcp-view matrix: check renders each view once",
    ]);
    const none = await check([]);
    expect([none.code, none.stderr.split("\n")[0]]).toEqual([2, expect.stringMatching(/^Which MCP server\?/)]);
  });
});
