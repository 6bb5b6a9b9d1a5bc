// The contract of a ViewStateStore, as one suite that every store the package ships passes: the
// memory store (view-state-store.test.ts) and the Redis store (view-state-redis.test.ts). What the
// interface promises: compare-and-set that numbers every write, a removal that keeps its version so
// that no version comes back, one winner among writers based on the same version, keys kept apart
// whatever they hold, JSON text given back as written, answers that are copies; and the view-state
// tools on the store answering as they do on any.
import { expect, it } from "vitest";
import type { ViewStateEntry, ViewStateStore } from "../../src/server/index.js";
import { SDK_1 } from "./generations.js";
import { answered, getState, refused, servingViewState, setState } from "./view-state-support.js";

/** Registers the contract's tests; `newStore` gives each test a store of its own, holding nothing. */
export function viewStateStoreContract(newStore: () => ViewStateStore | Promise<ViewStateStore>): void {
  it("answers nothing for a key never written", async () => {
    const store = await newStore();
    expect(await store.get("never")).toBeUndefined();
  });

  it("writes only over the stored version, numbering each write, a removal too", async () => {
    const store = await newStore();
    expect(await store.set("k", '"a"', 0)).toEqual({ version: 1 });
    expect(await store.set("k", '"b"', 0)).toEqual({ stale: { json: '"a"', version: 1 } });
    expect(await store.get("k")).toEqual({ json: '"a"', version: 1 });
    expect(await store.set("k", '"b"', 1)).toEqual({ version: 2 });
    expect(await store.set("k", undefined, 2)).toEqual({ version: 3 });
    expect(await store.get("k")).toEqual({ version: 3 });
    expect(await store.set("other", undefined, 1)).toEqual({ stale: undefined });
    expect(await store.set("other", '"x"', 5)).toEqual({ stale: undefined });
  });

  it("keeps a removed state's version, so that no old version matches again", async () => {
    const store = await newStore();
    await store.set("k", "1", 0);
    await store.set("k", undefined, 1);
    for (const base of [0, 1]) expect(await store.set("k", "2", base)).toEqual({ stale: { version: 2 } });
    expect(await store.set("k", "3", 2)).toEqual({ version: 3 });
    expect(await store.get("k")).toEqual({ json: "3", version: 3 });
  });

  it("counts versions on: the twentieth write is version 20", async () => {
    const store = await newStore();
    for (let base = 0; base < 20; base++) expect(await store.set("k", JSON.stringify(base), base)).toEqual({ version: base + 1 });
    expect(await store.get("k")).toEqual({ json: "19", version: 20 });
  });

  it("takes one of many concurrent writes based on the same version, and refuses the rest with the winner", async () => {
    const store = await newStore();
    await store.set("k", '"start"', 0);
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => store.set("k", JSON.stringify(`writer ${i}`), 1)));
    const winners = outcomes.flatMap((outcome, i) => ("version" in outcome ? [i] : []));
    expect(winners).toHaveLength(1);
    const stored = { json: JSON.stringify(`writer ${winners[0]}`), version: 2 };
    expect(await store.get("k")).toEqual(stored);
    for (const outcome of outcomes) if ("stale" in outcome) expect(outcome).toEqual({ stale: stored });
  });

  it("keeps every write of concurrent read-modify-write loops: none lost, none taken twice", async () => {
    const store = await newStore();
    const writers = 12;
    const each = 8;
    const acknowledged: number[] = [];
    const loop = async () => {
      for (let done = 0; done < each;) {
        const entry = await store.get("counter");
        const count = entry?.json === undefined ? 0 : (JSON.parse(entry.json) as number);
        const outcome = await store.set("counter", JSON.stringify(count + 1), entry?.version ?? 0);
        if ("version" in outcome) {
          acknowledged.push(outcome.version);
          done++;
        }
      }
    };
    await Promise.all(Array.from({ length: writers }, loop));
    const total = writers * each;
    expect(acknowledged.sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(await store.get("counter")).toEqual({ json: String(total), version: total });
  });

  it("keeps keys apart whatever they hold: quotes, newlines, other scripts, prefixes of each other, 300 characters", async () => {
    const store = await newStore();
    const keys = [
      JSON.stringify([null, "v"]),
      JSON.stringify(["user", "v"]),
      JSON.stringify(["us", "erv"]),
      'k"\n\t\\',
      "ключ 鍵 🗝️",
      "k",
      "k:",
      "k".repeat(300),
    ];
    for (const [i, key] of keys.entries()) expect(await store.set(key, JSON.stringify(i), 0)).toEqual({ version: 1 });
    for (const [i, key] of keys.entries()) expect(await store.get(key)).toEqual({ json: JSON.stringify(i), version: 1 });
  });

  it("gives back the JSON text as written: every character, 16,384 of them", async () => {
    const store = await newStore();
    const texts = [
      JSON.stringify({ emoji: "🧭", cjk: "見る", rtl: "שלום", nul: "\u0000", controls: "\u0001\u001f", quote: '"', lone: "\ud800" }),
      JSON.stringify("x".repeat(16_382)),
      "null",
      '""',
      "0",
      "[]",
      '{"__proto__":{"polluted":true}}',
    ];
    for (const [i, json] of texts.entries()) {
      await store.set(`t${i}`, json, 0);
      expect(((await store.get(`t${i}`)) as ViewStateEntry).json).toBe(json);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("hands out copies: changing an answer changes nothing stored", async () => {
    const store = await newStore();
    await store.set("k", "1", 0);
    const read = (await store.get("k")) as ViewStateEntry;
    read.json = "2";
    read.version = 9;
    const stale = (await store.set("k", "3", 0)) as { stale: ViewStateEntry };
    stale.stale.json = "4";
    expect(await store.get("k")).toEqual({ json: "1", version: 1 });
  });

  it("serves the view-state tools: reads, writes, stale refusals and removals as on any store", async () => {
    const client = await servingViewState(SDK_1)({ store: await newStore() });
    expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 0 }));
    expect(await setState(client, { viewUUID: "v", baseVersion: 0, state: { collapsed: ["done"] } })).toEqual(answered({ version: 1 }));
    expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 1, state: { collapsed: ["done"] } }));
    expect(await setState(client, { viewUUID: "v", baseVersion: 0, state: "late" })).toEqual(
      refused({
        reason: "stale",
        message: 'View state for "v" was not written: the write is based on version 0, but version 1 is stored',
        current: { version: 1, state: { collapsed: ["done"] } },
      }),
    );
    expect(await setState(client, { viewUUID: "v", baseVersion: 1 })).toEqual(answered({ version: 2 }));
    expect(await getState(client, { viewUUID: "v" })).toEqual(answered({ version: 2 }));
    expect(await getState(client, { viewUUID: "other" })).toEqual(answered({ version: 0 }));
  });
}
