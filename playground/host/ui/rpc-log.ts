// The JSON-RPC log: every message between the host and the view, between the host and the MCP
// server, and between the host and a view rendering a server's elicitation, with its direction,
// kind, method (responses are matched to their request), id, time and payload; filtered by text and
// channel.
import type { Direction, RpcChannel } from "../session/events.js";
import { pretty } from "../session/format.js";
import { h } from "./dom.js";

type Message = { id?: unknown; method?: unknown; result?: unknown; error?: unknown };

const LIMIT = 1500;
const ARROWS: Record<RpcChannel, Record<Direction, string>> = {
  view: { out: "host → view", in: "view → host" },
  server: { out: "host → server", in: "server → host" },
  elicitation: { out: "host → elicitation view", in: "elicitation view → host" },
};

function kindOf(m: Message): string {
  if (typeof m.method === "string") return m.id === undefined ? "notification" : "request";
  return m.error !== undefined ? "error" : "response";
}

const clock = (t: number) => new Date(t).toISOString().slice(11, 23);

export class RpcLog {
  readonly element: HTMLElement;
  readonly #list: HTMLOListElement;
  readonly #text: HTMLInputElement;
  readonly #channel: HTMLSelectElement;
  readonly #methods = new Map<string, string>();
  #count = 0;

  constructor() {
    this.#text = h("input", {
      type: "search",
      id: "rpc-filter",
      placeholder: "Filter by method, id or payload",
      oninput: () => this.#filterAll(),
    });
    this.#channel = h(
      "select",
      { id: "rpc-channel", onchange: () => this.#filterAll() },
      h("option", { value: "all" }, "All channels"),
      h("option", { value: "view" }, "Host ↔ view"),
      h("option", { value: "server" }, "Host ↔ server"),
      h("option", { value: "elicitation" }, "Host ↔ elicitation view"),
    );
    this.#list = h("ol", { class: "rpc-list", id: "rpc-log", "aria-label": "JSON-RPC messages" });
    this.element = h(
      "div",
      { class: "rpc" },
      h(
        "div",
        { class: "toolbar" },
        h("label", { class: "visually-hidden", for: "rpc-filter" }, "Filter messages"),
        this.#text,
        h("label", { class: "visually-hidden", for: "rpc-channel" }, "Channel"),
        this.#channel,
        h("button", { class: "btn small", type: "button", onclick: () => this.clear() }, "Clear"),
      ),
      this.#list,
    );
  }

  /** Adds one message. */
  add(channel: RpcChannel, direction: Direction, message: unknown): void {
    const m = message as Message;
    const kind = kindOf(m);
    const id = m.id === undefined ? "" : String(m.id);
    let method = typeof m.method === "string" ? m.method : "";
    if (kind === "request") this.#methods.set(`${channel}:${direction}:${id}`, method);
    else if (!method) method = this.#methods.get(`${channel}:${direction === "in" ? "out" : "in"}:${id}`) ?? "";
    const row = h(
      "li",
      { class: `rpc-row ${kind}`, "data-channel": channel, "data-direction": direction, "data-method": method, "data-kind": kind },
      h(
        "details",
        {},
        h(
          "summary",
          {},
          h("code", { class: "method" }, method || "—"),
          id && h("span", { class: "id" }, `#${id}`),
          h(
            "span",
            { class: "line" },
            h("time", {}, clock(Date.now())),
            h("span", { class: "arrow" }, ARROWS[channel][direction]),
            h("span", { class: `kind ${kind}` }, kind),
          ),
        ),
        h("pre", {}, pretty(message)),
      ),
    );
    row.hidden = !this.#matches(row);
    this.#list.append(row);
    if (++this.#count > LIMIT) (this.#list.firstElementChild?.remove(), this.#count--);
    this.element.dispatchEvent(new Event("added"));
  }

  clear(): void {
    this.#list.replaceChildren();
    this.#count = 0;
  }

  #matches(row: HTMLElement): boolean {
    const channel = this.#channel.value;
    if (channel !== "all" && row.dataset.channel !== channel) return false;
    const text = this.#text.value.trim().toLowerCase();
    return !text || (row.textContent ?? "").toLowerCase().includes(text);
  }

  #filterAll(): void {
    for (const row of this.#list.children) (row as HTMLElement).hidden = !this.#matches(row as HTMLElement);
  }
}
