// @vitest-environment node
// The bindings are twins: the same files, the same exports, the same code apart from imports and
// the framework's type names (STYLE.md rule 9). Only useStore.ts differs by design: React has
// useSyncExternalStore, Preact gets the same algorithm over preact/hooks.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as PreactEntry from "../../src/preact/index.js";
import * as ReactEntry from "../../src/react/index.js";

const dir = (fw: string) => new URL(`../../src/${fw}/`, import.meta.url);
const files = (fw: string) => readdirSync(dir(fw)).sort();
const FRAMEWORK_IMPORT = /^import .* from "(react|preact|preact\/hooks)";$/;
/** Framework type names that may differ, mapped to one spelling. */
const TYPE_NAMES: Array<[RegExp, string]> = [[/VNode<any>/g, "Element"]];

function body(fw: string, file: string): string[] {
  const text = readFileSync(new URL(file, dir(fw)), "utf8");
  const normal = TYPE_NAMES.reduce((s, [from, to]) => s.replace(from, to), text);
  return normal.split("\n").filter((line) => !FRAMEWORK_IMPORT.test(line));
}

describe("src/react and src/preact", () => {
  it("hold the same files", () => {
    expect(files("preact")).toEqual(files("react"));
  });

  it("differ only in framework imports and type names, useStore.ts aside", () => {
    for (const file of files("react").filter((f) => f !== "useStore.ts")) {
      expect({ file, lines: body("preact", file) }).toEqual({ file, lines: body("react", file) });
    }
  });

  it("export the same names", () => {
    expect(Object.keys(PreactEntry).sort()).toEqual(Object.keys(ReactEntry).sort());
  });
});
