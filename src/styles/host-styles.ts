// Host styles: the official one-shot helpers, and `syncHostStyles`, which keeps the document in step
// with an App's host context (theme, CSS variables, font CSS) and undoes everything it did.
import { strictFontCss } from "./font-css.js";
import { attributesOf, own, styleOf, type PropertyTarget } from "./owned-properties.js";
import type { McpUiHostContext, McpUiStyles, McpUiTheme } from "../protocol/shapes.js";

const FONTS_ID = "__mcp-host-fonts";

/** True for a CSS custom property name (`--*`): the only inline properties a host may set. */
const isCustomProperty = (name: string): boolean => name.startsWith("--");

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

/**
 * Sets each defined variable as an inline custom property on `root` (`<html>` by default). Names that
 * are not custom properties (`--*`) are skipped, so a host cannot set `display` or `background`.
 */
export function applyHostStyleVariables(styles: McpUiStyles, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(styles)) {
    if (isCustomProperty(name) && typeof value === "string") root.style.setProperty(name, value);
  }
}

/** Appends the host's `@font-face`/`@import` CSS once; later calls change nothing (as the official helper). */
export function applyHostFonts(fontCss: string): void {
  if (document.getElementById(FONTS_ID)) return;
  const style = document.createElement("style");
  style.id = FONTS_ID;
  style.textContent = fontCss;
  document.head.appendChild(style);
}

/** What {@link syncHostStyles} reads: an `App`, or anything with the same two members. */
export interface HostContextSource {
  getSnapshot(): { readonly status: string; readonly hostContext?: McpUiHostContext | undefined };
  subscribe(onChange: () => void): () => void;
}

/** Options of {@link syncHostStyles}. */
export interface SyncHostStylesOptions {
  /** The element that receives the CSS variables. @default document.documentElement */
  root?: HTMLElement;
  /** Applied while the App has no host context yet (before the handshake), for a first paint. */
  initialContext?: McpUiHostContext | null;
  /**
   * Reads the host's font CSS strictly: only its `@font-face` rules are kept, plus `@import`s of
   * stylesheets on `importOrigins`. By the specification the font CSS is arbitrary CSS, which without
   * a host Content-Security-Policy can import remote stylesheets, make requests and read attribute
   * values through selectors. @default undefined: the font CSS is used as the host sent it
   */
  strictFonts?: StrictFonts;
}

/** See {@link SyncHostStylesOptions.strictFonts}. */
export interface StrictFonts {
  /** Exact origins whose stylesheets may be `@import`ed, such as `"https://fonts.googleapis.com"`. @default [] */
  importOrigins?: readonly string[];
}

/**
 * Keeps the document in step with the App's host context: the theme (`data-theme`, `color-scheme`),
 * the CSS variables (those the host stops sending are removed) and the font CSS (new CSS replaces the
 * old). It applies the handshake's context before any tool data is dispatched, undoes everything when
 * the App closes or fails (and applies again if it reconnects), and the returned cleanup undoes it too.
 * Undoing restores what the page had before: its own theme and any custom property the host overwrote.
 * Two Apps on one page may each sync: the most recent values show, and undoing one leaves the other's.
 *
 * @example
 * const app = new App({ name: "board", version: "1.0.0" });
 * syncHostStyles(app);
 * await app.connect();
 */
export function syncHostStyles(app: HostContextSource, options: SyncHostStylesOptions = {}): () => void {
  const styles = new DocumentStyles(options.root ?? document.documentElement, options.strictFonts);
  let shown: McpUiHostContext | undefined;
  const sync = () => {
    const context = contextToShow(app.getSnapshot(), options.initialContext);
    if (context === shown) return;
    shown = context;
    if (context) styles.apply(context);
    else styles.undo();
  };
  sync();
  const unsubscribe = app.subscribe(sync);
  return () => {
    unsubscribe();
    styles.undo();
  };
}

/**
 * What one sync sets on the document. The theme and the variables are properties it owns together
 * with any other sync on the page, so that undoing one App's styles leaves another's in place; the
 * font `<style>` element is its own.
 */
class DocumentStyles {
  readonly #variables: PropertyTarget;
  readonly #html = attributesOf(document.documentElement);
  readonly #htmlStyle = styleOf(document.documentElement);
  /** Owner tokens: the theme and the variables are set separately, possibly on the same element. */
  readonly #themeOwner = {};
  readonly #variablesOwner = {};
  readonly #strictFonts: StrictFonts | undefined;
  #fonts: HTMLStyleElement | undefined;

  constructor(root: HTMLElement, strictFonts: StrictFonts | undefined) {
    this.#variables = styleOf(root);
    this.#strictFonts = strictFonts;
  }

  apply(context: McpUiHostContext): void {
    const theme = context.theme;
    own(this.#html, this.#themeOwner, theme ? { "data-theme": theme } : {});
    own(this.#htmlStyle, this.#themeOwner, theme ? { "color-scheme": theme } : {});
    own(this.#variables, this.#variablesOwner, customProperties(context.styles?.variables ?? {}));
    const fonts = context.styles?.css?.fonts;
    this.#applyFonts(fonts !== undefined && this.#strictFonts ? strictFontCss(fonts, this.#strictFonts.importOrigins) : fonts);
  }

  undo(): void {
    own(this.#html, this.#themeOwner, {});
    own(this.#htmlStyle, this.#themeOwner, {});
    own(this.#variables, this.#variablesOwner, {});
    this.#applyFonts(undefined);
  }

  /** Owns one `<style>` element, by reference: a page element with the same id is never touched. */
  #applyFonts(css: string | undefined): void {
    if (css === undefined) {
      this.#fonts?.remove();
      this.#fonts = undefined;
      return;
    }
    if (!this.#fonts) {
      this.#fonts = document.createElement("style");
      this.#fonts.setAttribute("data-mcp-host-fonts", "");
    }
    if (this.#fonts.textContent !== css) this.#fonts.textContent = css;
    if (!this.#fonts.isConnected) document.head.appendChild(this.#fonts);
  }
}

/** The variables that are custom properties with a string value: all a host may set. */
function customProperties(variables: McpUiStyles): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables)) if (isCustomProperty(name) && typeof value === "string") kept[name] = value;
  return kept;
}

/** The host's context while connected; the initial one until then; none once closed or failed. */
function contextToShow(
  { status, hostContext }: ReturnType<HostContextSource["getSnapshot"]>,
  initial: McpUiHostContext | null | undefined,
): McpUiHostContext | undefined {
  if (status === "connected") return hostContext;
  if (status === "closed" || status === "failed") return undefined;
  return initial ?? undefined;
}
