// The streaming-render table of bench/README.md and its targets.
import { BURST, PACED, PACED_EVERY_MS, STREAM_WIDGETS, type Phase, type StreamRun } from "../streaming.js";
import type { StreamWidgetId } from "./streamWidgets.js";
import { median, ms, spread, table } from "./stats.js";

type Runs = Map<StreamWidgetId, StreamRun[]>;

const values = (runs: Runs, id: StreamWidgetId, field: (run: StreamRun) => number) => (runs.get(id) ?? []).map(field);

const count = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function row(name: string, runs: Runs, field: (run: StreamRun) => number, format: (n: number) => string, ratio: boolean): string[] {
  const [ours, official] = STREAM_WIDGETS.map(({ id }) => values(runs, id, field));
  const r = ratio && ours!.length && official!.length ? `${(median(ours!) / median(official!)).toFixed(2)}×` : "—";
  return [name, spread(ours!, format), spread(official!, format), r];
}

export function streamingTable(runs: Runs): string {
  const phaseRows = (label: string, pick: (run: StreamRun) => Phase, timed: boolean) => [
    ...(timed ? [row(`${label}: host's first send → last partial committed`, runs, (r) => pick(r).ms, ms, true)] : []),
    row(`${label}: commits`, runs, (r) => pick(r).commits, count, false),
    row(`${label}: animation frames elapsed`, runs, (r) => pick(r).frames, count, false),
  ];
  return table(
    ["Chromium, React production build: median (min–max)", ...STREAM_WIDGETS.map((w) => w.label), "ours / official"],
    [
      ...phaseRows(`burst of ${BURST.toLocaleString("en-US")} partials`, (r) => r.burst, true),
      ...phaseRows(`paced, 1 partial every ${PACED_EVERY_MS} ms for ${(PACED * PACED_EVERY_MS) / 1000} s`, (r) => r.paced, false),
    ],
  );
}

/** The targets for mcp-view's hooks, checked on every run. */
export function streamingTargets(runs: Runs): string[] {
  const ours = runs.get("hooks") ?? [];
  const official = runs.get("official") ?? [];
  const ratio = median(ours.map((r) => r.burst.ms)) / median(official.map((r) => r.burst.ms));
  const perFrame = (pick: (r: StreamRun) => Phase) => ours.filter((r) => pick(r).commits <= pick(r).frames).length;
  const most = Math.max(...ours.map((r) => r.burst.commits));
  const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
  return [
    `- burst time vs the official hooks: ${ratio.toFixed(3)}× (target ≤ 0.6×): ${verdict(ratio <= 0.6)}`,
    `- burst commits ≤ frames elapsed in ${perFrame((r) => r.burst)} of ${ours.length} runs, at most ${most} commits (targets: ≤ 1 per frame, ≤ 100): ${verdict(perFrame((r) => r.burst) === ours.length && most <= 100)}`,
    `- paced commits ≤ frames elapsed in ${perFrame((r) => r.paced)} of ${ours.length} runs (target: every run): ${verdict(perFrame((r) => r.paced) === ours.length)}`,
  ];
}
