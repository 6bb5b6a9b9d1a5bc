// The command line of `mcp-view dev` (and of `npm start` in this repository, which is the same
// command without the word `dev`): what to connect to, where to listen, whether to open a browser,
// and what to watch and build for reload on save.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

/** What `mcp-view dev` was asked to do. */
export interface DevOptions {
  port: number;
  host: string;
  open: boolean;
  /** A Streamable HTTP MCP endpoint. */
  server?: string;
  /** A stdio MCP server: the command and its arguments (everything after `--`). */
  command?: string[];
  /** Files and directories to watch (`--watch`, repeatable), as absolute paths that exist. */
  watch?: string[];
  /** The shell command that builds the views (`--build`). */
  build?: string;
  /** `--fixtures`: the directory of `*.fixture.json` files to render, and to save the page's fixtures into (absolute). */
  fixtures?: string;
  /** `--profile` (repeatable): profile files (`*.profile.json`) to offer beside the built-in profiles (absolute). */
  profiles?: string[];
  /** `--model`: the chat's model, `provider:model` (its key is read from the environment, by the dev server only). */
  model?: string;
}

/** The outcome of parsing: run, print something, or fail with a message (exit code 2). */
export type CliRequest = { kind: "dev"; options: DevOptions } | { kind: "help" } | { kind: "version" } | { kind: "error"; message: string };

/** The default port of the playground page. */
export const DEFAULT_PORT = 5178;

/** The help text; `program` is how the command was typed (`mcp-view dev`, `npm start --`). */
export function usage(program: string): string {
  return `Usage: ${program} [options] [-- <command> [args…]]

Runs the mcp-view playground, a local MCP Apps host, on an MCP server:
  ${program} --server <url>     a Streamable HTTP MCP server
  ${program} -- <command…>      a stdio MCP server, started once for the session
  ${program}                    the embedded example server
  ${program} --fixtures <dir>   the fixtures in <dir> (*.fixture.json), with no server

Options:
  --server <url>   the Streamable HTTP endpoint of your MCP server
  --port <n>       port of the playground page (default: $${PORT_VARIABLE}, else ${DEFAULT_PORT}; 0 picks a free one)
  --host <name>    interface to listen on (default 127.0.0.1)
  --fixtures <dir> render the *.fixture.json files below <dir> (with a server, their calls
                   are answered from them), and save the page's "Save fixture" there
  --profile <file> offer the host profile in <file> (a *.profile.json, as mcp-view probe
                   writes it) beside the built-in ones (repeatable)
  --model <p:m>    the chat's model: anthropic:<model> (ANTHROPIC_API_KEY) or openai:<model>
                   (OPENAI_API_KEY; OPENAI_BASE_URL for an OpenAI-compatible server such as
                   Ollama); default: $MCP_VIEW_MODEL. The key stays in this process
  --open           open the page in your browser
  --watch <path>   reload the view when a file under <path> changes (repeatable); below a
                   watched directory, node_modules, dist and dotfiles are ignored; a stdio
                   server is restarted when its code (its script and what that imports) changes
  --build <cmd>    a shell command that builds your views: run once before the MCP server
                   starts, and after each change to --watch, before the reload; a failed
                   build does not reload
  -h, --help       show this help
  -v, --version    show the version

Deep links reproduce a state: /?tool=<name>&args=<url-encoded JSON>&theme=dark&profile=claude
(/?prompt=<text> sends a prompt to the chat's model)
`;
}

const OPTIONS = {
  server: { type: "string" },
  port: { type: "string" },
  host: { type: "string" },
  open: { type: "boolean" },
  watch: { type: "string", multiple: true },
  build: { type: "string" },
  fixtures: { type: "string" },
  profile: { type: "string", multiple: true },
  model: { type: "string" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "v" },
} as const;

/**
 * Parses `argv` (without `node` and the script). With `subcommand`, the first word must be it
 * (`mcp-view dev …`); without, no word is expected before the options (`npm start -- …`).
 */
