// The reports of `mcp-view eval`: the line each run prints as it ends, the short text report (each
// scenario's pass rate against the threshold, the tokens used, the time), and JUnit XML (one
// testsuite per scenario, one testcase per run, a failed run's reasons as its failure), which CI
// runners read. The model's words and a server's tool names are text the command did not write: they
// are escaped as the matrix's reports escape them (printable.ts, xmlText).
import { xmlText } from "../cli/matrix-report.js";
import { printable } from "../cli/printable.js";
import { chosen, type RunRecord, type Verdict } from "./judge.js";

/** One run, judged. */
export interface JudgedRun {
  scenario: string;
  run: number;
  of: number;
  record: RunRecord;
  verdict: Verdict;
  seconds: number;
}

/** A scenario's runs and its pass rate. */
export interface ScenarioResult {
  name: string;
  runs: JudgedRun[];
  passRate: number;
  passed: boolean;
}

const thousands = (n: number) => n.toLocaleString("en-US");
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The tokens of `runs`, as the reports say them. */
export function tokensOf(runs: readonly JudgedRun[]): { input: number; output: number } {
  return runs.reduce((sum, r) => ({ input: sum.input + r.record.usage.input, output: sum.output + r.record.usage.output }), {
    input: 0,
    output: 0,
  });
}

/** The terminal's line for a run. */
export function runLine(r: JudgedRun): string {
  const head = `${r.verdict.passed ? "pass" : "FAIL"}  ${printable(r.scenario)} · run ${r.run}/${r.of}`;
  const tokens = `${thousands(r.record.usage.input + r.record.usage.output)} tokens`;
  if (r.verdict.passed) return `${head}  (called ${printable(chosen(r.record.calls))}; ${tokens}, ${r.seconds.toFixed(1)} s)`;
  return `${head}: ${printable(r.verdict.reasons.join("; "))}`;
}

/** The runs of each scenario, in the order of `names`, with its pass rate against `minPassRate`. */
export function scenarioResults(names: readonly string[], runs: readonly JudgedRun[], minPassRate: number): ScenarioResult[] {
  return names.map((name) => {
    const own = runs.filter((r) => r.scenario === name);
    const passRate = own.length ? own.filter((r) => r.verdict.passed).length / own.length : 0;
    return { name, runs: own, passRate, passed: own.length > 0 && passRate >= minPassRate };
  });
}

/** The short text report: a line per scenario, then the totals. */
export function textReport(results: readonly ScenarioResult[], minPassRate: number, model: string, seconds: number): string {
  const lines = results.map((s) => {
    const passed = s.runs.filter((r) => r.verdict.passed).length;
    const head = `${s.passed ? "PASS" : "FAIL"}  ${printable(s.name)}: ${passed}/${s.runs.length} runs passed (${percent(s.passRate)})`;
    const failed = s.runs.find((r) => !r.verdict.passed);
    return failed && !s.passed ? `${head}; run ${failed.run}: ${printable(failed.verdict.reasons[0] ?? "failed")}` : head;
  });
  const runs = results.flatMap((s) => s.runs);
  const tokens = tokensOf(runs);
  const failing = results.filter((s) => !s.passed).length;
  lines.push(
    "",
    `${results.length} scenario${results.length === 1 ? "" : "s"}, ${runs.length} run${runs.length === 1 ? "" : "s"} of ${printable(model)}: ${results.length - failing} at or above the pass rate ${percent(minPassRate)}, ${failing} below.`,
    `Tokens: ${thousands(tokens.input)} in, ${thousands(tokens.output)} out (${thousands(tokens.input + tokens.output)} in all). Time: ${seconds.toFixed(1)} s.`,
  );
  return `${lines.join("\n")}\n`;
}

/** The JUnit XML of `results`. */
export function evalJunit(results: readonly ScenarioResult[], file: string, timestamp = new Date()): string {
  const suites = results.map((s) => {
    const failures = s.runs.filter((r) => !r.verdict.passed).length;
    const time = s.runs.reduce((sum, r) => sum + r.seconds, 0).toFixed(3);
    const attrs = `name="${xmlText(`mcp-view eval: ${s.name}`)}" tests="${s.runs.length}" failures="${failures}" errors="0" skipped="0" time="${time}" timestamp="${timestamp.toISOString()}"`;
    const props = `<properties><property name="passRate" value="${s.passRate.toFixed(3)}"/></properties>`;
    const cases = s.runs.map((r) => {
      const head = `<testcase classname="${xmlText(file)}" name="${xmlText(`${s.name} · run ${r.run}`)}" time="${r.seconds.toFixed(3)}"`;
      const out = `<system-out>${xmlText(`called: ${chosen(r.record.calls)}\nanswer: ${r.record.answer}\ntokens: ${r.record.usage.input} in, ${r.record.usage.output} out`)}</system-out>`;
      if (r.verdict.passed) return `    ${head}>\n      ${out}\n    </testcase>`;
      const reasons = r.verdict.reasons.join("; ");
      return `    ${head}>\n      <failure message="${xmlText(reasons)}">${xmlText(r.verdict.reasons.join("\n"))}</failure>\n      ${out}\n    </testcase>`;
    });
    return `  <testsuite ${attrs}>\n    ${props}\n${cases.join("\n")}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="mcp-view eval">\n${suites.join("\n")}\n</testsuites>\n`;
}
