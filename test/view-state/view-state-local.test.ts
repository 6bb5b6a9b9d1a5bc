// View state in localStorage (the default on MCP Apps hosts where it works): keyed per view once the
// tool result is known, restored in a new App, switched with the view, and a given Storage instead.
import { describe, expect, it } from "vitest";
import { localViewStateStorage, type App } from "../../src/index.js";
import { INPUT, KEY, memoryStorage, RESULT, scriptedHosts, toolContext, viewStateApps } from "./view-state-apps.js";

const { make, errors } = viewStateApps();
const { connect, sendResult, host } = scriptedHosts();

describe("localStorage, keyed per view", () => {
  it("writes under the viewUUID of the tool result, namespaced by app and tool, and restores it in a new App", async () => {
    const first = make();
    expect(first.state.where).toBe("local");
    await connect(first.app);
    await sendResult({ viewUUID: "u-1" });
    await first.state.set({ column: "done" });
    expect(localStorage.getItem(KEY("u-1"))).toBe('{"column":"done"}');
    await first.app.close();

    const second = make();
    await connect(second.app);
    expect(second.state.get()).toBeUndefined();
    await sendResult({ viewUUID: "u-1" });
    expect(second.state.get()).toEqual({ column: "done" });
    expect(errors).toEqual([]);
  });

  it("tells subscribers when the stored state is restored", async () => {
    localStorage.setItem(KEY("u-1"), '{"column":"done"}');
    const { app, state } = make();
    const seen: unknown[] = [];
    state.subscribe(() => seen.push(state.get()));
    await connect(app);
    await sendResult({ viewUUID: "u-1" });
    expect(seen).toEqual([{ column: "done" }]);
  });

  it("starts empty for a different viewUUID and never touches the other view's entry", async () => {
    localStorage.setItem(KEY("u-1"), '{"column":"done"}');
    const { app, state } = make();
    await connect(app);
    await sendResult({ viewUUID: "u-2" });
    expect(state.get()).toBeUndefined();
    await state.set({ column: "todo" });
    expect(localStorage.getItem(KEY("u-1"))).toBe('{"column":"done"}');
    expect(localStorage.getItem(KEY("u-2"))).toBe('{"column":"todo"}');
  });

  it("persists state set before the key was known as soon as it arrives, over what was stored", async () => {
    localStorage.setItem(KEY("u-3"), '{"old":true}');
    const { app, state } = make();
    await state.set({ early: true });
    await connect(app);
    expect(localStorage.getItem(KEY("u-3"))).toBe('{"old":true}');
    await sendResult({ viewUUID: "u-3" });
    expect(localStorage.getItem(KEY("u-3"))).toBe('{"early":true}');
    expect(state.get()).toEqual({ early: true });
  });

  it("keys the view by the host's call id without a viewUUID: a reload of the call restores, another call does not", async () => {
    const first = make();
    await connect(first.app, toolContext(7));
    await sendResult(undefined);
    await first.state.set({ call: 7 });
    expect(Object.entries(localStorage)).toEqual([["mcp-view:view:board:call:n:7", '{"call":7}']]);
    await first.app.close();

    const reload = make();
    await connect(reload.app, toolContext(7));
    await sendResult(undefined);
    expect(reload.state.get()).toEqual({ call: 7 });
    const other = make();
    await connect(other.app, toolContext(8));
    await sendResult(undefined);
    expect(other.state.get()).toBeUndefined();
    await other.state.set({ call: 8 });
    expect(localStorage.getItem("mcp-view:view:board:call:n:7")).toBe('{"call":7}');
  });

  it("keys the view by a digest of the call without a viewUUID or call id: the same call restores, another does not", async () => {
    const call = async (app: App, args: Record<string, unknown>, first: string) => {
      await connect(app, toolContext(undefined));
      host().notify(INPUT, { arguments: args });
      host().notify(RESULT, { content: [], structuredContent: { items: [first, ...Array.from({ length: 5000 }, () => "row")] } });
      await host().ping();
    };
    const first = make();
    await call(first.app, { q: "a" }, "first");
    await first.state.set({ derived: 1 });
    const keys = Object.keys(localStorage);
    expect(keys).toEqual([expect.stringMatching(/^mcp-view:view:board:digest:[0-9a-z]{2,14}$/)]);
    await first.app.close();

    const again = make();
    await call(again.app, { q: "a" }, "first");
    expect(again.state.get()).toEqual({ derived: 1 });
    const otherArguments = make();
    await call(otherArguments.app, { q: "b" }, "first");
    expect(otherArguments.state.get()).toBeUndefined();
    const otherResult = make();
    await call(otherResult.app, { q: "a" }, "firsT");
    expect(otherResult.state.get()).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("switches to the new view's state when a later result carries another viewUUID", async () => {
    localStorage.setItem(KEY("b"), '"state of b"');
    const { app, state } = make();
    await connect(app);
    await sendResult({ viewUUID: "a" });
    await state.set("state of a");
    await sendResult({ viewUUID: "b" });
    expect(state.get()).toBe("state of b");
    await sendResult({ viewUUID: "a" }, "again");
    expect(state.get()).toBe("state of a");
  });

  it("removes the entry when the state is set to undefined", async () => {
    const { app, state } = make();
    await connect(app);
    await sendResult({ viewUUID: "gone" });
    await state.set(1);
    await state.set(undefined);
    expect(localStorage.getItem(KEY("gone"))).toBeNull();
    expect(state.get()).toBeUndefined();
  });

  it("ignores and reports corrupt stored JSON", async () => {
    localStorage.setItem(KEY("bad"), "{not json");
    const { app, state } = make();
    await connect(app);
    await sendResult({ viewUUID: "bad" });
    expect(state.get()).toBeUndefined();
    expect(errors.map((e) => [e.kind, e.message, e.data])).toEqual([
      ["INVALID_MESSAGE", expect.stringMatching(new RegExp(`^Ignored corrupt view state stored under "${KEY("bad")}": .+`)), "{not json"],
    ]);
    expect(errors[0]!.cause).toBeInstanceOf(SyntaxError);
    await state.set({ fixed: true });
    expect(localStorage.getItem(KEY("bad"))).toBe('{"fixed":true}');
  });
});

describe("a given Storage", () => {
  it("is used instead of localStorage", async () => {
    const storage = memoryStorage();
    const { app, state } = make({ storage: localViewStateStorage(storage) });
    expect(state.where).toBe("local");
    await connect(app);
    await sendResult({ viewUUID: "m" });
    await state.set([1]);
    expect(storage.map.get(KEY("m"))).toBe("[1]");
    expect(localStorage.length).toBe(0);
  });
});
