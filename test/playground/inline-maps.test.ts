// @vitest-environment node
// Finding a document's inline scripts with a `data:` source map reads it once: the characters it
// examines (counted by inlineMaps) stay within twice the document's length, so a document 4 times
// larger costs at most 4 times the work, whatever it holds. A regular expression over the whole
// document cost the square of its length for a run of unclosed `<script>` tags (780 KB of them in a
// comment held the dev server for seconds).
import { describe, expect, it } from "vitest";
import { inlineMaps, type ReadCount } from "../../playground/server/inline-maps.js";

const MAP = "//# sourceMappingURL=data:application/json,%7B%7D";

/** Documents whose size grows with `n`, each once a quadratic case. */
const DOCUMENTS: Array<[string, (n: number) => string]> = [
  ["unclosed <script> tags in a comment", (n) => `<!doctype html><!--${"<script>".repeat(n)}-->`],
  ["unclosed <script> tags", (n) => "<script>".repeat(n)],
  ["<script tags never ended by >", (n) => "<script ".repeat(n)],
  ["an unclosed comment of <script> tags", (n) => `<!--${"<script>".repeat(n)}`],
  ["almost-closing tags", (n) => `<script>${"</script ".repeat(n)}`],
  ["mapped scripts on one line", (n) => `<script>x\n</script>${`<script>x${MAP}</script>`.repeat(n)}`],
  [
    "a script full of map comments that are not its last",
    (n) => `<script>${"//#sourceMappingURL=data:application/json,AA".repeat(n)} x</script>`,
  ],
];

const read = (html: string) => {
  const count: ReadCount = { chars: 0 };
  const scripts = inlineMaps(html, count);
  return { scripts, chars: count.chars };
};

describe("inlineMaps", () => {
  it.each(DOCUMENTS)("examines each character of %s at most twice, so 4 times the document is at most 4 times the work", (_, make) => {
    const small = make(2_000);
    const large = make(8_000);
    const [n, m] = [read(small).chars, read(large).chars];
    expect(n).toBeLessThanOrEqual(2 * small.length);
    expect(m).toBeLessThanOrEqual(2 * large.length);
    expect(m).toBeLessThanOrEqual(4 * n + 64);
  });

  it("finds every mapped script with its line and column, and none in a comment", () => {
    const doc = `<html>\n<!-- <script>old${MAP}</script> -->\n  <script>a${MAP}</script><script>b</script>\n<script type="module">\nc\n${MAP}\n</script>`;
    expect(read(doc).scripts).toEqual([
      { kind: "script", line: 3, column: 10, lastLine: 3, map: "{}" },
      { kind: "script", line: 4, column: 22, lastLine: 7, map: "{}" },
    ]);
  });

  it("finds a style that ends with its map as a CSS comment, and nothing after an unclosed style, which holds the rest", () => {
    const css = "/*# sourceMappingURL=data:application/json;base64,e30= */";
    const doc = `<html>
<style>
p{}
${css}
</style><style>q{}</style>
<style>r{}${css}<script>s${MAP}</script>`;
    expect(read(doc).scripts).toEqual([{ kind: "style", line: 2, column: 7, lastLine: 5, map: "{}" }]);
  });

  it("reads a map comment with a space, without, with @, base64 or a charset, and nothing after the script's end", () => {
    const maps = (text: string) => read(`<script>${text}</script>`).scripts.map((s) => s.map);
    expect(maps("x\n//# sourceMappingURL=data:application/json,%7B%7D  \n")).toEqual(["{}"]);
    expect(maps("x//#sourceMappingURL=data:application/json,%7B%7D")).toEqual(["{}"]);
    expect(maps("x\n//@ sourceMappingURL=data:application/json;charset=utf-8;base64,e30=")).toEqual(["{}"]);
    expect(maps(`x\n${MAP}\ny()`)).toEqual([]);
    expect(maps("x\n//# sourceMappingURL=data:application/json,%E0%A4%A")).toEqual([""]);
    const styleMaps = (text: string) => read(`<style>${text}</style>`).scripts.map((s) => s.map);
    expect(styleMaps("p{}\n/*# sourceMappingURL=data:application/json,%7B%7D */\n")).toEqual(["{}"]);
    expect(styleMaps("p{}/*#sourceMappingURL=data:application/json;base64,e30=*/")).toEqual(["{}"]);
    expect(styleMaps("p{}\n//# sourceMappingURL=data:application/json,%7B%7D")).toEqual([]);
    expect(styleMaps("p{}\n/*# sourceMappingURL=data:application/json,%7B%7D */ q{}")).toEqual([]);
  });
});
