// View state: getViewState/setViewState, the snapshot, the per-view key, bad values, and storages
// that fail. ChatGPT's storage has its own file (view-state-openai.test.ts).
import { describe, expect, it, vi } from "vitest";
import { AppError, MAX_VIEW_STATE_LENGTH, type App, type ViewStateStorage } from "../../src/index.js";
import { createHost, HOST_RESULT, until, type ScriptedHost } from "../support/host.js";
import { viewStateApps } from "./view-state-apps.js";

const RESULT = "ui/notifications/tool-result";
const INPUT = "ui/notifications/tool-input";
const TOOL_CONTEXT = { ...HOST_RESULT, hostContext: { ...HOST_RESULT.hostContext, toolInfo: { id: 7, tool: { name: "board", inputSchema: { type: "object" } } } } };
const KEY = (uuid: string) => `mcp-view:view:board:uuid:${uuid}`;

/** A Map-backed Storage that records what was written. */
function memoryStorage(entries: Record<string, string> = {}): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() { return map.size; },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

const { make, errors } = viewStateApps();
let host: ScriptedHost;

async function connect(app: App, result: Record<string, unknown> = TOOL_CONTEXT): Promise<void> {
  host = createHost({ result });
  await app.connect(host.view);
}

async function sendResult(meta?: Record<string, unknown>, text = "ok"): Promise<void> {
  host.notify(RESULT, { content: [{ type: "text", text }], ...(meta ? { _meta: meta } : {}) });
  await host.ping();
}

describe("getViewState and setViewState", () => {
  it("keeps the state in the snapshot, tells subscribers and takes an updater", async () => {
    const app = make();
    const seen: unknown[] = [];
    app.subscribe(() => seen.push(app.getSnapshot().viewState));
    expect(app.getViewState()).toBeUndefined();
    await expect(app.setViewState({ tab: "open", n: 1 })).resolves.toBeUndefined();
    await app.setViewState((previous: { tab: string; n: number } | undefined) => ({ tab: previous!.tab, n: previous!.n + 1 }));
    expect(app.getViewState()).toEqual({ tab: "open", n: 2 });
    expect(seen).toEqual([{ tab: "open", n: 1 }, { tab: "open", n: 2 }]);
    expect(Object.isFrozen(app.getSnapshot())).toBe(true);
  });

  it("stores the value as JSON reads it back: a copy, without undefined properties", async () => {
    const app = make();
    const value = { a: 1, gone: undefined, list: [1, "x", null, { b: true }] };
    await app.setViewState(value);
    expect(app.getViewState()).toEqual({ a: 1, list: [1, "x", null, { b: true }] });
    expect(app.getViewState()).not.toBe(value);
    expect(Object.keys(app.getViewState() as object)).toEqual(["a", "list"]);
  });

  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  it.each([
    ["a function property", { f: () => 1 }, /: "f" is function/],
    ["a BigInt", { n: 1n }, /"n" is bigint/],
    ["a symbol", [Symbol("s")], /"0" is symbol/],
    ["a cycle", cycle, /must be plain JSON/],
    ["a Date", { when: new Date(0) }, /"when" is Date/],
    ["a Map", new Map(), /: it is Map/],
    ["NaN", { x: Number.NaN }, /"x" is NaN/],
    ["Infinity", [Infinity], /"0" is Infinity/],
    ["undefined in an array", [1, undefined], /"1" is undefined/],
  ])("throws INVALID_PARAMS for %s and changes nothing", async (_name, value, message) => {
    const app = make();
    await app.setViewState({ kept: true });
    const before = app.getSnapshot();
    let thrown: unknown;
    try {
      void app.setViewState(value);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).kind).toBe("INVALID_PARAMS");
    expect((thrown as AppError).message).toMatch(message);
    expect(app.getSnapshot()).toBe(before);
  });

  it("accepts a state of exactly the size limit and rejects one character more, saying the limit", async () => {
    const app = make();
    const fits = "x".repeat(MAX_VIEW_STATE_LENGTH - 2); // the quotes make it MAX characters of JSON
    await app.setViewState(fits);
    expect(app.getViewState()).toBe(fits);
    expect(() => app.setViewState(fits + "x")).toThrow(/16385 characters of JSON, over the limit of 16384/);
    expect(app.getViewState()).toBe(fits);
  });

  it("keeps the state across close() and a new connection", async () => {
    const app = make();
    await app.setViewState({ kept: 1 });
    await connect(app);
    await app.close();
    await connect(app);
    expect(app.getViewState()).toEqual({ kept: 1 });
  });
});

