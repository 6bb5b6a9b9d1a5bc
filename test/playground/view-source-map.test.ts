// @vitest-environment node
// A view's errors at the author's lines: an entry's stack frames and its own file:line, read through
// the inline source map of a real esbuild build (minified, as the worst case) put in a page, as
// devtools read them; whatever column the script starts on, in a served document (document lines)
// and a written one (`<anonymous>`: script lines); what no map covers stays as it was. Then through
// the widget origin, on the document it serves, the injected scripts included.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type BuildOptions } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ViewSourceMaps } from "../../playground/server/view-source-map.js";
import { WidgetOrigin } from "../../playground/server/widget-origin.js";
import type { ViewConsoleEntry } from "../../playground/shared/view-console.js";

const SOURCE = `// the widget
function greet(name: string): string {
  if (!name) throw new Error("no name");
  return "Hello, " + name;
}
document.body.textContent = greet(location.hash);
`;
/** Where `new Error` is in the source: line 3, and its 1-based column. */
const THROW = { line: 3, column: SOURCE.split("\n")[2]!.indexOf("new Error") + 1 };
const URL_ = "http://127.0.0.1:4242/frame/8a0c5c8e-3f0b-4c53-9a57-0e6d3b1f2a9d";

let tmp: string;
/** A minified bundle with its map inline, written as Vite writes a page's chunk (dist/assets/). */
const BUILD: BuildOptions & { write: false } = {
  bundle: true,
  minify: true,
  format: "esm",
  sourcemap: "inline",
  write: false,
  logLevel: "silent",
};
/** The built script: minified code, then its map as a data: URL. */
let code: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), "mcp-view-sourcemap-"));
  mkdirSync(join(tmp, "src"));
  writeFileSync(join(tmp, "src", "widget.ts"), SOURCE);
  BUILD.outfile = join(tmp, "dist", "assets", "index.js");
  BUILD.absWorkingDir = tmp;
  const result = await build({ ...BUILD, entryPoints: [join(tmp, "src", "widget.ts")] });
  code = result.outputFiles[0]!.text;
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The 1-based line and column of `offset` in `text`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}

/** Where the built code's `new Error` is in `doc` (the script's text starts at `doc.indexOf(code)`). */
const throwIn = (doc: string) => placeOf(doc, doc.indexOf(code) + code.indexOf("new Error"));

const page = (before: string) => `${before}<script type="module">${code}</script></head><body></body></html>`;
const expected = `src/widget.ts:${THROW.line}:${THROW.column}`;

describe("a view's source maps", () => {
  it.each([
    ["on the line of <head>", "<!doctype html><html><head><script>(function(w){})(window)</script><title>w</title>"],
    ["on a later line", "<!doctype html>\n<html>\r\n<head>\n  <title>w</title>\n  "],
  ])("name the author's file, line and column for the document's frames and the entry's own place (the script %s)", (_, before) => {
    const doc = page(before);
    const at = throwIn(doc);
    const maps = new ViewSourceMaps(doc, { url: URL_ });
    expect(maps.place(at.line, at.column)).toEqual({ source: "src/widget.ts", line: THROW.line, column: THROW.column });
    const entry: ViewConsoleEntry = {
      kind: "uncaught",
      text: "Error: no name",
      file: "inline",
      line: at.line,
      column: at.column,
      stack: `Error: no name\n    at greet (${URL_}:${at.line}:${at.column})\n    at console.error (${URL_}:1:40)\n    at http://127.0.0.1:4242/other.js:1:5`,
    };
    expect(maps.entry(entry)).toEqual({
      ...entry,
      file: "src/widget.ts",
      line: THROW.line,
      column: THROW.column,
      stack: `Error: no name\n    at greet (${expected})\n    at console.error (${URL_}:1:40)\n    at http://127.0.0.1:4242/other.js:1:5`,
    });
  });

  it("skip the scripts in a comment, as the browser does: unclosed <script> tags there do not swallow the mapped script after it", () => {
    const doc = page(`<!doctype html><html><head><!--${"<script>".repeat(1_000)}-->\n`);
    const at = throwIn(doc);
    expect(at.line).toBe(2);
    expect(new ViewSourceMaps(doc, { url: URL_ }).place(at.line, at.column)).toEqual({
      source: "src/widget.ts",
      line: THROW.line,
      column: THROW.column,
    });
  });

  it("leave what no map covers as it was: another file's entry, a place outside the script, a page without maps or with a broken one", () => {
    const doc = page("<!doctype html><html><head>");
    const maps = new ViewSourceMaps(doc, { url: URL_ });
    const elsewhere: ViewConsoleEntry = { kind: "uncaught", text: "x", file: "lib.js", line: 1, column: 40 };
    expect(maps.entry(elsewhere)).toEqual(elsewhere);
    expect(maps.place(1, 3)).toBeUndefined(); // `<!doctype`
    const plain = new ViewSourceMaps("<html><head><script>throw 1</script></head></html>", { url: URL_ });
    const inline: ViewConsoleEntry = { kind: "uncaught", text: "1", file: "inline", line: 1, column: 21, stack: `x\n at ${URL_}:1:21` };
    expect([plain.mapped, plain.entry(inline)]).toEqual([false, inline]);
    const broken = new ViewSourceMaps(`<script>throw 1\n//# sourceMappingURL=data:application/json;base64,bm90IGEgbWFw</script>`, {
      url: URL_,
    });
    expect([broken.mapped, broken.entry(inline)]).toEqual([true, inline]);
  });

  it("in a written document, read `<anonymous>` places (lines of the script) through its one mapped script", () => {
    const doc = page("<!doctype html><html><head><title>w</title>\n");
    const at = placeOf(code, code.indexOf("new Error"));
    const maps = new ViewSourceMaps(doc, { url: URL_, written: true });
    const entry: ViewConsoleEntry = {
      kind: "uncaught",
      text: "Error: no name",
      line: at.line,
      column: at.column,
      stack: `Error: no name\n    at greet (<anonymous>:${at.line}:${at.column})`,
    };
    expect(maps.entry(entry)).toEqual({
      ...entry,
      file: "src/widget.ts",
      line: THROW.line,
      column: THROW.column,
      stack: `Error: no name\n    at greet (${expected})`,
    });
    const inDocument = throwIn(doc);
    expect(maps.entry({ kind: "rejection", text: "x", stack: `x\n at ${URL_}:${inDocument.line}:${inDocument.column}` }).stack).toBe(
      `x\n at ${expected}`,
    );
    const two = new ViewSourceMaps(page(`<script type="module">${code}</script>`), { url: URL_, written: true });
    expect(two.entry(entry)).toEqual(entry);
  });
});

