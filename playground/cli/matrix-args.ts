// The command line of `mcp-view matrix`: the server (--server or a stdio command after `--`), the
// tools and their arguments, the cells (profiles × themes × modes), the reports, the visual
// baselines, and the browser.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { McpUiDisplayMode, McpUiTheme } from "mcp-view";
import { PROFILES } from "../host/session/profiles.js";
import { loadProfileFiles } from "../server/profile-files.js";
import type { LoadedProfile } from "../shared/profile-files.js";
import { DEFAULT_TIMEOUT } from "./headless-deadline.js";
import { DEFAULT_COLOR_THRESHOLD, DEFAULT_THRESHOLD, type BaselineSettings } from "./matrix-baseline.js";

/** What `mcp-view matrix` was asked to do. */
export interface MatrixOptions {
  server?: string;
  command?: string[];
  tools?: string[];
  args?: Record<string, unknown>;
  /** `--fixture`: the fixture whose call the rows replay (absolute); with no server, it is the server. */
  fixture?: string;
  profiles: string[];
  /** `--profile` (repeatable): profile files whose profiles run beside the built-in ones (their names are in `profiles`). */
  profileFiles?: LoadedProfile[];
  themes: McpUiTheme[];
  modes: McpUiDisplayMode[];
  junit?: string;
  screenshots?: string;
  /** A single-file HTML report with the screenshots side by side. */
  report?: string;
  browser?: string;
  /** `--timeout`: the deadline of each row, in seconds (headless-deadline.ts's DEFAULT_TIMEOUT without it). */
  timeout?: number;
  /** `--baseline` and its settings: each row's screenshot is compared with the one saved there (matrix-baseline.ts). */
  baseline?: BaselineSettings;
}

export type MatrixRequest = { kind: "run"; options: MatrixOptions } | { kind: "help" } | { kind: "error"; message: string };

/**
 * Without --profiles: every profile of a host a view should support today, but the legacy
 * window.openai-only ChatGPT and the hosts run only when asked (Slackbot, Codex, Copilot Studio: each
 * would add two rows to every default run).
 */
export const DEFAULT_PROFILES: readonly string[] = PROFILES.filter((p) => !p.legacy && !p.optIn).map((p) => p.id);
const THEMES: readonly McpUiTheme[] = ["light", "dark"];
const MODES: readonly McpUiDisplayMode[] = ["inline", "fullscreen", "pip"];

export function matrixUsage(): string {
  return `Usage: mcp-view matrix [--server <url> | -- <command> [args…] | --fixture <file>] [options]

Runs the Hosts matrix headless, for CI: each tool with a view is called once, and its result is
replayed into one row per host profile × theme × display mode, in an installed Chromium or Chrome.
Tools only views call (_meta.ui.visibility ["app"]) and tools annotated destructiveHint: true or
readOnlyHint: false are not called unless named with --tool; each prints why. A call that asks for
input (an elicitation) is answered with the form's defaults (else declined), and the view the request
names gets rows of its own.
Exit status: 0 when every row passes, 1 when any fails, 2 on bad usage or when it cannot run.

Options:
  --server <url>        the Streamable HTTP endpoint of your MCP server (else a stdio command after --)
  --tool <name>         run only this tool's view, and call it whatever it is (repeatable; one
                        without a view runs the view its elicitation names; default: every
                        tool with a view, the risky ones above not called)
  --args <json>         the tool's arguments (default: examples from its input schema)
  --fixture <file>      replay a *.fixture.json: its tool, arguments and result, its mocks
                        answering the view's calls (with no server, the fixture is the server)
  --profiles <a,b>      host profiles, or all of them: all (default: ${DEFAULT_PROFILES.join(",")})
  --profile <file>      a profile file (*.profile.json, as mcp-view probe writes it): its profile runs
                        too, and --profiles may name it (repeatable)
  --themes <a,b>        light, dark (default: light,dark)
  --modes <a,b>         inline, fullscreen, pip (default: inline)
  --junit <file>        write a JUnit XML report: one testcase per row
  --screenshots <dir>   write one PNG per row
  --report <file.html>  write one HTML file with every row's screenshot side by side
  --browser <path>      the Chromium or Chrome to drive (default: $MCP_VIEW_BROWSER, $CHROME_PATH,
                        then chromium, google-chrome… on PATH); nothing is ever downloaded
  --timeout <seconds>   the deadline of each row (default: ${DEFAULT_TIMEOUT}): a view that hangs or
                        loops fails its row, and the run goes on
  --baseline <dir>      compare each row's screenshot with the PNG of the same name in <dir>; a row
                        whose baseline differs, or is missing, fails. Needs --screenshots, where the
                        diff image of a row that differs is written, <name>.diff.png
  --threshold <ratio>   the share of a row's pixels that may differ from its baseline, from 0 to 1
                        (default: ${DEFAULT_THRESHOLD}: no pixel may differ; 0.001 lets 0.1 % differ)
  --color-threshold <n> how far a pixel's colour may move before it counts as differing, from 0
                        (exact) to 1 (default: ${DEFAULT_COLOR_THRESHOLD}); anti-aliased pixels never count
  --update-baseline     write the screenshot of each row that passed as its baseline where the
                        baseline is missing or differs (with --baseline)
  -h, --help            show this help
`;
}

