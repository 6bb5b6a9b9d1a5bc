// The rules of a view state value on their own: toStateJson (plain JSON within the size limit, with
// the exact reason for anything else). The key's hash is digest.test.ts's.
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/index.js";
import { MAX_VIEW_STATE_LENGTH, toStateJson } from "../../src/view-state/json.js";

/** What toStateJson throws for `value`. */
function rejection(value: unknown): AppError {
  try {
    toStateJson(value);
  } catch (error) {
    return error as AppError;
  }
  throw new Error(`toStateJson accepted ${String(value)}`);
}

describe("toStateJson", () => {
  it("is the JSON text of plain JSON", () => {
    expect(toStateJson({ a: [1, "x", null, true, { b: 2.5 }] })).toBe('{"a":[1,"x",null,true,{"b":2.5}]}');
  });

  it("is undefined for undefined: no state", () => {
    expect(toStateJson(undefined)).toBeUndefined();
  });

  it("drops an object property that is undefined, as JSON does", () => {
    expect(toStateJson({ a: 1, gone: undefined })).toBe('{"a":1}');
  });

  it("takes an object without a prototype", () => {
    expect(toStateJson(Object.assign(Object.create(null), { a: 1 }))).toBe('{"a":1}');
  });

  it.each([
    ["a function property", { f: () => 1 }, 'View state must be plain JSON: "f" is function'],
    ["a BigInt", { n: 1n }, 'View state must be plain JSON: "n" is bigint'],
    ["a symbol in an array", [Symbol("s")], 'View state must be plain JSON: "0" is symbol'],
    ["a Date", { when: new Date(0) }, 'View state must be plain JSON: "when" is Date'],
    ["a Map at the top", new Map(), "View state must be plain JSON: it is Map"],
    ["NaN", { x: Number.NaN }, 'View state must be plain JSON: "x" is NaN'],
    ["-Infinity", [-Infinity], 'View state must be plain JSON: "0" is -Infinity'],
    ["undefined in an array", [1, undefined], 'View state must be plain JSON: "1" is undefined'],
    ["a class instance", { at: new (class Point {})() }, 'View state must be plain JSON: "at" is Point'],
  ])("throws INVALID_PARAMS naming the key for %s", (_, value, message) => {
    expect(rejection(value)).toMatchObject({ name: "AppError", kind: "INVALID_PARAMS", message });
  });

  it("throws INVALID_PARAMS for a cycle, with JSON's error as the cause", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const error = rejection(cycle);
    expect(error).toMatchObject({
      kind: "INVALID_PARAMS",
      message: expect.stringMatching(/^View state must be plain JSON: Converting circular structure to JSON/),
    });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("takes a text of exactly the limit and throws for one character more, saying both lengths", () => {
    const fits = "x".repeat(MAX_VIEW_STATE_LENGTH - 2); // the quotes make it MAX_VIEW_STATE_LENGTH characters
    expect(toStateJson(fits)).toHaveLength(MAX_VIEW_STATE_LENGTH);
    expect(rejection(`${fits}x`)).toMatchObject({
      kind: "INVALID_PARAMS",
      message: "View state is 16385 characters of JSON, over the limit of 16384",
    });
  });
});
