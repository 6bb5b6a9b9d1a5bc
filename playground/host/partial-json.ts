// Partial tool input, as a host streams it while the model is still writing the arguments: the
// JSON text cut at growing lengths and "healed" (open strings and brackets closed) into objects.

/** Closes what is open at the end of `text`: a string, then objects and arrays. */
function closers(text: string): string {
  const stack: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") stack.push("}");
    else if (c === "[") stack.push("]");
    else if (c === "}" || c === "]") stack.pop();
  }
  return (inString ? '"' : "") + stack.reverse().join("");
}

/** The longest prefix of `text` (at most `length` chars) that heals into an object, healed. */
export function healPrefix(text: string, length: number): Record<string, unknown> | undefined {
  for (let k = Math.min(length, text.length); k > 0; k--) {
    const candidate = text.slice(0, k);
    try {
      const value: unknown = JSON.parse(candidate + closers(candidate));
      if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // keep shortening: a dangling comma, colon, key or literal does not parse yet
    }
  }
  return undefined;
}

/** `steps` healed snapshots of `args` growing to (not including) the complete object, deduplicated. */
export function partialSnapshots(args: Record<string, unknown>, steps = 12): Record<string, unknown>[] {
  const text = JSON.stringify(args);
  const out: Record<string, unknown>[] = [];
  let previous = "";
  for (let i = 1; i < steps; i++) {
    const value = healPrefix(text, Math.round((text.length * i) / steps));
    const key = JSON.stringify(value);
    if (value && key !== previous && key !== text) out.push(value), (previous = key);
  }
  return out;
}