const OPTIONS = {
  server: { type: "string" },
  tool: { type: "string", multiple: true },
  args: { type: "string" },
  fixture: { type: "string" },
  profiles: { type: "string" },
  profile: { type: "string", multiple: true },
  themes: { type: "string" },
  modes: { type: "string" },
  junit: { type: "string" },
  screenshots: { type: "string" },
  report: { type: "string" },
  browser: { type: "string" },
  timeout: { type: "string" },
  baseline: { type: "string" },
  threshold: { type: "string" },
  "color-threshold": { type: "string" },
  "update-baseline": { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

/** A comma-separated list of known values, or the sentence saying which one is not. */
function list<T extends string>(flag: string, value: string | undefined, known: readonly T[], fallback: readonly T[]): T[] | string {
  if (value === undefined) return [...fallback];
  const items = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!items.length) return `--${flag} needs at least one of ${known.join(", ")}`;
  const unknown = items.find((i) => !known.includes(i as T));
  if (unknown !== undefined) return `--${flag}: ${JSON.stringify(unknown)} is not one of ${known.join(", ")}`;
  return [...new Set(items as T[])];
}

/** Parses `argv` (after the word `matrix`). */
export function parseMatrix(argv: readonly string[], cwd = process.cwd()): MatrixRequest {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, tokens: true });
  } catch (error) {
    return { kind: "error", message: (error as Error).message.split("\n")[0]! };
  }
  const { values, tokens } = parsed;
  if (values.help) return { kind: "help" };
  const end = tokens.find((t) => t.kind === "option-terminator")?.index ?? argv.length;
  const stray = tokens.find((t) => t.kind === "positional" && t.index < end);
  if (stray)
    return {
      kind: "error",
      message: `Unexpected ${JSON.stringify((stray as { value: string }).value)}: a stdio server's command goes after --`,
    };
  const command = argv.slice(end + 1);
  if (end < argv.length && !command.length)
    return { kind: "error", message: "-- must be followed by the command that starts your stdio MCP server" };
  if (values.server !== undefined && command.length) return { kind: "error", message: "Pass --server <url> or -- <command…>, not both" };
  if (values.server === undefined && !command.length && values.fixture === undefined)
    return {
      kind: "error",
      message: "Which MCP server? Pass --server <url> or -- <command…> that starts it on stdio, or --fixture <file>",
    };
  if (values.fixture !== undefined && (values.tool || values.args !== undefined))
    return { kind: "error", message: "--fixture gives the tool and its arguments: drop --tool and --args" };
  if (values.fixture === "")
    return { kind: "error", message: "--fixture needs a path, such as --fixture fixtures/show_orders.fixture.json" };
  if (values.server !== undefined && !URL.canParse(values.server))
    return { kind: "error", message: `--server ${JSON.stringify(values.server)} is not a URL, such as http://127.0.0.1:3001/mcp` };
  let args: Record<string, unknown> | undefined;
  if (values.args !== undefined) {
    try {
      args = JSON.parse(values.args) as Record<string, unknown>;
    } catch (error) {
      return { kind: "error", message: `--args is not JSON: ${(error as Error).message}` };
    }
    if (typeof args !== "object" || args === null || Array.isArray(args))
      return { kind: "error", message: '--args must be a JSON object, such as \'{"city":"Oslo"}\'' };
  }
  if (values.profile?.includes("")) return { kind: "error", message: "--profile needs a file, such as --profile claude.profile.json" };
  let profileFiles: LoadedProfile[];
  try {
    profileFiles = loadProfileFiles((values.profile ?? []).map((file) => resolve(cwd, file)));
  } catch (error) {
    return { kind: "error", message: (error as Error).message };
  }
  const fileIds = profileFiles.map((p) => p.content.name);
  const ids = [...PROFILES.map((p) => p.id), ...fileIds];
  const profiles = values.profiles?.trim() === "all" ? ids : list("profiles", values.profiles, ids, [...DEFAULT_PROFILES, ...fileIds]);
  const themes = list("themes", values.themes, THEMES, THEMES);
  const modes = list("modes", values.modes, MODES, ["inline"]);
  for (const chosen of [profiles, themes, modes]) if (typeof chosen === "string") return { kind: "error", message: chosen };
  for (const flag of ["junit", "screenshots", "report", "browser", "baseline"] as const)
    if (values[flag] === "") return { kind: "error", message: `--${flag} needs a path` };
  const timeout = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeout !== undefined && !(timeout > 0 && timeout <= 3600))
    return {
      kind: "error",
      message: `--timeout takes seconds, more than 0 and at most 3600, such as --timeout 60; got ${JSON.stringify(values.timeout)}`,
    };
  const path = (value: string | undefined) => (value === undefined ? undefined : resolve(cwd, value));
  const baseline = baselineOf(values, path);
  if (typeof baseline === "string") return { kind: "error", message: baseline };
  const options: MatrixOptions = {
    ...(values.server !== undefined && { server: values.server }),
    ...(command.length && { command }),
    ...(values.tool && { tools: values.tool }),
    ...(args && { args }),
    profiles: profiles as string[],
    ...(profileFiles.length && { profileFiles }),
    themes: themes as McpUiTheme[],
    modes: modes as McpUiDisplayMode[],
  };
  const junit = path(values.junit);
  const screenshots = path(values.screenshots);
  const browser = path(values.browser);
  const fixture = path(values.fixture);
  if (fixture) options.fixture = fixture;
  const report = path(values.report);
  if (report) options.report = report;
  if (junit) options.junit = junit;
  if (screenshots) options.screenshots = screenshots;
  if (browser) options.browser = browser;
  if (timeout !== undefined) options.timeout = timeout;
  if (baseline) options.baseline = baseline;
  return { kind: "run", options };
}

