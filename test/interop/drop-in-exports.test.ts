// The official's plain exports next to ours, for the "same" rows of docs/compatibility.md's table:
// the constants by value, and the style helpers by what they do to the document.
import { beforeEach, describe, expect, it } from "vitest";
import * as Official from "@modelcontextprotocol/ext-apps";
import * as Ours from "../../src/index.js";
import { allowOfficialConsole } from "./subjects.js";

type Helpers = Pick<typeof Ours, "applyDocumentTheme" | "applyHostFonts" | "applyHostStyleVariables" | "getDocumentTheme">;

const HELPERS = [
  { name: "ours", official: false, helpers: Ours as Helpers },
  { name: "official 2.0.4", official: true, helpers: Official as unknown as Helpers },
];

/** Runs the same calls with one library's helpers on a clean document, and reads back what they did. */
function styleScript({ applyDocumentTheme, applyHostFonts, applyHostStyleVariables, getDocumentTheme }: Helpers) {
  const root = document.documentElement;
  const themes = [getDocumentTheme()];
  root.classList.add("dark");
  themes.push(getDocumentTheme());
  applyDocumentTheme("light");
  themes.push(getDocumentTheme());
  applyHostStyleVariables({ "--color-text-primary": "#111", "--font-sans": undefined });
  const card = document.body.appendChild(document.createElement("div"));
  applyHostStyleVariables({ "--border-radius-md": "6px" }, card);
  applyHostFonts("@font-face { font-family: A; src: url(a.woff2); }");
  applyHostFonts("@font-face { font-family: B; src: url(b.woff2); }");
  return {
    themes,
    theme: [root.getAttribute("data-theme"), root.style.colorScheme, root.classList.contains("dark")],
    variables: [
      root.style.getPropertyValue("--color-text-primary"),
      root.style.getPropertyValue("--font-sans"),
      card.style.getPropertyValue("--border-radius-md"),
    ],
    fonts: [...document.head.querySelectorAll("style")].map((style) => [style.id, style.textContent]),
  };
}

describe("the official's constants and style helpers", () => {
  it("every constant the official exports exists in mcp-view with the same value", () => {
    const names = Object.keys(Official).filter((name) => /^[A-Z][A-Z_]+$/.test(name));
    expect(names).toEqual(
      expect.arrayContaining(["LATEST_PROTOCOL_VERSION", "RESOURCE_MIME_TYPE", "RESOURCE_URI_META_KEY", "TOOL_RESULT_METHOD"]),
    );
    const values = (from: object) => names.map((name) => [name, (from as Record<string, unknown>)[name]]);
    expect(values(Ours)).toEqual(values(Official));
  });

  describe.each(HELPERS)("$name style helpers", ({ official, helpers }) => {
    allowOfficialConsole(() => ({ official }));
    beforeEach(() => {
      document.documentElement.removeAttribute("data-theme");
      document.documentElement.removeAttribute("style");
      document.documentElement.removeAttribute("class");
      document.head.replaceChildren();
      document.body.replaceChildren();
    });

    it("applyDocumentTheme, getDocumentTheme, applyHostStyleVariables and applyHostFonts do what the official ones do", () => {
      expect(styleScript(helpers)).toEqual({
        themes: ["light", "dark", "light"],
        theme: ["light", "light", true],
        variables: ["#111", "", "6px"],
        fonts: [["__mcp-host-fonts", "@font-face { font-family: A; src: url(a.woff2); }"]],
      });
    });
  });
});
