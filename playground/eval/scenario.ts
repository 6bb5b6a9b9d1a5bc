// The scenarios of `mcp-view eval`, as data: a JSON or YAML file (eval.schema.json, at the package's
// root, describes it for editors; a test keeps the two agreed). Each scenario is a prompt (or a few
// turns), the tool the model should call with predicates on its arguments, optional steps in the view
// (a click, and what must then reach the model), and what the final answer must or must not contain.
// parseScenarios() is the one reader: it checks every field and names the first bad one in a sentence.
// YAML is read with the `yaml` package (an optional peer, as the model's SDK is: only for .yaml files).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { extname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** A test of a value: every key given must hold. A plain value (not such an object) is `{ equals: value }`. */
export interface ValuePredicate {
  /** Deeply equal to this. */
  equals?: unknown;
  /** A string containing this (ignoring case), or an array with an element equal to it. */
  contains?: unknown;
  /** A string this regular expression (JavaScript syntax, case-insensitive) finds something in. */
  matches?: string;
  /** Equal to one of these. */
  oneOf?: unknown[];
  /** Present (true) or absent (false). */
  exists?: boolean;
  /** A number at least this. */
  min?: number;
  /** A number at most this. */
  max?: number;
}

/** A test of a text: each string of `contains` is in it and none of `notContains` (ignoring case), and `matches` finds something. */
export interface TextPredicate {
  contains?: string | string[];
  notContains?: string | string[];
  matches?: string;
}

/** A step in the view: a click, and what must then reach the model. */
export interface ScenarioStep {
  /** A CSS selector in the view's document (Playwright's, so `text=Send` and `button:has-text("Send")` work too). */
  click: string;
  expect?: {
    /** A `ui/message` the view sent and the host gave the model. */
    message?: TextPredicate;
    /** A model context the view set and the host gave the model. */
    context?: TextPredicate;
  };
}

/** One scenario. */
export interface Scenario {
  name: string;
  /** The user's prompt (or `turns`, a few prompts in a row). */
  prompt?: string;
  turns?: string[];
  /** The tool the model should call. */
  tool?: string;
  /** Predicates on the arguments of its first call of `tool`, by path (`city`, `address.zip`, `items[0].id`). */
  arguments?: Record<string, unknown>;
  steps?: ScenarioStep[];
  /** What the model's last answer must or must not contain. */
  answer?: TextPredicate;
}

/** A scenario file. */
export interface ScenarioFile {
  $schema?: string;
  description?: string;
  /** The host profile the scenarios run on (`--profile` overrides it). @default "default" */
  profile?: string;
  /** The host's instructions to the model. */
  system?: string;
  /** How many times each scenario runs (`--runs` overrides it). */
  runs?: number;
  scenarios: Scenario[];
}

/** A scenario file that is not one: `field` is the path of the first bad field (`scenarios[0].tool`). */
export class ScenarioError extends Error {
  override readonly name = "ScenarioError";
  readonly field: string;
  constructor(field: string, message: string, source?: string) {
    super(`${source ? `${source}: ` : ""}${field ? `"${field}" ` : "The scenario file "}${message}`);
    this.field = field;
  }
}

const PREDICATE_KEYS = ["equals", "contains", "matches", "oneOf", "exists", "min", "max"];

/** Whether `value` is a {@link ValuePredicate} (an object of predicate keys only), not a value to equal. */
export function isValuePredicate(value: unknown): value is ValuePredicate {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => PREDICATE_KEYS.includes(k));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks `value` as a scenario file; returns it, or throws a {@link ScenarioError} naming the first bad field. */
export function parseScenarios(value: unknown, source?: string): ScenarioFile {
  const fail = (field: string, message: string): never => {
    throw new ScenarioError(field, message, source);
  };
  if (!isObject(value)) fail("", "must be an object with a scenarios list");
  const file = value as Record<string, unknown>;
  known(file, ["$schema", "description", "profile", "system", "runs", "scenarios"], "", fail);
  for (const key of ["$schema", "description", "profile", "system"])
    if (key in file && typeof file[key] !== "string") fail(key, "must be a string");
  if ("runs" in file && !(Number.isInteger(file.runs) && (file.runs as number) >= 1)) fail("runs", "must be a whole number of at least 1");
  if (!Array.isArray(file.scenarios) || !file.scenarios.length) fail("scenarios", "must be a list of at least one scenario");
  const names = new Set<string>();
  (file.scenarios as unknown[]).forEach((s, i) => {
    const at = `scenarios[${i}]`;
    checkScenario(s, at, fail);
    const name = (s as Scenario).name;
    if (names.has(name)) fail(`${at}.name`, `repeats the name ${JSON.stringify(name)}: each scenario needs its own`);
    names.add(name);
  });
  return structuredClone(value) as unknown as ScenarioFile;
}

type Fail = (field: string, message: string) => never;

function known(object: Record<string, unknown>, keys: string[], at: string, fail: Fail): void {
  const stray = Object.keys(object).find((k) => !keys.includes(k));
  if (stray !== undefined) fail(at ? `${at}.${stray}` : stray, `is not a field here (the fields: ${keys.join(", ")})`);
}