/** A ratio from 0 to 1 (`fallback` when the flag is absent), or the sentence saying what the flag takes. */
function ratio(flag: string, value: string | undefined, fallback: number, example: string): number | string {
  if (value === undefined) return fallback;
  const n = value.trim() === "" ? NaN : Number(value);
  return n >= 0 && n <= 1 ? n : `--${flag} takes a number from 0 to 1, such as --${flag} ${example}; got ${JSON.stringify(value)}`;
}

type BaselineFlags = { [K in "baseline" | "screenshots" | "threshold" | "color-threshold"]?: string | undefined } & {
  "update-baseline"?: boolean | undefined;
};

/** --baseline and its settings; undefined without it; the sentence of a misuse. */
function baselineOf(values: BaselineFlags, path: (value: string | undefined) => string | undefined): BaselineSettings | string | undefined {
  const dir = path(values.baseline);
  if (dir === undefined) {
    const needing = (["update-baseline", "threshold", "color-threshold"] as const).find((flag) => values[flag] !== undefined);
    return needing && `--${needing} works with --baseline <dir>, the directory of the saved screenshots: add it`;
  }
  const screenshots = path(values.screenshots);
  if (screenshots === undefined)
    return "--baseline compares each row's screenshot: add --screenshots <dir>, where the screenshots and the diff images are written";
  if (screenshots === dir) return "--baseline and --screenshots need two directories: the screenshots would overwrite their baselines";
  const threshold = ratio("threshold", values.threshold, DEFAULT_THRESHOLD, "0.001");
  if (typeof threshold === "string") return threshold;
  const colorThreshold = ratio("color-threshold", values["color-threshold"], DEFAULT_COLOR_THRESHOLD, "0.2");
  if (typeof colorThreshold === "string") return colorThreshold;
  return { dir, threshold, colorThreshold, update: values["update-baseline"] === true };
}