describe("localStorage, keyed per view", () => {
  it("writes under the viewUUID of the tool result, namespaced by app and tool, and restores it in a new App", async () => {
    const first = make();
    await connect(first);
    await sendResult({ viewUUID: "u-1" });
    await first.setViewState({ column: "done" });
    expect(localStorage.getItem(KEY("u-1"))).toBe('{"column":"done"}');
    await first.close();

    const second = make();
    await connect(second);
    expect(second.getViewState()).toBeUndefined();
    await sendResult({ viewUUID: "u-1" });
    expect(second.getViewState()).toEqual({ column: "done" });
    expect(errors).toEqual([]);
  });

  it("starts empty for a different viewUUID and never touches the other view's entry", async () => {
    localStorage.setItem(KEY("u-1"), '{"column":"done"}');
    const app = make();
    await connect(app);
    await sendResult({ viewUUID: "u-2" });
    expect(app.getViewState()).toBeUndefined();
    await app.setViewState({ column: "todo" });
    expect(localStorage.getItem(KEY("u-1"))).toBe('{"column":"done"}');
    expect(localStorage.getItem(KEY("u-2"))).toBe('{"column":"todo"}');
  });

  it("persists state set before the key was known as soon as it arrives, over what was stored", async () => {
    localStorage.setItem(KEY("u-3"), '{"old":true}');
    const app = make();
    await app.setViewState({ early: true });
    await connect(app);
    expect(localStorage.getItem(KEY("u-3"))).toBe('{"old":true}');
    await sendResult({ viewUUID: "u-3" });
    expect(localStorage.getItem(KEY("u-3"))).toBe('{"early":true}');
    expect(app.getViewState()).toEqual({ early: true });
  });

  it("derives a key from the tool call without a viewUUID: the same call restores, another call does not", async () => {
    const call = async (app: App, args: Record<string, unknown>) => {
      await connect(app);
      host.notify(INPUT, { arguments: args });
      await sendResult(undefined);
    };
    const first = make();
    await call(first, { q: "a" });
    await first.setViewState({ derived: 1 });
    const keys = Object.keys(localStorage).filter((k) => k.startsWith("mcp-view:view:board:call:"));
    expect(keys).toHaveLength(1);

    const again = make();
    await call(again, { q: "a" });
    expect(again.getViewState()).toEqual({ derived: 1 });
    const other = make();
    await call(other, { q: "b" });
    expect(other.getViewState()).toBeUndefined();
  });

  it("switches to the new view's state when a later result carries another viewUUID", async () => {
    localStorage.setItem(KEY("b"), '"state of b"');
    const app = make();
    await connect(app);
    await sendResult({ viewUUID: "a" });
    await app.setViewState("state of a");
    await sendResult({ viewUUID: "b" });
    expect(app.getViewState()).toBe("state of b");
    await sendResult({ viewUUID: "a" }, "again");
    expect(app.getViewState()).toBe("state of a");
  });

  it("removes the entry when the state is set to undefined", async () => {
    const app = make();
    await connect(app);
    await sendResult({ viewUUID: "gone" });
    await app.setViewState(1);
    await app.setViewState(undefined);
    expect(localStorage.getItem(KEY("gone"))).toBeNull();
    expect(app.getViewState()).toBeUndefined();
  });

  it("ignores and reports corrupt stored JSON", async () => {
    localStorage.setItem(KEY("bad"), "{not json");
    const app = make();
    await connect(app);
    await sendResult({ viewUUID: "bad" });
    expect(app.getViewState()).toBeUndefined();
    expect(errors.map((e) => [e.kind, e.message])).toEqual([["INVALID_MESSAGE", expect.stringContaining(`Ignored corrupt view state stored under "${KEY("bad")}"`)]]);
    await app.setViewState({ fixed: true });
    expect(localStorage.getItem(KEY("bad"))).toBe('{"fixed":true}');
  });
});

