// The official style helpers, and syncHostStyles (which keeps the document in step with a host context).
import { afterEach, describe, expect, it } from "vitest";
import {
  applyDocumentTheme,
  applyHostFonts,
  applyHostStyleVariables,
  getDocumentTheme,
  syncHostStyles,
  type McpUiHostContext,
} from "../../src/index.js";

const html = document.documentElement;
const fonts = () => document.querySelectorAll("#__mcp-host-fonts");
const syncedFonts = () => document.querySelectorAll("style[data-mcp-host-fonts]");

afterEach(() => {
  html.removeAttribute("style");
  html.removeAttribute("data-theme");
  html.removeAttribute("class");
  fonts().forEach((e) => e.remove());
  syncedFonts().forEach((e) => e.remove());
});

describe("style helpers", () => {
  it("applyHostStyleVariables sets only the defined variables as inline properties on <html>", () => {
    applyHostStyleVariables({ "--color-text-primary": "red", "--font-sans": undefined });
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(html.style.getPropertyValue("--font-sans")).toBe("");
    expect(html.getAttribute("style")).toBe("--color-text-primary: red;");
  });

  it("applyHostStyleVariables sets them on the element given as second argument instead", () => {
    const element = document.createElement("div");
    applyHostStyleVariables({ "--color-text-primary": "red" }, element);
    expect(element.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
  });

  it("applyHostStyleVariables skips names that are not custom properties", () => {
    applyHostStyleVariables({ display: "none", "--ok": "1" } as never);
    expect(html.style.display).toBe("");
    expect(html.style.getPropertyValue("--ok")).toBe("1");
  });

  it("applyHostStyleVariables sets non-standard keys too and never removes earlier ones", () => {
    applyHostStyleVariables({ "--x": "1" });
    applyHostStyleVariables({ "--y": "2" });
    expect(html.style.getPropertyValue("--x")).toBe("1");
    expect(html.style.getPropertyValue("--y")).toBe("2");
  });

  it('applyDocumentTheme("dark") sets data-theme and color-scheme, and adds no dark class', () => {
    applyDocumentTheme("dark");
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.colorScheme).toBe("dark");
    expect(html.classList.contains("dark")).toBe(false);
  });

  it("getDocumentTheme returns data-theme when it is light or dark", () => {
    html.setAttribute("data-theme", "dark");
    expect(getDocumentTheme()).toBe("dark");
    html.setAttribute("data-theme", "light");
    html.classList.add("dark");
    expect(getDocumentTheme()).toBe("light");
  });

  it('getDocumentTheme returns dark for <html class="dark"> without the attribute, else light', () => {
    expect(getDocumentTheme()).toBe("light");
    html.classList.add("dark");
    expect(getDocumentTheme()).toBe("dark");
    html.setAttribute("data-theme", "sepia");
    expect(getDocumentTheme()).toBe("dark");
  });

  it('applyHostFonts appends exactly one <style id="__mcp-host-fonts"> to <head> with the CSS verbatim', () => {
    const css = "@font-face { font-family: X; src: url(x.woff2); }\n@import url('y.css');";
    applyHostFonts(css);
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.parentElement).toBe(document.head);
    expect(fonts()[0]!.textContent).toBe(css);
  });

  it("a second applyHostFonts call with different CSS changes nothing", () => {
    applyHostFonts("@import url(a.css);");
    applyHostFonts("@import url(b.css);");
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.textContent).toBe("@import url(a.css);");
  });
});

/** A stand-in for an App: a status and a host context, changed with set(). */
function source(context?: McpUiHostContext) {
  let snapshot: { status: string; hostContext?: McpUiHostContext } = { status: context ? "connected" : "idle", hostContext: context };
  const subscribers = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (fn: () => void) => {
      subscribers.add(fn);
      return () => void subscribers.delete(fn);
    },
    set(next: { status?: string; hostContext?: McpUiHostContext }) {
      snapshot = { ...snapshot, status: "connected", ...next };
      for (const fn of subscribers) fn();
    },
    subscribers,
  };
}

