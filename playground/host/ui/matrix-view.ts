// The Hosts matrix, on the page: a dialog with the frame of the profile running now (the matrix's
// ViewSpace), a table of one row per profile (handshake, rendered, errors, CSP violations, requests
// refused or ignored, size), and the log of the row clicked: its JSON-RPC messages, console
// entries and diagnostics.
import type { McpUiDisplayMode } from "mcp-view";
import { headline } from "../../shared/view-console.js";
import type { ViewSpace } from "../session/context.js";
import type { MatrixRow } from "../session/matrix.js";
import type { PlaygroundProfile } from "../session/profiles.js";
import { h } from "./dom.js";

const COLUMNS = ["Host", "Handshake", "Rendered", "Errors", "CSP", "Refused", "Size"];

/** The text of each cell of `row`, in the order of the columns. */
export function rowCells(row: MatrixRow): string[] {
  const size = row.size ? `${row.size.width ?? "?"} × ${row.size.height ?? "?"}` : "none";
  return [
    row.label,
    row.handshakeMs === undefined ? "none" : `ok, ${row.handshakeMs} ms`,
    row.rendered ? "yes" : "no",
    String(row.errors),
    String(row.csp),
    String(row.refused),
    size,
  ];
}

const KEYS = ["host", "handshake", "rendered", "errors", "csp", "refused", "size"];

function summary(message: unknown): string {
  const m = (typeof message === "object" && message !== null ? message : {}) as Record<string, unknown>;
  const what = typeof m.method === "string" ? m.method : "error" in m ? "error" : "result";
  return `${what}${m.id !== undefined ? ` #${String(m.id)}` : ""}`;
}

export class MatrixView implements ViewSpace {
  readonly element: HTMLDialogElement;
  readonly #stage: HTMLElement;
  readonly #status: HTMLElement;
  readonly #body: HTMLTableSectionElement;
  readonly #log: HTMLElement;
  readonly #rows: MatrixRow[] = [];
  #room = { width: 720, height: 600 };

  constructor() {
    this.#stage = h("div", { class: "matrix-stage", id: "matrix-stage" });
    this.#status = h("p", { class: "meta", id: "matrix-status", "aria-live": "polite" });
    this.#body = h("tbody", {});
    this.#log = h("div", { class: "matrix-log", id: "matrix-log", tabindex: "-1" });
    const head = h("tr", {}, ...COLUMNS.map((c) => h("th", { scope: "col" }, c)));
    const close = h("button", { class: "btn small", type: "button", onclick: () => this.element.close() }, "Close");
    this.element = h(
      "dialog",
      { class: "matrix", id: "matrix", "aria-labelledby": "matrix-heading" },
      h("div", { class: "matrix-head" }, h("h2", { id: "matrix-heading" }, "Hosts matrix"), close),
      this.#status,
      h("table", { class: "matrix-table", id: "matrix-table" }, h("thead", {}, head), this.#body),
      this.#stage,
      this.#log,
    );
  }

  /** Opens the dialog for a new matrix of `tool`. */
  begin(tool: string): void {
    this.#rows.length = 0;
    this.#body.replaceChildren();
    this.#log.replaceChildren();
    this.#status.textContent = `Running ${tool}'s view under every profile, one after another (the tool result is replayed)…`;
    if (!this.element.open) this.element.showModal();
  }

  started(profile: PlaygroundProfile): void {
    this.#room = { width: profile.width, height: profile.maxHeight };
    this.#status.textContent = `Running under ${profile.label}…`;
  }

  add(row: MatrixRow): void {
    const i = this.#rows.push(row) - 1;
    const cells = rowCells(row).map((text, c) =>
      h("td", { "data-cell": KEYS[c] }, h("a", { href: "#matrix-log", onclick: (e: Event) => (e.preventDefault(), this.show(i)) }, text)),
    );
    const ok = row.handshakeMs !== undefined && row.rendered && !row.errors;
    this.#body.append(h("tr", { "data-profile": row.profile, class: ok ? "ok" : "problem" }, ...cells));
  }

  done(message: string): void {
    this.#stage.replaceChildren();
    this.#status.textContent = message;
  }

  /** Shows the log of row `i`. */
  show(i: number): void {
    const row = this.#rows[i];
    if (!row) return;
    const { rpc, console, diagnostics } = row.log;
    const list = (items: string[]) => h("ul", {}, ...items.map((t) => h("li", {}, t)));
    this.#log.replaceChildren(
      h("h3", {}, `${row.label}: the run's log`),
      h("h4", {}, "JSON-RPC"),
      list(rpc.map(({ direction, message }) => `${direction === "in" ? "view → host" : "host → view"} ${summary(message)}`)),
      h("h4", {}, "Console"),
      list(console.length ? console.map((e) => headline(e)) : ["Nothing captured."]),
      h("h4", {}, "Why is it blank?"),
      list(diagnostics.map((d) => `${d.severity} ${d.title}${d.detail ? `: ${d.detail}` : ""}`)),
    );
    this.#log.dataset.profile = row.profile;
    this.#log.focus();
  }

  space(_mode: McpUiDisplayMode): { width: number; height: number } {
    return this.#room;
  }

  place(iframe: HTMLIFrameElement, { title }: { title: string; border: boolean }): void {
    iframe.title = title;
    iframe.style.width = `${this.#room.width}px`;
    iframe.style.height = `${Math.min(this.#room.height, 320)}px`;
    this.#stage.replaceChildren(iframe);
  }
}
