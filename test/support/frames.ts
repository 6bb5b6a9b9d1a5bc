// Deterministic animation frames, ResizeObserver and layout for auto-resize tests: frames run only
// when the test says so, observers fire on demand, and the document's height depends on <html>'s
// inline style the way a real layout's does (intrinsic at `max-content`, never less than the
// viewport's height otherwise).
import { vi } from "vitest";

export class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  readonly #callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.#callback = callback;
    FakeResizeObserver.all.push(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.disconnected = true;
    this.targets.clear();
  }
  /** Fires the callback as the browser would after a layout change of an observed element. */
  fire(): void {
    if (this.targets.size) this.#callback([], this as unknown as ResizeObserver);
  }
}

export interface Frames {
  /** Callbacks waiting for the next frame. */
  pending(): number;
  /** Runs every callback requested so far (one animation frame). */
  run(): void;
  /** Fires every live ResizeObserver. */
  resize(): void;
  /** How many frames were requested and cancelled in total. */
  readonly stats: { requested: number; cancelled: number };
  readonly observers: FakeResizeObserver[];
}

/** Stubs requestAnimationFrame, cancelAnimationFrame and ResizeObserver. Undo with vi.unstubAllGlobals(). */
export function mockFrames(): Frames {
  const frames = new Map<number, FrameRequestCallback>();
  const stats = { requested: 0, cancelled: 0 };
  let next = 1;
  FakeResizeObserver.all = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => {
    stats.requested++;
    frames.set(next, cb);
    return next++;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => {
    if (frames.delete(id)) stats.cancelled++;
  });
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  return {
    pending: () => frames.size,
    run() {
      const callbacks = [...frames.values()];
      frames.clear();
      for (const cb of callbacks) cb(0);
    },
    resize: () => FakeResizeObserver.all.forEach((o) => o.fire()),
    stats,
    observers: FakeResizeObserver.all,
  };
}

export interface Layout {
  /** The content's intrinsic height (what `<html>` at `max-content` measures). */
  content: number;
  /** The bottom of what overflows `<html>` (an open dropdown that is `position: absolute`); 0: nothing does. */
  overflow: number;
  /** The iframe's viewport, as the host sized it. */
  viewport: { width: number; height: number };
  /** With a number, the content follows the viewport: it is the viewport's height plus that many pixels (a root of `100vh` with margins). */
  followsBy: number | undefined;
  /** `<html>`'s inline height at each measurement. */
  readonly seen: string[];
}

/**
 * Makes the document measure as a real layout does: its scrollable height (`scrollHeight` of the
 * scrolling element, rounded as the browser rounds it) is never less than the viewport's height, and,
 * while `<html>` is at `max-content`, without a scrollbar and moved down by 100,000 px, that much more
 * than the content and what overflows it. `<html>`'s own box is `content` tall at `max-content`.
 */
export function mockLayout(content: number, viewport = { width: 320, height: 150 }): Layout {
  const layout: Layout = { content, overflow: 0, viewport, followsBy: undefined, seen: [] };
  const html = document.documentElement;
  const intrinsic = () => (layout.followsBy === undefined ? layout.content : layout.viewport.height + layout.followsBy);
  const measuring = () => html.style.height === "max-content" && html.style.translate === "0 1e5px" && html.style.scrollbarWidth === "none";
  vi.spyOn(window, "innerWidth", "get").mockImplementation(() => layout.viewport.width);
  vi.spyOn(window, "innerHeight", "get").mockImplementation(() => layout.viewport.height);
  vi.spyOn(html, "scrollHeight", "get").mockImplementation(() => {
    layout.seen.push(html.style.height);
    const bottom = Math.max(intrinsic(), layout.overflow);
    return Math.round(measuring() ? 1e5 + bottom : Math.max(bottom, layout.viewport.height));
  });
  vi.spyOn(html, "getBoundingClientRect").mockImplementation(() => {
    const height = html.style.height === "max-content" ? intrinsic() : Math.max(intrinsic(), layout.viewport.height);
    return { x: 0, y: 0, top: 0, left: 0, width: layout.viewport.width, height, right: layout.viewport.width, bottom: height } as DOMRect;
  });
  return layout;
}
