// @vitest-environment node
// docs/frameworks.md's table of every binding's names is the bindings' exports: each name in a column
// is exported by that entry, and every name an entry adds to the core is in its column.
import { describe, expect, it } from "vitest";
import * as core from "../../src/index.js";
import * as preact from "../../src/preact/index.js";
import * as react from "../../src/react/index.js";
import * as solid from "../../src/solid/index.js";
import * as svelte from "../../src/svelte/index.js";
import * as vue from "../../src/vue/index.js";
import { docSection } from "../support/readme.js";

/** The table's rows, as the cells of each (the first is the purpose). */
function tableRows(): string[][] {
  return docSection("docs/frameworks.md", "Every binding's names")
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| What") && !line.startsWith("| ---"))
    .map((line) => line.slice(2, -2).split(" | "));
}

/** The `code` names of column `column`. */
const namesIn = (rows: string[][], column: number) => rows.flatMap((cells) => [...cells[column]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!));

/** What an entry adds to the core. */
const added = (entry: object) =>
  Object.keys(entry)
    .filter((name) => !(name in core))
    .sort();

describe.each([
  { column: 1, name: "mcp-view/react", entry: react },
  { column: 1, name: "mcp-view/preact", entry: preact },
  { column: 2, name: "mcp-view/vue", entry: vue },
  { column: 3, name: "mcp-view/svelte", entry: svelte },
  { column: 4, name: "mcp-view/solid", entry: solid },
])("$name in docs/frameworks.md's table", ({ column, entry }) => {
  it("names exactly what the entry adds to the core", () => {
    const rows = tableRows();
    expect(rows.length).toBe(16);
    expect(namesIn(rows, column).sort()).toEqual(added(entry));
  });
});
