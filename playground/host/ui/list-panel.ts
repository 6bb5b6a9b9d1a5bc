// What the inspector's list panels share: a note until the first entry, then entries in order, each
// scrolled into view and announced to the tabs ("added") for their badge.
import { h } from "./dom.js";

/** The time of day, as entries show it. */
export const time = () => new Date().toLocaleTimeString(undefined, { hour12: false });

/** The note a panel shows until its first entry. */
export function emptyNote(text: string): HTMLElement {
  return h("p", { class: "empty" }, text);
}

/** A list panel that shows a note until its first entry. */
export class ListPanel {
  readonly element: HTMLElement;
  protected readonly list: HTMLOListElement;

  constructor(id: string, label: string, empty: string) {
    this.list = h("ol", { class: "entries", id, "aria-label": label });
    this.element = h("div", { class: "list-panel" }, emptyNote(empty), this.list);
  }

  protected push(entry: HTMLElement): void {
    this.element.querySelector(".empty")?.remove();
    this.list.append(entry);
    entry.scrollIntoView?.({ block: "nearest" });
    this.element.dispatchEvent(new Event("added"));
  }
}
