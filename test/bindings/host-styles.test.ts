// The styling hooks' framework-free work on its own: which part of a host context each hook
// applies, and startHostStyles with no App (the initial context alone) and its cleanup.
import { afterEach, describe, expect, it } from "vitest";
import { ALL_STYLES, FONTS, startHostStyles, VARIABLES } from "../../src/bindings/host-styles.js";
import type { McpUiHostContext } from "../../src/index.js";

const html = document.documentElement;
const fonts = () => [...document.querySelectorAll("style[data-mcp-host-fonts]")].map((e) => e.textContent);
const CONTEXT: McpUiHostContext = {
  theme: "dark",
  locale: "fr-FR",
  styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(f.css);" } },
};

afterEach(() => {
  html.removeAttribute("style");
  html.removeAttribute("data-theme");
  document.querySelectorAll("style[data-mcp-host-fonts]").forEach((e) => e.remove());
});

describe("the style parts", () => {
  it("ALL_STYLES is the whole context", () => {
    expect(ALL_STYLES(CONTEXT)).toBe(CONTEXT);
  });

  it("VARIABLES is the theme and the CSS variables", () => {
    expect(VARIABLES(CONTEXT)).toEqual({ theme: "dark", styles: { variables: { "--color-text-primary": "red" } } });
  });

  it("FONTS is the font CSS", () => {
    expect(FONTS(CONTEXT)).toEqual({ styles: { css: { fonts: "@import url(f.css);" } } });
  });
});

describe("startHostStyles with no App", () => {
  it("applies the initial context's theme, variables and fonts, and its cleanup undoes them", () => {
    const stop = startHostStyles(null, CONTEXT, ALL_STYLES);
    expect([html.getAttribute("data-theme"), html.style.getPropertyValue("--color-text-primary"), fonts()]).toEqual([
      "dark",
      "red",
      ["@import url(f.css);"],
    ]);
    stop();
    expect([html.getAttribute("data-theme"), html.style.getPropertyValue("--color-text-primary"), fonts()]).toEqual([null, "", []]);
  });

  it("applies only the part it is given", () => {
    const stop = startHostStyles(null, CONTEXT, FONTS);
    expect([html.getAttribute("data-theme"), html.style.getPropertyValue("--color-text-primary"), fonts()]).toEqual([
      null,
      "",
      ["@import url(f.css);"],
    ]);
    stop();
  });

  it("applies nothing without an initial context", () => {
    const stop = startHostStyles(null, undefined, ALL_STYLES);
    expect([html.getAttribute("data-theme"), html.getAttribute("style"), fonts()]).toEqual([null, null, []]);
    stop();
  });
});
