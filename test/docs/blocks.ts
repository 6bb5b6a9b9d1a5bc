// What test/docs/code-blocks.test.ts makes of the docs' code blocks: each block's name, the template
// it is written for (templates/<name>, by its language and what it imports), and the modules it
// compiles: a block, with the blocks marked `<!-- part of: name -->` appended in document order.
import type { CodeBlock } from "./markdown.js";

export const TEMPLATES = ["vanilla", "react", "preact", "vue", "svelte", "solid"] as const;
export type Template = (typeof TEMPLATES)[number];

/** The fence languages the test compiles. */
export const COMPILED = new Set(["ts", "tsx", "js", "vue", "svelte"]);

/** The fence languages that are not code to compile: shell commands, JSON, a program's output, a CI job (YAML). */
export const NOT_CODE = new Set(["sh", "json", "text", "yaml"]);

/** The framework a module is written for, by the first import that names one (else vanilla). */
const FRAMEWORKS: Array<[Template, RegExp]> = [
  ["vue", /^(mcp-view\/vue|vue)$/],
  ["svelte", /^(mcp-view\/svelte|svelte)(\/.*)?$/],
  ["solid", /^(mcp-view\/solid|solid-js)(\/.*)?$/],
  ["preact", /^(mcp-view\/preact|preact)(\/.*)?$/],
  ["react", /^(mcp-view\/react|react)(\/.*)?$/],
];

/** `<!-- part of: name -->`: the named block of the same file this one continues. */
export const partOf = (block: CodeBlock): string | undefined => /^part of: (\S+)$/.exec(block.marker ?? "")?.[1];

/** `<!-- same as: path -->`: the repository file this block shows, character for character. */
export const sameAs = (block: CodeBlock): string | undefined => /^same as: (\S+)$/.exec(block.marker ?? "")?.[1];

/**
 * The file name of a block: `<!-- file: name.ext -->` before it, a first line `// name.ext` (or
 * `<!-- name.vue -->`, `<!-- name.svelte -->` in a component), else `line-<n>.<lang>`.
 */
export function blockFileName(block: CodeBlock): string {
  const named =
    /^file: ([\w.-]+)$/.exec(block.marker ?? "")?.[1] ??
    /^\/\/ ([\w.-]+\.(?:tsx?|js))\b/.exec(block.code)?.[1] ??
    /^<!-- ([\w.-]+\.(?:vue|svelte))\b/.exec(block.code)?.[1];
  return named ?? `line-${block.line}.${block.lang}`;
}

/** The template a block is written for: a component's own, else the framework its imports name. */
export function templateOf(block: CodeBlock): Template {
  if (block.lang === "vue" || block.lang === "svelte") return block.lang;
  if (/@jsxImportSource solid-js/.test(block.code)) return "solid";
  const imports = [...block.code.matchAll(/^(?:import|export)\b[^"\n]*?(?:from\s+)?"([^"]+)"/gm)].map((m) => m[1]!);
  for (const specifier of imports) for (const [template, pattern] of FRAMEWORKS) if (pattern.test(specifier)) return template;
  return "vanilla";
}

/** One file the test compiles: a block and the parts that continue it. */
export interface Module {
  block: CodeBlock;
  parts: CodeBlock[];
  name: string;
  template: Template;
  code: string;
}

/** The modules of `blocks` (the compiled ones of one or more files): each part joins the block it names. */
export function modules(blocks: readonly CodeBlock[]): Module[] {
  const result: Module[] = [];
  for (const block of blocks) {
    const neighbour = partOf(block);
    if (neighbour === undefined) {
      const name = blockFileName(block);
      const first = result.find((m) => m.block.file === block.file && m.name === name);
      if (first) throw new Error(`${block.file}:${block.line}: a second block named ${name} (the first at line ${first.block.line})`);
      result.push({ block, parts: [], name, template: templateOf(block), code: block.code });
      continue;
    }
    const whole = result.find((m) => m.block.file === block.file && m.name === neighbour);
    if (!whole) throw new Error(`${block.file}:${block.line}: part of ${neighbour}, but no block above it is named so`);
    if (whole.template === "vue" || whole.template === "svelte")
      throw new Error(`${block.file}:${block.line}: a component cannot have parts`);
    whole.parts.push(block);
    whole.code += `\n${block.code}`;
  }
  return result;
}

/** Where the 0-based line `line` of a module's code is: the block it came from and its line in the markdown file. */
export function place(module: Module, line: number): { block: CodeBlock; line: number } {
  let start = 0;
  for (const block of [module.block, ...module.parts]) {
    const lines = block.code.split("\n").length;
    if (line < start + lines) return { block, line: block.line + 1 + line - start };
    start += lines;
  }
  return { block: module.block, line: module.block.line + 1 };
}
