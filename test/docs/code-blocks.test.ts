// @vitest-environment node
// The docs' code compiles as pasted: every ```ts, ```tsx, ```js, ```vue and ```svelte block of the
// README, CONTRIBUTING.md, docs/ and bench/README.md is compiled in the template of its framework
// (templates/<name>, with its tsconfig.json: test/docs/typecheck.ts, test/docs/component-check.ts).
// A block that continues another is marked `<!-- part of: name -->` on the line before its fence and
// is compiled appended to it; they are listed below, to stay few. In the README and docs/, every other
// block says what it is: shell, JSON or output by its language, or a page (```html) that is either a
// repository file (`<!-- same as: path -->`) or loads only the document's compiled modules.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { COMPILED, modules, NOT_CODE, partOf, sameAs, TEMPLATES, type Module } from "./blocks.js";
import { startComponentCheck, type ComponentCheck } from "./component-check.js";
import { DOCS, parse, type CodeBlock } from "./markdown.js";
import { ROOT, typecheck } from "./typecheck.js";
import { stopStarted } from "../support/stop-started.js";
import { repoText } from "../support/readme.js";

const blocks = DOCS.flatMap((file) => parse(file).blocks);
const compiled = modules(blocks.filter((b) => COMPILED.has(b.lang)));
const accounted = blocks.filter((b) => b.file === "README.md" || b.file.startsWith("docs/"));
const checks: ComponentCheck[] = [];
const diagnostics = new Map<CodeBlock, string[]>();

beforeAll(async () => {
  checks.push(startComponentCheck(compiled, "vue"), startComponentCheck(compiled, "svelte"));
  for (const template of ["vanilla", "react", "preact", "solid"] as const)
    for (const entry of typecheck(compiled, template)) diagnostics.set(...entry);
  for (const check of checks) for (const entry of await check.diagnostics()) diagnostics.set(...entry);
}, 120_000);

afterAll(async () => {
  await stopStarted(
    checks.map((c) => c.running),
    [],
  );
  for (const check of checks) check.remove();
});

/** Why a block of the README or docs/ needs no compiling, or why it fails to say what it is. */
function account(block: CodeBlock, all: readonly Module[]): string {
  if (COMPILED.has(block.lang)) return "compiled";
  if (NOT_CODE.has(block.lang)) return block.lang === "json" && !parses(block.code) ? "JSON that does not parse" : "not code";
  if (block.lang !== "html") return `a \`\`\`${block.lang || "block without a language"}, neither compiled nor marked`;
  if (sameAs(block)) return "a repository file";
  const scripts = [...block.code.matchAll(/<script\b[^>]*>/g)].map((m) => /\bsrc="\.\/([^"]+)"/.exec(m[0])?.[1]);
  const ours = new Set(all.filter((m) => m.block.file === block.file).map((m) => m.name));
  return scripts.length && scripts.every((src) => src !== undefined && ours.has(src))
    ? "a page of compiled modules"
    : "a page with a script that is not one of this document's compiled modules";
}

function parses(json: string): boolean {
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}

it("finds the blocks: the README's widget, its server and its React version among them", () => {
  expect(compiled.filter((m) => m.block.file === "README.md").map((m) => m.name)).toEqual(
    expect.arrayContaining(["weather.ts", "server.ts", "Weather.tsx"]),
  );
  expect(new Set(compiled.map((m) => m.template))).toEqual(new Set(TEMPLATES.filter((t) => t !== "preact")));
  expect(compiled.length).toBeGreaterThanOrEqual(30);
});

it("has every block of the README and docs/ compiled, or marked as what it is", () => {
  const reasons = accounted.map((b) => [`${b.file}:${b.line}`, account(b, compiled)] as const);
  const fine = new Set(["compiled", "not code", "a repository file", "a page of compiled modules"]);
  expect(reasons.filter(([, reason]) => !fine.has(reason))).toEqual([]);
});

it("marks only these blocks as parts of the block above them", () => {
  expect(blocks.filter((b) => partOf(b)).map((b) => `${b.file}: a part of ${partOf(b)}`)).toEqual([
    "docs/frameworks.md: a part of Widget.tsx",
  ]);
});

it("shows each `same as` block's file character for character", () => {
  const shown = blocks.filter((b) => sameAs(b));
  expect(shown.map((b) => [sameAs(b), b.code])).toEqual(
    shown.map((b) => [sameAs(b), readFileSync(`${ROOT}${sameAs(b)}`, "utf8").replace(/\n$/, "")]),
  );
  expect(repoText("docs/bundling.md")).toContain("same as: test/dist/fixtures/script-tag-widget.html");
});

it.each(compiled.flatMap((m) => [m.block, ...m.parts].map((b) => [`${b.file}:${b.line} (${m.name})`, m.template, b] as const)))(
  "%s compiles in templates/%s",
  (_, __, block) => {
    expect(diagnostics.get(block)?.join("\n")).toBe("");
  },
);