function checkScenario(value: unknown, at: string, fail: Fail): void {
  if (!isObject(value)) fail(at, "must be an object with a name and a prompt");
  const s = value as Record<string, unknown>;
  known(s, ["name", "prompt", "turns", "tool", "arguments", "steps", "answer"], at, fail);
  if (typeof s.name !== "string" || !s.name.trim()) fail(`${at}.name`, "must be a non-empty string");
  if ("prompt" in s === "turns" in s) fail(at, 'needs one of "prompt" and "turns", not both or neither');
  if ("prompt" in s && (typeof s.prompt !== "string" || !s.prompt.trim())) fail(`${at}.prompt`, "must be a non-empty string");
  if ("turns" in s && (!Array.isArray(s.turns) || !s.turns.length || s.turns.some((t) => typeof t !== "string" || !t.trim())))
    fail(`${at}.turns`, "must be a list of at least one non-empty string");
  if ("tool" in s && (typeof s.tool !== "string" || !s.tool)) fail(`${at}.tool`, "must be a tool's name");
  if ("arguments" in s) {
    if (!isObject(s.arguments)) fail(`${at}.arguments`, "must be an object of predicates by argument path");
    if (!("tool" in s)) fail(`${at}.arguments`, 'needs "tool": the arguments are those of its call');
    for (const [path, predicate] of Object.entries(s.arguments as object)) checkPredicate(predicate, `${at}.arguments.${path}`, fail);
  }
  if ("steps" in s) {
    if (!Array.isArray(s.steps)) fail(`${at}.steps`, "must be a list of steps");
    (s.steps as unknown[]).forEach((step, j) => checkStep(step, `${at}.steps[${j}]`, fail));
  }
  if ("answer" in s) checkText(s.answer, `${at}.answer`, fail);
}

function checkPredicate(value: unknown, at: string, fail: Fail): void {
  if (!isValuePredicate(value)) return; // a value to equal
  const p = value as Record<string, unknown>;
  if ("matches" in p) checkRegExp(p.matches, `${at}.matches`, fail);
  if ("oneOf" in p && !Array.isArray(p.oneOf)) fail(`${at}.oneOf`, "must be a list of values");
  if ("exists" in p && typeof p.exists !== "boolean") fail(`${at}.exists`, "must be true or false");
  for (const key of ["min", "max"]) if (key in p && typeof p[key] !== "number") fail(`${at}.${key}`, "must be a number");
}

function checkStep(value: unknown, at: string, fail: Fail): void {
  if (!isObject(value)) fail(at, "must be an object with a click");
  known(value as Record<string, unknown>, ["click", "expect"], at, fail);
  const { click, expect } = value as Record<string, unknown>;
  if (typeof click !== "string" || !click.trim()) fail(`${at}.click`, "must be a CSS selector in the view");
  if (expect === undefined) return;
  if (!isObject(expect)) fail(`${at}.expect`, "must be an object with message or context");
  known(expect as Record<string, unknown>, ["message", "context"], `${at}.expect`, fail);
  for (const key of ["message", "context"] as const)
    if (key in (expect as object)) checkText((expect as Record<string, unknown>)[key], `${at}.expect.${key}`, fail);
}

function checkText(value: unknown, at: string, fail: Fail): void {
  if (!isObject(value)) fail(at, "must be an object with contains, notContains or matches");
  const t = value as Record<string, unknown>;
  known(t, ["contains", "notContains", "matches"], at, fail);
  if (!Object.keys(t).length) fail(at, "needs at least one of contains, notContains and matches");
  for (const key of ["contains", "notContains"])
    if (key in t && typeof t[key] !== "string" && !(Array.isArray(t[key]) && (t[key] as unknown[]).every((x) => typeof x === "string")))
      fail(`${at}.${key}`, "must be a string or a list of strings");
  if ("matches" in t) checkRegExp(t.matches, `${at}.matches`, fail);
}

function checkRegExp(value: unknown, at: string, fail: Fail): void {
  if (typeof value !== "string") fail(at, "must be a regular expression, as a string");
  try {
    new RegExp(value as string, "i");
  } catch (error) {
    fail(at, `is not a regular expression: ${(error as Error).message}`);
  }
}

/** The text of the install the YAML reader needs. */
const NO_YAML = "is YAML, read with the yaml package, which is not installed here: npm install --save-dev yaml (or write the file as JSON)";

/** Reads and checks the scenario file at `path` (JSON, or YAML for .yaml and .yml), relative names in its errors as `source`. */
export async function readScenarioFile(path: string, source: string, cwd: string): Promise<ScenarioFile> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new ScenarioError(
      "",
      `cannot be read: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "there is no such file" : (error as Error).message}`,
      source,
    );
  }
  const yaml = [".yaml", ".yml"].includes(extname(path).toLowerCase());
  let value: unknown;
  try {
    value = yaml ? (await yamlParser(cwd, source)).parse(text) : JSON.parse(text);
  } catch (error) {
    if (error instanceof ScenarioError) throw error;
    throw new ScenarioError("", `is not ${yaml ? "YAML" : "JSON"}: ${(error as Error).message.split("\n")[0]}`, source);
  }
  return parseScenarios(value, source);
}

type YamlModule = { parse(text: string): unknown; default?: YamlModule };

/** The `yaml` package, as the project at `cwd` has it, else as mcp-view finds it (its CommonJS build's exports as the module's, or its default). */
async function yamlParser(cwd: string, source: string): Promise<{ parse(text: string): unknown }> {
  const load = async (): Promise<YamlModule> => {
    try {
      return (await import(pathToFileURL(createRequire(join(cwd, "package.json")).resolve("yaml")).href)) as YamlModule;
    } catch {
      return (await import("yaml")) as YamlModule;
    }
  };
  let module: YamlModule;
  try {
    module = await load();
  } catch {
    throw new ScenarioError("", NO_YAML, source);
  }
  return typeof module.parse === "function" ? module : module.default!;
}
