// The tool-result table of bench/README.md and its targets.
import { resultData } from "../browser/resultData.js";
import { RESULT_SIZES, type ResultRun, type ResultSize } from "../toolResults.js";
import { OURS, RESULT_WIDGETS, type ResultWidgetId } from "./resultWidgets.js";
import { median, pairedRatios, ratioSpread, spread, table } from "./stats.js";

type Runs = Map<ResultWidgetId, Map<ResultSize, ResultRun[]>>;
type Field = (run: ResultRun) => number;
type Size = (typeof RESULT_SIZES)[number];

/** The most mcp-view (each of its widgets, with view state too) may take of the official 2.x App's time or heap growth, on every row. */
const RESULT_TARGET = 2;

const label = (id: ResultWidgetId) => RESULT_WIDGETS.find((w) => w.id === id)!.label;
const OFFICIAL = label("official2");
const MIB = 1024 * 1024;

const values = (runs: Runs, id: ResultWidgetId, size: ResultSize, field: Field) => (runs.get(id)?.get(size) ?? []).map(field);

/** One row of the table: what it measures, of one size. */
interface Row {
  name: string;
  /** Its name in the targets (none: a floor under every runtime, with no target). */
  target?: string;
  size: ResultSize;
  field: Field;
  /** Divides the numbers (bytes → MiB), written with `digits` decimals. */
  scale: number;
  digits: number;
}

/** The rows, in table order: the runtimes' time at each size, their heap growth, then the browser's own deserialisation. */
function rows(): Row[] {
  return [
    ...RESULT_SIZES.map((s) => ({
      name: `${describe(s)}: \`message\` in the frame → \`ontoolresult\`, ms`,
      target: `${s.label} time`,
      size: s.size,
      field: (r: ResultRun) => r.runtimeMs,
      scale: 1,
      digits: 1,
    })),
    ...RESULT_SIZES.map((s) => ({
      name: `${s.label}: the frame's JS heap growth, result kept (after GC), MiB`,
      target: `${s.label} heap growth`,
      size: s.size,
      field: (r: ResultRun) => r.heapGrowthBytes,
      scale: MIB,
      digits: 2,
    })),
    ...RESULT_SIZES.map((s) => ({
      name: `(${s.label}: the browser deserialising the message, on the probe's first read of \`event.data\`: in no runtime's time), ms`,
      size: s.size,
      field: (r: ResultRun) => r.readMs,
      scale: 1,
      digits: 0,
    })),
  ];
}

/** `1 MB result (6,640 rows, 1,000,151 characters of JSON)`. */
function describe(size: Size): string {
  const data = resultData(size.length);
  return `${size.label} result (${data.total.toLocaleString("en-US")} rows, ${JSON.stringify(data).length.toLocaleString("en-US")} characters of JSON)`;
}

export function toolResultTable(runs: Runs): string {
  const head = [
    "Chromium, one tool result: median (min–max)",
    ...RESULT_WIDGETS.map((w) => w.label),
    ...OURS.map((id) => `${label(id)} / ${OFFICIAL}`),
  ];
  return table(
    head,
    rows().map(({ name, target, size, field, scale, digits }) => {
      const of = (id: ResultWidgetId) => values(runs, id, size, field);
      const ratios = OURS.map((id) => (target === undefined ? "—" : ratioSpread(of(id), of("official2"))));
      return [name, ...RESULT_WIDGETS.map((w) => spread(of(w.id), (n) => (n / scale).toFixed(digits))), ...ratios];
    }),
  );
}

/** The target of every row: each of mcp-view's widgets at most {@link RESULT_TARGET}× the official 2.x, on the median of the per-round ratios. */
export function toolResultTargets(runs: Runs): string[] {
  return OURS.flatMap((id) =>
    rows().flatMap(({ target, size, field }) => {
      if (target === undefined) return [];
      const what = `${label(id)}, ${target} vs ${OFFICIAL}`;
      const ratios = pairedRatios(values(runs, id, size, field), values(runs, "official2", size, field));
      if (!ratios) return [`- ${what}: no paired runs: MISSED`];
      const value = median(ratios);
      const range = `rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`;
      return [`- ${what}: ${value.toFixed(2)}× (${range}; target ≤ ${RESULT_TARGET}×): ${value <= RESULT_TARGET ? "met" : "MISSED"}`];
    }),
  );
}
