// Host styles: the official one-shot helpers, and `syncHostStyles`, which keeps the document in step
// with an App's host context (theme, CSS variables, font CSS) and undoes everything it did.
import type { McpUiHostContext, McpUiStyles, McpUiTheme } from "./protocol.js";

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
}

/**
 * Keeps the document in step with the App's host context: the theme (`data-theme`, `color-scheme`),
 * the CSS variables (those the host stops sending are removed) and the font CSS (new CSS replaces the
 * old). It applies the handshake's context before any tool data is dispatched, undoes everything when
 * the App closes or fails (and applies again if it reconnects), and the returned cleanup undoes it too.
 * Undoing restores what the page had before: its own theme and any custom property the host overwrote.
 *
 * @example
 * const app = new App({ name: "board", version: "1.0.0" });
 * syncHostStyles(app);
 * await app.connect();
 */
export function syncHostStyles(app: HostContextSource, options: SyncHostStylesOptions = {}): () => void {
  const styles = new DocumentStyles(options.root ?? document.documentElement);
  let shown: McpUiHostContext | undefined;
  const sync = () => {
    const { status, hostContext } = app.getSnapshot();
    const context = status === "connected" ? hostContext : status === "closed" || status === "failed" ? undefined : options.initialContext ?? undefined;
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

/** What one sync changed on the document, so that it can be undone exactly. */
class DocumentStyles {
  readonly #root: HTMLElement;
  /** Custom property → the page's own value before the host's (`""` when it had none). */
  readonly #saved = new Map<string, string>();
  #theme: [attribute: string | null, colorScheme: string] | undefined;
  #fonts: HTMLStyleElement | undefined;

  constructor(root: HTMLElement) {
    this.#root = root;
  }

  apply(context: McpUiHostContext): void {
    if (context.theme) this.#applyTheme(context.theme);
    this.#applyVariables(context.styles?.variables ?? {});
    this.#applyFonts(context.styles?.css?.fonts);
  }

  undo(): void {
    this.#applyVariables({});
    this.#applyFonts(undefined);
    if (!this.#theme) return;
    const html = document.documentElement;
    const [attribute, colorScheme] = this.#theme;
    if (attribute === null) html.removeAttribute("data-theme");
    else html.setAttribute("data-theme", attribute);
    html.style.colorScheme = colorScheme;
    this.#theme = undefined;
  }

  #applyTheme(theme: McpUiTheme): void {
    const html = document.documentElement;
    this.#theme ??= [html.getAttribute("data-theme"), html.style.colorScheme];
    applyDocumentTheme(theme);
  }

  /** Sets the host's custom properties; restores the page's value of each one the host stopped sending. */
  #applyVariables(variables: McpUiStyles): void {
    const style = this.#root.style;
    for (const [name, own] of this.#saved) {
      if (typeof variables[name] === "string") continue;
      if (own) style.setProperty(name, own);
      else style.removeProperty(name);
      this.#saved.delete(name);
    }
    for (const [name, value] of Object.entries(variables)) {
      if (!isCustomProperty(name) || typeof value !== "string") continue;
      if (!this.#saved.has(name)) this.#saved.set(name, style.getPropertyValue(name));
      style.setProperty(name, value);
    }
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
