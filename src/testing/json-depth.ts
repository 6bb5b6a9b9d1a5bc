// How deep a JSON value nests, found without recursion: a fixture nested 150,000 levels deep once
// overflowed the stack of a recursive reader (`structuredClone`) with no word of the file or the field.

/** One value on the walk, with the way back to the root (for its path). */
interface Step {
  value: unknown;
  depth: number;
  up?: Step;
  key?: string | number;
}

/**
 * The path (`result.structuredContent.a[0]`, at most `shown` keys long) to the first array or object
 * of `value` that lies `max` levels below it, so that it nests more than `max` levels; `undefined`
 * when none does. A cycle counts as nesting without end.
 */
export function tooDeep(value: unknown, max: number, shown = 3): string | undefined {
  const stack: Step[] = [{ value, depth: 0 }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value: at, depth } = step;
    if (typeof at !== "object" || at === null) continue;
    if (depth >= max) return pathOf(step, shown);
    const entries: Array<[string | number, unknown]> = Array.isArray(at) ? [...at.entries()] : Object.entries(at);
    for (const [key, child] of entries) stack.push({ value: child, depth: depth + 1, up: step, key });
  }
  return undefined;
}

/** The path of `step` from the root, cut to its first `shown` keys. */
function pathOf(step: Step, shown: number): string {
  const keys: Array<string | number> = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.up) keys.push(at.key);
  return keys
    .reverse()
    .slice(0, shown)
    .map((key, i) => (typeof key === "number" ? `[${key}]` : i ? `.${key}` : key))
    .join("");
}
