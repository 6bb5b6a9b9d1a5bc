// @vitest-environment node
// docs/conformance.md's table is the rule data: one row per rule, in its order, with its id,
// severity, title, fix and the link to its source.
import { expect, it } from "vitest";
import { RULES } from "../../src/testing/index.js";
import { docSection } from "../support/readme.js";

const rows = () =>
  docSection("docs/conformance.md", "Every rule")
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((cell) => cell.replaceAll("\\|", "|")),
    );

it("lists every rule, in order, as its data says", () => {
  expect(rows().map((cells) => cells.slice(0, 4))).toEqual(RULES.map((r) => [`\`${r.id}\``, r.severity, r.title, r.fix]));
});

it("links every rule to its source", () => {
  rows().forEach((cells, i) =>
    expect(cells[4]).toMatch(new RegExp(`^\\[[^\\]]+\\]\\(${RULES[i]!.source.url.replace(/[.?*+^$()[\]\\/]/g, "\\$&")}\\)$`)),
  );
});
