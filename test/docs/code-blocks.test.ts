// @vitest-environment node
// Every ```ts and ```tsx block of the README, CONTRIBUTING.md, docs/ and bench/README.md type-checks
// as a module of its own against this repository's sources (test/docs/typecheck.ts), so no example
// shows an API that is not there or is spelt otherwise. A block that cannot stand alone is marked with
// `<!-- fragment -->` on the line before its fence; they are listed below, to stay few.
import { beforeAll, expect, it } from "vitest";
import { DOCS, parse, type CodeBlock } from "./markdown.js";
import { typecheck } from "./typecheck.js";

const blocks = DOCS.flatMap((file) => parse(file).blocks).filter((b) => b.lang === "ts" || b.lang === "tsx");
const fragments = blocks.filter((b) => b.marker === "fragment");
let diagnostics: Map<CodeBlock, string[]>;

beforeAll(() => {
  diagnostics = typecheck(blocks.filter((b) => !fragments.includes(b)));
}, 120_000);

it("finds the blocks: the README's first widget, its server and its React version among them", () => {
  expect(blocks.filter((b) => b.file === "README.md").length).toBeGreaterThanOrEqual(3);
  expect(blocks.length).toBeGreaterThanOrEqual(15);
});

it("marks only these blocks as fragments", () => {
  expect(fragments.map((b) => `${b.file}:${b.line}`)).toEqual([]);
});

it.each(blocks.filter((b) => b.marker !== "fragment").map((b) => [`${b.file}:${b.line}`, b] as const))("%s type-checks", (_, block) => {
  expect(diagnostics.get(block)).toEqual([]);
});
