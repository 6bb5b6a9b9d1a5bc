// @vitest-environment node
// View state on every host, through the built command: `mcp-view matrix --profiles all` in Chromium
// on a small MCP server (test/browser/fixtures/matrix-view-state/server.mjs: the SDK's McpServer
// with registerViewStateTools, and one tool whose results carry a viewUUID) whose React view keeps
// its state with useViewState and nothing set up, and sets it on load. Every row passes: where the
// host has server tools the state is kept on the server, elsewhere in localStorage or memory,
// quietly (issue 43: the fallback used to be reported, and failed the rows of every host that
// blocks the frame's storage).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, it } from "vitest";
import { PROFILES } from "../../playground/host/session/profiles.js";
import { bundleScript, CHROMIUM_PATH, describeBrowser, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const FIXTURE = (file: string) => fileURLToPath(new URL(`./fixtures/matrix-view-state/${file}`, import.meta.url));

/** Runs the command to its end (it stops its stdio server itself); killed if it outlives twice `SLOW`. */
function matrix(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, "matrix", ...args],
      { timeout: 2 * SLOW, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 16 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const testcases = (xml: string) =>
  [...new new Window().DOMParser().parseFromString(xml, "application/xml").querySelectorAll("testcase")].map((c) => [
    c.getAttribute("name"),
    c.querySelector("failure")?.getAttribute("message") ?? c.querySelector("skipped")?.getAttribute("message") ?? undefined,
  ]);

describeBrowser("view state with useViewState on every host profile, through mcp-view matrix", () => {
  let dir: string;
  let view: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-matrix-view-state-"));
    const script = await bundleScript(FIXTURE("widget.tsx"), { jsx: "automatic", define: { "process.env.NODE_ENV": '"production"' } });
    view = join(dir, "loads.html");
    writeFileSync(
      view,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module">${script}</script></body></html>`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "passes every row: the state is kept where each host allows, and no fallback is reported",
    async () => {
      const junit = join(dir, "junit.xml");
      const ran = await matrix([
        ...["--profiles", "all", "--themes", "light", "--junit", junit],
        ...["--", process.execPath, FIXTURE("server.mjs"), "--html", view],
      ]);
      expect(ran.stderr).toBe("");
      const rows = PROFILES.length;
      expect(testcases(readFileSync(junit, "utf8"))).toEqual(PROFILES.map((p) => [`${p.label} · light · inline`, undefined]));
      expect(ran.stdout).toContain(`${rows} rows of 1 tool (each called once): ${rows} passed, 0 failed, 0 skipped.`);
      expect(ran.code).toBe(0);
    },
    2 * SLOW,
  );
});
