// The banner above the stage for reload on save: hidden while all is well; "Building…" while a build
// runs; a failed build's exit and last lines (as text, never markup) until the next one succeeds.
// When the stdio server was restarted because its code changed, a notice says so until the next event.
// `data-state` says which: watching, building, failed, built, server-restarted, or gone (the dev host restarted).
import type { WatchEvent } from "../../shared/watch-event.js";
import { h } from "./dom.js";

export class BuildStatus {
  readonly element = h("div", { id: "build-status", class: "build-status", role: "status", "data-state": "off", hidden: true });

  /** Shows what `event` says. */
  show(event: WatchEvent): void {
    if (event.kind === "watching") return this.#set("watching", `Reload on save: ${event.what}`, undefined, true);
    if (event.kind === "building") return this.#set("building", `${event.reason}: building…`);
    if (event.kind === "build-failed")
      return this.#set("failed", `The build failed (${event.exit}); the view was not reloaded. Its last lines:`, event.output);
    if (event.kind === "server-restarted")
      return this.#set(
        "server-restarted",
        `Server code changed (${event.reason}): the MCP server was restarted, and the last tool call runs again.`,
      );
    this.#set("built", `${event.reason}: view reloaded`, undefined, true);
  }

  /** The dev host restarted: this page's session is over. */
  gone(): void {
    this.#set("gone", "The dev host restarted: load this page again to connect to it.");
  }

  #set(state: string, title: string, output?: string, hidden = false): void {
    this.element.dataset.state = state;
    this.element.hidden = hidden;
    this.element.setAttribute("role", state === "failed" || state === "gone" ? "alert" : "status");
    this.element.replaceChildren(h("strong", {}, title), ...(output ? [h("pre", {}, output)] : []));
  }
}
