// The command line of `mcp-view eval`: the scenario file, the model (--model, else MCP_VIEW_MODEL),
// how many runs, the host profile, the pass rate it must reach, the JUnit report, the server (--server
// or a stdio command after `--`) and the browser.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { PROFILES } from "../host/session/profiles.js";

/** What `mcp-view eval` was asked to do. */
export interface EvalOptions {
  /** The scenario file (absolute), and as it was given (for the reports). */
  file: string;
  given: string;
  model?: string;
  runs?: number;
  profile?: string;
  minPassRate: number;
  junit?: string;
  server?: string;
  command?: string[];
  browser?: string;
  /** Seconds each model step may take. */
  timeout?: number;
  /** Only the scenarios of these names. */
  scenarios?: string[];
}

export type EvalRequest = { kind: "run"; options: EvalOptions } | { kind: "help" } | { kind: "error"; message: string };

/** How many runs a scenario gets without --runs or the file's `runs`. */
export const DEFAULT_RUNS = 5;
/** The share of its runs a scenario must pass without --min-pass-rate. */
export const DEFAULT_MIN_PASS_RATE = 0.8;

export function evalUsage(): string {
  return `Usage: mcp-view eval <scenarios.json|yaml> [--model <provider:model>] [options] [--server <url> | -- <command> [args…]]

Runs each scenario of the file against a real model, on a host profile: the model is offered the
server's tools as the host offers them, each tool it calls renders its view headless (in an installed
Chromium or Chrome), the scenario's clicks happen in the view, and what reaches the model follows the
profile's facts. Each scenario runs several times and passes at its pass rate.
Exit status: 0 when every scenario reaches the pass rate, 1 when one does not, 2 on bad usage or when it cannot run.

The model: --model anthropic:<model> with ANTHROPIC_API_KEY, or --model openai:<model> with
OPENAI_API_KEY (OPENAI_BASE_URL for an OpenAI-compatible server such as Ollama; ANTHROPIC_BASE_URL for
another Anthropic endpoint), or MCP_VIEW_MODEL in place of --model. It is asked through the Vercel AI
SDK: npm install --save-dev ai @ai-sdk/anthropic (or @ai-sdk/openai).

Options:
  --model <p:model>      the model (default: $MCP_VIEW_MODEL)
  --runs <n>             runs of each scenario (default: the file's runs, else ${DEFAULT_RUNS})
  --profile <id>         the host profile (default: the file's profile, else default): ${PROFILES.map((p) => p.id).join(", ")}
  --min-pass-rate <r>    the share of its runs each scenario must pass, 0 to 1 (default: ${DEFAULT_MIN_PASS_RATE})
  --scenario <name>      run only this scenario (repeatable)
  --junit <file>         write a JUnit XML report: a testsuite per scenario, a testcase per run
  --server <url>         the Streamable HTTP endpoint of your MCP server (else a stdio command after --)
  --browser <path>       the Chromium or Chrome to drive (default: $MCP_VIEW_BROWSER, $CHROME_PATH,
                         then chromium, google-chrome… on PATH); nothing is ever downloaded
  --timeout <seconds>    how long each answer of the model may take (default: 120)
  -h, --help             show this help
`;
}

const OPTIONS = {
  model: { type: "string" },
  runs: { type: "string" },
  profile: { type: "string" },
  "min-pass-rate": { type: "string" },
  scenario: { type: "string", multiple: true },
  junit: { type: "string" },
  server: { type: "string" },
  browser: { type: "string" },
  timeout: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

/** Parses `argv` (after the word `eval`). */
export function parseEval(argv: readonly string[], cwd = process.cwd()): EvalRequest {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, tokens: true });
  } catch (error) {
    return { kind: "error", message: (error as Error).message.split("\n")[0]! };
  }
  const { values, tokens } = parsed;
  if (values.help) return { kind: "help" };
  const end = tokens.find((t) => t.kind === "option-terminator")?.index ?? argv.length;
  const words = tokens.filter((t) => t.kind === "positional" && t.index < end).map((t) => (t as { value: string }).value);
  if (!words.length) return { kind: "error", message: "Which scenarios? Name the scenario file: mcp-view eval evals/greet.eval.json" };
  if (words.length > 1)
    return {
      kind: "error",
      message: `One scenario file at a time, got ${words.map((w) => JSON.stringify(w)).join(" ")}: a stdio server's command goes after --`,
    };
  const command = argv.slice(end + 1);
  if (end < argv.length && !command.length)
    return { kind: "error", message: "-- must be followed by the command that starts your stdio MCP server" };
  if (values.server !== undefined && command.length) return { kind: "error", message: "Pass --server <url> or -- <command…>, not both" };
  if (values.server === undefined && !command.length)
    return { kind: "error", message: "Which MCP server? Pass --server <url> or -- <command…> that starts it on stdio" };
  if (values.server !== undefined && !URL.canParse(values.server))
    return { kind: "error", message: `--server ${JSON.stringify(values.server)} is not a URL, such as http://127.0.0.1:3001/mcp` };
  const runs = values.runs === undefined ? undefined : Number(values.runs);
  if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1))
    return { kind: "error", message: `--runs must be a whole number of at least 1, got ${values.runs}` };
  const rate = values["min-pass-rate"] === undefined ? DEFAULT_MIN_PASS_RATE : Number(values["min-pass-rate"]);
  if (!(values["min-pass-rate"] === undefined || (values["min-pass-rate"].trim() !== "" && rate >= 0 && rate <= 1)))
    return { kind: "error", message: `--min-pass-rate must be a number from 0 to 1 (0.8: 4 runs of 5), got ${values["min-pass-rate"]}` };
  if (values.profile !== undefined && !PROFILES.some((p) => p.id === values.profile))
    return { kind: "error", message: `--profile ${JSON.stringify(values.profile)} is not one of ${PROFILES.map((p) => p.id).join(", ")}` };
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && !(timeout > 0))
    return { kind: "error", message: `--timeout must be a number of seconds above 0, got ${values.timeout}` };
  const options: EvalOptions = { file: resolve(cwd, words[0]!), given: words[0]!, minPassRate: rate };
  Object.assign(
    options,
    values.model !== undefined && { model: values.model },
    runs !== undefined && { runs },
    values.profile !== undefined && { profile: values.profile },
    values.junit !== undefined && { junit: resolve(cwd, values.junit) },
    values.server !== undefined && { server: values.server },
    command.length && { command },
    values.browser !== undefined && { browser: values.browser },
    timeout !== undefined && { timeout },
    values.scenario && { scenarios: values.scenario },
  );
  return { kind: "run", options };
}
