// The inspector's resize handle: its left edge beside the stage, or its top edge where the window is
// narrow and the inspector lies under the stage (host.css, max-width 1100px). Dragged, or moved with
// the arrow keys, it sets the inspector's width or height (the layout's --inspector-width and
// --inspector-height), within bounds that leave the stage and the tool list usable.
import { h } from "./dom.js";

/** Where the inspector lies under the stage (host.css uses the same width). */
const NARROW = "(max-width: 1100px)";
/** Pixels per arrow key. */
const STEP = 24;
/** The least the inspector, and the stage beside or above it, keep. */
const MIN = { width: 280, height: 120, stage: 320, stageHeight: 160, sidebar: 250 };

export class InspectorResizer {
  readonly element: HTMLElement;
  readonly #layout: HTMLElement;
  readonly #panels: HTMLElement;
  readonly #onresize: () => void;
  readonly #narrow = matchMedia(NARROW);

  /** A handle for `panels` in `layout`; `onresize` runs after each change (the view's container follows). */
  constructor(layout: HTMLElement, panels: HTMLElement, onresize: () => void) {
    this.#layout = layout;
    this.#panels = panels;
    this.#onresize = onresize;
    this.element = h("div", {
      class: "splitter",
      id: "inspector-resize",
      role: "separator",
      tabindex: "0",
      "aria-label": "Resize the inspector",
      "aria-controls": panels.id,
      onpointerdown: (e: PointerEvent) => this.#drag(e),
      onkeydown: (e: KeyboardEvent) => this.#key(e),
    });
    panels.prepend(this.element);
    this.#narrow.addEventListener("change", () => this.#describe());
    this.#describe();
  }

  /** Whether the inspector lies under the stage (its height is what changes). */
  get #under(): boolean {
    return this.#narrow.matches;
  }

  /** The inspector's size along the axis that changes. */
  get #size(): number {
    const box = this.#panels.getBoundingClientRect();
    return Math.round(this.#under ? box.height : box.width);
  }

  #bounds(): { min: number; max: number } {
    const box = this.#layout.getBoundingClientRect();
    return this.#under
      ? { min: MIN.height, max: Math.max(MIN.height, box.height - MIN.stageHeight) }
      : { min: MIN.width, max: Math.max(MIN.width, box.width - MIN.sidebar - MIN.stage) };
  }

  /** Sets the inspector's size (clamped), in px. */
  resize(px: number): void {
    const { min, max } = this.#bounds();
    const size = Math.round(Math.min(max, Math.max(min, px)));
    this.#layout.style.setProperty(this.#under ? "--inspector-height" : "--inspector-width", `${size}px`);
    this.#describe();
    this.#onresize();
  }

  #describe(): void {
    const { min, max } = this.#bounds();
    this.element.setAttribute("aria-orientation", this.#under ? "horizontal" : "vertical");
    this.element.setAttribute("aria-valuemin", String(min));
    this.element.setAttribute("aria-valuemax", String(Math.round(max)));
    this.element.setAttribute("aria-valuenow", String(this.#size));
    this.element.title = this.#under ? "Drag, or press ↑ ↓, to resize the inspector" : "Drag, or press ← →, to resize the inspector";
  }

  #drag(down: PointerEvent): void {
    if (down.button !== 0) return;
    down.preventDefault();
    const handle = this.element;
    handle.setPointerCapture(down.pointerId);
    // The view's frame is on another site, in a renderer of its own: a pointer over it goes to that
    // renderer, capture or not, so while dragging the frame takes no pointer events.
    this.#layout.classList.add("resizing");
    const box = this.#layout.getBoundingClientRect();
    const move = (e: PointerEvent) => this.resize(this.#under ? box.bottom - e.clientY : box.right - e.clientX);
    const up = () => {
      this.#layout.classList.remove("resizing");
      handle.removeEventListener("pointermove", move);
      handle.removeEventListener("pointerup", up);
      handle.removeEventListener("pointercancel", up);
    };
    handle.addEventListener("pointermove", move);
    handle.addEventListener("pointerup", up);
    handle.addEventListener("pointercancel", up);
  }

  #key(e: KeyboardEvent): void {
    const grow: Record<string, number> = this.#under ? { ArrowUp: STEP, ArrowDown: -STEP } : { ArrowLeft: STEP, ArrowRight: -STEP };
    const by = grow[e.key];
    if (by === undefined) return;
    e.preventDefault();
    this.resize(this.#size + by);
  }
}
