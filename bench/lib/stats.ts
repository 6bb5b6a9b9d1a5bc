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

/**
 * Runs `rounds` rounds plus one warm-up round (discarded), each id once per round in an order rotated
 * every round, and returns every id's runs in order.
 */
export async function alternate<Id extends string, Run>(ids: readonly Id[], rounds: number, runOnce: (id: Id) => Promise<Run>, onRun?: (id: Id, run: Run) => void): Promise<Map<Id, Run[]>> {
  const runs = new Map<Id, Run[]>(ids.map((id) => [id, []]));
  for (let round = -1; round < rounds; round++) {
    for (const id of rotate(ids, round + 1)) {
      const run = await runOnce(id);
      if (round < 0) continue;
      runs.get(id)!.push(run);
      onRun?.(id, run);
    }
  }
  return runs;
}
