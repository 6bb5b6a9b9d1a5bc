// "Why is it blank?": the checks a host can make about a view, each shown as one line that is
// updated in place (handshake state and timing, a missing ui/initialize, a result without
// structuredContent, CSP violations with the origin to declare, requests for missing capabilities).
import { h } from "./dom.js";

export type Severity = "pending" | "ok" | "info" | "warn" | "error";

const ICONS: Record<Severity, string> = { pending: "…", ok: "✓", info: "i", warn: "!", error: "✕" };

/** A violation reported by the listener the widget origin injects into each frame. */
export interface CspViolation {
  blockedURI: string;
  effectiveDirective: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

const CSP_KEYS: Record<string, string> = {
  "connect-src": "connectDomains",
  "script-src-elem": "resourceDomains",
  "script-src": "resourceDomains",
  "style-src-elem": "resourceDomains",
  "style-src": "resourceDomains",
  "img-src": "resourceDomains",
  "font-src": "resourceDomains",
  "media-src": "resourceDomains",
  "frame-src": "frameDomains",
  "base-uri": "baseUriDomains",
};

/** What to tell the author about a violation: a key that dedupes it, a title and the fix. */
export function explainViolation(v: CspViolation, resourceUri: string): { key: string; title: string; detail: string } {
  const directive = v.effectiveDirective;
  let origin = v.blockedURI;
  try {
    origin = new URL(v.blockedURI).origin;
  } catch {
    // "inline", "eval", "data" and the like are not URLs
  }
  const key = `csp:${directive}:${origin}`;
  if (origin === "eval" || origin === "wasm-eval") {
    return { key, title: `CSP blocked ${origin} (${directive})`, detail: "Hosts never allow 'unsafe-eval': remove eval/new Function from the view (a library compiling code at runtime, such as a JIT validator, does this)." };
  }
  const field = CSP_KEYS[directive];
  if (!field || !/^https?:|^wss?:/.test(origin)) {
    return { key, title: `CSP blocked ${v.blockedURI || "a resource"} (${directive})`, detail: `No _meta.ui.csp field allows this${v.sourceFile ? ` (from ${v.sourceFile}:${v.lineNumber})` : ""}.` };
  }
  return {
    key,
    title: `CSP blocked ${directive} to ${origin}`,
    detail: `Add "${origin}" to _meta.ui.csp.${field} of ${resourceUri} (the view asked for ${v.blockedURI}).`,
  };
}


export class Diagnostics {
  readonly element: HTMLElement;
  readonly #list: HTMLUListElement;
  readonly #items = new Map<string, HTMLLIElement>();
  /** Called with the number of warnings and errors after every change. */
  onchange: ((problems: number) => void) | undefined;

  constructor() {
    this.#list = h("ul", { class: "diagnostics", id: "diagnostics", "aria-label": "Diagnostics" });
    this.element = h("div", { class: "diag-panel" }, h("p", { class: "meta" }, "Checks on the current view, updated as it runs."), this.#list);
  }

  /** Adds or updates the line `key`. */
  set(key: string, severity: Severity, title: string, detail = ""): void {
    const item = h("li", { class: `diag ${severity}`, "data-key": key, "data-severity": severity },
      h("span", { class: "icon", "aria-label": severity }, ICONS[severity]),
      h("div", {}, h("strong", {}, title), detail && h("p", {}, detail)));
    const old = this.#items.get(key);
    if (old) old.replaceWith(item);
    else this.#list.append(item);
    this.#items.set(key, item);
    this.#changed();
  }

  has(key: string): boolean {
    return this.#items.has(key);
  }

  clear(): void {
    this.#items.clear();
    this.#list.replaceChildren();
    this.#changed();
  }

  #changed(): void {
    const problems = [...this.#items.values()].filter((i) => i.dataset.severity === "warn" || i.dataset.severity === "error").length;
    this.onchange?.(problems);
  }
}
