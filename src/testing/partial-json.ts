// Growing partial tool arguments, the way hosts stream them: the JSON text of the arguments is cut
// at increasing lengths, and each prefix is "healed" (open strings and brackets closed, dangling
// keys, commas and half-written literals dropped) into the value it would parse to so far.

/**
 * Parses the longest usable reading of a JSON prefix: `{"a": 1, "b": "he` reads as `{ a: 1, b: "he" }`.
 * Returns `undefined` when nothing usable has arrived yet.
 */
export function healJson(prefix: string): unknown {
  for (let end = prefix.length; end > 0; end--) {
    const text = prefix.slice(0, end);
    const closers = closersOf(text);
    if (closers === undefined) continue;
    try {
      return JSON.parse(text + closers);
    } catch {
      // Not parseable yet: back off one character and retry.
    }
  }
  return undefined;
}

/** The characters that close every string and bracket left open in `text`, or `undefined` if it ends inside an escape. */
function closersOf(text: string): string | undefined {
  const stack: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") {
        if (i + 1 >= text.length) return undefined;
        i += text[i + 1] === "u" ? 5 : 1;
        if (i >= text.length) return undefined;
      } else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") stack.push("}");
    else if (c === "[") stack.push("]");
    else if (c === "}" || c === "]") stack.pop();
  }
  return (inString ? '"' : "") + stack.reverse().join("");
}

/**
 * The partial arguments a host would stream for `args` in `steps` cuts of its JSON text: each one an
 * object, each different from the one before, the last one equal to `args`.
 *
 * @example
 * growingPartials({ title: "Hello" }, 3); // [{}, { title: "He" }, { title: "Hello" }] or similar
 */
export function growingPartials(args: Record<string, unknown>, steps = 5): Record<string, unknown>[] {
  if (!Number.isInteger(steps) || steps < 1) throw new RangeError(`steps must be a positive integer, got ${steps}`);
  const json = JSON.stringify(args);
  const out: Record<string, unknown>[] = [];
  let last = "";
  for (let k = 1; k <= steps; k++) {
    const value = k === steps ? args : healJson(json.slice(0, Math.ceil((json.length * k) / steps)));
    if (typeof value !== "object" || value === null || Array.isArray(value)) continue;
    const key = JSON.stringify(value);
    if (key === last) continue;
    last = key;
    out.push(k === steps ? structuredClone(args) : (value as Record<string, unknown>));
  }
  return out;
}
