// The parts of `mcp-view matrix` and `check` that keep a run going when a view stops it: --timeout,
// the rows of a tool a view stopped, and the screenshot names that never share a file.
import { expect, it } from "vitest";
import { parseCheck } from "../../playground/cli/check-args.js";
import { CRASHED, hungReason, type Stopped } from "../../playground/cli/headless-deadline.js";
import { parseMatrix } from "../../playground/cli/matrix-args.js";
import { cellsOf, stoppedRows, toolCells } from "../../playground/cli/matrix-stopped.js";
import { shotName } from "../../playground/cli/matrix.js";
import type { HeadlessRow } from "../../playground/shared/headless-matrix.js";

it("gives two tools whose names make the same file name two screenshots", () => {
  const cell = { profile: "claude", theme: "light", mode: "inline" } as const;
  const names = ["a/b", "a:b", "a_b", "a b"].map((tool) => shotName({ tool, ...cell }));
  expect(new Set(names).size).toBe(4);
  expect(names[2]).toBe("a_b--claude--light--inline.png");
  expect(names[0]).toMatch(/^a_b-[0-9a-f]{8}--claude--light--inline\.png$/);
  expect(shotName({ tool: "x".repeat(200), ...cell })).not.toBe(shotName({ tool: `${"x".repeat(199)}y`, ...cell }));
});

it("takes --timeout in seconds for matrix and check, and refuses one that is not a positive number", () => {
  const matrix = parseMatrix(["--timeout", "2.5", "--", "x"], "/w");
  expect(matrix.kind === "run" && matrix.options.timeout).toBe(2.5);
  const check = parseCheck(["--timeout", "60", "--", "x"], "/w");
  expect(check.kind === "run" && check.options.timeout).toBe(60);
  const plain = parseMatrix(["--", "x"], "/w");
  expect(plain.kind === "run" && "timeout" in plain.options).toBe(false);
  for (const bad of ["0", "-1", "soon", "", "3601"])
    expect(parseMatrix([`--timeout=${bad}`, "--", "x"], "/w")).toEqual({
      kind: "error",
      message: `--timeout takes seconds, more than 0 and at most 3600, such as --timeout 60; got ${JSON.stringify(bad)}`,
    });
});

it("writes the stopped tool's rows: those made, the one that hung failed with why, the rest not run", () => {
  const spec = { profiles: ["default", "claude"], themes: ["light", "dark"] as const, modes: ["inline"] as const };
  const cells = cellsOf({ ...spec, themes: [...spec.themes], modes: [...spec.modes] }, "loops");
  expect(cells.map((c) => `${c.profile}/${c.theme}`)).toEqual(["default/light", "default/dark", "claude/light", "claude/dark"]);
  const made: HeadlessRow = { ...cells[0]!, label: "Test host", status: "passed", rendered: true, errors: 0, csp: 0, refused: 0, ms: 900 };
  const stopped: Stopped = { cell: cells[1], reason: hungReason(5), ms: 5000 };
  const rows = stoppedRows(cells, [made], stopped);
  expect(rows[0]).toBe(made);
  expect(rows[1]).toMatchObject({
    tool: "loops",
    profile: "default",
    theme: "dark",
    status: "failed",
    reason: "the view stopped responding: its row did not finish within 5 s (--timeout)",
    fix: expect.stringMatching(/^Look for a loop or a wait that never ends/),
    rendered: false,
    ms: 5000,
  });
  expect(rows.slice(2).map((r) => [r.label, r.status, r.reason])).toEqual([
    ["Claude-like", "skipped", "not run: the view stopped the run under Test host (every capability) · dark · inline"],
    ["Claude-like", "skipped", "not run: the view stopped the run under Test host (every capability) · dark · inline"],
  ]);
  const crashed = stoppedRows(cells.slice(0, 1), [], { cell: cells[0], reason: CRASHED, ms: 1200 });
  expect(crashed[0]).toMatchObject({ status: "failed", reason: CRASHED, fix: expect.stringMatching(/^Look for memory/) });
});

it("keeps the rows of the view a tool's elicitation named apart from the tool's own: their screenshots, and a run stopped by one", () => {
  const spec = { profiles: ["default"], themes: ["light"], modes: ["inline"] } as never;
  const cell = { tool: "order", profile: "default", theme: "light", mode: "inline" } as const;
  const form = { ...cell, elicitationView: "ui://shop/form.html" };
  expect([shotName(cell), shotName(form)]).toEqual([
    "order--default--light--inline.png",
    expect.stringMatching(/^order--elicitation-ui___shop_form\.html-[0-9a-f]{8}--default--light--inline\.png$/),
  ]);
  // A tool with a view of its own whose elicitation's view hung: its own row stays, the form's fails.
  const own: HeadlessRow = { ...cell, label: "Test host", status: "passed", rendered: true, errors: 0, csp: 0, refused: 0, ms: 900 };
  const rows = stoppedRows(toolCells(spec, "order", [own, form]), [own], { cell: form, reason: hungReason(5), ms: 5000 });
  expect(rows.map((r) => [r.elicitationView, r.status])).toEqual([
    [undefined, "passed"],
    ["ui://shop/form.html", "failed"],
  ]);
  // A tool without a view of its own: only its elicitation's view has rows.
  expect(toolCells(spec, "ask", [{ ...form, tool: "ask" }])).toEqual([{ ...form, tool: "ask" }]);
});
