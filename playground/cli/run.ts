// Runs the command line: parses it, starts the playground, prints where it is, opens a browser when
// asked, and stops everything (the stdio server included) on Ctrl+C, SIGTERM or SIGHUP, or when the
// process that started it (npx's or npm start's shell) is gone: see stop.ts.
import { spawn } from "node:child_process";
import { isAbsolute, relative } from "node:path";
import type { PlaygroundAssets } from "../server/assets.js";
import { fixtureLink, loadFixtureDir, type LoadedFixture } from "../server/fixtures.js";
import { createPlayground, type Playground } from "../server/playground.js";
import { loadProfileFiles } from "../server/profile-files.js";
import type { LoadedProfile } from "../shared/profile-files.js";
import { endpointOf, modelName, modelSpec, type ModelSpec } from "../model/model-spec.js";
import { parseCli, usage, type DevOptions } from "./args.js";
import { printable } from "./printable.js";
import { freePortHint } from "./hints.js";
import { stopOnSignals } from "./stop.js";

/** How the command was started. */
export interface CliContext {
  /** How the user typed the command, for the help text: `mcp-view dev` or `npm start --`. */
  program: string;
  /** The word that selects the command (`dev`), when there is one. */
  subcommand?: string;
  version: string;
  assets: PlaygroundAssets;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** The environment the model's name, key and endpoint are read from. @default process.env */
  env?: Readonly<Record<string, string | undefined>>;
}

/** Runs `argv`. Resolves with an exit code when done, or with the running playground. */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number | Playground> {
  const request = parseCli(argv, context.subcommand);
  if (request.kind === "help") return (void context.stdout.write(usage(context.program)), 0);
  if (request.kind === "version") return (void context.stdout.write(`${context.version}\n`), 0);
  if (request.kind === "error") return (void context.stderr.write(`${request.message}\n\n${usage(context.program)}`), 2);
  let fixtures: LoadedFixture[] | undefined;
  let profiles: LoadedProfile[] = [];
  let model: ModelSpec | undefined;
  try {
    model = modelSpec(request.options.model, context.env ?? process.env);
    fixtures = fixturesOf(request.options);
    profiles = loadProfileFiles(request.options.profiles ?? []);
  } catch (error) {
    // It names a file and its fields, which may be anything: escaped (printable.ts).
    return (void context.stderr.write(`${printable((error as Error).message)}\n`), 2);
  }
  // Stoppable from the start: the first --build runs before the playground is up, and may hang.
  const stopping = new AbortController();
  const starting = start(request.options, context, stopping.signal, fixtures, profiles, model);
  stopOnSignals({
    close: () => (
      stopping.abort(),
      starting.then(
        (p) => p.close(),
        () => {},
      )
    ),
  });
  let playground: Playground;
  try {
    playground = await starting;
  } catch (error) {
    if (stopping.signal.aborted) return 0;
    const taken = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    context.stderr.write(`${(error as Error).message}${taken ? ` (${freePortHint(argv)})` : ""}\n`);
    return 1;
  }
  context.stdout.write(describe(playground, request.options, fixtures, profiles));
  context.stdout.write(`${modelLine(model)}\n`);
  if (request.options.open) openBrowser(playground.url, context.stderr);
  return playground;
}

/** The fixtures of --fixtures; with no server there must be some, since they are the server. */
function fixturesOf(options: DevOptions): LoadedFixture[] | undefined {
  if (options.fixtures === undefined) return undefined;
  const fixtures = loadFixtureDir(options.fixtures);
  const dir = shown(relative(process.cwd(), options.fixtures), options.fixtures);
  if (!fixtures.length && !options.server && !options.command)
    throw new Error(
      `--fixtures ${dir} holds no *.fixture.json, and with no server there is nothing to render: save some with mcp-view dev --server <url> --fixtures ${dir}`,
    );
  return fixtures;
}

