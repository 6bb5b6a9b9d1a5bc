// What the docs tests read in a markdown file: its code blocks, its headings' anchors, its links and
// the repository paths it names, each with its line.
import { readdirSync } from "node:fs";
import { repoText } from "../support/readme.js";

/** Every markdown file the docs tests check, as paths from the repository root. */
export const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(new URL("../../docs", import.meta.url))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
  "bench/README.md",
];

export interface CodeBlock {
  file: string;
  /** The 1-based line of the opening fence. */
  line: number;
  lang: string;
  code: string;
  /** The HTML comment on the line before the fence (`fragment`, `file: name.ts`), if any. */
  marker?: string;
}

/** A line outside the code blocks of a file, with its 1-based number. */
export interface ProseLine {
  line: number;
  text: string;
}

/** The file's code blocks and the lines outside them. */
export function parse(file: string): { blocks: CodeBlock[]; prose: ProseLine[] } {
  const lines = repoText(file).split("\n");
  const blocks: CodeBlock[] = [];
  const prose: ProseLine[] = [];
  let open: { line: number; lang: string; body: string[]; marker?: string } | undefined;
  lines.forEach((text, i) => {
    if (!open && text.startsWith("```")) {
      const marker = /^<!--\s*(.*?)\s*-->$/.exec(lines[i - 1] ?? "")?.[1];
      open = { line: i + 1, lang: text.slice(3).trim(), body: [], ...(marker ? { marker } : {}) };
    } else if (open && text.startsWith("```")) {
      blocks.push({ file, line: open.line, lang: open.lang, code: open.body.join("\n"), ...(open.marker ? { marker: open.marker } : {}) });
      open = undefined;
    } else if (open) open.body.push(text);
    else prose.push({ line: i + 1, text });
  });
  return { blocks, prose };
}

/** GitHub's anchor for a heading's text: lowercase, punctuation but `-` and `_` dropped, spaces to `-`. */
export function slug(heading: string): string {
  const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, "");
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a file's headings, a repeated one numbered as GitHub does (`results`, `results-1`). */
export function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const { text } of parse(file).prose) {
    const heading = /^#{1,6} (.*)$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    result.add(n ? `${base}-${n}` : base);
  }
  return result;
}

/** Text without its code spans, which hold code, never links. */
const withoutSpans = (text: string) => text.replace(/`[^`]*`/g, "");

/** The targets of the file's markdown links (`[text](target)`), outside code blocks and code spans. */
export function links(file: string): Array<{ line: number; href: string }> {
  return parse(file).prose.flatMap(({ line, text }) =>
    [...withoutSpans(text).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => ({ line, href: m[1]! })),
  );
}

/** The repository paths (`src/…`, `test/…`, `bench/…`, `playground/…`, `scripts/…`) the file's prose names. */
export function repoPaths(file: string): Array<{ line: number; path: string }> {
  const path = /(?<=^|[\s`(])((?:src|test|bench|playground|scripts)\/[\w./*{},-]*)/g;
  return parse(file).prose.flatMap(({ line, text }) => [...text.matchAll(path)].map((m) => ({ line, path: m[1]!.replace(/[.,:]+$/, "") })));
}
