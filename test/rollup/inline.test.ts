// @vitest-environment node
// What both sides of the single-file plugin do to a chunk or stylesheet they inline, on their own:
// refuse a chunk that loads others, strip an external source-map comment, drop what was inlined
// from the bundle, and build the <script> and <style> elements.
import type { OutputBundle, OutputChunk, PluginContext } from "rollup";
import { describe, expect, it } from "vitest";
import { scanHtml } from "../../src/rollup/html.js";
import { dropInlined, inlinableCode, moduleScript, styleElement } from "../../src/rollup/inline.js";

/** A plugin context whose error() throws, as rollup's does. */
const ctx = {
  error: (message: string) => {
    throw new Error(message);
  },
} as unknown as PluginContext;
const chunk = (fields: Partial<OutputChunk>) => ({ imports: [], dynamicImports: [], code: "", ...fields }) as OutputChunk;

describe("inlinableCode", () => {
  it("strips a trailing external sourceMappingURL comment", () => {
    expect(inlinableCode(ctx, chunk({ code: "run();\n//# sourceMappingURL=main.js.map\n" }), "main.js loads", "fix")).toBe("run();");
  });

  it("keeps an inline data: source map", () => {
    const code = "run();\n//# sourceMappingURL=data:application/json;base64,e30=";
    expect(inlinableCode(ctx, chunk({ code }), "main.js loads", "fix")).toBe(code);
  });

  it("fails the build for a chunk that imports other chunks, naming them and the fix", () => {
    const split = chunk({ imports: ["a.js"], dynamicImports: ["b.js"] });
    expect(() => inlinableCode(ctx, split, "index.html: main.js loads", "set output.inlineDynamicImports: true")).toThrow(
      "index.html: main.js loads 2 more chunk(s) (a.js, b.js), which a single-file widget cannot load; set output.inlineDynamicImports: true",
    );
  });
});

describe("dropInlined", () => {
  it("removes a chunk and its source map file", () => {
    const bundle = {
      "main.js": { type: "chunk", sourcemapFileName: "maps/main.js.map" },
      "maps/main.js.map": {},
      "other.js": {},
    } as unknown as OutputBundle;
    dropInlined(bundle, "main.js");
    expect(Object.keys(bundle)).toEqual(["other.js"]);
  });

  it("removes an asset and the .map beside it", () => {
    const bundle = { "style.css": { type: "asset" }, "style.css.map": {}, "index.html": {} } as unknown as OutputBundle;
    dropInlined(bundle, "style.css");
    expect(Object.keys(bundle)).toEqual(["index.html"]);
  });
});

describe("moduleScript and styleElement", () => {
  it("moduleScript wraps the code so that nothing in it can close the element", () => {
    expect(moduleScript('x = "</script>";')).toBe('<script type="module">x = "<\\/script>";</script>');
  });

  it("styleElement keeps only media, id and nonce of the stylesheet link, and escapes the CSS", () => {
    const [link] = scanHtml('<link rel="stylesheet" href="s.css" media="print" id="main" nonce="n1" crossorigin>');
    expect(styleElement(link!, "a::after { content: '</style>'; }")).toBe(
      `<style media="print" id="main" nonce="n1">a::after { content: '<\\/style>'; }</style>`,
    );
  });
});
