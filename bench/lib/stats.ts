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

/** `median (min–max)` of `all`, each number written by `format`; "n/a" for none. */
export function spread(all: readonly number[], format: (n: number) => string): string {
  return all.length ? `${format(median(all))} (${format(Math.min(...all))}–${format(Math.max(...all))})` : "n/a";
}

/**
 * The ratio of two runtimes round by round: `ours[i] / official[i]` for every round `i` (the two ran
 * in the same round, one after the other); `undefined` when the rounds do not pair up.
 */
export function pairedRatios(ours: readonly number[], official: readonly number[]): number[] | undefined {
  if (!ours.length || ours.length !== official.length || official.some((n) => !(n > 0))) return undefined;
  return ours.map((n, i) => n / official[i]!);
}

/** The {@link pairedRatios} as their median and range, `1.23× (0.98–1.51)`, or "n/a". */
export function ratioSpread(ours: readonly number[], official: readonly number[]): string {
  const ratios = pairedRatios(ours, official);
  return ratios ? `${median(ratios).toFixed(2)}× (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})` : "n/a";
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
export async function alternate<Id extends string, Run>(
  ids: readonly Id[],
  rounds: number,
  runOnce: (id: Id) => Promise<Run>,
  onRun?: (id: Id, run: Run) => void,
): Promise<Map<Id, Run[]>> {
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
