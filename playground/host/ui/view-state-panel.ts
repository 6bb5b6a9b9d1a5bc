// The View state panel: where the current view keeps its state, and what is kept there. The host page
// cannot read the frame's localStorage (another origin) and no protocol message carries the state, so
// the playground's frame watcher reports each `mcp-view:…` entry the view reads or writes from inside
// the frame (shared/view-state-report.ts); state kept on the server is read from the answers to the
// view's own view-state tool calls as the host relays them (session/server-view-state.ts). Either way
// it is what the storage holds, not what the view claims.
import type { ViewStateReport } from "../../shared/view-state-report.js";
import { pretty } from "../session/format.js";
import type { ServerViewState, ViewStateHomes } from "../session/server-view-state.js";
import { h } from "./dom.js";
import { emptyNote, time } from "./list-panel.js";

const WATCHED =
  "The state a view keeps with createViewState() appears here: the playground watches the frame's localStorage keys mcp-view:…, the view's calls of the server's view_state_get and view_state_set, and, under ChatGPT with only window.openai, the widget state the view sets.";

/** The note before anything is stored: what is watched, or, where no storage is offered, that the state lives in memory only. */
function homesNote({ host, server, local }: ViewStateHomes): string {
  if (host || !server || !local) return WATCHED;
  return `Memory only: a view's state can be kept neither on the server, as ${server}, nor in localStorage, as ${local}; so createViewState() keeps it in the frame's memory, and it is lost when the frame reloads.`;
}

const SERVER_OPS: Record<ServerViewState["op"], string> = {
  read: "read by the view with view_state_get",
  write: "written by the view with view_state_set",
  remove: "removed by the view with view_state_set",
  stale: "the view's view_state_set was refused as stale (another copy of the view wrote first); this is what the server holds",
};

/** The current view's view state, as the last storage that told of it shows it. */
export class ViewStatePanel {
  readonly element = h("div", { class: "context-panel", id: "view-state" });

  constructor() {
    this.clear({});
  }

  /** Back to the note (a new view), saying where its state can be kept. */
  clear(homes: ViewStateHomes): void {
    this.element.replaceChildren(emptyNote(homesNote(homes)));
  }

  /**
   * The widget state the view set with `window.openai.setWidgetState` (ChatGPT with only
   * window.openai: reported by the fake in the frame); `undefined` when it was no JSON.
   */
  widgetState(state: unknown): void {
    const parts: HTMLElement[] = [
      h(
        "p",
        { class: "meta" },
        `Set by the view with window.openai.setWidgetState at ${time()}: ChatGPT keeps it for this view, and shows the model its modelContent, never its privateContent`,
      ),
      h("h3", {}, "widget state"),
    ];
    parts.push(
      state === undefined
        ? h("p", { class: "empty" }, "Not JSON: ChatGPT could not keep it.")
        : h("pre", { class: "state-value" }, pretty(state)),
    );
    this.#show(parts);
  }

  /** A localStorage entry the view read, wrote or removed (reported from inside its frame). */
  report({ op, key, value }: ViewStateReport): void {
    const what = { read: "Read by the view as it loaded", write: "Written by the view", remove: "Removed by the view" }[op];
    const parts: HTMLElement[] = [h("p", { class: "meta" }, `${what} at ${time()}`), h("h3", {}, "key"), h("pre", {}, key)];
    if (value === null)
      parts.push(
        h(
          "p",
          { class: "empty" },
          op === "read" ? "Nothing stored under this key: the view starts with no state." : "Nothing stored under this key now.",
        ),
      );
    else parts.push(h("h3", {}, "value"), h("pre", { class: "state-value" }, jsonText(value)));
    this.#show(parts);
  }

  /** What the server keeps for the view, from the answer to one of its view-state tool calls. */
  server({ op, viewUUID, version, stored, state }: ServerViewState): void {
    const parts: HTMLElement[] = [
      h("p", { class: "meta", "data-kept": "server" }, `Kept on the server: ${SERVER_OPS[op]} at ${time()}`),
      h("h3", {}, "viewUUID"),
      h("pre", { class: "state-key" }, viewUUID),
      h("h3", {}, "version"),
      h("pre", { class: "state-version" }, String(version)),
    ];
    if (stored) parts.push(h("h3", {}, "value"), h("pre", { class: "state-value" }, pretty(state)));
    else
      parts.push(
        h(
          "p",
          { class: "empty" },
          version === 0
            ? "Nothing stored on the server for this viewUUID: the view starts with no state."
            : "Nothing stored on the server now.",
        ),
      );
    this.#show(parts);
  }

  #show(parts: HTMLElement[]): void {
    this.element.replaceChildren(...parts);
    this.element.dispatchEvent(new Event("added"));
  }
}

/** Stored text, pretty-printed when it is JSON. */
function jsonText(text: string): string {
  try {
    return pretty(JSON.parse(text));
  } catch {
    return `${text}\n(not JSON)`;
  }
}
