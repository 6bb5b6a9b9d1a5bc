// A bounded digest of tool-call data (arguments, a result's content), for the view-state key of a
// tool call that has neither a viewUUID nor a call id (./key.ts). A hash of a canonical depth-first
// walk (type tags, keys in their order, strings with their length) that stops once it has read a
// fixed budget of each value, so that it costs O(budget) whatever the value's size, but for the key
// list of an object it enters, which the engine makes whole. The totals met on the way (array
// lengths, key counts, string lengths) are mixed in whole: values that differ anywhere in their
// first part, or in the length of an array or string the walk entered, get different digests.

/** How much of one value the walk reads: characters of text (keys, strings, numbers), values, and depth. */
export interface DigestBudget {
  readonly chars: number;
  readonly nodes: number;
  readonly depth: number;
}

/** The budget of each value of a digest: 64 KiB of text, 8,192 values, 256 levels. */
export const DIGEST_BUDGET: DigestBudget = { chars: 65_536, nodes: 8_192, depth: 256 };

// Tags of the walk: above every UTF-16 code unit, so no text can pass for one.
const VALUE = 0x10000;
const STRING = 0x10001;
const NUMBER = 0x10002;
const TRUE = 0x10003;
const FALSE = 0x10004;
const NULL = 0x10005;
const UNDEFINED = 0x10006;
const ARRAY = 0x10007;
const OBJECT = 0x10008;
const OTHER = 0x10009;
const LENGTH = 0x1000a;

/** Two 32-bit FNV-1a variants over a stream of integers. */
class Hash {
  #a = 0x811c9dc5;
  #b = 0x1b873593;

  mix(n: number): void {
    this.#a = Math.imul(this.#a ^ n, 0x01000193);
    this.#b = Math.imul(this.#b ^ n, 0x5bd1e995);
  }

  /** A whole count (a length: up to 2^53), as its two 32-bit halves, tagged. */
  count(n: number): void {
    this.mix(LENGTH);
    this.mix(n >>> 0);
    this.mix(Math.floor(n / 0x100000000));
  }

  /** The first `n` characters of `text`. */
  text(text: string, n: number): void {
    for (let i = 0; i < n; i++) this.mix(text.charCodeAt(i));
  }

  /** Short base-36 text (at most 14 characters). */
  toString(): string {
    return (this.#a >>> 0).toString(36) + (this.#b >>> 0).toString(36);
  }
}

/** Thrown to end the walk of a value once its budget is spent. */
const SPENT = Symbol("spent");

/**
 * The digest of `values`, each walked within `budget`, or `undefined` when a walked part holds a
 * BigInt or a cycle (what `JSON.stringify` refuses), or reading it throws (a hostile getter).
 */
export function boundedDigest(values: readonly unknown[], budget: DigestBudget = DIGEST_BUDGET): string | undefined {
  const hash = new Hash();
  try {
    for (const value of values) {
      hash.mix(VALUE);
      walk(value, hash, budget);
    }
  } catch {
    return undefined;
  }
  return hash.toString();
}

/** Mixes `root` into `hash`, depth first, until `budget` is spent. Throws for a BigInt or a cycle. */
function walk(root: unknown, hash: Hash, budget: DigestBudget): void {
  let chars = budget.chars;
  let nodes = budget.nodes;
  const open = new Set<object>();
  /** Ends the walk when the budget is spent: called before every read of an element or property. */
  const room = () => {
    if (chars <= 0 || nodes <= 0) throw SPENT;
  };
  const text = (value: string) => {
    hash.count(value.length);
    const n = Math.min(value.length, chars);
    hash.text(value, n);
    chars -= n;
  };
  const visit = (value: unknown, depth: number): void => {
    nodes--;
    switch (typeof value) {
      case "string":
        hash.mix(STRING);
        return text(value);
      case "number":
        hash.mix(NUMBER);
        return text(String(value));
      case "boolean":
        return hash.mix(value ? TRUE : FALSE);
      case "undefined":
        return hash.mix(UNDEFINED);
      case "bigint":
        throw new TypeError("a BigInt has no JSON");
      case "object":
        if (value === null) return hash.mix(NULL);
        break;
      default:
        return hash.mix(OTHER); // a function or symbol: postMessage sends neither
    }
    if (open.has(value)) throw new TypeError("a cycle has no JSON");
    if (depth >= budget.depth) throw SPENT;
    open.add(value);
    if (Array.isArray(value)) {
      hash.mix(ARRAY);
      hash.count(value.length);
      for (let i = 0; i < value.length; i++) {
        room();
        visit(value[i], depth + 1);
      }
    } else {
      const keys = Object.keys(value);
      hash.mix(OBJECT);
      hash.count(keys.length);
      for (const key of keys) {
        room();
        text(key);
        visit((value as Record<string, unknown>)[key], depth + 1);
      }
    }
    open.delete(value);
  };
  try {
    visit(root, 0);
  } catch (thrown) {
    if (thrown !== SPENT) throw thrown;
  }
}
