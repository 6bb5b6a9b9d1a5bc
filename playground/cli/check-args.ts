// The command line of `mcp-view check`: the matrix's server, tool and browser options (its rows'
// options are the matrix's alone: check renders each view once), and --json.
import { parseMatrix, type MatrixOptions } from "./matrix-args.js";

/** What `mcp-view check` was asked to do. */
export type CheckOptions = Pick<MatrixOptions, "server" | "command" | "tools" | "args" | "fixture" | "browser"> & { json: boolean };

export type CheckRequest = { kind: "run"; options: CheckOptions } | { kind: "help" } | { kind: "error"; message: string };

const MATRIX_ONLY = ["--profiles", "--themes", "--modes", "--junit", "--screenshots", "--report"];

export function checkUsage(): string {
  return `Usage: mcp-view check [--server <url> | -- <command> [args…] | --fixture <file>] [options]

Runs the conformance rules (docs/conformance.md): the static ones on the server's tools and views,
and the behaviour ones on each view rendered headless, once, under a host that offers the inline
display mode only, in an installed Chromium or Chrome.
Exit status: 1 when any error is found, 0 with warnings only, 2 on bad usage or when it cannot run.

Options:
  --server <url>     the Streamable HTTP endpoint of your MCP server (else a stdio command after --)
  --fixture <file>   check a *.fixture.json (with no server, the fixture is the server)
  --tool <name>      check only this tool (repeatable; default: every tool)
  --args <json>      the tools' arguments (default: examples from each input schema)
  --json             print the findings as JSON
  --browser <path>   the Chromium or Chrome to drive (as mcp-view matrix finds it)
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
  const json = own.includes("--json");
  const request = parseMatrix(
    argv.filter((arg, i) => !(arg === "--json" && (end < 0 || i < end))),
    cwd,
  );
  if (request.kind !== "run") return request;
  const { server, command, tools, args, fixture, browser } = request.options;
  const options: CheckOptions = { json };
  Object.assign(
    options,
    server !== undefined && { server },
    command && { command },
    tools && { tools },
    args && { args },
    fixture && { fixture },
    browser && { browser },
  );
  return { kind: "run", options };
}
