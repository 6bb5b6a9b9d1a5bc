// Where a DESIGN-005 finding is: the line and column of the first bare host variable in the text the
// check read (a view's HTML), shown in findingsText and, with a source map's word, as the source file.
import { describe, expect, it } from "vitest";
import { checkStyles, findingPlace, findingsText, type Finding } from "../../src/testing/index.js";

const HTML = [
  "<!doctype html>",
  "<html><head><style>",
  "body { margin: 0 }",
  "p { font: var(--font-sans, sans-serif) }",
  "  .temp { color: var(--color-text-primary); border: var(--border-width-regular) solid }",
  "</style></head><body></body></html>",
].join("\n");

describe("checkStyles' location", () => {
  it("is the line and column of the first var() of a host variable with no fallback", () => {
    const [f] = checkStyles(HTML, "ui://weather/app.html");
    expect(f?.location).toEqual({ line: 5, column: 18 });
  });

  it("counts \\r\\n and \\r as one line break each", () => {
    const [f] = checkStyles("<style>\r\n\r\na {}\r  b { color: var(--color-text-secondary) }</style>", "view");
    expect(f?.location).toEqual({ line: 4, column: 14 });
  });

  it("is on the first line for CSS text that has one", () => {
    expect(checkStyles("a{color:var( --color-text-primary )}", "view")[0]?.location).toEqual({ line: 1, column: 9 });
  });
});

describe("findingPlace and findingsText", () => {
  it("show the subject with the line and column", () => {
    const findings = checkStyles(HTML, "ui://weather/app.html");
    expect(findingPlace(findings[0]!)).toBe("ui://weather/app.html:5:18");
    expect(findingsText(findings)).toMatch(/^warning DESIGN-005 \(ui:\/\/weather\/app\.html:5:18\): It uses --color-text-primary, /);
  });

  it("name the source file a map gave, in the subject", () => {
    const [f] = checkStyles(HTML, "ui://weather/app.html");
    const mapped: Finding = { ...f!, location: { ...f!.location!, source: { file: "src/styles.css", line: 12, column: 3 } } };
    expect(findingPlace(mapped)).toBe("src/styles.css:12:3 in ui://weather/app.html");
  });

  it("show the subject alone for a finding with no location", () => {
    const [f] = checkStyles(HTML, "ui://weather/app.html");
    const { location: _, ...unplaced } = f!;
    expect(findingPlace(unplaced)).toBe("ui://weather/app.html");
  });
});
