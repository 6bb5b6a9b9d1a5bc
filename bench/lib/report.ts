// Turns the measurements into the markdown tables of bench/README.md.
import type { BrowserRun } from "../chromium.js";
import type { NodeRun } from "../happydom.js";
import type { SizeResults } from "../sizes.js";
import { SDKS, type SdkId } from "./sdks.js";
import { bytes, median, ms, ratio, table } from "./stats.js";

const HEAD = [...SDKS.map((s) => s.label), "ours / 2.x", "ours / 1.x"];

type Values = Partial<Record<SdkId, number>>;

function row(name: string, values: Values, cell: (id: SdkId) => string, { ratios = true } = {}): string[] {
  const [to2, to1] = ratios ? [ratio(values.ours, values.official2), ratio(values.ours, values.official1)] : ["—", "—"];
  return [name, ...SDKS.map((s) => cell(s.id)), to2, to1];
}

/** Per runtime, the median of one field over its runs. */
export function medians<R>(runs: Map<SdkId, R[]>, field: (run: R) => number): Values {
  const out: Values = {};
  for (const [id, list] of runs) if (list.length) out[id] = median(list.map(field));
  return out;
}

/** A timing row: the median, then the range of all runs. */
function timed<R>(name: string, runs: Map<SdkId, R[]>, field: (run: R) => number, { ratios = true } = {}): string[] {
  const values = medians(runs, field);
  return row(
    name,
    values,
    (id) => {
      const all = (runs.get(id) ?? []).map(field);
      return all.length ? `${ms(values[id])} (${Math.min(...all).toFixed(0)}–${Math.max(...all).toFixed(0)})` : "n/a";
    },
    { ratios },
  );
}

export function sizeTable(sizes: SizeResults): string {
  const sized = (name: string, values: Values) => row(name, values, (id) => bytes(values[id]));
  return table(
    ["minified + gzipped (level 9)", ...HEAD],
    [
      sized("minimal widget (`new App`, `ontoolresult`, `connect()`, one `callServerTool`)", sizes.minimal),
      sized(`React widget on \`useApp\`, React excluded${sizes.reactPlaceholder ? " (src/react was a placeholder)" : ""}`, sizes.react),
      sized("script-tag build (ours: `mcp-view.global.js`; official: `app-with-deps.js` as shipped)", sizes.scriptTag),
    ],
  );
}

export function chromiumTable(runs: Map<SdkId, BrowserRun[]>): string {
  const heap = medians(runs, (r) => r.heapBytes);
  return table(
    ["Chromium: median (min–max)", ...HEAD],
    [
      timed("navigation start → `connect()` resolved", runs, (r) => r.readyMs),
      row("JS heap after connect (after GC)", heap, (id) => (heap[id] === undefined ? "n/a" : `${(heap[id] / 1024).toFixed(0)} KB`)),
      timed("5,000 `tool-input-partial` → handler", runs, (r) => r.partialsMs),
      timed("(the same official host posting them: a floor)", runs, (r) => r.hostSendMs, { ratios: false }),
    ],
  );
}

export function happyDomTable(runs: Map<SdkId, NodeRun[]>): string {
  return table(
    ["happy-dom in Node: median (min–max)", ...HEAD],
    [
      timed("5,000 `tool-input-partial` → handler", runs, (r) => r.partialsMs),
      timed("1,000 `callServerTool` round trips", runs, (r) => r.callsMs),
    ],
  );
}

/** The targets, each checked against both official versions. */
export function targets(sizes: SizeResults, browser: Map<SdkId, BrowserRun[]>): string[] {
  const ready = medians(browser, (r) => r.readyMs);
  const partials = medians(browser, (r) => r.partialsMs);
  const check = (name: string, values: Values, limit: number) =>
    (["official2", "official1"] as const).map((id) => {
      const value = values.ours! / values[id]!;
      return `- ${name} vs ${SDKS.find((s) => s.id === id)!.label}: ${value.toFixed(3)}× (target ≤ ${limit}×): ${value <= limit ? "met" : "MISSED"}`;
    });
  return [
    ...check("minimal widget bytes", sizes.minimal, 0.06),
    ...check("ready time", ready, 0.75),
    ...check("5,000 partials", partials, 0.5),
  ];
}