export function parseCli(
  argv: readonly string[],
  subcommand?: string,
  cwd = process.cwd(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): CliRequest {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true; tokens: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, tokens: true });
  } catch (error) {
    return { kind: "error", message: parseError(error as NodeJS.ErrnoException) };
  }
  const { values, tokens } = parsed;
  if (values.help) return { kind: "help" };
  if (values.version) return { kind: "version" };
  const end = tokens.find((t) => t.kind === "option-terminator")?.index ?? argv.length;
  const words = tokens.filter((t) => t.kind === "positional" && t.index < end).map((t) => (t as { value: string }).value);
  const expected = subcommand ? [subcommand] : [];
  if (words.join(" ") !== expected.join(" ") && !(subcommand === undefined && words.join(" ") === "dev")) {
    if (subcommand && !words.length) return { kind: "error", message: `Which command? There is one: ${subcommand}` };
    return {
      kind: "error",
      message: subcommand
        ? `Unknown command ${JSON.stringify(words.join(" "))}: the command is ${subcommand}`
        : `Unexpected ${JSON.stringify(words.join(" "))}`,
    };
  }
  if (end < argv.length && end === argv.length - 1)
    return { kind: "error", message: "-- must be followed by the command that starts your stdio MCP server" };
  const reload = checkReload(values, cwd);
  if (typeof reload === "string") return { kind: "error", message: reload };
  const request = checkOptions(values, argv.slice(end + 1), env[PORT_VARIABLE]);
  if (values.fixtures === "") return { kind: "error", message: "--fixtures needs a directory, such as --fixtures fixtures" };
  if (values.profile?.includes("")) return { kind: "error", message: "--profile needs a file, such as --profile claude.profile.json" };
  if (request.kind === "dev")
    Object.assign(
      request.options,
      reload,
      values.fixtures !== undefined && { fixtures: resolve(cwd, values.fixtures) },
      values.profile && { profiles: values.profile.map((file) => resolve(cwd, file)) },
      values.model !== undefined && { model: values.model },
    );
  return request;
}

/** --watch's paths, resolved against `cwd` (each must exist), and --build; or what is wrong with them. */
function checkReload(values: { watch?: string[]; build?: string }, cwd: string): Pick<DevOptions, "watch" | "build"> | string {
  const watch = (values.watch ?? []).map((path) => resolve(cwd, path));
  if (values.watch?.includes("")) return "--watch needs a file or directory, such as --watch src";
  const missing = values.watch?.find((_path, i) => !existsSync(watch[i]!));
  if (missing !== undefined) return `--watch ${missing}: there is no such file or directory (${watch[values.watch!.indexOf(missing)]})`;
  if (values.build !== undefined && !values.build.trim())
    return '--build needs the command that builds your views, such as --build "vite build"';
  return { ...(watch.length && { watch }), ...(values.build !== undefined && { build: values.build }) };
}

/** node:util's parse error as one sentence of ours (its own text quotes mismatched). */
function parseError(error: NodeJS.ErrnoException): string {
  const option = /'(-[^' ]*)/.exec(error.message)?.[1] ?? "";
  if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION")
    return `Unknown option ${option}: see the usage below (a stdio server's own options go after --, with its command).`;
  if (error.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE")
    return /does not take/.test(error.message)
      ? `${option} takes no value: see the usage below.`
      : `${option} needs a value: see the usage below.`;
  return error.message;
}

/** The environment variable that sets the port when --port is not given (an npm script's options end at its own `--`). */
export const PORT_VARIABLE = "MCP_VIEW_PORT";

function checkOptions(
  values: { server?: string; port?: string; host?: string; open?: boolean },
  command: string[],
  envPort: string | undefined,
): CliRequest {
  const [given, from] = values.port !== undefined ? [values.port, "--port"] : envPort ? [envPort, PORT_VARIABLE] : []; // an empty variable is no port
  const port = given === undefined ? DEFAULT_PORT : Number(given);
  if (!/^\d+$/.test(given ?? "0") || port > 65535)
    return { kind: "error", message: `${from} must be an integer from 0 to 65535, got ${given}` };
  if (values.server !== undefined && command.length) return { kind: "error", message: "Pass --server <url> or -- <command…>, not both" };
  if (values.server !== undefined && !/^https?:\/\/./.test(values.server))
    return { kind: "error", message: `--server must be an http(s) URL, got ${values.server}` };
  const options: DevOptions = { port, host: values.host ?? "127.0.0.1", open: values.open ?? false };
  if (values.server !== undefined) options.server = values.server;
  if (command.length) options.command = command;
  return { kind: "dev", options };
}
