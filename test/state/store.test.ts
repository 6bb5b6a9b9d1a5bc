// AppStore on its own: the frozen snapshot and its subscribers, the on* slots and listeners, and the
// replay that hands a handler attached after its data arrived the current value once.
import { describe, expect, it, vi } from "vitest";
import { AppStore, INITIAL_SNAPSHOT, type AppStoreOptions } from "../../src/state/store.js";

const INPUT = { arguments: { a: 1 } };
const RESULT = { content: [{ type: "text" as const, text: "done" }] };

/** A store whose errors are recorded; `active` is what isActive() answers. */
function store(options: Partial<AppStoreOptions> = {}) {
  const errors: Array<[unknown, string]> = [];
  const s = new AppStore({ onError: (cause, where) => void errors.push([cause, where]), isActive: () => true, ...options });
  return { store: s, errors };
}

/** Resolves after the microtasks queued so far (the replay runs in one). */
const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("the snapshot", () => {
  it("starts as the frozen initial snapshot, which holds only the idle status", () => {
    const { store: s } = store();
    expect(s.get()).toBe(INITIAL_SNAPSHOT);
    expect(s.get()).toEqual({ status: "idle" });
    expect(Object.isFrozen(s.get())).toBe(true);
  });

  it("set() applies the patch to a new frozen snapshot and keeps the other fields", () => {
    const { store: s } = store();
    s.set({ status: "connected", toolInput: INPUT });
    const before = s.get();
    s.set({ toolResult: RESULT });
    expect(s.get()).not.toBe(before);
    expect(s.get()).toEqual({ status: "connected", toolInput: INPUT, toolResult: RESULT });
    expect(Object.isFrozen(s.get())).toBe(true);
  });

  it("replace() drops every field the new snapshot does not have", () => {
    const { store: s } = store();
    s.set({ status: "connected", toolInput: INPUT });
    s.replace({ status: "closed" });
    expect(s.get()).toEqual({ status: "closed" });
  });

  it("tells every subscriber after each change, the new snapshot already in place", () => {
    const { store: s } = store();
    const seen: string[] = [];
    s.subscribe(() => seen.push(`a ${s.get().status}`));
    s.subscribe(() => seen.push(`b ${s.get().status}`));
    s.set({ status: "connecting" });
    s.replace({ status: "closed" });
    expect(seen).toEqual(["a connecting", "b connecting", "a closed", "b closed"]);
  });

  it("stops telling a subscriber once its unsubscribe ran", () => {
    const { store: s } = store();
    const fn = vi.fn();
    const off = s.subscribe(fn);
    s.set({ status: "connecting" });
    off();
    s.set({ status: "connected" });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("hands what a subscriber throws to onError as a subscriber's, and still tells the others", () => {
    const { store: s, errors } = store();
    const boom = new Error("bad subscriber");
    const other = vi.fn();
    s.subscribe(() => {
      throw boom;
    });
    s.subscribe(other);
    s.set({ status: "connecting" });
    expect(errors).toEqual([[boom, "subscriber"]]);
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe("slots and listeners", () => {
  it("dispatch() calls the slot first, then the listeners in the order they were added", () => {
    const { store: s } = store();
    const calls: string[] = [];
    s.on("toolresult", () => void calls.push("first listener"));
    s.setHandler("toolresult", () => void calls.push("slot"));
    s.on("toolresult", () => void calls.push("second listener"));
    s.dispatch("toolresult", RESULT);
    expect(calls).toEqual(["slot", "first listener", "second listener"]);
  });

  it("getHandler() returns the handler setHandler() put there, and setHandler(undefined) empties it but keeps the listeners", () => {
    const { store: s } = store();
    const handler = vi.fn();
    const listener = vi.fn();
    s.on("toolresult", listener);
    s.setHandler("toolresult", handler);
    expect(s.getHandler("toolresult")).toBe(handler);
    s.setHandler("toolresult", undefined);
    expect(s.getHandler("toolresult")).toBeUndefined();
    s.dispatch("toolresult", RESULT);
    expect(handler).not.toHaveBeenCalled();
    expect(listener.mock.calls).toEqual([[RESULT]]);
  });

  it("on() returns the unsubscribe of its listener, and off() removes one too", () => {
    const { store: s } = store();
    const first = vi.fn();
    const second = vi.fn();
    const off = s.on("toolinput", first);
    s.on("toolinput", second);
    off();
    s.removeEventListener("toolinput", second);
    s.dispatch("toolinput", INPUT);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it("hands what a handler throws to onError with the event's name, and goes on to the next one", () => {
    const { store: s, errors } = store();
    const boom = new Error("render failed");
    const after = vi.fn();
    s.setHandler("toolresult", () => {
      throw boom;
    });
    s.on("toolresult", after);
    s.dispatch("toolresult", RESULT);
    expect(errors).toEqual([[boom, "toolresult"]]);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("skips the rest of a dispatch once isActive() answers false", () => {
    let active = true;
    const { store: s } = store({ isActive: () => active });
    const later = vi.fn();
    s.setHandler("toolresult", () => void (active = false));
    s.on("toolresult", later);
    s.dispatch("toolresult", RESULT);
    expect(later).not.toHaveBeenCalled();
  });
});

describe("the replay to late handlers", () => {
  it("calls a listener attached after the data arrived with the current value once, in a microtask", async () => {
    const { store: s } = store();
    s.set({ toolInput: INPUT });
    const fn = vi.fn();
    s.on("toolinput", fn);
    expect(fn).not.toHaveBeenCalled();
    await microtask();
    expect(fn.mock.calls).toEqual([[INPUT]]);
  });

  it("calls a slot filled after the data arrived with the current value once", async () => {
    const { store: s } = store();
    s.set({ toolResult: RESULT });
    const fn = vi.fn();
    s.setHandler("toolresult", fn);
    await microtask();
    expect(fn.mock.calls).toEqual([[RESULT]]);
  });

  it("replays nothing for an event with no current value", async () => {
    const { store: s } = store();
    s.set({ toolInput: INPUT });
    const fn = vi.fn();
    s.on("toolresult", fn);
    await microtask();
    expect(fn).not.toHaveBeenCalled();
  });

  it("replays once when the same handler is put in the slot twice before the replay ran", async () => {
    const { store: s } = store();
    s.set({ toolResult: RESULT });
    const fn = vi.fn();
    s.setHandler("toolresult", fn);
    s.setHandler("toolresult", fn);
    await microtask();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("replays nothing when the value changed before the replay ran: the emit of the new value served the handler", async () => {
    const { store: s } = store();
    s.set({ toolInput: INPUT });
    const fn = vi.fn();
    s.on("toolinput", fn);
    const next = { arguments: { a: 2 } };
    s.set({ toolInput: next });
    s.dispatch("toolinput", next);
    await microtask();
    expect(fn.mock.calls).toEqual([[next]]);
  });

  it("replays nothing to a listener removed before the replay ran", async () => {
    const { store: s } = store();
    s.set({ toolInput: INPUT });
    const fn = vi.fn();
    s.on("toolinput", fn)();
    await microtask();
    expect(fn).not.toHaveBeenCalled();
  });

  it("replays the partial input only while no complete input is known", async () => {
    const { store: s } = store();
    s.set({ toolInputPartial: { arguments: { a: "x" } }, toolInput: INPUT });
    const fn = vi.fn();
    s.on("toolinputpartial", fn);
    await microtask();
    expect(fn).not.toHaveBeenCalled();
  });

  it("replays the host context only while connected", async () => {
    const { store: s } = store();
    const hostContext = { theme: "dark" as const };
    s.set({ status: "connecting", hostContext });
    const early = vi.fn();
    s.on("hostcontextchanged", early);
    await microtask();
    s.set({ status: "connected" });
    const late = vi.fn();
    s.on("hostcontextchanged", late);
    await microtask();
    expect(early).not.toHaveBeenCalled();
    expect(late.mock.calls).toEqual([[hostContext]]);
  });

  it("replays a cancellation, and hands what the replayed handler throws to onError", async () => {
    const { store: s, errors } = store();
    const boom = new Error("late handler failed");
    s.set({ toolCancelled: { reason: "user" } });
    s.on("toolcancelled", () => {
      throw boom;
    });
    await microtask();
    expect(errors).toEqual([[boom, "toolcancelled"]]);
  });
});

describe("set: a patch that changes nothing", () => {
  it("replaces the snapshot and tells every subscriber when a field changes", () => {
    const s = new AppStore({ onError: () => {}, isActive: () => true });
    const fn = vi.fn();
    s.subscribe(fn);
    const before = s.get();
    s.set({ status: "connecting" });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(s.get()).not.toBe(before);
    expect(s.get()).toEqual({ status: "connecting" });
  });

  it("keeps the same snapshot and tells nobody when the patch changes nothing", () => {
    const s = new AppStore({ onError: () => {}, isActive: () => true });
    const result = { content: [] };
    s.set({ status: "connected", toolResult: result });
    const fn = vi.fn();
    s.subscribe(fn);
    const before = s.get();
    s.set({ status: "connected", toolResult: result });
    s.set({ toolInput: undefined }); // absent and undefined are the same
    s.set({});
    expect(fn).not.toHaveBeenCalled();
    expect(s.get()).toBe(before);
  });

  it("treats an equal but new object as a change", () => {
    const s = new AppStore({ onError: () => {}, isActive: () => true });
    s.set({ toolInput: { arguments: { tab: "all" } } });
    const fn = vi.fn();
    s.subscribe(fn);
    s.set({ toolInput: { arguments: { tab: "all" } } });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
