// EventDispatcher on its own: one handler slot and ordered listeners per event, dispatch over the
// listeners present when it started, and what happens to a handler's throw or rejection.
// (test/interop/drop-in-events.test.ts runs the same order against the official dispatcher.)
import { describe, expect, it, vi } from "vitest";
import { EventDispatcher } from "../../src/state/events.js";

type Events = { ping: string; pong: number };

describe("EventDispatcher", () => {
  it("calls the handler first, then the listeners in the order they were added", () => {
    const events = new EventDispatcher<Events>();
    const calls: string[] = [];
    events.addEventListener("ping", (p) => void calls.push(`first ${p}`));
    events.setHandler("ping", (p) => void calls.push(`handler ${p}`));
    events.addEventListener("ping", (p) => void calls.push(`second ${p}`));
    events.dispatch("ping", "x");
    expect(calls).toEqual(["handler x", "first x", "second x"]);
  });

  it("adds a listener added twice once, as the DOM's addEventListener does", () => {
    const events = new EventDispatcher<Events>();
    const fn = vi.fn();
    events.addEventListener("ping", fn);
    events.addEventListener("ping", fn);
    events.dispatch("ping", "x");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("keeps each event's handler and listeners apart", () => {
    const events = new EventDispatcher<Events>();
    const ping = vi.fn();
    const pong = vi.fn();
    events.addEventListener("ping", ping);
    events.setHandler("pong", pong);
    events.dispatch("pong", 7);
    expect(ping).not.toHaveBeenCalled();
    expect(pong.mock.calls).toEqual([[7]]);
  });

  it("runs a dispatch over the listeners it started with: one added during it waits, one removed during it still runs", () => {
    const events = new EventDispatcher<Events>();
    const added = vi.fn();
    const removed = vi.fn();
    events.addEventListener("ping", () => {
      events.addEventListener("ping", added);
      events.removeEventListener("ping", removed);
    });
    events.addEventListener("ping", removed);
    events.dispatch("ping", "first");
    events.dispatch("ping", "second");
    expect(removed.mock.calls).toEqual([["first"]]);
    expect(added.mock.calls).toEqual([["second"]]);
  });

  it("getHandler() returns the handler setHandler() put there; setHandler(undefined) empties it and keeps the listeners", () => {
    const events = new EventDispatcher<Events>();
    const handler = vi.fn();
    const listener = vi.fn();
    events.addEventListener("ping", listener);
    events.setHandler("ping", handler);
    expect(events.getHandler("ping")).toBe(handler);
    events.setHandler("ping", undefined);
    expect(events.getHandler("ping")).toBeUndefined();
    events.dispatch("ping", "x");
    expect(handler).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("has() is true for the handler and for each listener of the event, and false otherwise", () => {
    const events = new EventDispatcher<Events>();
    const handler = () => {};
    const listener = () => {};
    events.setHandler("ping", handler);
    events.addEventListener("ping", listener);
    expect([events.has("ping", handler), events.has("ping", listener), events.has("pong", listener), events.has("ping", () => {})]).toEqual(
      [true, true, false, false],
    );
  });

  it("does nothing when an event with no handler or listener is dispatched", () => {
    const events = new EventDispatcher<Events>({ onError: () => expect.unreachable() });
    expect(() => events.dispatch("ping", "x")).not.toThrow();
  });

  it("lets a throw leave dispatch() without onError, as the official dispatcher", () => {
    const events = new EventDispatcher<Events>();
    const later = vi.fn();
    events.setHandler("ping", () => {
      throw new Error("handler failed");
    });
    events.addEventListener("ping", later);
    expect(() => events.dispatch("ping", "x")).toThrow("handler failed");
    expect(later).not.toHaveBeenCalled();
  });

  it("hands a throw to onError with the event's name and goes on to the next listener", () => {
    const onError = vi.fn();
    const events = new EventDispatcher<Events>({ onError });
    const boom = new Error("handler failed");
    const later = vi.fn();
    events.setHandler("ping", () => {
      throw boom;
    });
    events.addEventListener("ping", later);
    events.dispatch("ping", "x");
    expect(onError.mock.calls).toEqual([[boom, "ping"]]);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("hands the rejection of a handler's promise to onError", async () => {
    const onError = vi.fn();
    const events = new EventDispatcher<Events>({ onError });
    const boom = new Error("async handler failed");
    events.addEventListener("ping", async () => {
      throw boom;
    });
    events.dispatch("ping", "x");
    await vi.waitFor(() => expect(onError.mock.calls).toEqual([[boom, "ping"]]));
  });

  it("skips the rest of the dispatch once isActive() answers false", () => {
    let active = true;
    const events = new EventDispatcher<Events>({ isActive: () => active });
    const later = vi.fn();
    events.setHandler("ping", () => void (active = false));
    events.addEventListener("ping", later);
    events.dispatch("ping", "x");
    expect(later).not.toHaveBeenCalled();
  });

  it("calls no handler at all while isActive() answers false", () => {
    const events = new EventDispatcher<Events>({ isActive: () => false });
    const handler = vi.fn();
    events.setHandler("ping", handler);
    events.dispatch("ping", "x");
    expect(handler).not.toHaveBeenCalled();
  });

  it("call() runs one given handler with the params, routing its throw to onError", () => {
    const onError = vi.fn();
    const events = new EventDispatcher<Events>({ onError });
    const boom = new Error("late");
    const fn = vi.fn(() => {
      throw boom;
    });
    events.call("pong", fn, 3);
    expect(fn.mock.calls).toEqual([[3]]);
    expect(onError.mock.calls).toEqual([[boom, "pong"]]);
  });
});