describe("syncHostStyles", () => {
  it("applies theme, variables and fonts from the context", () => {
    const stop = syncHostStyles(
      source({ theme: "dark", styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(a.css);" } } }),
    );
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(syncedFonts()[0]!.textContent).toBe("@import url(a.css);");
    stop();
  });

  it("removes variables the host stops sending", () => {
    const app = source({ styles: { variables: { "--a": "1", "--b": "2" } } });
    const stop = syncHostStyles(app);
    app.set({ hostContext: { styles: { variables: { "--b": "3" } } } });
    expect(html.style.getPropertyValue("--a")).toBe("");
    expect(html.style.getPropertyValue("--b")).toBe("3");
    stop();
  });

  it("does nothing again while the context object stays the same", () => {
    const context = { styles: { variables: { "--a": "1" } } };
    const app = source(context);
    const stop = syncHostStyles(app);
    html.style.setProperty("--a", "page");
    app.set({ hostContext: context });
    expect(html.style.getPropertyValue("--a")).toBe("page");
    stop();
  });

  it("replaces the font CSS when it changes, keeping one style element, and removes it when styles go", () => {
    const app = source({ styles: { css: { fonts: "@import url(a.css);" } } });
    const stop = syncHostStyles(app);
    app.set({ hostContext: { styles: { css: { fonts: "@import url(b.css);" } } } });
    expect(syncedFonts()).toHaveLength(1);
    expect(syncedFonts()[0]!.textContent).toBe("@import url(b.css);");
    app.set({ hostContext: { styles: {} } });
    expect(syncedFonts()).toHaveLength(0);
    stop();
  });

  it("owns its font element by reference: a page element with the official helper's id is never touched", () => {
    const own = document.createElement("style");
    own.id = "__mcp-host-fonts";
    own.textContent = "/* the page's */";
    document.head.appendChild(own);
    const stop = syncHostStyles(source({ styles: { css: { fonts: "@import url(a.css);" } } }));
    expect(own.textContent).toBe("/* the page's */");
    stop();
    expect(own.isConnected).toBe(true);
    expect(syncedFonts()).toHaveLength(0);
    own.remove();
  });

  it("the cleanup removes every variable and the fonts it applied, but not variables set by others", () => {
    html.style.setProperty("--mine", "x");
    const stop = syncHostStyles(source({ styles: { variables: { "--a": "1" }, css: { fonts: "@import url(a.css);" } } }));
    stop();
    expect(html.style.getPropertyValue("--a")).toBe("");
    expect(html.style.getPropertyValue("--mine")).toBe("x");
    expect(syncedFonts()).toHaveLength(0);
  });

  it("restores the page's own value of a custom property the host overwrote", () => {
    html.style.setProperty("--color-text-primary", "green");
    const app = source({ styles: { variables: { "--color-text-primary": "red" } } });
    const stop = syncHostStyles(app);
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    app.set({ hostContext: { styles: { variables: {} } } });
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("green");
    app.set({ hostContext: { styles: { variables: { "--color-text-primary": "blue" } } } });
    stop();
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("green");
  });

  it("writes only custom properties: other names in the variables are skipped", () => {
    const stop = syncHostStyles(
      source({ styles: { variables: { display: "none", "background-image": "url(https://evil.example/x)", "--ok": "1" } } }),
    );
    expect(html.style.display).toBe("");
    expect(html.style.getPropertyValue("background-image")).toBe("");
    expect(html.style.getPropertyValue("--ok")).toBe("1");
    stop();
  });

  it("restores the theme it replaced, or removes it when there was none", () => {
    const app = source({ theme: "dark" });
    const stop = syncHostStyles(app);
    app.set({ hostContext: { theme: "light" } });
    stop();
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.colorScheme).toBe("");
    applyDocumentTheme("light");
    const again = syncHostStyles(source({ theme: "dark" }));
    again();
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(html.style.colorScheme).toBe("light");
  });

  it("undoes on closed or failed, and applies again on a new connection", () => {
    const app = source({ theme: "dark", styles: { variables: { "--a": "1" } } });
    const stop = syncHostStyles(app);
    app.set({ status: "closed" });
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.getPropertyValue("--a")).toBe("");
    app.set({ status: "connected", hostContext: { theme: "dark", styles: { variables: { "--a": "2" } } } });
    expect(html.style.getPropertyValue("--a")).toBe("2");
    stop();
    expect(app.subscribers.size).toBe(0);
  });

  it("sets variables on the root option instead of <html>", () => {
    const root = document.createElement("section");
    const stop = syncHostStyles(source({ styles: { variables: { "--a": "1" } } }), { root });
    expect(root.style.getPropertyValue("--a")).toBe("1");
    expect(html.style.getPropertyValue("--a")).toBe("");
    stop();
    expect(root.style.getPropertyValue("--a")).toBe("");
  });

  it("with two syncs on one page, undoing one leaves the other's theme and variables", () => {
    html.style.setProperty("--page", "own");
    const a = source({ theme: "dark", styles: { variables: { "--x": "a", "--page": "a" } } });
    const b = source({ theme: "dark", styles: { variables: { "--x": "b", "--only-b": "b" } } });
    const stopA = syncHostStyles(a);
    const stopB = syncHostStyles(b);
    expect(html.style.getPropertyValue("--x")).toBe("b");
    a.set({ status: "closed" });
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.getPropertyValue("--x")).toBe("b");
    expect(html.style.getPropertyValue("--page")).toBe("own");
    expect(html.style.getPropertyValue("--only-b")).toBe("b");
    stopB();
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.getPropertyValue("--x")).toBe("");
    expect(html.style.getPropertyValue("--page")).toBe("own");
    stopA();
  });

  it("shows the other sync's value again when the most recent one lets go of a property", () => {
    const a = source({ styles: { variables: { "--x": "a" } } });
    const b = source({ styles: { variables: { "--x": "b" } } });
    const stopA = syncHostStyles(a);
    const stopB = syncHostStyles(b);
    stopB();
    expect(html.style.getPropertyValue("--x")).toBe("a");
    stopA();
    expect(html.style.getPropertyValue("--x")).toBe("");
  });

  it("with strictFonts, keeps only @font-face rules and @imports from the allowed origins", () => {
    const fonts =
      '@import url("https://fonts.example/a.css"); @import url("https://evil.example/b.css"); a[href] { background: url(https://evil.example) }';
    const stop = syncHostStyles(source({ styles: { css: { fonts } } }), { strictFonts: { importOrigins: ["https://fonts.example"] } });
    expect(syncedFonts()[0]!.textContent).toBe('@import url("https://fonts.example/a.css");');
    stop();
  });
});
