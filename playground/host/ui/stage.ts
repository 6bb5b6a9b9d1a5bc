// The stage: where the view's iframe sits, like a chat message inline, over the stage in
// fullscreen, or floating in picture-in-picture; sized from the container dimensions and the
// view's size-changed reports. The session makes the frame and puts it here (a ViewSpace). The chat
// with the model sits above the feed; the view of the chat's own call goes inline, at the call.
import type { McpUiContainerDimensions, McpUiDisplayMode } from "mcp-view";
import type { ViewSpace } from "../session/context.js";
import type { SessionEvents } from "../session/events.js";
import { h } from "./dom.js";

/** Height of the bar above a fullscreen or pip view (px; host.css uses the same). */
export const BAR_HEIGHT = 36;

/** Width of the border the host draws around a bordered view (px; host.css uses the same). */
const BORDER = 1;

/** What the stage shows before the first run. */
export function welcome(): HTMLElement {
  return h(
    "div",
    { class: "welcome", id: "welcome" },
    h("h2", {}, "No view yet"),
    h(
      "p",
      {},
      "Pick a tool on the left (those tagged ",
      h("span", { class: "tag view" }, "view"),
      " have one), check its JSON arguments, and press ",
      h("strong", {}, "Call tool"),
      " (Ctrl/⌘ + Enter).",
    ),
    h(
      "p",
      {},
      "The view appears here in a sandboxed frame on its own origin, as a host shows it. The inspector panels show the chat, the JSON-RPC traffic and why a view might stay blank.",
    ),
  );
}

/** What the stage shows when the server lists no tools at all (instead of the welcome's "Pick a tool"). */
export function noTools(target: string): HTMLElement {
  return h(
    "div",
    { class: "welcome", id: "welcome" },
    h("h2", {}, "No tools"),
    h("p", {}, `The MCP server (${target}) lists no tools, so there is nothing to call.`),
    h("p", {}, "Add a tool to the server: the list here follows notifications/tools/list_changed, or reload the page."),
  );
}

/** What the stage shows when the MCP server cannot be used (the header's banner says why), instead of the welcome's "Pick a tool". */
export function noServer(target: string): HTMLElement {
  return h(
    "div",
    { class: "welcome", id: "welcome" },
    h("h2", {}, "No server"),
    h("p", {}, `The playground cannot use the MCP server (${target}): the banner above says why, so there are no tools to call.`),
    h("p", {}, "Start or fix the server, then reload this page."),
  );
}

/** The neutral note under the call of a tool without a view. */
const noViewNote = (tool: string) =>
  h(
    "div",
    { class: "bubble host", id: "no-view" },
    h("code", {}, tool),
    " has no view (no _meta.ui.resourceUri): hosts show only its text result, in the chat.",
  );

export class Stage implements ViewSpace {
  readonly element: HTMLElement;
  readonly #feed: HTMLElement;
  readonly #box: HTMLElement;
  readonly #bar: HTMLElement;
  #iframe: HTMLIFrameElement | undefined;
  #dims: McpUiContainerDimensions = {};
  #reported: number | undefined;
  /** The chat with the model, above the feed, and where it wants the view of its own call (undefined: not its view). */
  #chat: { element: HTMLElement; slot: () => HTMLElement | undefined } | undefined;
  /** The user asked to leave fullscreen or pip (the Exit button or Escape). */
  onexit: (() => void) | undefined;

