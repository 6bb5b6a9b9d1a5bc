// A bounded digest of tool-call data (arguments, a result's content), for the view-state key of a
// tool call that has neither a viewUUID nor a call id (./key.ts). A hash of a canonical depth-first
// walk (type tags, keys in their order, strings with their length) that stops once it has read a
// fixed number of characters or visited a fixed number of values, so that it costs O(budget)
// whatever the value's size, but for the key list of an object it enters, which the engine
// makes whole. The totals met on the way (array and string lengths) are mixed in whole: values that
// differ anywhere in their first part, or in the length of an array or string the walk entered, get
// different digests. Small on purpose: every script-tag widget carries it (dist/mcp-view.global.js).

/** How much of one value the walk reads: characters of strings and keys, and values (nodes). */
export interface DigestBudget {
  readonly chars: number;
  readonly nodes: number;
}

/**
 * The budget of each value of a digest: 16 KiB of text, 2,048 values. The walk runs once per result,
 * before the engine has compiled it: in Chromium the first 64 KiB of the benchmark's result
 * (bench/README.md) took 7 ms, more than the official App's whole handling of a 1 MB result; 16 KiB
 * takes about 2 ms. The node budget also bounds the depth of the walk's recursion.
 */
export const DIGEST_BUDGET: DigestBudget = { chars: 16_384, nodes: 2_048 };

/**
 * The digest of `values`, each walked within its own `budget`, or `undefined` when reading a walked
 * part throws (a hostile getter or Proxy; postMessage delivers neither). Two 32-bit words: an FNV-1a
 * hash over the walk, and the sum of its states. The walk allocates no key list and no copy of a
 * string, so it neither waits for nor triggers a garbage collection of the result just received.
 */
export function boundedDigest(values: readonly unknown[], budget: DigestBudget = DIGEST_BUDGET): string | undefined {
  let a = 0;
  let b = 0;
  let chars = 0;
  let nodes = 0;
  const mix = (n: number) => {
    a = Math.imul(a ^ n, 0x01000193);
    b = (b + a) | 0;
  };
  /** The length of `text`, then as many of its characters as the budget has left. */
  const text = (text: string) => {
    mix(text.length);
    for (let i = 0; i < text.length && i < chars; i++) mix(text.charCodeAt(i));
    chars -= text.length;
  };
  // Tags, negative so that none passes for a length: -1 an array, -2 an object, -3 the end of
  // either, -4 the next value of the list. A primitive's tag is a letter of its type's name.
  const visit = (value: unknown): void => {
    if (nodes-- <= 0 || chars <= 0) throw budget; // ends this value's walk: the budget object is what nothing else throws
    if (value && typeof value == "object") {
      if (Array.isArray(value)) {
        mix(-1);
        mix(value.length);
        for (const item of value) visit(item);
      } else {
        mix(-2);
        // for…in, not Object.keys: no array made; a cloned object inherits no enumerable key.
        for (const key in value) {
          text(key);
          visit((value as Record<string, unknown>)[key]);
        }
      }
      mix(-3);
    } else {
      mix((typeof value).charCodeAt(1)); // t, u, o, n, i, y: string, number (or function), boolean, undefined, bigint, symbol
      text(String(value)); // a string is itself, not a copy
    }
  };
  try {
    for (const value of values) {
      mix(-4);
      chars = budget.chars;
      nodes = budget.nodes;
      try {
        visit(value);
      } catch (thrown) {
        if (thrown !== budget) throw thrown;
      }
    }
  } catch {
    return undefined;
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