function start(
  options: DevOptions,
  context: CliContext,
  signal: AbortSignal,
  fixtures: LoadedFixture[] | undefined,
  profiles: readonly LoadedProfile[],
  model: ModelSpec | undefined,
): Promise<Playground> {
  const report = (what: string) => (error: Error) => context.stderr.write(`Cannot build ${what}: ${error.message}\n`);
  context.assets.page().catch(report("the playground page"));
  if (!options.server && !options.command && !fixtures) context.assets.widgets().catch(report("the example views"));
  return createPlayground({
    assets: context.assets,
    port: options.port,
    host: options.host,
    ...(options.server !== undefined && { server: options.server }),
    ...(options.command && { command: options.command }),
    ...(options.watch && { watch: options.watch }),
    ...(options.build !== undefined && { build: options.build }),
    ...(fixtures && { fixtures, fixturesDir: options.fixtures }),
    ...(profiles.length && { profiles }),
    ...(model && { model }),
    ...(modelTimeout(context) && { modelTimeoutMs: modelTimeout(context)! * 1000 }),
    onFixtureSaved: (file) => context.stdout.write(`Saved the fixture ${printable(file)}\n`),
    onWatchLine: (line) => context.stderr.write(`${line}\n`),
    signal,
    onServerExit: (sentence) => context.stderr.write(`${sentence}\n`),
    onServerProblem: (sentence) => context.stderr.write(`${sentence}\n`),
    onViewConsole: (line) => context.stderr.write(`${line}\n`),
    onServerOutput: (line) =>
      context.stderr.write(`The stdio MCP server wrote this to stdout, which is for JSON-RPC only (log to stderr): ${printable(line)}\n`),
  });
}

/** MCP_VIEW_MODEL_TIMEOUT: the seconds a step of the chat's model may take (when a positive number). */
function modelTimeout(context: CliContext): number | undefined {
  const seconds = Number((context.env ?? process.env).MCP_VIEW_MODEL_TIMEOUT);
  return seconds > 0 ? seconds : undefined;
}

/** The start-up line of the chat's model: its name and endpoint, and which variable its key is read from (never the key). */
function modelLine(model: ModelSpec | undefined): string {
  if (!model) return "  chat model: none (--model anthropic:<model> or openai:<model>, or MCP_VIEW_MODEL, puts one in the chat)";
  const key =
    model.apiKey !== undefined
      ? `key from ${model.keyVariable}`
      : model.customEndpoint
        ? "no key sent"
        : `no key: set ${model.keyVariable}`;
  return `  chat model: ${modelName(model)} at ${endpointOf(model)} (${key})`;
}

function describe(
  playground: Playground,
  options: DevOptions,
  fixtures: readonly LoadedFixture[] | undefined,
  profiles: readonly LoadedProfile[],
): string {
  const watched = (options.watch ?? []).map((path) => shown(relative(process.cwd(), path), path));
  const reload = [watched.length && `watching ${watched.join(", ")}`, options.build !== undefined && `building with ${options.build}`]
    .filter(Boolean)
    .join("; ");
  const server = {
    embedded: `the embedded example server (${playground.target})`,
    http: playground.target,
    stdio: `${playground.target} (stdio, pid ${playground.serverPid})`,
    fixtures: "none, the fixtures answer",
  }[playground.mode];
  const { negotiated } = playground;
  const revision = "revision" in negotiated ? negotiated.revision : "none agreed (the line above says why)";
  const lines = [
    `mcp-view playground: ${playground.url}`,
    `  MCP server: ${server}`,
    `  protocol revision: ${revision}`,
    `  views served from: ${playground.widgetOrigin}`,
  ];
  if (reload) lines.push(`  reload on save: ${reload}`);
  if (options.fixtures !== undefined) {
    const dir = shown(relative(process.cwd(), options.fixtures), options.fixtures);
    lines.push(`  fixtures: ${fixtures!.length} in ${dir} (Save fixture writes there)`);
    for (const { file, fixture } of fixtures!) lines.push(`    ${printable(file)}: ${printable(fixtureLink(playground.url, fixture))}`);
  }
  if (profiles.length) lines.push(`  profiles from files: ${profiles.length}`);
  for (const { file, content } of profiles)
    lines.push(`    ${printable(file)}: ${printable(`${playground.url}?profile=${encodeURIComponent(content.name)}`)}`);
  return `${lines.join("\n")}\n  Ctrl+C stops it.\n`;
}

/** A path as the terminal shows it: relative when below the working directory, else absolute. */
const shown = (rel: string, path: string) => (rel === "" ? "." : rel.startsWith("..") || isAbsolute(rel) ? path : rel);

/** Opens `url` with the system's opener; says so when there is none. */
function openBrowser(url: string, stderr: NodeJS.WritableStream): void {
  const [command, ...args] =
    process.platform === "darwin" ? ["open", url] : process.platform === "win32" ? ["cmd", "/c", "start", "", url] : ["xdg-open", url];
  const child = spawn(command!, args, { stdio: "ignore", detached: true });
  child.on("error", () => stderr.write(`Cannot open a browser (${command} failed): open ${url} yourself.\n`));
  child.unref();
}
