// `mcp-view eval`: whether a real model picks your tool, with the right arguments, and what it says
// next. It starts the dev host on the server with the model (which holds the key, as `mcp-view dev
// --model` does) and opens its page headless, as `mcp-view matrix` does (headless-host.ts); the page's
// own conversation (host/session/conversation.ts, the dev host's chat) runs each scenario of the file
// (eval/scenario.ts): its prompts, the tools the model calls rendering their views under the profile,
// the scenario's clicks in the view (here, through playwright-core), and what then reaches the model
// as the profile's facts say. Each run is judged (eval/judge.ts); each scenario runs N times and
// passes at its pass rate. Prints a line per run, the short report and the tokens; --junit writes
// JUnit XML. Exit status: 0 every scenario at or above --min-pass-rate, 1 one below, 2 bad usage or
// it cannot run.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Page } from "playwright-core";
import { PROFILES } from "../host/session/profiles.js";
import { loadModel } from "../model/load-model.js";
import { missingKey, ModelConfigError, modelName, modelSpec, noModelSentence, type ModelSpec } from "../model/model-spec.js";
import { EVAL_GLOBAL, VIEW_FRAME_ID, type HeadlessEval, type TurnOutcome, type ViewSaid } from "../shared/headless-eval.js";
import { judgeRun, type RunRecord } from "../eval/judge.js";
import { evalJunit, runLine, scenarioResults, textReport, type JudgedRun } from "../eval/report.js";
import { readScenarioFile, ScenarioError, type Scenario, type ScenarioFile, type ScenarioStep } from "../eval/scenario.js";
import { DEFAULT_RUNS, evalUsage, parseEval, type EvalOptions } from "./eval-args.js";
import { openHeadless, withHeadlessHost, type HeadlessContext } from "./headless-host.js";
import { printable, printableStream } from "./printable.js";

/** How long a step's click waits for what it expects to reach the views' side (a message, a model context). */
const STEP_WAIT_MS = 10_000;
/** How long a step with no expectation lets the view settle after its click. */
const STEP_SETTLE_MS = 500;

/** What eval needs beyond the headless commands': the project's directory (where the SDK and `yaml` are looked for first). */
export type EvalContext = HeadlessContext & { cwd?: string };

/** A model to load the SDK with, to see whether it is installed (nothing is asked). */
const anySpec = modelSpec("anthropic:any", {})!;

/** Runs `mcp-view eval` with `argv` (after the word `eval`); resolves with the exit status. */
export async function runEval(argv: readonly string[], given: EvalContext): Promise<number> {
  const context = { ...given, stdout: printableStream(given.stdout), stderr: printableStream(given.stderr) };
  const cwd = given.cwd ?? process.cwd();
  const env = context.env ?? process.env;
  const request = parseEval(argv, cwd);
  if (request.kind === "help") return (context.stdout.write(evalUsage()), 0);
  if (request.kind === "error") return (context.stderr.write(`${request.message}\n\n${evalUsage()}`), 2);
  const { options } = request;
  const fail = (sentence: string) => (context.stderr.write(`${sentence}\n`), 2);
  let file: ScenarioFile;
  let spec: ModelSpec | undefined;
  try {
    file = await readScenarioFile(options.file, options.given, cwd);
    spec = modelSpec(options.model, env);
  } catch (error) {
    if (error instanceof ScenarioError || error instanceof ModelConfigError) return fail(error.message);
    throw error;
  }
  const scenarios = chosenScenarios(file, options);
  if (typeof scenarios === "string") return fail(scenarios);
  const profile = options.profile ?? file.profile ?? "default";
  if (!PROFILES.some((p) => p.id === profile))
    return fail(`${options.given}: "profile" ${JSON.stringify(profile)} is not one of ${PROFILES.map((p) => p.id).join(", ")}`);
  if (!spec) {
    // Everything to set up at once: the model, and the SDK when it is missing too.
    const sdk = await loadModel(anySpec, cwd).then(
      () => "",
      (error: Error) => ` ${error.message}`,
    );
    return fail(`${noModelSentence("mcp-view eval")}${sdk}`);
  }
  try {
    await loadModel(spec, cwd);
  } catch (error) {
    if (error instanceof ModelConfigError) return fail(error.message);
    throw error;
  }
  const noKey = missingKey(spec);
  if (noKey) return fail(noKey);
  const runs = options.runs ?? file.runs ?? DEFAULT_RUNS;
  const label = PROFILES.find((p) => p.id === profile)!.label;
  context.stdout.write(
    `mcp-view eval: ${scenarios.length} scenario${scenarios.length === 1 ? "" : "s"} × ${runs} run${runs === 1 ? "" : "s"} of ${modelName(spec)}, on the ${label} profile\n\n`,
  );
  const started = performance.now();
  const target = {
    ...(options.server && { server: options.server }),
    ...(options.command && { command: options.command }),
    ...(options.browser && { browser: options.browser }),
    model: { spec, cwd, ...(options.timeout && { timeoutMs: options.timeout * 1000 }) },
  };
  return withHeadlessHost("mcp-view eval", target, context, async (host) => {
    const problem = await openHeadless(host.page, host.playground.url, undefined);
    if (problem) return fail(problem);
    const page = host.page;
    await page.waitForFunction((name) => name in window, EVAL_GLOBAL);
    const offered = await page.evaluate((name) => (window as unknown as Record<string, HeadlessEval>)[name]!.tools(), EVAL_GLOBAL);
    const missing = scenarios.find((s) => s.tool !== undefined && !offered.includes(s.tool));
    if (missing)
      return fail(
        `${options.given}: scenario ${JSON.stringify(missing.name)} expects the model to call ${missing.tool}, which the server does not offer the model (it offers ${offered.join(", ") || "no tool"}).`,
      );
    const judged: JudgedRun[] = [];
    for (const scenario of scenarios)
      for (let run = 1; run <= runs; run++) {
        const at = performance.now();
        const record = await runScenario(page, scenario, { profile, ...(file.system && { system: file.system }) });
        const one: JudgedRun = {
          scenario: scenario.name,
          run,
          of: runs,
          record,
          verdict: judgeRun(scenario, record),
          seconds: (performance.now() - at) / 1000,
        };
        judged.push(one);
        context.stdout.write(`${runLine(one)}\n`);
      }
    const results = scenarioResults(
      scenarios.map((s) => s.name),
      judged,
      options.minPassRate,
    );
    context.stdout.write(`\n${textReport(results, options.minPassRate, modelName(spec), (performance.now() - started) / 1000)}`);
    if (options.junit) {
      mkdirSync(dirname(options.junit), { recursive: true });
      writeFileSync(options.junit, evalJunit(results, options.given));
    }
    return results.every((r) => r.passed) ? 0 : 1;
  });
}

