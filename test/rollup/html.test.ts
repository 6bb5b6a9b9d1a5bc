// @vitest-environment node
// The HTML tag scanner behind mcp-view/rollup.
import { describe, expect, it } from "vitest";
import { escapeRawText, formatAttributes, isLocal, scanHtml } from "../../src/rollup/html.js";

describe("scanHtml", () => {
  it("reads double-quoted, single-quoted, unquoted and bare attributes with lower-case names", () => {
    const [tag] = scanHtml(`<SCRIPT Type="module" src='a.js' data-x=1 async></SCRIPT>`);
    expect([...tag!.attrs]).toEqual([
      ["type", "module"],
      ["src", "a.js"],
      ["data-x", "1"],
      ["async", ""],
    ]);
  });

  it("gives the exact range of a raw-text element, end tag included", () => {
    const html = `<p>a</p><script>if (a < b) x = "<div>";</script><i>`;
    const script = scanHtml(html).find((t) => t.name === "script")!;
    expect(html.slice(script.start, script.end)).toBe(`<script>if (a < b) x = "<div>";</script>`);
    expect(script.text).toBe(`if (a < b) x = "<div>";`);
  });

  it("does not see tags inside comments or script text", () => {
    const names = scanHtml(`<!-- <img src=x> --><script>"<link rel=stylesheet>"</script><b>`).map((t) => t.name);
    expect(names).toEqual(["script", "b"]);
  });

  it("decodes character references in attribute values", () => {
    expect(scanHtml(`<img src="a.png?x=1&amp;y=&#50;&#x33;">`)[0]!.attrs.get("src")).toBe("a.png?x=1&y=23");
  });

  it("ends a self-closing tag at its >", () => {
    const html = `<link rel="stylesheet" href="a.css" /><b>`;
    expect(scanHtml(html)[0]!.end).toBe(html.indexOf("<b>"));
  });

  it("treats an unterminated script as running to the end", () => {
    expect(scanHtml(`<script>let a = 1;`)[0]).toMatchObject({ end: 18, text: "let a = 1;" });
  });
});

describe("HTML helpers", () => {
  it("escapes every closing tag of the element, whatever its case", () => {
    expect(escapeRawText(`"</script></SCRIPT></style>"`, "script")).toBe(`"<\\/script><\\/SCRIPT></style>"`);
  });

  it("serialises attributes with quotes and ampersands escaped", () => {
    expect(
      formatAttributes(
        new Map([
          ["media", `a&"b"`],
          ["async", ""],
        ]),
      ),
    ).toBe(` media="a&amp;&quot;b&quot;" async`);
  });

  it("tells local references from URLs", () => {
    expect(
      ["main.js", "./a.css", "/src/b.js", "https://x.example/a.js", "//cdn.example/a.js", "data:text/css,", "#top", ""].map(isLocal),
    ).toEqual([true, true, true, false, false, false, false, false]);
  });
});
