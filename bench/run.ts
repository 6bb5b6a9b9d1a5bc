// `npm run bench`: every benchmark in one run, side by side, printed as markdown and saved to
// bench/results/latest.{md,json}. Options: --rounds <n> (default 11, at least 9); --only streaming,
// --only results or --only view-state (just the streaming-render, the tool-result or the view-state
// load benchmark, saved to bench/results/<name>.{md,json}); --only sizing (the sizing benchmark, 5 rounds unless --rounds says
// otherwise, at least 3).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { CHROMIUM_PATH } from "../test/browser/support.js";
import { measureChromium } from "./chromium.js";
import { measureHappyDom } from "./happydom.js";
import { ROOT } from "./lib/bundle.js";
import { chromiumTable, happyDomTable, sizeTable, targets } from "./lib/report.js";
import { toolResultTable, toolResultTargets } from "./lib/resultReport.js";
import { SDKS } from "./lib/sdks.js";
import { streamingTable, streamingTargets } from "./lib/streamReport.js";
import { measureSizes } from "./sizes.js";
import { measureStreaming } from "./streaming.js";
import { measureToolResults } from "./toolResults.js";
import { viewStateInvariants, viewStateTable } from "./lib/viewStateReport.js";
import { measureViewStateLoad } from "./viewStateLoad.js";
import { sizingTable, sizingTargets } from "./lib/sizingReport.js";
import { measureSizing } from "./sizing.js";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const rounds = Math.max(9, Number(option("--rounds") ?? 11));
const only = option("--only");
const PARTS = ["streaming", "results", "view-state", "sizing"];
if (only !== undefined && !PARTS.includes(only))
  throw new Error(`--only takes "streaming", "results", "view-state" or "sizing", not ${JSON.stringify(only)}`);
/** The sizing benchmark's rounds: its outcomes are the same every round, its timings need fewer. */
const sizingRounds = Math.max(3, Number(option("--rounds") ?? 5));
const log = (line: string) => process.stderr.write(`${line}\n`);

function machine(): string {
  let chromium = "unknown";
  try {
    chromium = execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // reported as unknown
  }
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  return `nproc ${availableParallelism()} (${cpus()[0]?.model.trim() ?? "unknown CPU"}), node ${process.version}, ${chromium}; load average at start ${load}`;
}

/** The runtime comparisons: bytes, Chromium and happy-dom, with their targets. */
async function runtimes(): Promise<{ markdown: string[]; json: object }> {
  log("sizes…");
  const sizes = await measureSizes();
  log(`Chromium, ${rounds} rounds…`);
  const browser = await measureChromium(SDKS, rounds, (id, r) =>
    log(`  ${id} ready ${r.readyMs.toFixed(1)} ms, heap ${r.heapBytes} B, partials ${r.partialsMs.toFixed(1)} ms`),
  );
  log(`happy-dom, ${rounds} rounds…`);
  const node = await measureHappyDom(SDKS, rounds, (id, r) =>
    log(`  ${id} partials ${r.partialsMs.toFixed(1)} ms, calls ${r.callsMs.toFixed(1)} ms`),
  );
  const markdown = [
    sizeTable(sizes),
    "",
    chromiumTable(browser),
    "",
    happyDomTable(node),
    "",
    "Targets (ratios to the official SDK, same run):",
    ...targets(sizes, browser),
  ];
  return { markdown, json: { sizes, chromium: Object.fromEntries(browser), happyDom: Object.fromEntries(node) } };
}

/** The streaming-render comparison of the React hooks, with its targets. */
async function streaming(): Promise<{ markdown: string[]; json: object }> {
  log(`streaming render, Chromium, ${rounds} rounds…`);
  const runs = await measureStreaming(rounds, (id, r) =>
    log(
      `  ${id} burst ${r.burst.ms.toFixed(1)} ms, ${r.burst.commits} commits / ${r.burst.frames} frames; paced ${r.paced.commits} commits / ${r.paced.frames} frames`,
    ),
  );
  const markdown = [streamingTable(runs), "", "Targets (mcp-view's hooks, same run):", ...streamingTargets(runs)];
  return { markdown, json: { streaming: Object.fromEntries(runs) } };
}

