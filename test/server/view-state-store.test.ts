// @vitest-environment node
// The stores behind the view-state tools: memoryViewStateStore's contract (the suite the Redis store
// passes too, view-state-store-contract.ts) and its bound, and what the tools answer, on each SDK
// generation, when a store throws, rejects or answers something that is not an outcome.
import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_VIEW_STATE_KEYS, memoryViewStateStore, type ViewStateStore } from "../../src/server/index.js";
import { GENERATIONS, SDK_1 } from "./generations.js";
import { viewStateStoreContract } from "./view-state-store-contract.js";
import { answered, failed, getState, servingViewState, setState } from "./view-state-support.js";

describe("memoryViewStateStore(): the store contract", () => {
  viewStateStoreContract(() => memoryViewStateStore());
});

describe("memoryViewStateStore()", () => {
  it("forgets the least recently written key past maxKeys; reading does not keep a key", () => {
    const store = memoryViewStateStore({ maxKeys: 2 });
    store.set("a", "1", 0);
    store.set("b", "2", 0);
    store.set("a", "3", 1); // a is now the most recently written
    store.get("b");
    store.set("c", "4", 0);
    expect([store.get("a"), store.get("b"), store.get("c")]).toEqual([{ json: "3", version: 2 }, undefined, { json: "4", version: 1 }]);
  });

  it("keeps 1,000 keys by default", () => {
    const store = memoryViewStateStore();
    for (let i = 0; i <= DEFAULT_MAX_VIEW_STATE_KEYS; i++) store.set(`k${i}`, "1", 0);
    expect([store.get("k0"), store.get("k1"), store.get(`k${DEFAULT_MAX_VIEW_STATE_KEYS}`)]).toEqual([
      undefined,
      { json: "1", version: 1 },
      { json: "1", version: 1 },
    ]);
  });

  it("evicts through the tools too: a forgotten view reads as version 0", async () => {
    const client = await servingViewState(SDK_1)({ store: memoryViewStateStore({ maxKeys: 1 }) });
    await setState(client, { viewUUID: "first", baseVersion: 0, state: 1 });
    await setState(client, { viewUUID: "second", baseVersion: 0, state: 2 });
    expect(await getState(client, { viewUUID: "first" })).toEqual(answered({ version: 0 }));
    expect(await getState(client, { viewUUID: "second" })).toEqual(answered({ version: 1, state: 2 }));
  });

  it("refuses a maxKeys that is not a positive integer", () => {
    for (const maxKeys of [0, -3, 2.5, Number.POSITIVE_INFINITY]) {
      expect(() => memoryViewStateStore({ maxKeys })).toThrow(
        expect.objectContaining({
          kind: "INVALID_PARAMS",
          message: `memoryViewStateStore() needs maxKeys to be a positive integer, not ${maxKeys}`,
        }),
      );
    }
  });
});

describe.each(GENERATIONS)("a store that fails, on $name", (generation) => {
  const serveViewState = servingViewState(generation);
  const broken = (get: ViewStateStore["get"], set: ViewStateStore["set"]): ViewStateStore => ({ get, set });

  it("answers an error result naming the view and the store's error when it throws or rejects", async () => {
    const throwing = broken(
      () => {
        throw new Error("connection refused");
      },
      () => Promise.reject(new Error("disk full")),
    );
    const client = await serveViewState({ store: throwing });
    expect(await getState(client, { viewUUID: "v" })).toEqual(
      failed('View state for "v" could not be read: the store failed: connection refused'),
    );
    expect(await setState(client, { viewUUID: "v", baseVersion: 0, state: 1 })).toEqual(
      failed('View state for "v" could not be written: the store failed: disk full'),
    );
    const rejectingText = broken(
      () => Promise.reject("timeout"),
      () => ({ version: 1 }),
    );
    expect(await getState(await serveViewState({ store: rejectingText }), { viewUUID: "v" })).toEqual(
      failed('View state for "v" could not be read: the store failed: timeout'),
    );
  });

  it("answers an error result when the store answers something that is not an entry or an outcome", async () => {
    const client = await serveViewState({
      store: broken(
        () => ({ json: {}, version: 1 }) as never,
        () => ({ ok: true }) as never,
      ),
    });
    expect(await getState(client, { viewUUID: "v" })).toEqual(
      failed(
        'View state for "v" could not be read: the store answered an object with keys json, version, not an entry { json?, version } or undefined',
      ),
    );
    expect(await setState(client, { viewUUID: "v", baseVersion: 0, state: 1 })).toEqual(
      failed(
        'View state for "v" could not be written: the store answered an object with keys ok, not { version } above 0 or { stale } at another version',
      ),
    );
    const sameVersion = broken(
      () => null as never,
      (_, __, base) => (base === 0 ? { version: 0 } : { stale: { version: base } }),
    );
    const other = await serveViewState({ store: sameVersion });
    expect(await getState(other, { viewUUID: "v" })).toEqual(
      failed('View state for "v" could not be read: the store answered null, not an entry { json?, version } or undefined'),
    );
    expect(await setState(other, { viewUUID: "v", baseVersion: 0, state: 1 })).toEqual(
      failed(
        'View state for "v" could not be written: the store answered an object with keys version, not { version } above 0 or { stale } at another version',
      ),
    );
    expect(await setState(other, { viewUUID: "v", baseVersion: 4, state: 1 })).toEqual(
      failed(
        'View state for "v" could not be written: the store answered an object with keys stale, not { version } above 4 or { stale } at another version',
      ),
    );
  });
});
