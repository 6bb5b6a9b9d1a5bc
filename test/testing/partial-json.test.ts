// Healing JSON prefixes into the partial arguments a host streams while a model writes them.
import { describe, expect, it } from "vitest";
import { growingPartials, healJson } from "../../src/testing/index.js";

describe("healJson()", () => {
  it.each([
    ['{"a": 1, "b": "he', { a: 1, b: "he" }],
    ['{"a": [1, 2', { a: [1, 2] }],
    ['{"a": {"b": tr', { a: {} }],
    ['{"a": 1, "b', { a: 1 }],
    ['{"a": 1, "b":', { a: 1 }],
    ['{"a": 1.', { a: 1 }],
    ['{"s": "x\\', { s: "x" }],
    ['{"s": "x\\u00', { s: "x" }],
    ['{"s": "\\u00e9', { s: "é" }],
    ['{"s": "a\\"b', { s: 'a"b' }],
    ['{"a": [{"b": "}', { a: [{ b: "}" }] }],
  ])("reads %s as the value so far", (prefix, value) => {
    expect(healJson(prefix)).toEqual(value);
  });

  it("returns undefined when nothing usable has arrived", () => {
    expect([healJson(""), healJson("  ")]).toEqual([undefined, undefined]);
  });
});

describe("growingPartials()", () => {
  it("ends with the complete arguments and never repeats a partial", () => {
    const args = {
      title: "A list",
      items: [
        { id: 1, done: false },
        { id: 2, done: true },
      ],
      note: 'é\n"q"',
    };
    const partials = growingPartials(args, 12);
    expect(partials.at(-1)).toEqual(args);
    expect(new Set(partials.map((p) => JSON.stringify(p))).size).toBe(partials.length);
    expect(partials.length).toBeGreaterThan(5);
  });

  it("grows: every key of a partial is also in the next one", () => {
    const partials = growingPartials({ a: "x".repeat(20), b: [1, 2, 3], c: { d: true } }, 10);
    for (let i = 1; i < partials.length; i++)
      expect(Object.keys(partials[i]!)).toEqual(expect.arrayContaining(Object.keys(partials[i - 1]!)));
  });

  it("refuses a step count that is not a positive integer", () => {
    expect(() => growingPartials({}, 0)).toThrow(new RangeError("steps must be a positive integer, got 0"));
  });

  it("with one step sends just the complete arguments, as a copy", () => {
    const args = { a: 1 };
    const [only] = growingPartials(args, 1);
    expect(only).toEqual(args);
    expect(only).not.toBe(args);
  });
});