describe("an entry's own place", () => {
  it("is the stack's first frame in the author's code, past a library's frames (node_modules/), when its stack has one", async () => {
    mkdirSync(join(tmp, "node_modules", "lib"), { recursive: true });
    writeFileSync(join(tmp, "node_modules", "lib", "index.js"), "export function report(error) {\n  console.error(error);\n}\n");
    const source = 'import { report } from "lib";\n\nreport(new Error("render failed"));\n';
    writeFileSync(join(tmp, "src", "view.ts"), source);
    const result = await build({ ...BUILD, entryPoints: [join(tmp, "src", "view.ts")] });
    const built = result.outputFiles[0]!.text;
    const doc = page("<!doctype html><html><head>").replace(code, built);
    const frame = (needle: string) => placeOf(doc, doc.indexOf(built) + built.indexOf(needle));
    const [inLib, inView] = [frame("console.error"), frame("new Error")];
    const entry: ViewConsoleEntry = {
      kind: "console-error",
      text: "Error: render failed",
      stack: `Error: render failed\n    at report (${URL_}:${inLib.line}:${inLib.column})\n    at ${URL_}:${inView.line}:${inView.column}`,
    };
    const read = new ViewSourceMaps(doc, { url: URL_ }).entry(entry);
    expect(read.stack).toBe(`Error: render failed\n    at report (node_modules/lib/index.js:2:3)\n    at src/view.ts:3:8`);
    expect([read.file, read.line]).toEqual(["src/view.ts", 3]);
  });
});

describe("the widget origin's frames", () => {
  const origin = new WidgetOrigin();
  beforeAll(() => origin.start());
  afterAll(() => origin.close());

  it.each([
    ["served", "as-served" as const],
    ["written into a blank document", "written" as const],
  ])("read a captured entry through the map of the document they serve (%s), its injected scripts included", async (_, document) => {
    const { url } = origin.add(page("<!doctype html><html><head><title>w</title>"), { facts: { document } });
    const served = await fetch(url).then((r) => r.text());
    const doc = document === "written" ? (JSON.parse(/var html=("(?:[^"\\]|\\.)*");/.exec(served)![1]!) as string) : served;
    const at = throwIn(doc);
    const entry: ViewConsoleEntry = {
      kind: "uncaught",
      text: "Error: no name",
      file: "inline",
      line: at.line,
      column: at.column,
      stack: `at greet (${url}:${at.line}:${at.column})`,
    };
    expect(origin.readEntry(url, entry)).toEqual({
      ...entry,
      file: "src/widget.ts",
      line: THROW.line,
      column: THROW.column,
      stack: `at greet (${expected})`,
    });
    expect(origin.readEntry(`${new URL(url).origin}/frame/00000000-0000-0000-0000-000000000000`, entry)).toEqual(entry);
    expect(origin.readEntry(undefined, entry)).toEqual(entry);
  });
});
