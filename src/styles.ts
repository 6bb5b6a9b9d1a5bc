import type { McpUiHostContext, McpUiStyles, McpUiTheme } from "./protocol.js";

const FONTS_ID = "__mcp-host-fonts";

/** The theme the document shows: `data-theme` if set, else `"dark"` for `<html class="dark">`, else `"light"`. */
export function getDocumentTheme(): McpUiTheme {
  const html = document.documentElement;
  const theme = html.getAttribute("data-theme");
  if (theme === "dark" || theme === "light") return theme;
  return html.classList.contains("dark") ? "dark" : "light";
}

/** Sets `<html data-theme>` and `color-scheme` so `light-dark()` values and native controls follow. */
export function applyDocumentTheme(theme: McpUiTheme): void {
  const html = document.documentElement;
  html.setAttribute("data-theme", theme);
  html.style.colorScheme = theme;
}

/** Sets each defined variable as an inline custom property on `root` (`<html>` by default). */
export function applyHostStyleVariables(styles: McpUiStyles, root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(styles)) if (value !== undefined) root.style.setProperty(key, value);
}

/** Appends the host's `@font-face`/`@import` CSS once; later calls change nothing (as the official helper). */
export function applyHostFonts(fontCss: string): void {
  if (document.getElementById(FONTS_ID)) return;
  const style = document.createElement("style");
  style.id = FONTS_ID;
  style.textContent = fontCss;
  document.head.appendChild(style);
}

/** Options of {@link createHostStyleSync}. */
export interface HostStylesOptions {
  /** The element that receives the CSS variables. @default document.documentElement */
  root?: HTMLElement;
}

/** Keeps the document in sync with the host context: the App's `hostStyles` option. */
export interface HostStyleSync {
  /** Applies the fields present in a full or partial context. */
  update(context: McpUiHostContext): void;
  /** Removes every variable and the font style it applied, and restores the theme it replaced. */
  undo(): void;
}

/**
 * Applies theme, variables and fonts, and keeps them in sync: variables the host stops sending are
 * removed, and changed font CSS replaces the old one. Give it to the App, which calls `update` with
 * the handshake's context and every change, and `undo` when it closes; a widget that does not use it
 * does not carry its code.
 *
 * @example
 * const app = new App(appInfo, {}, { hostStyles: createHostStyleSync() });
 */
export function createHostStyleSync(options: HostStylesOptions = {}): HostStyleSync {
  const root = options.root ?? document.documentElement;
  const html = document.documentElement;
  let applied: string[] = [];
  let fonts: HTMLStyleElement | undefined;
  let saved: [theme: string | null, colorScheme: string] | undefined;
  const setStyles = (variables: McpUiStyles = {}, css?: string) => {
    for (const key of applied) if (typeof variables[key] != "string") root.style.removeProperty(key);
    applyHostStyleVariables(variables, root);
    applied = Object.keys(variables);
    if (css === undefined) return fonts?.remove(), (fonts = undefined);
    fonts ??= (document.getElementById(FONTS_ID) as HTMLStyleElement | null) ?? document.createElement("style");
    fonts.id = FONTS_ID;
    if (fonts.textContent !== css) fonts.textContent = css;
    if (!fonts.isConnected) document.head.appendChild(fonts);
  };
  return {
    update(context) {
      if (context.theme) {
        saved ??= [html.getAttribute("data-theme"), html.style.colorScheme];
        applyDocumentTheme(context.theme);
      }
      if ("styles" in context) setStyles(context.styles?.variables, context.styles?.css?.fonts);
    },
    undo() {
      setStyles();
      if (!saved) return;
      if (saved[0] === null) html.removeAttribute("data-theme");
      else html.setAttribute("data-theme", saved[0]);
      html.style.colorScheme = saved[1];
      saved = undefined;
    },
  };
}
