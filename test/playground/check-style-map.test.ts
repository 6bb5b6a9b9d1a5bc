// @vitest-environment node
// mcp-view check reads a DESIGN-005 finding's place through the source map a view's `<style>` ends
// with: a view whose entry imports a .css file, bundled with its CSS map inline (esbuild), names the
// .css file and the line of the host variable with no fallback; a style without a map keeps the
// line of the HTML.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findingsOf } from "../../playground/cli/check.js";
import { findingPlace } from "../../src/testing/index.js";

const URI = "ui://weather/app.html";
const STYLES = ["body { margin: 0 }", "", ".temp {", "  font-weight: bold;", "  color: var(--color-text-primary);", "}", ""].join("\n");

const design005 = (html: string) =>
  findingsOf({
    server: { tools: [], reads: { [URI]: { contents: [{ uri: URI, text: html }] } } },
    views: [],
    skipped: [],
    elicited: [],
  }).filter((f) => f.rule === "DESIGN-005");

describe("check's DESIGN-005 through a <style>'s source map", () => {
  let dir: string;
  let css: string;
  let js: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "mcp-view-style-map-"));
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src", "styles.css"), STYLES);
    writeFileSync(join(dir, "src", "main.ts"), 'import "./styles.css";\ndocument.body.dataset.ready = "1";\n');
    const result = await build({
      entryPoints: [join(dir, "src", "main.ts")],
      bundle: true,
      sourcemap: "inline",
      outdir: join(dir, "dist"),
      write: false,
      logLevel: "silent",
    });
    css = result.outputFiles.find((f) => f.path.endsWith(".css"))!.text;
    js = result.outputFiles.find((f) => f.path.endsWith(".js"))!.text;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("names the .css file and the line of the declaration", () => {
    const html = `<!doctype html>\n<html><head><meta charset="utf-8">\n<style>${css}</style></head><body><script type="module">${js}</script></body></html>`;
    const [f] = design005(html);
    expect(f?.location?.source).toEqual({ file: "src/styles.css", line: 5, column: expect.any(Number) });
    expect(findingPlace(f!)).toMatch(/^src\/styles\.css:5:\d+ in ui:\/\/weather\/app\.html$/);
  });

  it("keeps the line of the HTML where no map covers the style", () => {
    const [f] = design005(`<!doctype html>\n<style>\n${STYLES}</style>`);
    expect(f?.location).toEqual({ line: 7, column: 10 });
    expect(findingPlace(f!)).toBe("ui://weather/app.html:7:10");
  });
});
