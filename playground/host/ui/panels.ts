// The side panels that show what a view did: the chat transcript (ui/message, tool calls and the
// text the model reads), the model context (ui/update-model-context), opened links and downloads
// (the Console is console-panel.ts, view state view-state-panel.ts).
import { contentText } from "../session/content-text.js";
import { isSavedFile, safeLink } from "../session/downloads.js";
import type { ModelContext, Speaker } from "../session/events.js";
import { pretty } from "../session/format.js";
import { h } from "./dom.js";
import { emptyNote, ListPanel, time } from "./list-panel.js";

/** The chat: what the user and the model would see. */
export class Transcript extends ListPanel {
  constructor() {
    super("transcript", "Chat transcript", "Messages from views (ui/message) and tool calls appear here.");
  }

  /** Adds a chat entry; `from` is who speaks (user via the view, the host calling a tool, …). */
  add(from: Speaker, title: string, text: string): void {
    this.push(
      h(
        "li",
        { class: `chat ${from}` },
        h("div", { class: "meta" }, h("strong", {}, title), h("time", {}, time())),
        // The text of a tool call or result scrolls in a box of its own: the keyboard reaches it.
        h(
          "div",
          from === "tool-call" || from === "tool-result"
            ? { class: "text", tabindex: "0", role: "region", "aria-label": title }
            : { class: "text" },
          text,
        ),
      ),
    );
  }
}

/** The view's current context for the model (each update replaces the last). */
export class ModelContextPanel {
  readonly element = h(
    "div",
    { class: "context-panel", id: "model-context" },
    emptyNote("Nothing yet: views send it with ui/update-model-context."),
  );

  /** The `modelContent` of a widget state the view set (ChatGPT with only window.openai): what ChatGPT shows the model. */
  setModelContent(modelContent: unknown, from: string): void {
    const params = modelContent as { content?: unknown; structuredContent?: unknown } | null;
    const isContext =
      typeof params === "object" && params !== null && (Array.isArray(params.content) || typeof params.structuredContent === "object");
    if (isContext) return this.set(params as ModelContext, `${from} (the widget state's modelContent)`);
    this.element.replaceChildren(
      h("p", { class: "meta" }, `From ${from} at ${time()} (the widget state's modelContent)`),
      h("pre", {}, pretty(modelContent)),
    );
    this.element.dispatchEvent(new Event("added"));
  }

  /** Shows `params`; `ignoredBy`: the host's label, when its facts say it accepts the context but never shows it to the model. */
  set(params: ModelContext, from: string, ignoredBy?: string): void {
    const parts: HTMLElement[] = [
      h("p", { class: "meta" }, `From ${from} at ${time()} (replaces the previous one)`),
      ignoredBy === undefined
        ? h(
            "p",
            { class: "status", id: "model-context-status", "data-status": "delivered" },
            "Delivered: the host accepted it for the model.",
          )
        : h(
            "p",
            { class: "status warn", id: "model-context-status", "data-status": "ignored" },
            `Accepted by the host; ${ignoredBy} does not show it to the model (the host's facts: it answers ui/update-model-context with success, and the model never sees the content).`,
          ),
    ];
    if (params.content?.length) parts.push(h("h3", {}, "content"), h("pre", {}, contentText(params.content)));
    if (params.structuredContent) parts.push(h("h3", {}, "structuredContent"), h("pre", {}, pretty(params.structuredContent)));
    this.element.replaceChildren(...parts);
    this.element.dispatchEvent(new Event("added"));
  }
}

/** Links the view asked to open, and files it asked to download. */
export class LinksPanel extends ListPanel {
  constructor() {
    super(
      "links",
      "Opened links and downloads",
      "Links from ui/open-link and files from ui/download-file appear here; nothing opens by itself.",
    );
  }

  /** A link the view asked to open: clickable only when it is http(s) or mailto:. */
  addLink(url: string): void {
    const href = safeLink(url, { mail: true });
    this.push(
      h(
        "li",
        {},
        h("span", { class: "tag" }, "link"),
        " ",
        href ? h("a", { href, target: "_blank", rel: "noopener noreferrer" }, url) : h("code", {}, url),
        h("time", {}, time()),
      ),
    );
  }

  /** A file the view handed over (a blob: URL this page made) or linked to (http(s) only); anything else is shown as text. */
  addDownload(name: string, url: string, detail: string): void {
    const href = safeLink(url);
    const anchor =
      href &&
      (isSavedFile(href) ? h("a", { href, download: name }, name) : h("a", { href, target: "_blank", rel: "noopener noreferrer" }, name));
    this.push(
      h("li", {}, h("span", { class: "tag" }, "download"), " ", anchor || h("code", {}, name), ` ${detail}`, h("time", {}, time())),
    );
  }
}
