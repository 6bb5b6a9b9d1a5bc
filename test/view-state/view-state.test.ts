// createViewState: get, set (a value or an updater), subscribe, the values it takes and refuses, and
// the App it leaves alone. Storages: view-state-local (localStorage keyed per view), -fallback (the
// chain and failing storages), -async (promised reads, stale writes), -openai (ChatGPT), -summary.
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { AppError, createViewState, MAX_VIEW_STATE_LENGTH, type App, type ViewState, type ViewStateWhere } from "../../src/index.js";
import { scriptedHosts, viewStateApps } from "./view-state-apps.js";

const { make, errors } = viewStateApps();
const { connect } = scriptedHosts();

describe("get, set and subscribe", () => {
  it("keeps the state, tells subscribers and takes an updater", async () => {
    const { state } = make<{ tab: string; n: number }>();
    const seen: unknown[] = [];
    state.subscribe(() => seen.push(state.get()));
    expect(state.get()).toBeUndefined();
    await expect(state.set({ tab: "open", n: 1 })).resolves.toBeUndefined();
    await state.set((previous) => ({ tab: previous!.tab, n: previous!.n + 1 }));
    expect(state.get()).toEqual({ tab: "open", n: 2 });
    expect(seen).toEqual([
      { tab: "open", n: 1 },
      { tab: "open", n: 2 },
    ]);
  });

  it("leaves the App's snapshot alone: it has no viewState", async () => {
    const { app, state } = make();
    const before = app.getSnapshot();
    const listener = vi.fn();
    app.subscribe(listener);
    await state.set({ tab: "open" });
    expect(app.getSnapshot()).toBe(before);
    expect(app.getSnapshot()).not.toHaveProperty("viewState");
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops telling a subscriber once it unsubscribed", async () => {
    const { state } = make();
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    await state.set(1);
    unsubscribe();
    await state.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("tells nobody when the new state is the same JSON as the old", async () => {
    const { state } = make();
    await state.set({ a: [1] });
    const listener = vi.fn();
    state.subscribe(listener);
    await state.set({ a: [1] });
    expect(listener).not.toHaveBeenCalled();
  });

  it("reports a subscriber that throws to onerror and still tells the others", async () => {
    const { state } = make();
    const after = vi.fn();
    state.subscribe(() => {
      throw new Error("render failed");
    });
    state.subscribe(after);
    await state.set(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([["INVALID_MESSAGE", "A view-state subscriber threw: render failed"]]);
  });

  it("stores the value as JSON reads it back: a copy, without undefined properties", async () => {
    const { state } = make();
    const value = { a: 1, gone: undefined, list: [1, "x", null, { b: true }] };
    await state.set(value);
    expect(state.get()).toEqual({ a: 1, list: [1, "x", null, { b: true }] });
    expect(state.get()).not.toBe(value);
    expect(Object.keys(state.get() as object)).toEqual(["a", "list"]);
  });

  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  it.each([
    ["a function property", { f: () => 1 }, 'View state must be plain JSON: "f" is function'],
    ["a BigInt", { n: 1n }, 'View state must be plain JSON: "n" is bigint'],
    ["a symbol", [Symbol("s")], 'View state must be plain JSON: "0" is symbol'],
    ["a cycle", cycle, /^View state must be plain JSON: .+/],
    ["a Date", { when: new Date(0) }, 'View state must be plain JSON: "when" is Date'],
    ["a Map", new Map(), "View state must be plain JSON: it is Map"],
    ["NaN", { x: Number.NaN }, 'View state must be plain JSON: "x" is NaN'],
    ["Infinity", [Infinity], 'View state must be plain JSON: "0" is Infinity'],
    ["undefined in an array", [1, undefined], 'View state must be plain JSON: "1" is undefined'],
  ])("throws INVALID_PARAMS synchronously for %s and changes nothing", async (_name, value, message) => {
    const { state } = make();
    await state.set({ kept: true });
    const before = state.get();
    const listener = vi.fn();
    state.subscribe(listener);
    let thrown: unknown;
    try {
      void state.set(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).kind).toBe("INVALID_PARAMS");
    if (typeof message === "string") expect((thrown as AppError).message).toBe(message);
    else expect((thrown as AppError).message).toMatch(message);
    expect(state.get()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("accepts a state of exactly the size limit and rejects one character more, saying the limit", async () => {
    const { state } = make();
    const fits = "x".repeat(MAX_VIEW_STATE_LENGTH - 2); // the quotes make it MAX characters of JSON
    await state.set(fits);
    expect(state.get()).toBe(fits);
    expect(() => state.set(fits + "x")).toThrow(
      new AppError("INVALID_PARAMS", "View state is 16385 characters of JSON, over the limit of 16384"),
    );
    expect(state.get()).toBe(fits);
  });

  it("keeps the state across close() and a new connection", async () => {
    const { app, state } = make();
    await state.set({ kept: 1 });
    await connect(app);
    await app.close();
    await connect(app);
    expect(state.get()).toEqual({ kept: 1 });
  });
});

describe("the types", () => {
  it("types get, set and where from createViewState's type argument; the App has no view-state methods", () => {
    type Tab = { tab: string };
    expectTypeOf(createViewState<Tab>).returns.toEqualTypeOf<ViewState<Tab>>();
    expectTypeOf<ViewState<Tab>["get"]>().returns.toEqualTypeOf<Tab | undefined>();
    expectTypeOf<ViewState<Tab>["set"]>().toBeCallableWith({ tab: "a" });
    expectTypeOf<ViewState<Tab>["set"]>().toBeCallableWith((previous: Tab | undefined) => ({ tab: previous?.tab ?? "b" }));
    expectTypeOf<ViewState<Tab>["set"]>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<ViewState["where"]>().toEqualTypeOf<ViewStateWhere>();
    expectTypeOf<ViewStateWhere>().toEqualTypeOf<"host" | "server" | "local" | "memory">();
    expectTypeOf<App>().not.toHaveProperty("getViewState");
    expectTypeOf<App>().not.toHaveProperty("setViewState");
    expectTypeOf<App>().not.toHaveProperty("setViewStateStorage");
  });
});
