// "Why is it blank?": the checks a host can make about a view (session/: the handshake state and
// timing, a missing ui/initialize, a result without structuredContent, CSP violations with the
// origin to declare, requests for missing capabilities), each shown as one line updated in place.
import type { Diagnostic, Severity } from "../session/events.js";
import { h } from "./dom.js";

const ICONS: Record<Severity, string> = { pending: "…", ok: "✓", info: "i", warn: "!", error: "✕" };

export class DiagnosticsView {
  readonly element: HTMLElement;
  readonly #list: HTMLUListElement;
  readonly #items = new Map<string, HTMLLIElement>();
  /** Called with the number of warnings and errors after every change. */
  onchange: ((problems: number) => void) | undefined;

  constructor() {
    this.#list = h("ul", { class: "diagnostics", id: "diagnostics", "aria-label": "Diagnostics" });
    this.element = h(
      "div",
      { class: "diag-panel" },
      h("p", { class: "meta" }, "Checks on the current view, updated as it runs."),
      this.#list,
    );
  }

  /** Adds or updates the line `key`. */
  set({ key, severity, title, detail = "" }: Diagnostic): void {
    const item = h(
      "li",
      { class: `diag ${severity}`, "data-key": key, "data-severity": severity },
      h("span", { class: "icon", "aria-label": severity }, ICONS[severity]),
      h("div", {}, h("strong", {}, title), detail && h("p", {}, detail)),
    );
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