/** The large-tool-result comparison (1 MB and 10 MB), with its targets. */
async function toolResults(): Promise<{ markdown: string[]; json: object }> {
  log(`tool results, Chromium, ${rounds} rounds…`);
  const runs = await measureToolResults(rounds, (id, size, r) =>
    log(
      `  ${id} ${size}: ${r.runtimeMs.toFixed(1)} ms, heap +${(r.heapGrowthBytes / 1048576).toFixed(1)} MiB (deserialising ${r.readMs.toFixed(0)} ms)`,
    ),
  );
  const markdown = [
    toolResultTable(runs),
    "",
    "Targets (mcp-view to the official App 2.x, median of the per-round ratios, same run):",
    ...toolResultTargets(runs),
  ];
  const json = Object.fromEntries([...runs].map(([id, sizes]) => [id, Object.fromEntries(sizes)]));
  return { markdown, json: { toolResults: json } };
}

/** The view-state load on a real Redis and on each process's memory, with its invariants. */
async function viewStateLoad(): Promise<{ markdown: string[]; json: object }> {
  log(`view state under load, ${rounds} rounds…`);
  const runs = await measureViewStateLoad(rounds, (id, r) =>
    log(
      `  ${id}: ${r.writesPerSecond.toFixed(0)} writes/s, set p50 ${r.set.p50.toFixed(1)} ms p99 ${r.set.p99.toFixed(1)} ms; lost ${r.finalReadsMissing}, stale accepted ${r.versionsTakenTwice}, views off ${r.viewsNotEnding}, failed ${r.failed}`,
    ),
  );
  const markdown = [viewStateTable(runs), "", "Invariants (every round):", ...viewStateInvariants(runs)];
  return { markdown, json: { viewState: Object.fromEntries(runs) } };
}

/** Auto-resize in real layouts beside the official App, with what mcp-view had to meet. */
async function sizing(): Promise<{ markdown: string[]; json: object }> {
  log(`sizing, Chromium, ${sizingRounds} rounds…`);
  const runs = await measureSizing(sizingRounds, (key, id, r) =>
    log(
      `  ${key} ${id}: ${r.frame} px after ${r.reports.length} reports${r.settled ? "" : " (still growing)"}, ${r.finalMs.toFixed(0)} ms`,
    ),
  );
  const markdown = [
    `Sizing (${sizingRounds} rounds):`,
    "",
    sizingTable(runs),
    "",
    "Targets (mcp-view, every round):",
    ...sizingTargets(runs),
  ];
  return { markdown, json: { sizing: Object.fromEntries([...runs].map(([key, byId]) => [key, Object.fromEntries(byId)])) } };
}

const started = new Date();
const host = machine();
log(`machine: ${host}`);
const parts =
  only === "streaming"
    ? [await streaming()]
    : only === "results"
      ? [await toolResults()]
      : only === "view-state"
        ? [await viewStateLoad()]
        : only === "sizing"
          ? [await sizing()]
          : [await runtimes(), await streaming(), await toolResults(), await viewStateLoad(), await sizing()];
const markdown = [
  `Run of ${started.toISOString()}, ${rounds} rounds (medians; runtimes alternate within each round, order rotated every round, one warm-up round discarded).`,
  `Machine: ${host}; load average at end ${loadavg()
    .map((n) => n.toFixed(2))
    .join(", ")}.`,
  ...parts.flatMap((part) => ["", ...part.markdown]),
].join("\n");

const name = only ?? "latest";
mkdirSync(`${ROOT}bench/results`, { recursive: true });
writeFileSync(`${ROOT}bench/results/${name}.md`, `${markdown}\n`);
writeFileSync(
  `${ROOT}bench/results/${name}.json`,
  `${JSON.stringify({ started, host, rounds, ...Object.assign({}, ...parts.map((p) => p.json)) }, null, 2)}\n`,
);
process.stdout.write(`${markdown}\n`);
