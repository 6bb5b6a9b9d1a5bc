// A bounded digest of tool-call data (arguments, a result's content), for the view-state key of a
// tool call that has neither a viewUUID nor a call id (./key.ts). A hash of a canonical depth-first
// walk (type tags, keys in their order, strings with their length) that stops once it has read a
// fixed budget of each value, so that it costs O(budget) whatever the value's size, but for the key
// list of an object it enters, which the engine makes whole. The totals met on the way (array and
// string lengths) are mixed in whole: values that differ anywhere in their first part, or in the
// length of an array or string the walk entered, get different digests.
/** How much of one value the walk reads: characters of strings and keys, values (nodes), and levels. */
export interface DigestBudget {
  readonly chars: number;
  readonly nodes: number;
  readonly depth: number;
}

/**
 * The budget of each value of a digest: 16 KiB of text, 2,048 values, 64 levels. The walk runs once
 * per result, before the engine has compiled it: in Chromium the first 64 KiB of the benchmark's
 * result (bench/README.md) took 7 ms, more than the official App's whole handling of a 1 MB result;
 * 16 KiB takes about 2 ms.
 */
export const DIGEST_BUDGET: DigestBudget = { chars: 16_384, nodes: 2_048, depth: 64 };

/** Thrown to end the walk of a value once its budget is spent. */
const SPENT = /* @__PURE__ */ Symbol("spent");

// Tags of the walk: a value's type, the start of a value of the list, the end of an object. Lengths
// and a number's two words follow some of them; a length is never negative, so none passes for a tag.
const VALUE = -1;
const STRING = -2;
const NUMBER = -3;
const TRUE = -4;
const FALSE = -5;
const NULL = -6;
const UNDEFINED = -7;
const OTHER = -8;
const ARRAY = -9;
const OBJECT = -10;
const END = -11;

/** A number's 64 bits, as two 32-bit words: no text for a number, so nothing allocated, nothing cached. */
// Made on the first digest, not at load: a bundle that never digests (a widget without view state) keeps none of it.
let FLOAT: Float64Array | undefined;
let FLOAT_WORDS: Int32Array | undefined;

/**
 * The digest of `values`, each walked within `budget`, or `undefined` when a walked part holds a
 * BigInt or a cycle (what `JSON.stringify` refuses), or reading it throws (a hostile getter): two
 * 32-bit FNV-1a variants over the walk. The walk runs once per result, before the engine has
 * compiled it: it allocates nothing (no key lists, no text), so it neither waits for nor triggers
 * a garbage collection of the result just received.
 */
export function boundedDigest(values: readonly unknown[], budget: DigestBudget = DIGEST_BUDGET): string | undefined {
  const float = (FLOAT ??= new Float64Array(1));
  const words = (FLOAT_WORDS ??= new Int32Array(float.buffer));
  let a = 0x811c9dc5;
  let b = 0x1b873593;
  let chars = 0;
  let nodes = 0;
  const ancestors: object[] = [];
  const mix = (n: number) => {
    a = Math.imul(a ^ n, 0x01000193);
    b = Math.imul(b ^ n, 0x5bd1e995);
  };
  /** The length of `text`, then as many of its characters as the budget has left. */
  const text = (text: string) => {
    const n = text.length < chars ? text.length : chars;
    let x = Math.imul(a ^ text.length, 0x01000193);
    let y = Math.imul(b ^ text.length, 0x5bd1e995);
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      x = Math.imul(x ^ c, 0x01000193);
      y = Math.imul(y ^ c, 0x5bd1e995);
    }
    a = x;
    b = y;
    chars -= n;
  };
  const visit = (value: unknown, depth: number): void => {
    nodes--;
    switch (typeof value) {
      case "string":
        mix(STRING);
        return text(value);
      case "number":
        float[0] = value;
        mix(NUMBER);
        mix(words[0]!);
        return mix(words[1]!);
      case "boolean":
        return mix(value ? TRUE : FALSE);
      case "undefined":
        return mix(UNDEFINED);
      case "bigint":
        throw new TypeError("a BigInt has no JSON");
      case "object":
        if (value === null) return mix(NULL);
        break;
      default:
        return mix(OTHER); // a function or symbol: postMessage sends neither
    }
    for (let i = 0; i < depth; i++) if (ancestors[i] === value) throw new TypeError("a cycle has no JSON");
    if (depth >= budget.depth) throw SPENT;
    ancestors[depth] = value;
    if (Array.isArray(value)) {
      mix(ARRAY);
      mix(value.length);
      for (let i = 0; i < value.length; i++) {
        if (chars <= 0 || nodes <= 0) throw SPENT;
        visit(value[i], depth + 1);
      }
    } else {
      mix(OBJECT);
      // for…in, not Object.keys: no array made; a cloned object inherits no enumerable key.
      for (const key in value) {
        if (chars <= 0 || nodes <= 0) throw SPENT;
        text(key);
        visit((value as Record<string, unknown>)[key], depth + 1);
      }
      mix(END);
    }
  };
  try {
    for (const value of values) {
      mix(VALUE);
      chars = budget.chars;
      nodes = budget.nodes;
      try {
        visit(value, 0);
      } catch (thrown) {
        if (thrown !== SPENT) throw thrown;
      }
    }
  } catch {
    return undefined;
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
