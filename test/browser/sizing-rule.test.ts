// @vitest-environment node
// DESIGN-006 in `mcp-view matrix`, the built command, in Chromium: the rule's two conformance cases
// (test/conformance/cases.ts: a page that fills the frame with percentages, and the same page on
// min-height: 100vh) on the case server, each under two hosts of different widths. Each row of the
// break lists exactly DESIGN-006 (in the terminal and in its JUnit testcase), each row of the pass
// nothing; a warning fails no row. check, the test kit and the dev host run the same cases with every
// other rule's (conformance-cases.test.ts).
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { afterAll, beforeAll, expect, it } from "vitest";
import { caseCatalogue, conformanceCases } from "../conformance/cases.js";
import { CHROMIUM_PATH, describeBrowser, distFile, SLOW } from "./support.js";

const CLI = fileURLToPath(new URL("../../dist/cli/mcp-view.js", import.meta.url));
const SERVER = fileURLToPath(new URL("../conformance/case-server.mjs", import.meta.url));
const RULE_LINE = /^\s+((?:A11Y|APP|CONTENT|DESIGN|SIZE)-\d{3}) (?:error|warning): /;

describeBrowser("DESIGN-006 in mcp-view matrix, the built command", () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-sizing-rule-"));
    const cases = conformanceCases(distFile("mcp-view.global.js")).filter((c) => c.rule === "DESIGN-006");
    writeFileSync(join(dir, "cases.json"), JSON.stringify(caseCatalogue(cases)));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    "lists exactly DESIGN-006 under each row of the break, nothing under the pass, and fails no row",
    async () => {
      const junit = join(dir, "matrix.xml");
      const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          [
            CLI,
            "matrix",
            "--profiles",
            "claude,vscode",
            "--themes",
            "light",
            "--junit",
            junit,
            "--",
            process.execPath,
            SERVER,
            "--cases",
            join(dir, "cases.json"),
          ],
          { timeout: SLOW, env: { ...process.env, MCP_VIEW_BROWSER: CHROMIUM_PATH }, maxBuffer: 16 << 20 },
          (error, out, err) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout: out, stderr: err }),
        );
      });
      expect(stderr).toBe("");
      // Each row's line, then its findings a line each: the rules found under each tool's rows.
      const found: Record<string, string[][]> = {};
      let rows: string[][] | undefined;
      for (const line of stdout.split("\n")) {
        const row = /^(?:pass|FAIL)\s+(design_006_(?:pass|break)) · /.exec(line);
        if (row) (rows = found[row[1]!] ??= []).push([]);
        else if (RULE_LINE.test(line)) rows?.at(-1)?.push(RULE_LINE.exec(line)![1]!);
        else if (!line.startsWith(" ")) rows = undefined;
      }
      expect([code, found]).toEqual([0, { design_006_pass: [[], []], design_006_break: [["DESIGN-006"], ["DESIGN-006"]] }]);
      const doc = new new Window().DOMParser().parseFromString(readFileSync(junit, "utf8"), "application/xml");
      const outputs = [...doc.querySelectorAll("testcase")].map((c) => [
        c.getAttribute("classname"),
        c.querySelector("system-out")?.textContent ?? "",
      ]);
      expect(
        outputs.map(([tool, out]) => [tool, [...out!.matchAll(/\b(?:A11Y|APP|CONTENT|DESIGN|SIZE)-\d{3}\b/g)].map((m) => m[0])]),
      ).toEqual([
        ["design_006_pass", []],
        ["design_006_pass", []],
        ["design_006_break", ["DESIGN-006"]],
        ["design_006_break", ["DESIGN-006"]],
      ]);
      expect(stdout).toMatch(/DESIGN-006 warning: Its height follows the frame's: main\.min-h-screen \(min-height: 100vh\)\./);
    },
    SLOW,
  );
});
