// Turns the measurements into the markdown tables of bench/README.md.
import type { BrowserRun } from "../chromium.js";
import type { NodeRun } from "../happydom.js";
import type { SizeResults, Sizes } from "../sizes.js";
import { SDKS, type SdkId } from "./sdks.js";
import { bytes, median, ms, ratio, table } from "./stats.js";

const HEAD = [...SDKS.map((s) => s.label), "ours / 2.x", "ours / 1.x"];

function row(name: string, values: Partial<Record<SdkId, number>>, format: (n: number | undefined) => string, ratios = true): string[] {
  const [to2, to1] = ratios ? [ratio(values.ours, values.official2), ratio(values.ours, values.official1)] : ["—", "—"];
  return [name, ...SDKS.map((s) => format(values[s.id])), to2, to1];
}

/** Per runtime, the median of one field over its runs. */
export function medians<R>(runs: Map<SdkId, R[]>, field: (run: R) => number): Partial<Record<SdkId, number>> {
  const out: Partial<Record<SdkId, number>> = {};
  for (const [id, list] of runs) if (list.length) out[id] = median(list.map(field));
  return out;
}

export function sizeTable(sizes: SizeResults): string {
  const react: Sizes = sizes.react;
  return table(["minified + gzipped (level 9)", ...HEAD], [
    row("minimal widget (`new App`, `ontoolresult`, `connect()`, one `callServerTool`)", sizes.minimal, bytes),
    row(`React widget on \`useApp\`, React excluded${sizes.reactPlaceholder ? " (src/react was a placeholder)" : ""}`, react, bytes),
    row("script-tag build (ours: `mcp-view.global.js`; official: `app-with-deps.js` as shipped)", sizes.scriptTag, bytes),
  ]);
}

export function chromiumTable(runs: Map<SdkId, BrowserRun[]>): string {
  const kb = (n: number | undefined) => (n === undefined ? "n/a" : `${(n / 1024).toFixed(0)} KB`);
  return table(["Chromium, median", ...HEAD], [
    row("navigation start → `connect()` resolved", medians(runs, (r) => r.readyMs), ms),
    row("JS heap after connect (after GC)", medians(runs, (r) => r.heapBytes), kb),
    row("5,000 `tool-input-partial` → handler", medians(runs, (r) => r.partialsMs), ms),
    row("(the same official host posting them: a floor)", medians(runs, (r) => r.hostSendMs), ms, false),
  ]);
}

export function happyDomTable(runs: Map<SdkId, NodeRun[]>): string {
  return table(["happy-dom in Node, median", ...HEAD], [
    row("5,000 `tool-input-partial` → handler", medians(runs, (r) => r.partialsMs), ms),
    row("1,000 `callServerTool` round trips", medians(runs, (r) => r.callsMs), ms),
  ]);
}

/** The targets, each checked against both official versions. */
export function targets(sizes: SizeResults, browser: Map<SdkId, BrowserRun[]>): string[] {
  const ready = medians(browser, (r) => r.readyMs);
  const partials = medians(browser, (r) => r.partialsMs);
  const check = (name: string, values: Partial<Record<SdkId, number>>, limit: number) =>
    (["official2", "official1"] as const).map((id) => {
      const value = values.ours! / values[id]!;
      return `- ${name} vs ${SDKS.find((s) => s.id === id)!.label}: ${value.toFixed(3)}× (target ≤ ${limit}×): ${value <= limit ? "met" : "MISSED"}`;
    });
  return [...check("minimal widget bytes", sizes.minimal, 0.06), ...check("ready time", ready, 0.75), ...check("5,000 partials", partials, 0.5)];
}
