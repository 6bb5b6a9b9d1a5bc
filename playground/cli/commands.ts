// The top of the `mcp-view` command: the first word picks the command (`dev`, `init`, `matrix`, `check`, `probe`, `eval`), and
// `mcp-view --help` lists them. `mcp-view dev …` (and options before the word, as before) runs
// run.ts unchanged.
import type { Playground } from "../server/playground.js";
import { runCheck } from "./check.js";
import { runEval } from "./eval.js";
import { runInit, type InitContext } from "./init.js";
import { runMatrix } from "./matrix.js";
import { runProbe, type RunningProbe } from "./probe.js";
import { runCli, type CliContext } from "./run.js";

/** What both commands need. */
export type CommandContext = Omit<CliContext, "program" | "subcommand"> & Omit<InitContext, "stdout" | "stderr">;

/** The help text of `mcp-view`. */
export function commandsUsage(): string {
  return `Usage: mcp-view <command> [options]

Commands:
  mcp-view init [dir] [--template vanilla|react|preact|vue|svelte|solid] [--sdk 2|1]   create an MCP App project (view, test, server, build)
  mcp-view dev [options] [-- <command> [args…]]                                        run the playground, a local MCP Apps host, on your server
  mcp-view matrix [--server <url> | -- <command> [args…]] [options]                    run the Hosts matrix headless, for CI (JUnit, screenshots)
  mcp-view check [--server <url> | -- <command> [args…]] [options]                     run the conformance rules on your server and its views
  mcp-view probe [--port <n> | --stdio] [--out <dir>]                                  serve a probe that records a real host as a profile file
  mcp-view eval <scenarios> --model <provider:model> [--server <url> | -- <command…>]    run your scenarios against a real model: does it pick your tool?

mcp-view <command> --help shows a command's options; -v, --version shows the version.
`;
}

/** Runs `argv` (without `node` and the script): an exit code when done, or the running playground or probe server. */
export function runCommand(argv: readonly string[], context: CommandContext): Promise<number | Playground | RunningProbe> {
  const [first = "", ...rest] = argv;
  if (first === "init") return runInit(rest, context);
  if (first === "matrix") return runMatrix(rest, context);
  if (first === "check") return runCheck(rest, context);
  if (first === "probe") return runProbe(rest, context);
  if (first === "eval") return runEval(rest, context);
  if (first === "dev" || (first.startsWith("-") && !["-h", "--help", "-v", "--version"].includes(first)))
    return runCli(argv, { ...context, program: "mcp-view dev", subcommand: "dev" });
  if (first === "-h" || first === "--help") return done(context.stdout, commandsUsage(), 0);
  if (first === "-v" || first === "--version") return done(context.stdout, `${context.version}\n`, 0);
  const message = first
    ? `Unknown command ${JSON.stringify(first)}: the commands are init, dev, matrix, check, probe and eval.`
    : "Which command? There are six: init, dev, matrix, check, probe and eval.";
  return done(context.stderr, `${message}\n\n${commandsUsage()}`, 2);
}

function done(stream: NodeJS.WritableStream, text: string, code: number): Promise<number> {
  stream.write(text);
  return Promise.resolve(code);
}
