// A fake animation-frame clock for the binding suite: requestAnimationFrame callbacks wait until the
// test runs the next frame (inside act), so that "once per frame" is observable and deterministic.
import { afterEach, beforeEach, vi } from "vitest";
import { run } from "./renderers.js";

export interface FakeFrames {
  /** How many frame callbacks are waiting. */
  pending(): number;
  /** Runs the next frame: every callback requested so far, inside act. */
  next(): Promise<void>;
}

/** Installs the fake clock around every test of the calling file. */
export function fakeFrames(): FakeFrames {
  const callbacks = new Map<number, FrameRequestCallback>();
  let id = 0;
  beforeEach(() => {
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callbacks.set(++id, callback);
      return id;
    });
    vi.stubGlobal("cancelAnimationFrame", (handle: number) => void callbacks.delete(handle));
  });
  afterEach(() => {
    callbacks.clear();
    vi.unstubAllGlobals();
  });
  return {
    pending: () => callbacks.size,
    next: () =>
      run(() => {
        const due = [...callbacks.values()];
        callbacks.clear();
        for (const callback of due) callback(performance.now());
      }),
  };
}
