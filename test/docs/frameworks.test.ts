// @vitest-environment node
// What docs/frameworks.md must say beyond its names (test/docs/framework-names.test.ts) for a widget
// written from it alone to work: that an untyped result's `structuredContent` is `unknown`, and the
// two ways out, where a result is first shown; which Svelte exports are stores themselves, not
// functions; and how a failed Vue call shows, with no example handing Vue a call's promise.
import { describe, expect, it } from "vitest";
import * as svelte from "../../src/svelte/index.js";
import { COMPILED, modules } from "./blocks.js";
import { parse, type CodeBlock } from "./markdown.js";
import { typecheck } from "./typecheck.js";
import { docSection } from "../support/readme.js";

const FILE = "docs/frameworks.md";
const blocks = parse(FILE).blocks;
/** The prose of a section, without its code blocks. */
const prose = (title: string) => docSection(FILE, title).replace(/```[\s\S]*?```/g, "");
/** The blocks of a section, by their first line. */
const blocksOf = (title: string) => blocks.filter((b) => docSection(FILE, title).includes(b.code));

describe("an untyped result's structuredContent", () => {
  const first = blocks.find((b) => b.code.includes("structuredContent"))!;
  const section = "React and Preact";

  it("is first shown in the React and Preact section", () => {
    expect(blocksOf(section)).toContain(first);
  });

  it("is said there to be unknown without a tool type, with the compiler's words", () => {
    const text = prose(section);
    expect(text).toMatch(/\*\*`structuredContent` is `unknown` unless the hook knows the tool\.\*\*/);
    const quoted = /does not\s+compile \(`([^`]+)`\)/.exec(text)?.[1];
    const natural: CodeBlock = {
      file: FILE,
      line: 0,
      lang: "tsx",
      code: `// Natural.tsx\nimport { useToolResult } from "mcp-view/react";\n\nexport function Summary() {\n  const result = useToolResult();\n  return <p>{result?.structuredContent?.summary}</p>;\n}`,
    };
    expect(text).toContain("`result?.structuredContent?.summary`");
    expect(typecheck(modules([natural]), "react").get(natural)).toEqual([expect.stringContaining(`TS2339 ${quoted}`)]);
  });

  it("is read both ways out in compiled blocks: a typed tool of mcp-view/server, and a narrowing", () => {
    const compiled = blocksOf(section).filter((b) => COMPILED.has(b.lang));
    const tools = compiled.find((b) => /import \{ defineAppTool \} from "mcp-view\/server"/.test(b.code));
    expect(tools?.code).toMatch(/^\/\/ tools\.ts/);
    expect(
      compiled.some((b) =>
        /import type \{ (\w+) \} from "\.\/tools\.js"[\s\S]*useToolResult<typeof \1>\(\)[\s\S]*\.structuredContent\?\.\w+/.test(b.code),
      ),
    ).toBe(true);
    expect(compiled.some((b) => /useToolResult\(\)\?\.structuredContent[\s\S]*"\w+" in content/.test(b.code))).toBe(true);
    expect(prose(section)).toContain("[typed tools](typed-tools.md)");
  });
});

describe("Svelte's stores", () => {
  /** The exports that are stores themselves (an object with `subscribe`), not functions that make one. */
  const storesThemselves = Object.entries(svelte)
    .filter(([, value]) => typeof value === "object" && value !== null && "subscribe" in value)
    .map(([name]) => name);

  it("are made by calls, but for documentTheme", () => {
    expect(storesThemselves).toEqual(["documentTheme"]);
  });

  it.each(storesThemselves)("%s is said to be the store itself, not a function, in both tables", (name) => {
    const rows = [prose("Every binding's names"), prose("Svelte")].map((text) =>
      text.split("\n").find((line) => line.includes(`| \`${name}\``)),
    );
    for (const row of rows) expect(row).toMatch(/the store itself, not a function/);
    expect(prose("Svelte")).toContain(`\`$${name}\``);
  });
});

describe("a failed Vue call", () => {
  it("is said to show in the `status` and `error` refs", () => {
    expect(prose("Vue")).toMatch(
      /\*\*How a failed call shows\.\*\* In the refs: `status` becomes `error` and `error` holds the `AppError`/,
    );
  });

  it("is said never to reject (Vue would report a rejected promise a handler returns), so no example catches it", () => {
    expect(prose("Vue")).toMatch(/the promise `call\(\)` returns never rejects: it resolves with the result, or\s+with `undefined`/);
    const calls = blocks.filter((b) => b.lang === "vue").flatMap((b) => b.code.split("\n").filter((line) => /\bcall\(/.test(line)));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((line) => line.includes(".catch("))).toEqual([]);
  });
});
