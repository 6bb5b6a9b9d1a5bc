// The store: a snapshot replaced only when something changed.
import { describe, expect, it, vi } from "vitest";
import { AppStore } from "../../src/state/store.js";

const store = () => new AppStore({ onError: () => {}, isActive: () => true });

describe("AppStore.set", () => {
  it("replaces the snapshot and tells every subscriber when a field changes", () => {
    const s = store();
    const fn = vi.fn();
    s.subscribe(fn);
    const before = s.get();
    s.set({ status: "connecting" });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(s.get()).not.toBe(before);
    expect(s.get()).toEqual({ status: "connecting" });
  });

  it("keeps the same snapshot and tells nobody when the patch changes nothing", () => {
    const s = store();
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
    const s = store();
    s.set({ toolInput: { arguments: { tab: "all" } } });
    const fn = vi.fn();
    s.subscribe(fn);
    s.set({ toolInput: { arguments: { tab: "all" } } });
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
