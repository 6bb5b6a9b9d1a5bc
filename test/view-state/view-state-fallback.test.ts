// Where view state is kept (`where`) and the chain it falls along: a given storage, the host's own
// (window.openai), localStorage where a probe shows it works, memory (on a host without server tools:
// view-state-chain.test.ts has those). A storage that is not offered is passed over quietly, with its
// `reason`; a fallback after a storage that was offered fails is reported once (STORAGE_UNAVAILABLE);
// the widget never sees a throw.
import { describe, expect, it } from "vitest";
import { createViewState, type ViewStateStorage } from "../../src/index.js";
import { fakeOpenAi } from "./fake-openai.js";
import { KEY, memoryStorage, scriptedHosts, viewStateApps } from "./view-state-apps.js";

const { app: bareApp, make, errors, replaceGlobal, watchStorage } = viewStateApps();
const { connect, sendResult } = scriptedHosts();

const quota = () => new DOMException("Quota exceeded", "QuotaExceededError");
const insecure = () => new DOMException("The operation is insecure.", "SecurityError");
/** localStorage as a frame where it is blocked has it: its setItem throws `error`. */
const blockLocalStorage = (error: Error = quota()) => replaceGlobal("localStorage", { value: memoryStorage({}, error), writable: true });

/** A server-like storage whose writes throw (a full quota), and whose reads throw too when `unreadable` (storage disabled). */
function failing(unreadable: boolean): ViewStateStorage & { reads: number; writes: number } {
  const storage = {
    where: "server" as const,
    reads: 0,
    writes: 0,
    read: () => {
      storage.reads++;
      if (unreadable) throw insecure();
      return null;
    },
    write: () => {
      storage.writes++;
      throw unreadable ? insecure() : quota();
    },
  };
  return storage;
}

describe("where", () => {
  it('is "local" where localStorage works, and nothing is reported', () => {
    expect(make().state.where).toBe("local");
    expect(errors).toEqual([]);
  });

  it('is "host" with a window.openai that has setWidgetState, and localStorage is never touched', () => {
    replaceGlobal("openai", { value: fakeOpenAi(), writable: true });
    const { accesses } = watchStorage();
    expect(make().state.where).toBe("host");
    expect([accesses, errors]).toEqual([[], []]);
  });

  it('is "memory" with storage: null, touching no storage and reporting nothing', async () => {
    const { accesses } = watchStorage();
    const { app, state } = make({ storage: null });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await state.set(5);
    expect([state.where, state.get()]).toEqual(["memory", 5]);
    expect([accesses, errors]).toEqual([[], []]);
  });

  it('is "memory" when the localStorage probe throws, quietly, with the probe\'s failure in its reason', async () => {
    blockLocalStorage(quota());
    const { app, state } = make();
    expect(state.where).toBe("memory");
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await state.set(1);
    await state.set(2);
    expect([state.get(), state.reason]).toEqual([
      2,
      "the host offers no server tools; localStorage is not available in this frame (Quota exceeded)",
    ]);
    expect(errors).toEqual([]);
  });

  it('is "memory" when reading localStorage itself throws (a sandbox without allow-same-origin), and state set lives on', async () => {
    replaceGlobal("localStorage", {
      get: () => {
        throw new DOMException("denied", "SecurityError");
      },
    });
    const { app, state } = make();
    await state.set("in memory");
    await connect(app);
    await sendResult({ viewUUID: "x" });
    expect([state.where, state.get(), state.reason]).toEqual([
      "memory",
      "in memory",
      "the host offers no server tools; localStorage is not available in this frame (denied)",
    ]);
    expect(errors).toEqual([]);
  });

  it("gives no reason with storage: null even after another view state found localStorage blocked", () => {
    blockLocalStorage();
    expect(createViewState(bareApp()).reason).toBe("localStorage is not available in this frame (Quota exceeded)");
    const { state } = make({ storage: null });
    expect([state.where, state.reason]).toEqual(["memory", undefined]); // memory by choice: the earlier probe's failure is not this one's
    expect(errors).toEqual([]);
  });
});

