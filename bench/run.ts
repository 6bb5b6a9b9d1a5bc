// `npm run bench`: every benchmark in one run, side by side, printed as markdown and saved to
// bench/results/latest.{md,json}. Options: --rounds <n> (default 11, at least 9).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg } from "node:os";
import { CHROMIUM_PATH } from "../test/browser/support.js";
import { measureChromium } from "./chromium.js";
import { measureHappyDom } from "./happydom.js";
import { ROOT } from "./lib/bundle.js";
import { chromiumTable, happyDomTable, sizeTable, targets } from "./lib/report.js";
import { SDKS } from "./lib/sdks.js";
import { measureSizes } from "./sizes.js";

const arg = process.argv.indexOf("--rounds");
const rounds = Math.max(9, arg > 0 ? Number(process.argv[arg + 1]) : 11);
const log = (line: string) => process.stderr.write(`${line}\n`);

function machine(): string {
  let chromium = "unknown";
  try {
    chromium = execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    // reported as unknown
  }
  const load = loadavg().map((n) => n.toFixed(2)).join(", ");
  return `nproc ${availableParallelism()} (${cpus()[0]?.model.trim() ?? "unknown CPU"}), node ${process.version}, ${chromium}; load average at start ${load}`;
}

const started = new Date();
const host = machine();
log(`machine: ${host}\nsizes…`);
const sizes = await measureSizes();
log(`Chromium, ${rounds} rounds…`);
const browser = await measureChromium(SDKS, rounds, (id, r) => log(`  ${id} ready ${r.readyMs.toFixed(1)} ms, heap ${r.heapBytes} B, partials ${r.partialsMs.toFixed(1)} ms`));
log(`happy-dom, ${rounds} rounds…`);
const node = await measureHappyDom(SDKS, rounds, (id, r) => log(`  ${id} partials ${r.partialsMs.toFixed(1)} ms, calls ${r.callsMs.toFixed(1)} ms`));

const markdown = [
  `Run of ${started.toISOString()}, ${rounds} rounds (medians; runtimes alternate within each round, order rotated every round, one warm-up round discarded).`,
  `Machine: ${host}; load average at end ${loadavg().map((n) => n.toFixed(2)).join(", ")}.`,
  "",
  sizeTable(sizes),
  "",
  chromiumTable(browser),
  "",
  happyDomTable(node),
  "",
  "Targets (ratios to the official SDK, same run):",
  ...targets(sizes, browser),
].join("\n");

mkdirSync(`${ROOT}bench/results`, { recursive: true });
writeFileSync(`${ROOT}bench/results/latest.md`, `${markdown}\n`);
const json = { started, host, rounds, sizes, chromium: Object.fromEntries(browser), happyDom: Object.fromEntries(node) };
writeFileSync(`${ROOT}bench/results/latest.json`, `${JSON.stringify(json, null, 2)}\n`);
process.stdout.write(`${markdown}\n`);
