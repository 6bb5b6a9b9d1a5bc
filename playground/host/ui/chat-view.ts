// The chat with the model, on the stage: the conversation's items (session/conversation.ts) as a host
// shows them, the user's turns, the model's text as it streams, each tool call with its view inline
// (the stage puts the view's frame in the slot of the chat's call) and its result, and the host's
// notes (what did not reach the model, a failed step, in one sentence). Each model step can be opened
// to show what was sent to the model (the tool list and the messages, as the SDK sent them) and what
// came back (the streamed events, the tokens). Below the stage, the composer: the prompt, Send, Stop,
// and the model's name or how to configure one. Rendering is incremental: a node once made is updated
// in place and never moved, so the view's frame in a slot is never reloaded by a re-render.
import type { ModelInfo } from "../../shared/model-chat.js";
import type { ChatItem, Conversation } from "../session/conversation.js";
import { pretty } from "../session/format.js";
import { h } from "./dom.js";

/** The chat's draft, kept across reloads of the page in the tab's session storage. */
const DRAFT_KEY = "mcp-view:chat-draft";

export class ChatView {
  readonly element: HTMLOListElement;
  readonly composer: HTMLFormElement;
  readonly #conversation: Conversation;
  readonly #prompt: HTMLTextAreaElement;
  readonly #send: HTMLButtonElement;
  readonly #stop: HTMLButtonElement;
  readonly #status: HTMLElement;
  readonly #nodes: HTMLLIElement[] = [];
  readonly #kinds: string[] = [];
  #configured = false;

