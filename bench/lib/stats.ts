// Medians, alternation and formatting for the benchmark tables.

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** `items` rotated by `round`, so that over the rounds every item runs in every position. */
export function rotate<T>(items: readonly T[], round: number): T[] {
  const k = round % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

/** `ours / official` with two decimals and a ×, or "n/a". */
export function ratio(ours: number | undefined, official: number | undefined): string {
  return ours === undefined || !official ? "n/a" : `${(ours / official).toFixed(ours / official < 0.1 ? 3 : 2)}×`;
}

/** Bytes as `7,034 B`. */
export function bytes(n: number | undefined): string {
  return n === undefined ? "n/a" : `${n.toLocaleString("en-US")} B`;
}

/** Milliseconds with one decimal. */
export function ms(n: number | undefined): string {
  return n === undefined ? "n/a" : `${n.toFixed(1)} ms`;
}

/** A markdown table. */
export function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
