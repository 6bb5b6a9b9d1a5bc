// The Hosts matrix, on the page: a dialog with the frame of the profile running now (the matrix's
// ViewSpace), a table of one row per profile (handshake, rendered, errors, CSP violations, requests
// refused or ignored, size, and a failing row's fix), a legend of its columns, and the log of the
// host clicked: its JSON-RPC messages, console entries and diagnostics. Only what leads somewhere is
// a link: the host (its log), and a count above 0 (its part of the log).
import type { McpUiDisplayMode } from "mcp-view";
import { headline } from "../../shared/view-console.js";
import type { ViewSpace } from "../session/context.js";
import { rowFailed, rowFindings } from "../session/matrix-fix.js";
import type { MatrixRow } from "../session/matrix.js";
import { PROFILES, type PlaygroundProfile } from "../session/profiles.js";
import { h } from "./dom.js";

/** The columns: a key (the cell's `data-cell`), the header, and what the header means (its tooltip, and the legend). */
const COLUMNS = [
  { key: "host", name: "Host", meaning: "The host profile; click it for that run's log (JSON-RPC, Console, Why is it blank?)." },
  {
    key: "handshake",
    name: "Handshake",
    meaning: "ui/initialize answered and ui/notifications/initialized sent, after how long; none: not within the grace.",
  },
  { key: "rendered", name: "Rendered", meaning: "Whether the view reported a height above 0 (ui/notifications/size-changed)." },
  { key: "errors", name: "Errors", meaning: "Uncaught errors, rejections, console.error calls and App errors its Console capture heard." },
  { key: "csp", name: "CSP", meaning: "Content-Security-Policy violations reported from its frame." },
  {
    key: "refused",
    name: "Refused",
    meaning:
      "Requests of the view the host refused (an error answer) or ignored (a success answer to a method this host's facts say it does nothing with).",
  },
  { key: "size", name: "Size", meaning: "The last size the view reported, width × height in px." },
  {
    key: "checks",
    name: "Checks",
    meaning:
      "Findings of the conformance rules on what the view sent (its JSON-RPC log) and how it rendered (the design rules); mcp-view check lists them with their fixes.",
  },
  { key: "fix", name: "Fix", meaning: "For a failing row (no handshake, not rendered, or errors): what to change." },
] as const;

type Column = (typeof COLUMNS)[number]["key"];

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
    String(rowFindings(row).length),
    row.fix ?? "",
  ];
}

/** The part of a row's log a count leads to, when it is above 0. */
const LEADS_TO: Partial<Record<Column, { section: string; count: (row: MatrixRow) => number }>> = {
  errors: { section: "console", count: (row) => row.errors },
  csp: { section: "diagnostics", count: (row) => row.csp },
  refused: { section: "rpc", count: (row) => row.refused },
  checks: { section: "rpc", count: (row) => rowFindings(row).length },
};

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
    const head = h("tr", {}, ...COLUMNS.map((c) => h("th", { scope: "col", title: c.meaning, "data-cell": c.key }, c.name)));
    const legend = h(
      "dl",
      { class: "matrix-legend", id: "matrix-legend" },
      ...COLUMNS.flatMap((c) => [h("dt", {}, c.name), h("dd", {}, c.meaning)]),
    );
    const close = h("button", { class: "btn small", type: "button", onclick: () => this.element.close() }, "Close");
    this.element = h(
      "dialog",
      { class: "matrix", id: "matrix", "aria-labelledby": "matrix-heading" },
      h("div", { class: "matrix-head" }, h("h2", { id: "matrix-heading" }, "Hosts matrix"), close),
      this.#status,
      // The frame running now comes first: a cross-origin frame scrolled out of view gets no
      // animation frames in Chromium, so a view below the table would never report its size.
      this.#stage,
      h("table", { class: "matrix-table", id: "matrix-table" }, h("thead", {}, head), this.#body),
      legend,
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
    const link = (text: string, section: string) =>
      h("a", { href: `#matrix-log-${section}`, onclick: (e: Event) => (e.preventDefault(), this.show(i, section)) }, text);
    const profile = PROFILES.find((p) => p.id === row.profile);
    const cells = rowCells(row).map((text, c) => {
      const key = COLUMNS[c]!.key;
      const lead = LEADS_TO[key];
      const content =
        key === "host"
          ? [link(text, "rpc"), row.legacy ? h("span", { class: "tag", title: profile?.description }, "legacy") : ""]
          : [lead && lead.count(row) > 0 ? link(text, lead.section) : text];
      return h("td", { "data-cell": key, ...(key === "host" && profile && { title: profile.description }) }, ...content);
    });
    const state = !rowFailed(row) ? "ok" : row.legacy ? "legacy" : "problem";
    this.#body.append(h("tr", { "data-profile": row.profile, class: state }, ...cells));
  }

  done(message: string): void {
    this.#stage.replaceChildren();
    this.#status.textContent = message;
  }

  /** Shows the log of row `i`, scrolled to its `section` (rpc, console or diagnostics). */
  show(i: number, section = "rpc"): void {
    const row = this.#rows[i];
    if (!row) return;
    const { rpc, console, diagnostics } = row.log;
    const list = (items: string[]) => h("ul", {}, ...items.map((t) => h("li", {}, t)));
    const heading = (id: string, text: string) => h("h4", { id: `matrix-log-${id}`, tabindex: "-1" }, text);
    this.#log.replaceChildren(
      h("h3", {}, `${row.label}: the run's log`),
      heading("rpc", "JSON-RPC"),
      list(rpc.map(({ direction, message }) => `${direction === "in" ? "view → host" : "host → view"} ${summary(message)}`)),
      heading("console", "Console"),
      list(console.length ? console.map((e) => headline(e)) : ["Nothing captured."]),
      heading("diagnostics", "Why is it blank?"),
      list(diagnostics.map((d) => `${d.severity} ${d.title}${d.detail ? `: ${d.detail}` : ""}`)),
    );
    this.#log.dataset.profile = row.profile;
    this.#log.dataset.section = section;
    const target = this.#log.querySelector<HTMLElement>(`#matrix-log-${section}`) ?? this.#log;
    target.scrollIntoView({ block: "nearest" });
    target.focus({ preventScroll: true });
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
