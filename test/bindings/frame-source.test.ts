// The frame store between an App and the hooks (src/bindings/frames.ts), framework-free: changes to
// the partial input alone wait for an animation frame (or the fallback timer), every other change
// is published at once with the latest partial; one frame per burst; nothing left behind.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { App, AppSnapshot } from "../../src/index.js";
import { FALLBACK_MS, frameSource } from "../../src/bindings/frame-source.js";

/** The two members of an App the store uses, over a plain snapshot. */
function fakeApp(initial: AppSnapshot = { status: "connected" }) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    app: {
      getSnapshot: () => snapshot,
      subscribe: (fn: () => void) => (listeners.add(fn), () => void listeners.delete(fn)),
    } as unknown as App,
    set(patch: Partial<AppSnapshot>) {
      snapshot = { ...snapshot, ...patch };
      for (const fn of [...listeners]) fn();
    },
    subscribers: () => listeners.size,
  };
}

const partial = (step: number) => ({ toolInputPartial: { arguments: { step } } });

describe("frameSource", () => {
  const frames = new Map<number, FrameRequestCallback>();
  let id = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => (frames.set(++id, cb), id));
    vi.stubGlobal("cancelAnimationFrame", (handle: number) => void frames.delete(handle));
  });
  afterEach(() => {
    frames.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  const runFrame = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const cb of due) cb(0);
  };

  it("holds partial-only changes until the next frame, then publishes the latest once", () => {
    const { app, set } = fakeApp();
    const source = frameSource(app);
    const onChange = vi.fn();
    source.subscribe(onChange);
    for (let i = 0; i < 50; i++) set(partial(i));
    expect([onChange.mock.calls.length, source.getSnapshot().toolInputPartial, frames.size]).toEqual([0, undefined, 1]);
    runFrame();
    expect([onChange.mock.calls.length, source.getSnapshot()]).toEqual([1, app.getSnapshot()]);
  });

  it.each([
    ["status", { status: "closed" }],
    ["error", { error: new Error("x") }],
    ["hostContext", { hostContext: { theme: "dark" } }],
    ["toolInput", { toolInput: { arguments: {} } }],
    ["toolResult", { toolResult: { content: [] } }],
    ["toolCancelled", { toolCancelled: { reason: "stop" } }],
    ["a field it does not know", { somethingNew: 1 }],
  ] as Array<[string, Partial<AppSnapshot>]>)(
    "publishes a change to %s at once, with the latest partial, and drops the pending frame",
    (_, change) => {
      const { app, set } = fakeApp();
      const source = frameSource(app);
      const onChange = vi.fn();
      source.subscribe(onChange);
      set(partial(1));
      set(change);
      expect([onChange.mock.calls.length, source.getSnapshot(), frames.size]).toEqual([1, app.getSnapshot(), 0]);
      expect(source.getSnapshot().toolInputPartial).toEqual({ arguments: { step: 1 } });
    },
  );

  it(`publishes from a timer after ${FALLBACK_MS} ms when no frame comes, and cancels the frame`, () => {
    const { app, set } = fakeApp();
    const source = frameSource(app);
    const onChange = vi.fn();
    source.subscribe(onChange);
    set(partial(1));
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect([onChange.mock.calls.length, frames.size]).toEqual([1, 0]);
  });

  it("uses the timer alone where there is no requestAnimationFrame", () => {
    vi.stubGlobal("requestAnimationFrame", undefined);
    const { app, set } = fakeApp();
    const source = frameSource(app);
    const onChange = vi.fn();
    source.subscribe(onChange);
    set(partial(1));
    vi.advanceTimersByTime(FALLBACK_MS);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("reads the App directly while nobody subscribes", () => {
    const { app, set } = fakeApp();
    const source = frameSource(app);
    set(partial(3));
    expect(source.getSnapshot()).toBe(app.getSnapshot());
  });

  it("is one store per App, shared by every reader, subscribed to the App once", () => {
    const { app, subscribers } = fakeApp();
    expect(frameSource(app)).toBe(frameSource(app));
    const offs = [frameSource(app).subscribe(() => {}), frameSource(app).subscribe(() => {})];
    expect(subscribers()).toBe(1);
    for (const off of offs) off();
    expect(subscribers()).toBe(0);
  });

  it("cancels the pending frame and timer when the last reader leaves", () => {
    const { app, set } = fakeApp();
    const off = frameSource(app).subscribe(() => {});
    set(partial(1));
    off();
    expect([frames.size, vi.getTimerCount()]).toEqual([0, 0]);
  });

  it("reads the idle snapshot, forever, without an App", () => {
    const source = frameSource(null);
    const onChange = vi.fn();
    source.subscribe(onChange)();
    expect(source.getSnapshot()).toEqual({ status: "idle" });
  });
});
