// boundedDigest on its own: what tells values apart, the budget that bounds what it reads (counted
// with Proxies, never timed), and the values it gives no digest for.
import { describe, expect, it } from "vitest";
import { boundedDigest, DIGEST_BUDGET, type DigestBudget } from "../../src/view-state/digest.js";

/** `items` behind a Proxy that counts the reads of its elements. */
function counted<T>(items: T[]): { list: T[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === "string" && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads: () => reads };
}

/** A value nested `depth` arrays deep around `inner`. */
function nested(depth: number, inner: unknown): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

const SMALL: DigestBudget = { chars: 10, nodes: 5 };

describe("boundedDigest", () => {
  it("gives the same short base-36 digest for equal values", () => {
    const digest = boundedDigest([{ q: "a" }, { items: [1, 2] }, [{ type: "text", text: "ok" }]]);
    expect(digest).toMatch(/^[0-9a-z]{2,14}$/);
    expect(boundedDigest([{ q: "a" }, { items: [1, 2] }, [{ type: "text", text: "ok" }]])).toBe(digest);
  });

  it("tells apart values that differ in one character of a string", () => {
    expect(boundedDigest([{ rows: ["walnut desk", "oak lamp"] }])).not.toBe(boundedDigest([{ rows: ["walnut desk", "oak lamb"] }]));
  });

  it("tells apart values that differ in one key", () => {
    expect(boundedDigest([{ city: "Paris" }])).not.toBe(boundedDigest([{ town: "Paris" }]));
  });

  it("tells apart values of different types with the same text", () => {
    const digests = [1, "1", true, "true", null, "null", undefined, [], {}, [1], { 0: 1 }].map((value) => boundedDigest([value]));
    expect(new Set(digests).size).toBe(11);
  });

  it("tells apart the same text split differently between values, strings or keys", () => {
    const digests = [boundedDigest(["ab", ""]), boundedDigest(["a", "b"]), boundedDigest([["ab"]]), boundedDigest([{ a: "b" }])];
    expect(new Set(digests).size).toBe(4);
  });

  it("tells apart where an object ends", () => {
    expect(boundedDigest([{ x: { a: 1 }, b: 2 }])).not.toBe(boundedDigest([{ x: { a: 1, b: 2 } }]));
  });

  it("walks each value within its own budget, so a large first value leaves the next one seen", () => {
    const large = "x".repeat(100);
    expect(boundedDigest([large, "a"], SMALL)).not.toBe(boundedDigest([large, "b"], SMALL));
  });

  it("reads at most the character budget of text: strings of one length that differ after it share a digest", () => {
    expect(boundedDigest(["0123456789-a"], SMALL)).toBe(boundedDigest(["0123456789-b"], SMALL));
    expect(boundedDigest(["012345678a--"], SMALL)).not.toBe(boundedDigest(["012345678b--"], SMALL));
  });

  it("mixes in the whole length of a string it reads only the start of", () => {
    expect(boundedDigest(["0123456789-a"], SMALL)).not.toBe(boundedDigest(["0123456789-ab"], SMALL));
  });

  it("mixes in the whole length of an array it reads only the start of", () => {
    expect(boundedDigest([[1, 2, 3, 4, 5, 6]], SMALL)).toBe(boundedDigest([[1, 2, 3, 4, 5, 7]], SMALL));
    expect(boundedDigest([[1, 2, 3, 4, 5, 6]], SMALL)).not.toBe(boundedDigest([[1, 2, 3, 4, 5, 6, 7]], SMALL));
  });

  it("reads at most the node budget of a million-element array", () => {
    const { list, reads } = counted(Array.from({ length: 1_000_000 }, (_, i) => i % 10));
    expect(boundedDigest([list])).toMatch(/^[0-9a-z]{2,14}$/);
    // The array itself is the first node; the element that would be one node too many is read, not walked.
    expect(reads()).toBe(DIGEST_BUDGET.nodes);
  });

  it("reads only as many 1,000-character rows as the character budget covers", () => {
    const row = "r".repeat(1000);
    const rows = () => Array.from({ length: 10_000 }, () => ({ text: row }));
    const { list, reads } = counted(rows());
    expect(boundedDigest([list])).toMatch(/^[0-9a-z]{2,14}$/);
    const walked = Math.ceil(DIGEST_BUDGET.chars / ("text".length + row.length)); // 17, the last in part
    expect(reads()).toBe(walked + 1); // and the one after, read but not walked
    const last = (text: string) => rows().map((r, i) => (i === walked - 1 ? { text } : r));
    expect(boundedDigest([last(`${row.slice(1)}s`)]), "a change past the character budget").toBe(boundedDigest([list]));
    expect(boundedDigest([last(row.slice(1))]), "a length in the last row walked").not.toBe(boundedDigest([list]));
  });

  it("stops at the node budget however deep a value nests, without overflowing the stack", () => {
    expect(boundedDigest([nested(100_000, "a")])).toBe(boundedDigest([nested(100_000, "b")]));
    expect(boundedDigest([nested(DIGEST_BUDGET.nodes - 1, "a")])).not.toBe(boundedDigest([nested(DIGEST_BUDGET.nodes - 1, "b")]));
  });

  it("takes an object met twice that is not its own ancestor", () => {
    const shared = { id: 1 };
    expect(boundedDigest([{ a: shared, b: shared }])).toBe(boundedDigest([{ a: { id: 1 }, b: { id: 1 } }]));
  });

  it("digests a BigInt and a cycle (a key needs no JSON), telling them apart from their look-alikes", () => {
    expect(boundedDigest([{ total: 1n }])).toMatch(/^[0-9a-z]{2,14}$/);
    expect(boundedDigest([{ total: 1n }])).not.toBe(boundedDigest([{ total: 1 }]));
    const cycle: Record<string, unknown> = { name: "loop" };
    cycle.self = cycle;
    expect(boundedDigest([cycle])).toMatch(/^[0-9a-z]{2,14}$/);
    expect(boundedDigest([cycle])).toBe(boundedDigest([cycle]));
    expect(boundedDigest([cycle])).not.toBe(boundedDigest([{ name: "loop", self: { name: "loop" } }]));
  });

  it("gives no digest when a getter throws", () => {
    const hostile = Object.defineProperty({}, "rows", {
      enumerable: true,
      get() {
        throw new Error("no");
      },
    });
    expect(boundedDigest([hostile])).toBeUndefined();
  });

  it("gives no digest when a Proxy refuses to list its keys", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error("no");
        },
      },
    );
    expect(boundedDigest([hostile])).toBeUndefined();
  });
});
