// The command line of `mcp-view check`: the matrix's server, tool and browser options (its rows'
// options are the matrix's alone: check renders each view once), --json, and --strict or --fail-on.
import type { RuleSeverity } from "mcp-view/testing";
import { parseMatrix, type MatrixOptions } from "./matrix-args.js";

/** What `mcp-view check` was asked to do. */
export type CheckOptions = Pick<MatrixOptions, "server" | "command" | "tools" | "args" | "fixture" | "browser" | "timeout"> & {
  json: boolean;
  /** The least severity that fails the check (exit 1), as the test kit's `failOn`. @default "error" */
  failOn: RuleSeverity;
};

export type CheckRequest = { kind: "run"; options: CheckOptions } | { kind: "help" } | { kind: "error"; message: string };

const MATRIX_ONLY = ["--profiles", "--themes", "--modes", "--junit", "--screenshots", "--report"];

export function checkUsage(): string {
  return `Usage: mcp-view check [--server <url> | -- <command> [args…] | --fixture <file>] [options]

Runs the conformance rules (docs/conformance.md): the static ones on the server's tools and views,
and the behaviour ones on each view rendered headless, once, under a host that offers the inline
display mode only, in an installed Chromium or Chrome.
Tools only views call (_meta.ui.visibility ["app"]) and tools annotated destructiveHint: true or
readOnlyHint: false are not called unless named with --tool; each prints why. A call that asks for
input (an elicitation) is answered with the form's defaults (else declined), and the view the request
names is checked too.
Exit status: 1 when any error is found (or warning, with --strict), else 0; 2 on bad usage or when
it cannot run.

Options:
  --server <url>     the Streamable HTTP endpoint of your MCP server (else a stdio command after --)
  --fixture <file>   check a *.fixture.json (with no server, the fixture is the server)
  --tool <name>      check only this tool, and call it whatever it is (repeatable; one without
                     a view is called for the view its elicitation names; default: every
                     tool, the risky ones above not called)
  --args <json>      the tools' arguments (default: examples from each input schema)
  --json             print the findings as JSON
  --strict           exit 1 on warnings too (the same as --fail-on warning)
  --fail-on <level>  the least severity that fails: error (default) or warning
  --browser <path>   the Chromium or Chrome to drive (as mcp-view matrix finds it)
  --timeout <seconds>  the deadline of each view's run (default: 30): a view that hangs or
                     crashes is an error of its own, and the check goes on
  -h, --help         show this help
`;
}

/** Parses `argv` (after the word `check`). */
export function parseCheck(argv: readonly string[], cwd = process.cwd()): CheckRequest {
  const end = argv.indexOf("--");
  const own = end < 0 ? argv : argv.slice(0, end);
  const matrixOnly = own.find((arg) => MATRIX_ONLY.includes(arg.split("=")[0]!));
  if (matrixOnly)
    return { kind: "error", message: `${matrixOnly.split("=")[0]} is an option of mcp-view matrix: check renders each view once` };
  const failOn = failOnOf(own);
  if (failOn.error !== undefined) return { kind: "error", message: failOn.error };
  const mine = new Set([...failOn.at, ...own.flatMap((arg, i) => (arg === "--json" ? [i] : []))]);
  const request = parseMatrix(
    argv.filter((_arg, i) => !mine.has(i)),
    cwd,
  );
  if (request.kind !== "run") return request;
  const { server, command, tools, args, fixture, browser, timeout } = request.options;
  const options: CheckOptions = { json: own.includes("--json"), failOn: failOn.level };
  Object.assign(
    options,
    server !== undefined && { server },
    command && { command },
    tools && { tools },
    args && { args },
    fixture && { fixture },
    browser && { browser },
    timeout !== undefined && { timeout },
  );
  return { kind: "run", options };
}

const LEVELS: readonly RuleSeverity[] = ["error", "warning"];

/** --strict and --fail-on among check's own arguments: the level, the indexes they take, or what is wrong. */
function failOnOf(own: readonly string[]): { level: RuleSeverity; at: number[]; error?: string } {
  let level: RuleSeverity = "error";
  const at: number[] = [];
  for (let i = 0; i < own.length; i++) {
    const arg = own[i]!;
    if (arg === "--strict") ((level = "warning"), at.push(i));
    else if (arg === "--fail-on" || arg.startsWith("--fail-on=")) {
      const value = arg === "--fail-on" ? own[i + 1] : arg.slice("--fail-on=".length);
      at.push(i, ...(arg === "--fail-on" ? [++i] : []));
      if (!LEVELS.includes(value as RuleSeverity))
        return { level, at, error: `--fail-on takes error or warning, got ${value === undefined ? "nothing" : JSON.stringify(value)}` };
      level = value as RuleSeverity;
    }
  }
  return { level, at };
}
