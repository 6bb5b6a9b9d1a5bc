// The sizing benchmark's table (bench/sizing.ts): per layout, scrollbar kind and host, what each
// runtime's frame became (its final height against the content's, how many reports, whether they
// stopped, what onerror heard), and how long after the page's last change of its own the host got
// the height the frame ended on, as median (min–max) with mcp-view's ratio to the official 2.x, where
// both ended at the right height.
import { SIZING_SCENARIOS, SIZING_SDKS, scenarioKey } from "../sizing.js";
import type { SdkId } from "./sdks.js";
import type { SizingOutcome, SizingScenario } from "./sizingRun.js";
import { median, ratioSpread, spread, table } from "./stats.js";

type Results = Map<string, Map<SdkId, SizingOutcome[]>>;

const px = (n: number) => `${Math.round(n).toLocaleString("en-US")} px`;
const range = (all: readonly number[], format: (n: number) => string) =>
  Math.min(...all) === Math.max(...all)
    ? format(all[0]!)
    : `${format(median(all))} (${format(Math.min(...all))}–${format(Math.max(...all))})`;

/** The height the frame should end at: the content's, or the cap; none where the layout's height is the frame's own. */
const wanted = (s: SizingScenario) => (s.layout.content === undefined ? undefined : Math.min(s.layout.content, s.cap ?? Infinity));

/** What became of the frame over a runtime's runs, in words. */
function outcome(s: SizingScenario, runs: readonly SizingOutcome[]): string {
  if (!runs.length) return "n/a";
  const frames = runs.map((r) => r.frame);
  const reports = runs.map((r) => r.reports.length);
  const stopped = runs.filter((r) => r.settled).length;
  const told = [...new Set(runs.flatMap((r) => r.errors.map((e) => e.kind)))];
  const want = wanted(s);
  const verdict =
    stopped < runs.length
      ? `still growing after ${range(reports, String)} reports${stopped ? ` in ${runs.length - stopped} of ${runs.length} runs` : ""}`
      : `${range(reports, String)} report${median(reports) === 1 ? "" : "s"}`;
  const off = want === undefined ? 0 : median(frames) - want;
  const fit = want === undefined || Math.abs(off) <= 2 ? "" : off < 0 ? `, ${px(-off)} short (clipped)` : `, ${px(off)} too tall`;
  return `${range(frames, px)}, ${verdict}${fit}${told.length ? `; onerror: ${told.join(", ")}` : ""}`;
}

/** Whether every run stopped, at the height wanted where there is one. */
const right = (s: SizingScenario, runs: readonly SizingOutcome[]) => {
  const want = wanted(s);
  return runs.length > 0 && runs.every((r) => r.settled && (want === undefined || Math.abs(r.frame - want) <= 2));
};

/** Milliseconds to the final height: median (min–max), where every run ended right; else n/a. */
const timing = (s: SizingScenario, runs: readonly SizingOutcome[]) =>
  right(s, runs)
    ? spread(
        runs.map((r) => r.finalMs),
        (n) => n.toFixed(0),
      )
    : "n/a";

/** Whether mcp-view's runs of `s` did what the issue asks: stopped, within 2 px of the content where there is one, told onerror of a loop. */
function oursMet(s: SizingScenario, runs: readonly SizingOutcome[]): boolean {
  return right(s, runs) && (!s.layout.loops || runs.every((r) => r.errors.some((e) => e.kind === "SIZE_LOOP")));
}

/** The markdown table of a run of the sizing benchmark. */
export function sizingTable(results: Results): string {
  const labels = SIZING_SDKS.map((r) => r.label);
  const head = [
    "layout",
    "scrollbars, host",
    "content",
    ...labels,
    ...labels.slice(0, 2).map((l) => `${l}: ms to the final height`),
    "ours / 2.x",
  ];
  const rows = SIZING_SCENARIOS.map((s) => {
    const runs = results.get(scenarioKey(s))!;
    const of = (id: SdkId) => runs.get(id) ?? [];
    const bothRight = right(s, of("ours")) && right(s, of("official2"));
    return [
      s.layout.title,
      `${s.scrollbars}, ${s.cap ? `caps at ${s.cap} px` : "applies every height"}`,
      s.layout.content === undefined ? "the frame's own" : px(s.layout.content),
      ...SIZING_SDKS.map((r) => outcome(s, of(r.id))),
      timing(s, of("ours")),
      timing(s, of("official2")),
      bothRight
        ? ratioSpread(
            of("ours").map((r) => r.finalMs),
            of("official2").map((r) => r.finalMs),
          )
        : "n/a",
    ];
  });
  return table(head, rows);
}

/** One line per scenario: whether mcp-view met it. */
export function sizingTargets(results: Results): string[] {
  return SIZING_SCENARIOS.map((s) => {
    const met = oursMet(s, results.get(scenarioKey(s))?.get("ours") ?? []);
    const what = s.layout.loops ? "held, and onerror told SIZE_LOOP" : "within 2 px of the content (or the cap), reports stopped";
    return `- ${scenarioKey(s)}: ${what}: ${met ? "met" : "MISSED"}`;
  });
}