  constructor(conversation: Conversation, storage: Storage | undefined) {
    this.#conversation = conversation;
    this.element = h("ol", { class: "convo", id: "convo", "aria-label": "Chat with the model" });
    this.#prompt = h("textarea", {
      id: "prompt",
      rows: 2,
      spellcheck: "true",
      placeholder: "Ask the model… (Enter sends, Shift+Enter starts a new line)",
      "aria-describedby": "model-status",
    });
    this.#send = h("button", { id: "send", class: "btn primary", type: "submit" }, "Send");
    this.#stop = h("button", { id: "stop", class: "btn", type: "button", hidden: true, onclick: () => conversation.stop() }, "Stop");
    this.#status = h("p", { id: "model-status", class: "model-status", role: "status" }, "Asking the dev host for its model…");
    this.composer = h(
      "form",
      { id: "composer", class: "composer", "aria-label": "Message the model" },
      h("label", { for: "prompt", class: "composer-label" }, "Message the model"),
      h("div", { class: "composer-row" }, this.#prompt, this.#send, this.#stop),
      this.#status,
    );
    this.#prompt.value = storage?.getItem(DRAFT_KEY) ?? "";
    this.#prompt.addEventListener("input", () => storage?.setItem(DRAFT_KEY, this.#prompt.value));
    this.#prompt.addEventListener("keydown", (e) => {
      if (e.key !== "Enter" || e.shiftKey || e.isComposing) return;
      e.preventDefault();
      this.composer.requestSubmit();
    });
    this.composer.addEventListener("submit", (e) => {
      e.preventDefault();
      const text = this.#prompt.value.trim();
      if (!text || !this.#configured) return;
      this.#prompt.value = "";
      storage?.removeItem(DRAFT_KEY);
      void conversation.send(text);
    });
    conversation.subscribe(() => this.render());
    this.render();
  }

  /** Says which model answers, or how to configure one (Send stays off, what is typed stays). */
  setModel(info: ModelInfo): void {
    this.#configured = info.configured;
    this.#status.textContent = info.configured ? `${info.model} at ${info.endpoint}; the key stays in the dev server.` : info.problem;
    this.#status.dataset.configured = String(info.configured);
    this.render();
  }

  /** Puts `text` in the composer (a prompt that could not be sent), keeping what was typed after it. */
  draft(text: string): void {
    this.#prompt.value = this.#prompt.value ? `${text}\n${this.#prompt.value}` : text;
  }

  /** The slot of the chat's last tool call: where the stage puts the view of the chat's run. */
  slot(): HTMLElement | undefined {
    const at = this.#kinds.lastIndexOf("tool-call");
    return at < 0 ? undefined : (this.#nodes[at]!.querySelector<HTMLElement>(".convo-view") ?? undefined);
  }

  /** Brings the nodes up to the conversation's items: new ones made, changed ones updated in place, gone ones removed. */
  render(): void {
    const items = this.#conversation.items;
    const busy = this.#conversation.busy;
    this.#send.disabled = !this.#configured || busy;
    this.#stop.hidden = !busy;
    let keep = 0;
    while (keep < items.length && keep < this.#nodes.length && this.#kinds[keep] === kindOf(items[keep]!)) keep++;
    for (const node of this.#nodes.splice(keep)) node.remove();
    this.#kinds.splice(keep);
    items.forEach((item, i) => {
      if (i >= this.#nodes.length) {
        const node = make(item);
        this.#nodes.push(node);
        this.#kinds.push(kindOf(item));
        this.element.append(node);
        node.scrollIntoView?.({ block: "nearest" });
      }
      update(this.#nodes[i]!, item);
    });
  }
}

const kindOf = (item: ChatItem) => (item.kind === "user" ? `user:${item.via}` : item.kind);

/** A new node for `item` (its changing parts filled by {@link update}). */
function make(item: ChatItem): HTMLLIElement {
  if (item.kind === "user")
    return h(
      "li",
      { class: `convo-item user ${item.via === "ui/message" ? "from-view" : ""}`.trim() },
      h("div", { class: "who" }, item.via === "ui/message" ? `The view of ${item.view ?? "?"} (ui/message)` : "You"),
      item.context ? h("p", { class: "convo-context" }, `With the view's model context: ${item.context}`) : null,
      h("div", { class: "convo-text" }, item.text),
    );
  if (item.kind === "assistant")
    return h("li", { class: "convo-item assistant" }, h("div", { class: "who" }, "Model"), h("div", { class: "convo-text" }));
  if (item.kind === "tool-call")
    return h(
      "li",
      { class: "convo-item tool-call", "data-tool": item.tool },
      h("div", { class: "who" }, "Model called ", h("code", {}, item.tool)),
      h("pre", { class: "convo-args" }, pretty(item.args)),
      h("div", { class: "convo-view" }),
      h("p", { class: "convo-result" }),
    );
  return h("li", { class: "convo-item note", "data-tone": item.tone, role: item.tone === "error" ? "alert" : "status" }, item.text);
}

/** Updates `node` to `item`: the streamed text, the call's state and result, the step's exchange once it came. */
function update(node: HTMLLIElement, item: ChatItem): void {
  if (item.kind === "assistant") {
    const text = node.querySelector<HTMLElement>(".convo-text")!;
    if (text.textContent !== item.text) text.textContent = item.text;
    node.toggleAttribute("data-streaming", item.streaming);
    node.classList.toggle("empty", !item.text && !item.streaming);
    if (item.exchange && !node.querySelector("details")) node.append(exchangeDetails(item.exchange));
  } else if (item.kind === "tool-call") {
    node.dataset.state = item.state;
    const result = node.querySelector<HTMLElement>(".convo-result")!;
    const text = item.result === undefined ? (item.state === "running" ? "Running…" : "") : `The model reads: ${item.result}`;
    if (result.textContent !== text) result.textContent = text;
  }
}

/** What one step sent to the model and what came back, in a disclosure. */
function exchangeDetails(exchange: NonNullable<Extract<ChatItem, { kind: "assistant" }>["exchange"]>): HTMLDetailsElement {
  const tokens = `${exchange.usage.input ?? "?"} tokens in, ${exchange.usage.output ?? "?"} out`;
  return h(
    "details",
    { class: "exchange" },
    h("summary", {}, `What the model saw: ${exchange.model}, ${tokens}, stopped: ${exchange.finish}`),
    h("h4", {}, "Sent: the request body (the tools and the messages)"),
    h("pre", { class: "exchange-sent" }, pretty(exchange.sent)),
    h("h4", {}, `Received: ${exchange.received.length} streamed events`),
    h("pre", { class: "exchange-received" }, exchange.received.map((e) => JSON.stringify(e)).join("\n")),
  );
}