  constructor() {
    this.#bar = h(
      "div",
      { class: "view-bar" },
      h("span", { class: "view-title" }, "View"),
      h("button", { class: "btn small", type: "button", onclick: () => this.onexit?.() }, "Exit"),
    );
    this.#box = h("div", { class: "view-box inline", hidden: true }, this.#bar);
    this.#feed = h("div", { class: "feed" }, welcome());
    // It scrolls (a tall view, the conversation): focusable, so the keyboard scrolls it too.
    this.element = h(
      "section",
      { class: "stage", id: "stage", tabindex: "0", "aria-label": "Conversation and view" },
      this.#feed,
      this.#box,
    );
    // Escape leaves fullscreen and pip (keys typed inside the view's frame stay in the frame).
    document.addEventListener(
      "keydown",
      (e) => e.key === "Escape" && !this.#box.hidden && !this.#box.classList.contains("inline") && this.onexit?.(),
    );
  }

  /** The room for a view: all of the stage less the box's border and the bar in fullscreen, its content box less the border otherwise. */
  space(mode: McpUiDisplayMode): { width: number; height: number } {
    const { clientWidth, clientHeight } = this.element;
    if (clientWidth === 0) return { width: Infinity, height: Infinity }; // not laid out (yet)
    if (mode === "fullscreen")
      return { width: Math.max(0, clientWidth - 2 * BORDER), height: Math.max(0, clientHeight - BAR_HEIGHT - 2 * BORDER) };
    const style = getComputedStyle(this.element);
    const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return { width: Math.max(0, clientWidth - padding - 2 * BORDER), height: Infinity };
  }

  /**
   * Puts the chat with the model above the feed; `slot` says where the view of the chat's own call
   * goes (inline, at its call, as a host shows it), undefined when the view is not the chat's.
   */
  attachChat(element: HTMLElement, slot: () => HTMLElement | undefined): void {
    this.#chat = { element, slot };
    this.#feed.before(element);
  }

  /** The chat has begun: the welcome goes. */
  chatStarted(): void {
    this.#feed.querySelector("#welcome")?.remove();
  }

  /** Adds a line to the welcome (before the first run). */
  note(text: string): void {
    this.#feed.querySelector("#welcome")?.append(h("p", { class: "warn" }, text));
  }

  /** Before the first run: says the server (`target`) cannot be used, instead of the welcome's "Pick a tool". */
  serverFailed(target: string): void {
    if (this.#feed.querySelector("#welcome")) this.#feed.replaceChildren(noServer(target));
  }

  /** Before the first run: says so when the server (`target`) lists no tools, instead of the welcome's "Pick a tool". */
  toolsListed(count: number, target: string): void {
    const shown = this.#feed.querySelector("#welcome");
    if (!shown) return;
    const empty = shown.querySelector("h2")?.textContent === "No tools";
    if (count === 0 && !empty) this.#feed.replaceChildren(noTools(target));
    else if (count > 0 && empty) this.#feed.replaceChildren(welcome());
  }

  /** Empties the stage and shows `bubble` (the tool call, or the welcome) at the top. */
  reset(bubble: HTMLElement | undefined): void {
    this.#iframe?.remove();
    this.#iframe = undefined;
    this.#box.hidden = true;
    this.#feed.replaceChildren(...(bubble ? [bubble] : []));
  }

  /** Shows the session's frame for the view `title`; `border` says whether the host draws a border and background. */
  place(iframe: HTMLIFrameElement, { title, border }: { title: string; border: boolean }): void {
    this.#iframe?.remove();
    iframe.id = "view";
    iframe.title = `View: ${title}`;
    this.#reported = undefined;
    (this.#bar.firstElementChild as HTMLElement).textContent = title;
    this.#box.classList.toggle("bordered", border);
    this.#box.hidden = false;
    // The box moves while it holds no frame (moving a frame reloads it): into the chat's call, or below the feed.
    const slot = this.#chat?.slot();
    if (slot) slot.append(this.#box);
    else this.#feed.after(this.#box);
    this.#box.append(iframe);
    this.#iframe = iframe;
    this.#layout();
  }

  /** Starts over for what the session says: the model's tool call, or the torn-down view. */
  show(event: SessionEvents["stage"]): void {
    // The chat's own call is shown by the chat, with its view inline at the call.
    if (event.kind === "call" && this.#chat?.slot()) return this.reset(undefined);
    if (event.kind === "call") {
      this.reset(h("div", { class: "bubble model" }, h("span", { class: "who" }, "Model"), " called ", h("code", {}, event.tool)));
      if (!event.view) this.#feed.append(noViewNote(event.tool));
    } else this.reset(h("div", { class: "bubble host" }, "The view was torn down. Re-run to show it again."));
  }

  /** Applies a display mode and its container. */
  setMode(mode: McpUiDisplayMode, dims: McpUiContainerDimensions): void {
    this.#box.classList.remove("inline", "fullscreen", "pip");
    this.#box.classList.add(mode);
    this.#dims = dims;
    this.#layout();
  }

  /** The view reported its size: follow its height where the container is flexible. */
  followHeight(height: number | undefined): void {
    this.#reported = height;
    this.#layout();
  }

  /** The frame gets exactly the container's width (the box wraps it and its border). */
  #layout(): void {
    const iframe = this.#iframe;
    if (!iframe) return;
    const d = this.#dims as { width?: number; maxWidth?: number; height?: number; maxHeight?: number };
    iframe.style.width = d.width ? `${d.width}px` : "100%";
    if (d.height) iframe.style.height = `${d.height}px`;
    else iframe.style.height = `${Math.min(this.#reported ?? 160, d.maxHeight ?? Infinity)}px`;
  }
}
