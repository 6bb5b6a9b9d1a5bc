// "Why is it blank?": the checks a host can make about a view (session/: the handshake state and
// timing, a missing ui/initialize, a result without structuredContent, CSP violations with the
// origin to declare, requests for missing capabilities; the profile's protocol revision and disputed
// facts, with their sources as links), each shown as one line updated in place.
import type { Diagnostic, Severity } from "../session/events.js";
import { h } from "./dom.js";

const ICONS: Record<Severity, string> = { pending: "…", ok: "✓", info: "i", warn: "!", error: "✕" };

export class DiagnosticsView {
  readonly element: HTMLElement;
  readonly #list: HTMLUListElement;
  /** The conformance rules' findings (keys `check:…`), under a heading of their own. */
  readonly #checks: HTMLUListElement;
  readonly #checksSection: HTMLElement;
  readonly #items = new Map<string, HTMLLIElement>();
  /** Called with the number of warnings and errors after every change. */
  onchange: ((problems: number) => void) | undefined;

  constructor() {
    this.#list = h("ul", { class: "diagnostics", id: "diagnostics", "aria-label": "Diagnostics" });
    this.#checks = h("ul", { class: "diagnostics", id: "conformance", "aria-label": "Conformance checks" });
    this.#checksSection = h(
      "section",
      { hidden: "" },
      h("h3", {}, "Checks"),
      h(
        "p",
        { class: "meta" },
        "The conformance rules (docs/conformance.md) on the server as this view met it, what the view sent and how it rendered, each with its fix.",
      ),
      this.#checks,
    );
    this.element = h(
      "div",
      { class: "diag-panel" },
      h("p", { class: "meta" }, "Checks on the current view, updated as it runs."),
      this.#list,
      this.#checksSection,
    );
  }

  /** Adds or updates the line `key`. */
  set({ key, severity, title, detail = "", links = [] }: Diagnostic): void {
    // Only https links: a profile file may carry anything as a source's URL.
    const sources = links.map(({ label, href }) =>
      /^https:\/\//.test(href) ? h("a", { href, target: "_blank", rel: "noopener noreferrer" }, label) : h("span", {}, `${label}: ${href}`),
    );
    const item = h(
      "li",
      { class: `diag ${severity}`, "data-key": key, "data-severity": severity },
      h("span", { class: "icon", "aria-label": severity }, ICONS[severity]),
      h("div", {}, h("strong", {}, title), detail && h("p", {}, detail), sources.length ? h("p", { class: "sources" }, ...sources) : ""),
    );
    const old = this.#items.get(key);
    const list = key.startsWith("check:") ? this.#checks : this.#list;
    if (old) old.replaceWith(item);
    else list.append(item);
    if (list === this.#checks) this.#checksSection.hidden = false;
    this.#items.set(key, item);
    this.#changed();
  }

  has(key: string): boolean {
    return this.#items.has(key);
  }

  clear(): void {
    this.#items.clear();
    this.#list.replaceChildren();
    this.#checks.replaceChildren();
    this.#checksSection.hidden = true;
    this.#changed();
  }

  #changed(): void {
    const problems = [...this.#items.values()].filter((i) => i.dataset.severity === "warn" || i.dataset.severity === "error").length;
    this.onchange?.(problems);
  }
}
