// Accessible tabs for the inspector panels (WAI-ARIA tabs: arrow keys, Home/End, one tab stop),
// with a badge counting what arrived in a panel while another was shown.
import { h } from "./dom.js";

/** A panel: its id, label (and a longer title, the tab's tooltip), and element (which dispatches "added" when something arrives). */
export interface TabSpec {
  id: string;
  label: string;
  title?: string;
  panel: HTMLElement;
}

export class Tabs {
  readonly element: HTMLElement;
  readonly #tabs: HTMLButtonElement[] = [];
  readonly #panels: HTMLElement[] = [];
  readonly #badges: HTMLSpanElement[] = [];
  #current = 0;

  constructor(specs: TabSpec[]) {
    const list = h("div", { role: "tablist", "aria-label": "Inspector", class: "tablist" });
    specs.forEach((spec, i) => {
      const badge = h("span", { class: "badge", hidden: true });
      const tab = h(
        "button",
        {
          type: "button",
          role: "tab",
          id: `tab-${spec.id}`,
          "aria-controls": `panel-${spec.id}`,
          title: spec.title,
          onclick: () => this.select(i),
          onkeydown: (e: KeyboardEvent) => this.#key(e),
        },
        spec.label,
        badge,
      );
      const panel = h(
        "div",
        { role: "tabpanel", id: `panel-${spec.id}`, "aria-labelledby": tab.id, class: "tabpanel", tabindex: "0" },
        spec.panel,
      );
      spec.panel.addEventListener("added", () => i !== this.#current && this.#bump(i));
      this.#tabs.push(tab);
      this.#panels.push(panel);
      this.#badges.push(badge);
      list.append(tab);
    });
    this.element = h("div", { class: "tabs" }, list, ...this.#panels);
    this.select(0);
  }

  /** Shows panel `i` (and focuses its tab with `focus: true`). */
  select(i: number, { focus = false } = {}): void {
    this.#current = i;
    this.#tabs.forEach((tab, j) => {
      tab.setAttribute("aria-selected", String(i === j));
      tab.tabIndex = i === j ? 0 : -1;
      this.#panels[j]!.hidden = i !== j;
    });
    const badge = this.#badges[i]!;
    badge.hidden = true;
    badge.textContent = "";
    if (focus) this.#tabs[i]!.focus();
  }

  /** Shows the panel with `id`. */
  show(id: string): void {
    const i = this.#tabs.findIndex((t) => t.id === `tab-${id}`);
    if (i >= 0) this.select(i);
  }

  /** Sets a fixed badge (e.g. the number of problems) on the tab `id`, in `tone` (warn, error: red; caution: amber); 0 hides it, and new entries count again. */
  mark(id: string, count: number, tone = "warn"): void {
    const i = this.#tabs.findIndex((t) => t.id === `tab-${id}`);
    const badge = this.#badges[i];
    if (!badge) return;
    badge.hidden = count === 0;
    badge.textContent = count ? String(count) : "";
    badge.className = count ? `badge ${tone}` : "badge";
  }

  #bump(i: number): void {
    const badge = this.#badges[i]!;
    if (badge.classList.length > 1) return; // a fixed count
    badge.hidden = false;
    badge.textContent = String(Number(badge.textContent || 0) + 1);
  }

  #key(e: KeyboardEvent): void {
    const n = this.#tabs.length;
    const next = { ArrowRight: this.#current + 1, ArrowLeft: this.#current - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    this.select(next % n, { focus: true });
  }
}
