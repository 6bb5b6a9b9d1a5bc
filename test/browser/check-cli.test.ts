// @vitest-environment node
// `mcp-view check`, the built command, in Chromium, on the small stdio server of
// test/playground/fixtures with its view from a file: a view that connects passes with no error
// (exit 0); one that asks for a display mode the check host does not offer, through app.request,
// which skips the App's own check, gets APP-106 from the wire (exit 1), also as JSON; a matrix
// option or a missing server is bad usage (exit 2).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CHROMIUM_PATH, describeBrowser, globalView, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../playground/fixtures/tiny-server.mjs", import.meta.url));

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
      expect([ok.code, ok.stdout]).toEqual([0, expect.stringMatching(/25 rules on 1 tool and 1 view: 0 errors, \d+ warnings?\.\n$/)]);
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
