// PROTOCOL.md §9.63–66: the official style helpers, and createHostStyleSync behind the hostStyles option.
import { afterEach, describe, expect, it } from "vitest";
import { applyDocumentTheme, applyHostFonts, applyHostStyleVariables, createHostStyleSync, getDocumentTheme } from "../src/index.js";
import { forbidConsole } from "./support/console.js";

forbidConsole();

const html = document.documentElement;
const fonts = () => document.querySelectorAll("#__mcp-host-fonts");

afterEach(() => {
  html.removeAttribute("style");
  html.removeAttribute("data-theme");
  html.removeAttribute("class");
  fonts().forEach((e) => e.remove());
});

describe("style helpers", () => {
  it("[§9.63] applyHostStyleVariables sets only the defined variables as inline properties on <html>", () => {
    applyHostStyleVariables({ "--color-text-primary": "red", "--font-sans": undefined });
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(html.style.getPropertyValue("--font-sans")).toBe("");
    expect(html.getAttribute("style")).toBe("--color-text-primary: red;");
  });

  it("[§9.63] applyHostStyleVariables sets them on the element given as second argument instead", () => {
    const element = document.createElement("div");
    applyHostStyleVariables({ "--color-text-primary": "red" }, element);
    expect(element.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
  });

  it("[§9.63] applyHostStyleVariables sets non-standard keys too and never removes earlier ones", () => {
    applyHostStyleVariables({ "--x": "1" });
    applyHostStyleVariables({ "--y": "2" });
    expect(html.style.getPropertyValue("--x")).toBe("1");
    expect(html.style.getPropertyValue("--y")).toBe("2");
  });

  it("[§9.64] applyDocumentTheme(\"dark\") sets data-theme and color-scheme, and adds no dark class", () => {
    applyDocumentTheme("dark");
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.colorScheme).toBe("dark");
    expect(html.classList.contains("dark")).toBe(false);
  });

  it("[§9.65] getDocumentTheme returns data-theme when it is light or dark", () => {
    html.setAttribute("data-theme", "dark");
    expect(getDocumentTheme()).toBe("dark");
    html.setAttribute("data-theme", "light");
    html.classList.add("dark");
    expect(getDocumentTheme()).toBe("light");
  });

  it("[§9.65] getDocumentTheme returns dark for <html class=\"dark\"> without the attribute, else light", () => {
    expect(getDocumentTheme()).toBe("light");
    html.classList.add("dark");
    expect(getDocumentTheme()).toBe("dark");
    html.setAttribute("data-theme", "sepia");
    expect(getDocumentTheme()).toBe("dark");
  });

  it("[§9.66] applyHostFonts appends exactly one <style id=\"__mcp-host-fonts\"> to <head> with the CSS verbatim", () => {
    const css = "@font-face { font-family: X; src: url(x.woff2); }\n@import url('y.css');";
    applyHostFonts(css);
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.parentElement).toBe(document.head);
    expect(fonts()[0]!.textContent).toBe(css);
  });

  it("[§9.66] a second applyHostFonts call with different CSS changes nothing", () => {
    applyHostFonts("@import url(a.css);");
    applyHostFonts("@import url(b.css);");
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.textContent).toBe("@import url(a.css);");
  });
});

describe("createHostStyleSync", () => {
  it("applies theme, variables and fonts from a full context", () => {
    const sync = createHostStyleSync();
    sync.update({ theme: "dark", styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(a.css);" } } });
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(fonts()[0]!.textContent).toBe("@import url(a.css);");
    sync.undo();
  });

  it("removes variables the host stops sending", () => {
    const sync = createHostStyleSync();
    sync.update({ styles: { variables: { "--a": "1", "--b": "2" } } });
    sync.update({ styles: { variables: { "--b": "3" } } });
    expect(html.style.getPropertyValue("--a")).toBe("");
    expect(html.style.getPropertyValue("--b")).toBe("3");
    sync.undo();
  });

  it("leaves variables alone for a partial context without styles", () => {
    const sync = createHostStyleSync();
    sync.update({ styles: { variables: { "--a": "1" } } });
    sync.update({ theme: "light" });
    expect(html.style.getPropertyValue("--a")).toBe("1");
    sync.undo();
  });

  it("replaces the font CSS when it changes, keeping one style element", () => {
    const sync = createHostStyleSync();
    sync.update({ styles: { css: { fonts: "@import url(a.css);" } } });
    sync.update({ styles: { css: { fonts: "@import url(b.css);" } } });
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.textContent).toBe("@import url(b.css);");
    sync.update({ styles: {} });
    expect(fonts()).toHaveLength(0);
    sync.undo();
  });

  it("undo() removes every variable and the fonts it applied, but not variables set by others", () => {
    html.style.setProperty("--mine", "x");
    const sync = createHostStyleSync();
    sync.update({ styles: { variables: { "--a": "1" }, css: { fonts: "@import url(a.css);" } } });
    sync.undo();
    expect(html.style.getPropertyValue("--a")).toBe("");
    expect(html.style.getPropertyValue("--mine")).toBe("x");
    expect(fonts()).toHaveLength(0);
  });

  it("undo() restores the theme it replaced, or removes it when there was none", () => {
    const sync = createHostStyleSync();
    sync.update({ theme: "dark" });
    sync.update({ theme: "light" });
    sync.undo();
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.colorScheme).toBe("");
    applyDocumentTheme("light");
    const again = createHostStyleSync();
    again.update({ theme: "dark" });
    again.undo();
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(html.style.colorScheme).toBe("light");
  });

  it("sets variables on the root option instead of <html>", () => {
    const root = document.createElement("section");
    const sync = createHostStyleSync({ root });
    sync.update({ styles: { variables: { "--a": "1" } } });
    expect(root.style.getPropertyValue("--a")).toBe("1");
    expect(html.style.getPropertyValue("--a")).toBe("");
    sync.undo();
    expect(root.style.getPropertyValue("--a")).toBe("");
  });
});