describe("no storage available", () => {
  /** A storage whose writes throw (a full quota), and whose reads throw too when `unreadable` (storage disabled). */
  const failing = (unreadable: boolean): ViewStateStorage & { reads: number; writes: number } => {
    const storage = {
      reads: 0,
      writes: 0,
      read: () => {
        storage.reads++;
        if (unreadable) throw new DOMException("The operation is insecure.", "SecurityError");
        return null;
      },
      write: () => {
        storage.writes++;
        throw new DOMException(unreadable ? "The operation is insecure." : "Quota exceeded", "QuotaExceededError");
      },
    };
    return storage;
  };

  it.each([
    ["disabled storage, state set before the key", true, true, [0, 1]],
    ["disabled storage, nothing set before the key", true, false, [1, 0]],
    ["a full quota", false, false, [1, 1]],
  ])("keeps the state in memory with %s, reporting STORAGE_UNAVAILABLE once", async (_name, unreadable, early, calls) => {
    const storage = failing(unreadable);
    const app = make({ storage });
    await connect(app);
    if (early) await app.setViewState({ early: 1 });
    await sendResult({ viewUUID: "x" });
    await expect(app.setViewState({ later: 2 })).resolves.toBeUndefined();
    await app.setViewState({ later: 3 });
    await sendResult({ viewUUID: "y" });
    expect(app.getViewState()).toEqual({ later: 3 });
    expect(errors.map((e) => e.kind)).toEqual(["STORAGE_UNAVAILABLE"]);
    expect(errors[0]!.message).toMatch(unreadable ? /insecure/ : /Quota exceeded/);
    expect([storage.reads, storage.writes]).toEqual(calls); // dropped after its first failure
  });

  it("reports a write that rejects the same way", async () => {
    const app = make({ storage: { read: () => null, write: () => Promise.reject(new Error("disk full")) } });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await expect(app.setViewState(1)).resolves.toBeUndefined();
    expect(errors.map((e) => [e.kind, e.message])).toEqual([["STORAGE_UNAVAILABLE", expect.stringContaining("disk full")]]);
  });

  it("falls back when localStorage itself cannot be read (a sandbox without allow-same-origin)", async () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
    Object.defineProperty(globalThis, "localStorage", { configurable: true, get: () => { throw new DOMException("denied", "SecurityError"); } });
    try {
      const app = make();
      await app.setViewState("in memory");
      await connect(app);
      await sendResult({ viewUUID: "x" });
      expect(app.getViewState()).toBe("in memory");
      expect(errors.map((e) => e.kind)).toEqual(["STORAGE_UNAVAILABLE"]);
    } finally {
      Object.defineProperty(globalThis, "localStorage", descriptor!);
    }
  });

  it("stays silent with storage: null (memory by choice)", async () => {
    const app = make({ storage: null });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await app.setViewState(5);
    expect(app.getViewState()).toBe(5);
    expect(localStorage.length).toBe(0);
    expect(errors).toEqual([]);
  });

  it("uses a given Storage instead of localStorage", async () => {
    const { localViewStateStorage } = await import("../../src/index.js");
    const storage = memoryStorage();
    const app = make({ storage: localViewStateStorage(storage) });
    await connect(app);
    await sendResult({ viewUUID: "m" });
    await app.setViewState([1]);
    expect(storage.map.get(KEY("m"))).toBe("[1]");
    expect(localStorage.length).toBe(0);
  });
});

describe("the model-visible summary", () => {
  const updates = () => host.messages("ui/update-model-context").map((m) => (m as { params: unknown }).params);
  const answerUpdates = () => host.rpc.handle("ui/update-model-context", () => ({}));

  it("sends nothing to the model by default", async () => {
    const app = make();
    await connect(app);
    answerUpdates();
    await sendResult({ viewUUID: "s" });
    await app.setViewState({ secret: 1 });
    await host.ping();
    expect(updates()).toEqual([]);
  });

  it("mirrors a string summary as text content and an object as structuredContent", async () => {
    const modelSummary = vi.fn((state: unknown) => ((state as { n: number }).n === 1 ? "one item selected" : { selected: (state as { n: number }).n }));
    const app = make({ modelSummary });
    await connect(app);
    answerUpdates();
    await app.setViewState({ n: 1, secret: "x" });
    await app.setViewState({ n: 2, secret: "x" });
    await until(() => expect(updates()).toHaveLength(2));
    expect(updates()).toEqual([{ content: [{ type: "text", text: "one item selected" }] }, { structuredContent: { selected: 2 } }]);
  });

  it("reports a failed update to onerror", async () => {
    const app = make({ modelSummary: () => "s" });
    await connect(app);
    host.rpc.handle("ui/update-model-context", () => {
      throw new Error("no");
    });
    await app.setViewState(1);
    await until(() => expect(errors.map((e) => e.kind)).toEqual(["REMOTE_ERROR"]));
  });
});
