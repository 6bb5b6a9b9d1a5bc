// Whether one run of a scenario passed, and why not, in sentences that name what the model did and
// what the scenario expected: the tool it called (and the one expected), each argument that failed its
// predicate, each step whose click did not bring the model what it should, and the last answer's
// words. Pure: the run's record in, the verdict out (the command and its tests share it).
import type { TurnOutcome, ViewSaid } from "../shared/headless-eval.js";
import { isValuePredicate, type Scenario, type TextPredicate, type ValuePredicate } from "./scenario.js";

/** What one run of a scenario did. */
export interface RunRecord {
  /** Every tool the model called, in order, over the whole run. */
  calls: TurnOutcome["calls"];
  /** The model's last answer. */
  answer: string;
  /** Each step: its click, what the views then sent for the model, or why the click failed. */
  steps: Array<{ click: string; said: ViewSaid[]; error?: string }>;
  /** A failure that stopped the run (the provider's, in one sentence). */
  error?: { kind: string; message: string };
  usage: TurnOutcome["usage"];
}

/** A run's verdict: passed, or the sentences saying why not. */
export interface Verdict {
  passed: boolean;
  reasons: string[];
}

const show = (value: unknown) => (value === undefined ? "absent" : JSON.stringify(value));
const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

/** The value at `path` (`a.b`, `items[0].id`) of `value`. */
export function valueAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (typeof at !== "object" || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Why `value` fails `predicate` (a plain value: equal to it), or undefined when it holds. */
export function valueProblem(value: unknown, predicate: unknown): string | undefined {
  const p: ValuePredicate = isValuePredicate(predicate) ? predicate : { equals: predicate };
  if ("exists" in p && (value !== undefined) !== p.exists) return p.exists ? "it is absent" : `it is ${show(value)}, expected it absent`;
  if ("equals" in p && !deepEqual(value, p.equals)) return `it is ${show(value)}, expected ${show(p.equals)}`;
  if ("oneOf" in p && !p.oneOf!.some((o) => deepEqual(value, o))) return `it is ${show(value)}, expected one of ${show(p.oneOf)}`;
  if ("contains" in p) {
    const holds =
      typeof value === "string"
        ? value.toLowerCase().includes(String(p.contains).toLowerCase())
        : Array.isArray(value) && value.some((v) => deepEqual(v, p.contains));
    if (!holds) return `it is ${show(value)}, expected it to contain ${show(p.contains)}`;
  }
  if ("matches" in p && !(typeof value === "string" && new RegExp(p.matches!, "i").test(value)))
    return `it is ${show(value)}, expected it to match /${p.matches}/i`;
  if ("min" in p && !(typeof value === "number" && value >= p.min!)) return `it is ${show(value)}, expected at least ${p.min}`;
  if ("max" in p && !(typeof value === "number" && value <= p.max!)) return `it is ${show(value)}, expected at most ${p.max}`;
  return undefined;
}

/** Why `text` fails `predicate`, naming it `what` (`the answer`), or undefined when it holds. */
export function textProblem(text: string, predicate: TextPredicate, what: string): string | undefined {
  const lower = text.toLowerCase();
  const missing = list(predicate.contains).filter((w) => !lower.includes(w.toLowerCase()));
  if (missing.length) return `${what} does not contain ${missing.map((w) => JSON.stringify(w)).join(", ")}`;
  const present = list(predicate.notContains).filter((w) => lower.includes(w.toLowerCase()));
  if (present.length) return `${what} contains ${present.map((w) => JSON.stringify(w)).join(", ")}`;
  if (predicate.matches !== undefined && !new RegExp(predicate.matches, "i").test(text))
    return `${what} does not match /${predicate.matches}/i`;
  return undefined;
}

/** The tools the model called, as the report names them: `greet, get_time`, or `no tool`. */
export const chosen = (calls: RunRecord["calls"]) => (calls.length ? calls.map((c) => c.name).join(", ") : "no tool");

/** Judges `record` against `scenario`. */
export function judgeRun(scenario: Scenario, record: RunRecord): Verdict {
  const reasons: string[] = [];
  if (record.error) reasons.push(record.error.message);
  if (scenario.tool !== undefined) {
    const call = record.calls.find((c) => c.name === scenario.tool);
    if (!call) reasons.push(`the model called ${chosen(record.calls)}, expected ${scenario.tool}`);
    else
      for (const [path, predicate] of Object.entries(scenario.arguments ?? {})) {
        const problem = valueProblem(valueAt(call.input, path), predicate);
        if (problem) reasons.push(`${scenario.tool}'s argument ${JSON.stringify(path)}: ${problem}`);
      }
  }
  (scenario.steps ?? []).forEach((step, i) => {
    const done = record.steps[i];
    if (!done) return;
    const where = `after the click on ${JSON.stringify(step.click)}`;
    if (done.error) return void reasons.push(`the click on ${JSON.stringify(step.click)} failed: ${done.error}`);
    for (const kind of ["message", "context"] as const) {
      const predicate = step.expect?.[kind];
      if (!predicate) continue;
      const name = kind === "message" ? "ui/message" : "model context";
      const sent = done.said.filter((s) => s.kind === kind);
      const reached = sent.filter((s) => s.reaches);
      if (!sent.length) reasons.push(`${where}, the view sent no ${name}`);
      else if (!reached.length)
        reasons.push(
          `${where}, the view sent ${name} ${JSON.stringify(sent.at(-1)!.text)}, and the model does not see it: ${sent.at(-1)!.why}`,
        );
      else {
        const problems = reached.map((s) => textProblem(s.text, predicate, `the ${name} ${JSON.stringify(s.text)}`));
        if (problems.every(Boolean)) reasons.push(`${where}, ${problems.at(-1)}`);
      }
    }
  });
  if (scenario.answer) {
    const problem = textProblem(record.answer, scenario.answer, "the answer");
    if (problem)
      reasons.push(`${problem} (it is ${JSON.stringify(record.answer.length > 200 ? `${record.answer.slice(0, 199)}…` : record.answer)})`);
  }
  return { passed: reasons.length === 0, reasons };
}
