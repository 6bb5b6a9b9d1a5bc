// Deterministic animation frames, ResizeObserver and layout for auto-resize tests: frames run only
// when the test says so, observers fire on demand, and <html>'s height depends on its inline height
// the way a real layout does (intrinsic at `max-content`, the viewport's height otherwise).
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
  /** The content's intrinsic height (what `max-content` measures). */
  content: number;
  /** The iframe's viewport, as the host sized it. */
  viewport: { width: number; height: number };
  /** `<html>`'s inline height at each measurement. */
  readonly seen: string[];
}

/** Makes `<html>` measure `content` at `height: max-content` and the viewport height otherwise. */
export function mockLayout(content: number, viewport = { width: 320, height: 150 }): Layout {
  const layout: Layout = { content, viewport, seen: [] };
  const html = document.documentElement;
  vi.spyOn(window, "innerWidth", "get").mockImplementation(() => layout.viewport.width);
  vi.spyOn(html, "getBoundingClientRect").mockImplementation(() => {
    layout.seen.push(html.style.height);
    const height = html.style.height === "max-content" ? layout.content : Math.max(layout.content, layout.viewport.height);
    return { x: 0, y: 0, top: 0, left: 0, width: layout.viewport.width, height, right: layout.viewport.width, bottom: height } as DOMRect;
  });
  return layout;
}