describe("a given storage that fails", () => {
  it.each([
    ["disabled storage, state set before the key", true, true, [0, 1], "The operation is insecure."],
    ["disabled storage, nothing set before the key", true, false, [1, 0], "The operation is insecure."],
    ["a full quota", false, false, [1, 1], "Quota exceeded"],
  ])("falls back to localStorage with %s, reporting STORAGE_UNAVAILABLE once", async (_name, unreadable, early, calls, why) => {
    const storage = failing(unreadable);
    const { app, state } = make({ storage });
    expect(state.where).toBe("server");
    await connect(app);
    if (early) await state.set({ early: 1 });
    await sendResult({ viewUUID: "x" });
    await expect(state.set({ later: 2 })).resolves.toBeUndefined();
    await state.set({ later: 3 });
    expect([state.where, state.get(), localStorage.getItem(KEY("x"))]).toEqual(["local", { later: 3 }, '{"later":3}']);
    await sendResult({ viewUUID: "y" });
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      ["STORAGE_UNAVAILABLE", `View state is kept in local storage: its server storage failed (${why})`],
    ]);
    expect([storage.reads, storage.writes]).toEqual(calls); // dropped after its first failure
  });

  it("reports a write that rejects the same way", async () => {
    const { app, state } = make({ storage: { where: "server", read: () => null, write: () => Promise.reject(new Error("disk full")) } });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await expect(state.set(1)).resolves.toBeUndefined();
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      ["STORAGE_UNAVAILABLE", "View state is kept in local storage: its server storage failed (disk full)"],
    ]);
  });

  it("writes the state set before the failure to localStorage under the current view's key, reported once", async () => {
    const { app, state } = make({
      storage: {
        where: "server",
        read: () => null,
        write: () => {
          throw new Error("offline");
        },
      },
    });
    await connect(app);
    await sendResult({ viewUUID: "k" });
    await state.set("kept");
    expect([state.where, localStorage.getItem(KEY("k"))]).toEqual(["local", '"kept"']);
    await state.set("later");
    expect(localStorage.getItem(KEY("k"))).toBe('"later"');
    expect(errors.map((e) => e.message)).toEqual(["View state is kept in local storage: its server storage failed (offline)"]);
  });

  it("writes the state set before the failure to the host's storage next (ChatGPT's), over what it held", async () => {
    const openai = fakeOpenAi({ privateContent: "old" });
    replaceGlobal("openai", { value: openai, writable: true });
    const { app, state } = make({
      storage: {
        where: "server",
        read: () => null,
        write: () => {
          throw new Error("offline");
        },
      },
    });
    await state.set("early");
    await connect(app);
    await sendResult({ viewUUID: "k" });
    expect([state.where, state.get()]).toEqual(["host", "early"]);
    await expect.poll(() => openai.written).toEqual([{ privateContent: "early" }]);
    expect(localStorage.length).toBe(0);
  });

  it("ends in memory when localStorage fails too, reporting once", async () => {
    blockLocalStorage();
    const { app, state } = make({ storage: failing(false) });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await state.set(1);
    await state.set(2);
    expect([state.where, state.get()]).toEqual(["memory", 2]);
    expect(errors.map((e) => e.message)).toEqual(["View state is kept in memory only: its server storage failed (Quota exceeded)"]);
  });

  it("gives the failed storage's error as the report's cause", async () => {
    const error = new Error("offline");
    const { app, state } = make({ storage: { where: "server", read: () => null, write: () => Promise.reject(error) } });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    await state.set(1);
    expect(errors.map((e) => e.cause)).toEqual([error]);
  });

  it("hands the next storage the latest state when two writes in flight fail", async () => {
    const rejects: Array<(error: Error) => void> = [];
    const storage: ViewStateStorage = {
      where: "server",
      read: () => null,
      write: () => new Promise((_, reject) => void rejects.push(reject)),
    };
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "x" });
    const first = state.set("first");
    const second = state.set("second");
    for (const reject of rejects) reject(new Error("offline"));
    await Promise.all([first, second]);
    expect([state.where, state.get()]).toEqual(["local", "second"]);
    expect(localStorage.getItem(KEY("x"))).toBe('"second"'); // what a reload restores
  });

  it("does not carry one view's state to another view whose read failed", async () => {
    const storage: ViewStateStorage = {
      where: "server",
      read: (key) => {
        if (key === KEY("b")) throw new Error("offline");
        return '"state of a"';
      },
      write: () => undefined,
    };
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "a" });
    expect(state.get()).toBe("state of a");
    await sendResult({ viewUUID: "b" });
    expect(state.where).toBe("local");
    expect(localStorage.getItem(KEY("b"))).toBeNull();
    expect(state.get()).toBeUndefined(); // view b has no state in localStorage
  });
});
