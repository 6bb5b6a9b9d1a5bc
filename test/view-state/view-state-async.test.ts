// Storages that answer later: a read that returns a promise (a server's view-state tools), and a
// write refused with `{ stale }` because the stored state changed meanwhile (CONFLICT).
import { describe, expect, it, vi } from "vitest";
import type { StaleWrite, ViewStateStorage } from "../../src/index.js";
import { KEY, scriptedHosts, viewStateApps } from "./view-state-apps.js";

const { make, errors } = viewStateApps();
const { connect, sendResult } = scriptedHosts();

/** A server-like storage whose reads resolve when the test says (`which`: the read's index, the latest by default); what it was asked is recorded. */
function pendingStorage() {
  const settles: Array<{ resolve(json: string | null): void; reject(error: Error): void; done: Promise<unknown> }> = [];
  const storage = {
    where: "server" as const,
    reads: [] as string[],
    writes: [] as Array<[string, string | undefined]>,
    read(key: string): Promise<string | null> {
      storage.reads.push(key);
      let settle!: Pick<(typeof settles)[number], "resolve" | "reject">;
      const promise = new Promise<string | null>((resolve, reject) => (settle = { resolve, reject }));
      settles.push({ ...settle, done: promise.catch(() => undefined) });
      return promise;
    },
    write(key: string, json: string | undefined): void {
      storage.writes.push([key, json]);
    },
    /** Resolves a read, and waits until the view state had it. */
    async answer(json: string | null, which = -1): Promise<void> {
      const read = settles.at(which)!;
      read.resolve(json);
      await read.done;
    },
    async fail(error: Error, which = -1): Promise<void> {
      const read = settles.at(which)!;
      read.reject(error);
      await read.done;
    },
  };
  return storage satisfies ViewStateStorage;
}

describe("a read that returns a promise", () => {
  it("leaves get() undefined until it resolves, then shows the state and tells each subscriber once", async () => {
    const storage = pendingStorage();
    const { app, state } = make({ storage });
    const listener = vi.fn(() => state.get());
    state.subscribe(listener);
    await connect(app);
    await sendResult({ viewUUID: "p" });
    expect(storage.reads).toEqual([KEY("p")]);
    expect(state.get()).toBeUndefined();
    expect(listener).not.toHaveBeenCalled();
    await storage.answer('{"tab":"open"}');
    expect(state.get()).toEqual({ tab: "open" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveReturnedWith({ tab: "open" });
    expect([state.where, errors]).toEqual(["server", []]);
  });

  it("lets a set made while the read is pending win over what the read brings", async () => {
    const storage = pendingStorage();
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "p" });
    await state.set({ tab: "mine" });
    await storage.answer('{"tab":"stored"}');
    expect(state.get()).toEqual({ tab: "mine" });
    expect(storage.writes).toEqual([[KEY("p"), '{"tab":"mine"}']]);
  });

  it("drops the answer of a view's read once a result for another view has arrived", async () => {
    const storage = pendingStorage();
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "a" });
    await sendResult({ viewUUID: "b" });
    expect(storage.reads).toEqual([KEY("a"), KEY("b")]);
    await storage.answer('"state of a"', 0);
    expect(state.get()).toBeUndefined();
    await storage.answer('"state of b"', 1);
    expect(state.get()).toBe("state of b");
  });

  it("ignores a read that rejects after another view's read took over", async () => {
    const storage = pendingStorage();
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "a" });
    await sendResult({ viewUUID: "b" });
    await storage.answer('"state of b"', 1);
    await storage.fail(new Error("late"), 0);
    expect([state.where, state.get(), errors]).toEqual(["server", "state of b", []]);
  });

  it("falls back to localStorage when the read rejects, reporting once", async () => {
    const storage = pendingStorage();
    localStorage.setItem(KEY("p"), '"local"');
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "p" });
    await storage.fail(new Error("server down"));
    expect([state.where, state.get()]).toEqual(["local", "local"]);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      ["STORAGE_UNAVAILABLE", "View state is kept in local storage: its server storage failed (server down)"],
    ]);
  });
});

describe("a write refused as stale", () => {
  /** A storage holding `stored`, whose writes are refused with it when `refuse()` says so. */
  function versioned(stored: string, refuse: () => boolean): ViewStateStorage & { writes: number } {
    const storage = {
      where: "server" as const,
      writes: 0,
      read: () => stored,
      write: async (_key: string, json: string | undefined): Promise<void | StaleWrite> => {
        storage.writes++;
        if (refuse()) return { stale: stored };
        stored = json!;
      },
    };
    return storage;
  }

  it("shows the stored state, tells subscribers and reports CONFLICT", async () => {
    let refuse = false;
    const storage = versioned('{"n":1}', () => refuse);
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "v" });
    expect(state.get()).toEqual({ n: 1 });
    const seen: unknown[] = [];
    state.subscribe(() => seen.push(state.get()));
    refuse = true;
    await expect(state.set({ n: 2 })).resolves.toBeUndefined();
    expect(state.get()).toEqual({ n: 1 });
    expect(seen).toEqual([{ n: 2 }, { n: 1 }]);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      [
        "CONFLICT",
        "View state was not written: it changed in server storage meanwhile (another copy of this view?), and is now what is stored there",
      ],
    ]);
    expect(state.where).toBe("server"); // a conflict is no failure: the storage stays
  });

  it("shows no state when the stored state was removed meanwhile", async () => {
    const storage: ViewStateStorage = { where: "server", read: () => '"x"', write: async () => ({ stale: undefined }) };
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "v" });
    await state.set("y");
    expect(state.get()).toBeUndefined();
    expect(errors.map((e) => e.kind)).toEqual(["CONFLICT"]);
  });

  it("writes again once the widget sets the state after the conflict", async () => {
    let refuse = true;
    const storage = versioned('"old"', () => refuse);
    const { app, state } = make({ storage });
    await connect(app);
    await sendResult({ viewUUID: "v" });
    await state.set("new");
    refuse = false;
    await state.set("newer");
    expect([storage.writes, state.get()]).toEqual([2, "newer"]);
    expect(errors.map((e) => e.kind)).toEqual(["CONFLICT"]);
  });
});
