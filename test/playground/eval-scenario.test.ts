// @vitest-environment node
// mcp-view eval's scenarios and verdicts, without a browser or a model: parseScenarios() names the
// first bad field in one sentence and eval.schema.json (the shipped JSON Schema) accepts and refuses
// what the parser does; a YAML file reads as its JSON twin; a run's verdict names the tool the model
// chose and the one expected, each argument that fails its predicate, a step whose message never
// reached the model (and why), and the answer's missing words; the reports count the pass rate per
// scenario against the threshold, the tokens, and write JUnit with a testcase per run.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Ajv from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { judgeRun, valueProblem, type RunRecord } from "../../playground/eval/judge.js";
import { evalJunit, scenarioResults, textReport, type JudgedRun } from "../../playground/eval/report.js";
import { parseScenarios, readScenarioFile, ScenarioError, type ScenarioFile } from "../../playground/eval/scenario.js";
import { parseEval } from "../../playground/cli/eval-args.js";

const schema = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../eval.schema.json"), "utf8")) as object;
const validate = new Ajv({ strict: true, strictRequired: false, strictTypes: false, allErrors: true }).compile(schema);
const dir = mkdtempSync(join(tmpdir(), "mcp-view-eval-scenario-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const good: ScenarioFile = {
  $schema: "../node_modules/mcp-view/eval.schema.json",
  description: "The weather widget",
  profile: "claude",
  system: "You are a helpful assistant.",
  runs: 3,
  scenarios: [
    {
      name: "shows the weather",
      prompt: "What is the weather in Oslo?",
      tool: "show_weather",
      arguments: { city: "Oslo", days: { min: 1, max: 7 }, unit: { oneOf: ["c", "f"] }, "where.country": { matches: "^no" } },
      steps: [{ click: "button.book", expect: { message: { contains: "Oslo" }, context: { notContains: ["Bergen"] } } }],
      answer: { contains: ["Oslo", "°"], notContains: "error" },
    },
    { name: "asks first", turns: ["Weather?", "In Oslo"], answer: { matches: "oslo" } },
  ],
};

const bad: Array<[string, unknown, string, RegExp]> = [
  ["no scenarios", { scenarios: [] }, "scenarios", /at least one scenario/],
  ["a misspelt field", { scenarios: [{ name: "a", prompt: "p", tol: "x" }] }, "scenarios[0].tol", /not a field here/],
  ["both prompt and turns", { scenarios: [{ name: "a", prompt: "p", turns: ["q"] }] }, "scenarios[0]", /one of "prompt" and "turns"/],
  ["neither prompt nor turns", { scenarios: [{ name: "a" }] }, "scenarios[0]", /one of "prompt" and "turns"/],
  ["an empty name", { scenarios: [{ name: " ", prompt: "p" }] }, "scenarios[0].name", /non-empty string/],
  ["arguments without a tool", { scenarios: [{ name: "a", prompt: "p", arguments: { x: 1 } }] }, "scenarios[0].arguments", /needs "tool"/],
  ["runs of 0", { runs: 0, scenarios: [{ name: "a", prompt: "p" }] }, "runs", /whole number/],
  [
    "a step without a click",
    { scenarios: [{ name: "a", prompt: "p", steps: [{ expect: {} }] }] },
    "scenarios[0].steps[0].click",
    /CSS selector/,
  ],
  ["an empty answer", { scenarios: [{ name: "a", prompt: "p", answer: {} }] }, "scenarios[0].answer", /at least one of/],
  [
    "an answer of numbers",
    { scenarios: [{ name: "a", prompt: "p", answer: { contains: [1] } }] },
    "scenarios[0].answer.contains",
    /string or a list of strings/,
  ],
  [
    "a predicate's min as text",
    { scenarios: [{ name: "a", prompt: "p", tool: "t", arguments: { n: { min: "1" } } }] },
    "scenarios[0].arguments.n.min",
    /number/,
  ],
];

describe("parseScenarios and eval.schema.json", () => {
  it("accept a complete file and a minimal one, and return a copy", () => {
    expect(parseScenarios(good)).toEqual(good);
    expect(parseScenarios(good)).not.toBe(good);
    expect(validate(good), JSON.stringify(validate.errors)).toBe(true);
    const minimal = { scenarios: [{ name: "a", prompt: "p" }] };
    expect(parseScenarios(minimal)).toEqual(minimal);
    expect(validate(minimal)).toBe(true);
  });

  it.each(bad)("refuse %s, naming the field in one sentence", (_what, value, field, words) => {
    let error: unknown;
    try {
      parseScenarios(value, "weather.eval.json");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    expect((error as ScenarioError).field).toBe(field);
    expect((error as ScenarioError).message).toMatch(words);
    expect((error as ScenarioError).message.startsWith(`weather.eval.json: "${field}" `)).toBe(true);
    expect(validate(value), `the schema accepts ${JSON.stringify(value)}`).toBe(false);
  });

  it("refuse what only the parser can see: a repeated name, a broken regular expression", () => {
    expect(() =>
      parseScenarios({
        scenarios: [
          { name: "a", prompt: "p" },
          { name: "a", prompt: "q" },
        ],
      }),
    ).toThrow('"scenarios[1].name" repeats the name "a"');
    expect(() => parseScenarios({ scenarios: [{ name: "a", prompt: "p", answer: { matches: "(" } }] })).toThrow(
      '"scenarios[0].answer.matches" is not a regular expression',
    );
  });

  it("read a YAML file as its JSON twin, and say in one sentence what is wrong with a file", async () => {
    const yaml = join(dir, "weather.eval.yaml");
    writeFileSync(
      yaml,
      "# the weather\nscenarios:\n  - name: shows the weather\n    prompt: What is the weather in Oslo?\n    tool: show_weather\n    arguments:\n      city: Oslo\n",
    );
    expect(await readScenarioFile(yaml, "weather.eval.yaml", dir)).toEqual({
      scenarios: [{ name: "shows the weather", prompt: "What is the weather in Oslo?", tool: "show_weather", arguments: { city: "Oslo" } }],
    });
    writeFileSync(join(dir, "broken.json"), "{ scenarios: ");
    await expect(readScenarioFile(join(dir, "broken.json"), "broken.json", dir)).rejects.toThrow(
      /^broken\.json: The scenario file is not JSON: /,
    );
    await expect(readScenarioFile(join(dir, "none.json"), "none.json", dir)).rejects.toThrow(
      "none.json: The scenario file cannot be read: there is no such file",
    );
  });
});

const record = (over: Partial<RunRecord> = {}): RunRecord => ({
  calls: [{ name: "show_weather", input: { city: "Oslo", days: 3, unit: "c", where: { country: "Norway" } } }],
  answer: "It is 4 °C in Oslo.",
  steps: [
    {
      click: "button.book",
      said: [
        { kind: "message", view: "show_weather", text: "Book Oslo", reaches: true },
        { kind: "context", view: "show_weather", text: "Oslo", reaches: true },
      ],
    },
  ],
  usage: { input: 100, output: 10 },
  ...over,
});
const scenario = good.scenarios[0]!;

describe("a run's verdict", () => {
  it("passes when the model called the tool with arguments that hold, the step's message reached it, and the answer has the words", () => {
    expect(judgeRun(scenario, record())).toEqual({ passed: true, reasons: [] });
  });

  it("names the tool chosen and the tool expected", () => {
    expect(judgeRun(scenario, record({ calls: [{ name: "get_time", input: {} }] })).reasons).toEqual([
      "the model called get_time, expected show_weather",
    ]);
    expect(judgeRun(scenario, record({ calls: [] })).reasons).toEqual(["the model called no tool, expected show_weather"]);
  });

  it("names each argument that fails its predicate, with what it is", () => {
    const verdict = judgeRun(
      scenario,
      record({ calls: [{ name: "show_weather", input: { city: "Bergen", days: 9, unit: "k", where: { country: "Sweden" } } }] }),
    );
    expect(verdict.reasons).toEqual([
      'show_weather\'s argument "city": it is "Bergen", expected "Oslo"',
      'show_weather\'s argument "days": it is 9, expected at most 7',
      'show_weather\'s argument "unit": it is "k", expected one of ["c","f"]',
      'show_weather\'s argument "where.country": it is "Sweden", expected it to match /^no/i',
    ]);
    expect(valueProblem(["a", "b"], { contains: "b" })).toBeUndefined();
    expect(valueProblem(undefined, { exists: true })).toBe("it is absent");
  });

  it("says when the step's message never reached the model, and why", () => {
    const said = [
      {
        kind: "message" as const,
        view: "show_weather",
        text: "Book Oslo",
        reaches: false,
        why: "Claude-like answers ui/message with success and never shows it to the model (its host facts)",
      },
    ];
    expect(judgeRun(scenario, record({ steps: [{ click: "button.book", said }] })).reasons).toEqual([
      'after the click on "button.book", the view sent ui/message "Book Oslo", and the model does not see it: Claude-like answers ui/message with success and never shows it to the model (its host facts)',
      'after the click on "button.book", the view sent no model context',
    ]);
  });

  it("names the answer's missing and forbidden words, and a provider's failure", () => {
    expect(judgeRun(scenario, record({ answer: "There was an error." })).reasons).toEqual([
      'the answer does not contain "Oslo", "°" (it is "There was an error.")',
    ]);
    const failed = judgeRun(
      { name: "a", prompt: "p" },
      record({ error: { kind: "auth", message: "The provider refused the key for anthropic:x (401): check ANTHROPIC_API_KEY." } }),
    );
    expect(failed.reasons).toEqual(["The provider refused the key for anthropic:x (401): check ANTHROPIC_API_KEY."]);
  });
});

describe("the reports", () => {
  const run = (name: string, n: number, passed: boolean): JudgedRun => ({
    scenario: name,
    run: n,
    of: 3,
    record: record(),
    verdict: passed ? { passed, reasons: [] } : { passed, reasons: ["the model called get_time, expected show_weather"] },
    seconds: 1.5,
  });
  const runs = [run("a", 1, true), run("a", 2, true), run("a", 3, false), run("b", 1, false), run("b", 2, false), run("b", 3, true)];

  it("count each scenario's pass rate against the threshold, and the tokens", () => {
    const results = scenarioResults(["a", "b"], runs, 0.6);
    expect(results.map((r) => [r.name, r.passRate.toFixed(2), r.passed])).toEqual([
      ["a", "0.67", true],
      ["b", "0.33", false],
    ]);
    const text = textReport(results, 0.6, "anthropic:fake", 9);
    expect(text).toContain("PASS  a: 2/3 runs passed (67%)");
    expect(text).toContain("FAIL  b: 1/3 runs passed (33%); run 1: the model called get_time, expected show_weather");
    expect(text).toContain("2 scenarios, 6 runs of anthropic:fake: 1 at or above the pass rate 60%, 1 below.");
    expect(text).toContain("Tokens: 600 in, 60 out (660 in all).");
  });

  it("write JUnit with a testsuite per scenario and a testcase per run, a failed run's reasons its failure", () => {
    const xml = evalJunit(scenarioResults(["a", "b"], runs, 0.6), "weather.eval.json");
    expect([...xml.matchAll(/<testsuite name="mcp-view eval: (\w)" tests="3" failures="(\d)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ["a", "1"],
      ["b", "2"],
    ]);
    expect(xml.match(/<testcase /g)).toHaveLength(6);
    expect(xml).toContain('<failure message="the model called get_time, expected show_weather">');
  });
});

describe("the command line", () => {
  it("needs a file and a server, and checks the numbers and the profile", () => {
    expect(parseEval(["-h"])).toEqual({ kind: "help" });
    expect(parseEval(["--", "node", "s.js"])).toMatchObject({ kind: "error", message: expect.stringMatching(/^Which scenarios\?/) });
    expect(parseEval(["a.json"])).toMatchObject({ kind: "error", message: expect.stringMatching(/^Which MCP server\?/) });
    expect(parseEval(["a.json", "--runs", "0", "--", "x"])).toMatchObject({
      message: "--runs must be a whole number of at least 1, got 0",
    });
    expect(parseEval(["a.json", "--min-pass-rate", "1.5", "--", "x"])).toMatchObject({
      message: expect.stringMatching(/^--min-pass-rate must be a number from 0 to 1/),
    });
    expect(parseEval(["a.json", "--profile", "nope", "--", "x"])).toMatchObject({
      message: expect.stringMatching(/^--profile "nope" is not one of default, claude/),
    });
    expect(parseEval(["a.json", "--runs", "10", "--min-pass-rate", "0.9", "--junit", "out/j.xml", "--", "node", "s.js"], "/p")).toEqual({
      kind: "run",
      options: { file: "/p/a.json", given: "a.json", runs: 10, minPassRate: 0.9, junit: "/p/out/j.xml", command: ["node", "s.js"] },
    });
  });
});