/** The file's scenarios that --scenario names (all without it), or the sentence naming one it does not have. */
function chosenScenarios(file: ScenarioFile, options: EvalOptions): Scenario[] | string {
  if (!options.scenarios) return file.scenarios;
  const unknown = options.scenarios.find((name) => !file.scenarios.some((s) => s.name === name));
  if (unknown !== undefined)
    return `--scenario ${JSON.stringify(unknown)}: ${options.given} has no such scenario (it has ${file.scenarios.map((s) => JSON.stringify(s.name)).join(", ")})`;
  return file.scenarios.filter((s) => options.scenarios!.includes(s.name));
}

/** Calls the page's eval entry. */
function call<K extends keyof HeadlessEval>(
  page: Page,
  method: K,
  ...args: Parameters<HeadlessEval[K]>
): Promise<Awaited<ReturnType<HeadlessEval[K]>>> {
  return page.evaluate(
    ([name, m, a]) => (window as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>)[name]![m]!(...a),
    [EVAL_GLOBAL, method, args] as const,
  ) as never;
}

/** Adds `outcome` (a turn's, or several's) to the run's record. */
function merge(record: RunRecord, outcome: TurnOutcome | undefined): void {
  if (!outcome) return;
  record.calls.push(...outcome.calls);
  if (outcome.answer) record.answer = outcome.answer;
  record.usage.input += outcome.usage.input;
  record.usage.output += outcome.usage.output;
  if (outcome.error) record.error ??= outcome.error;
}

/** One run of `scenario`: a new conversation under the profile, its prompts, then its steps. */
async function runScenario(page: Page, scenario: Scenario, spec: { profile: string; system?: string }): Promise<RunRecord> {
  const record: RunRecord = { calls: [], answer: "", steps: [], usage: { input: 0, output: 0 } };
  await call(page, "start", spec);
  for (const prompt of scenario.turns ?? [scenario.prompt!]) {
    await call(page, "send", prompt);
    merge(record, await call(page, "idle"));
    if (record.error) return record;
  }
  for (const step of scenario.steps ?? []) {
    await call(page, "said"); // what came before the click is not the click's
    try {
      await page.frameLocator(`#${VIEW_FRAME_ID}`).locator(step.click).first().click({ timeout: STEP_WAIT_MS });
    } catch (error) {
      record.steps.push({ click: step.click, said: [], error: printable((error as Error).message.split("\n")[0]!) });
      return record;
    }
    const said = await waitSaid(page, step);
    merge(record, await call(page, "idle"));
    record.steps.push({ click: step.click, said });
    if (record.error) return record;
  }
  return record;
}

/** What the views sent after a step's click: until what the step expects arrived (at most STEP_WAIT_MS), or after a short settle when it expects nothing. */
async function waitSaid(page: Page, step: ScenarioStep): Promise<ViewSaid[]> {
  const wanted = (["message", "context"] as const).filter((k) => step.expect?.[k]);
  const said: ViewSaid[] = [];
  const until = performance.now() + (wanted.length ? STEP_WAIT_MS : STEP_SETTLE_MS);
  while (performance.now() < until) {
    said.push(...(await call(page, "said")));
    if (wanted.length && wanted.every((k) => said.some((s) => s.kind === k))) break;
    await page.waitForTimeout(100);
  }
  return said;
}
