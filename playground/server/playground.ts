// The playground's servers: the host page's (the page, its script, /api/* and /mcp), the widget
// origin (a second port, see widget-origin.ts), and, unless another MCP server is given, the embedded
// example server. `/mcp` leads to the example server or `--server` (proxy.ts), or to the one stdio
// server process (stdio-relay.ts); `/api/watch` streams reload on save's events (reload-on-save.ts);
// `/api/model` and `/api/model/step` ask the chat's model, whose key stays here (model-route.ts).
// Every route refuses foreign Host headers; the API refuses foreign origins and requests without
// the page's session token (guard.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { startExampleServer } from "../example/http.js";
import { TOKEN_META, type PlaygroundMode, type ServerInfo } from "../shared/api.js";
import { CONSOLE_API } from "../shared/view-console.js";
import { WATCH_PATH } from "../shared/watch-event.js";
import type { PlaygroundAssets } from "./assets.js";
import { allow, createToken, hostNames, hostsOn, type GuardRules } from "./guard.js";
import { listen, sendJson, sendText, type Listening } from "./http.js";
import { FIXTURES_API } from "../shared/fixtures-api.js";
import { profilesScript, type LoadedProfile } from "../shared/profile-files.js";
import { saveFixture } from "./fixture-route.js";
import { interceptFixtures, startFixtureServer } from "./fixture-server.js";
import type { LoadedFixture } from "./fixtures.js";
import { createProxy } from "./proxy.js";
import { ReloadOnSave } from "./reload-on-save.js";
import { askHttp, negotiate, type Negotiated } from "./negotiate.js";
import { probe } from "./upstream-problem.js";
import { startRestartingRelay } from "./server-restart.js";
import { startStdioRelay, type StdioRelay } from "./stdio-relay.js";
import { handleConsoleReport } from "./view-console-route.js";
import { MODEL_API, MODEL_STEP_API } from "../shared/model-chat.js";
import type { ModelSpec } from "../model/model-spec.js";
import { modelRoutes } from "./model-route.js";
import { WidgetOrigin } from "./widget-origin.js";

export type { PlaygroundMode } from "../shared/api.js";

/** Options of {@link createPlayground}. */
export interface PlaygroundOptions {
  /** The host page and the example views. */
  assets: PlaygroundAssets;
  /** Port of the host page. @default 0 (a free port) */
  port?: number;
  /** The interface to listen on. @default "127.0.0.1" */
  host?: string;
  /** A Streamable HTTP MCP endpoint to use instead of the embedded example server. */
  server?: string;
  /** A stdio MCP server to start once and use instead of the embedded example server: the command and its arguments. */
  command?: readonly string[];
  /** Called if the stdio server ends while the playground runs. */
  onServerExit?: (description: string) => void;
  /** Called with what is wrong with the `--server` URL, in one sentence: at start, and when it changes. */
  onServerProblem?: (sentence: string) => void;
  /** Called with each line the stdio server writes to stdout that is not JSON-RPC. */
  onServerOutput?: (line: string) => void;
  /** Called with one line (single, capped, no control characters) for each error or warning a view's frame captured: `[show_orders] Uncaught TypeError: …`. */
  onViewConsole?: (line: string) => void;
  /** Reload on save: files and directories to watch (absolute, or relative to the working directory). */
  watch?: readonly string[];
  /** A shell command that builds the views: run before the MCP server starts, and after each change to `watch`. */
  build?: string;
  /** Called with each reload-on-save line for the terminal: the build's output (indented) and what happens. */
  onWatchLine?: (line: string) => void;
  /**
   * Fixtures (fixtures.ts): with no server, they are the server (mode "fixtures"); with one, the
   * calls they hold are answered from them, and everything else by the server.
   */
  fixtures?: readonly LoadedFixture[];
  /** Where `POST /api/fixtures` saves the page's fixtures (without it the page downloads them). */
  fixturesDir?: string;
  /** Called with each fixture file the page saved. */
  onFixtureSaved?: (file: string) => void;
  /** Profile files (`--profile`, profile-files.ts) the page offers beside the built-in profiles. */
  profiles?: readonly LoadedProfile[];
  /** Aborts a start that has not finished (the first build can take long, or hang): what started is stopped. */
  signal?: AbortSignal;
  /** The model of the chat (`--model`, with its key, which stays in this server: model-route.ts); none: the chat says how to set one. */
  model?: ModelSpec;
  /** Where the model's SDK is looked for first (the project). @default process.cwd() */
  cwd?: string;
  /** Milliseconds a model step may take. @default 120 000 */
  modelTimeoutMs?: number;
}

/** A running playground. */
export interface Playground {
  /** The host page, `http://127.0.0.1:<port>/`. */
  url: string;
  /** The origin the views are served from (another port). */
  widgetOrigin: string;
  mode: PlaygroundMode;
  /** What `/mcp` leads to: the example server's URL, `--server`'s URL, or the stdio command. */
  target: string;
  /** The stdio server's process id while it runs. */
  readonly serverPid: number | undefined;
  /** The protocol revision the start-up check agreed on with the MCP server, or the sentence saying why none. */
  negotiated: Negotiated;
  /** Stops every server and the stdio process. */
  close(): Promise<void>;
}

type Route = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const PAGE_HEADERS = { "content-security-policy": "frame-ancestors 'none'", "x-frame-options": "DENY", "referrer-policy": "no-referrer" };

/** Checks the options; returns the `--server` URL, if any. */
function checkTarget(options: PlaygroundOptions): URL | undefined {
  if (options.server && options.command) throw new Error("Pass --server <url> or -- <command…>, not both");
  if (!options.server) return undefined;
  const url = URL.canParse(options.server) ? new URL(options.server) : undefined;
  if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`--server must be an http(s) URL, got ${options.server}`);
  return url;
}

/** Starts everything; `close()` stops it all (the stdio process included). */
export async function createPlayground(options: PlaygroundOptions): Promise<Playground> {
  const server = checkTarget(options);
  const host = options.host ?? "127.0.0.1";
  const token = createToken();
  const frames = new WidgetOrigin({ frameOpenAi: () => options.assets.frameOpenAi(), axe: () => options.assets.axe() });
  const started: Array<{ close(): Promise<void> }> = [frames];
  try {
    const reloads = await startReloads(options, started);
    const own = !server && !options.command;
    const [widgetOrigin, example, relay] = await Promise.all([
      frames.start(host),
      !own
        ? undefined
        : options.fixtures
          ? startFixtureServer(options.fixtures)
          : startExampleServer({ widgets: options.assets.widgets() }),
      options.command ? startRelay(options.command, options, reloads) : undefined,
    ]);
    started.push(...[example, relay].filter((s) => s !== undefined));
    const target = options.command?.join(" ") ?? server?.href ?? example!.url;
    const mode: PlaygroundMode = options.command ? "stdio" : server ? "http" : options.fixtures ? "fixtures" : "embedded";
    const problems = watchProblems(options.onServerProblem);
    started.push(problems);
    const negotiated = relay ? relay.negotiated : await checkServer(server ?? new URL(example!.url), problems.signal);
    options.signal?.throwIfAborted();
    if ("problem" in negotiated && negotiated.problem !== relay?.ended) problems.report(negotiated.problem); // onServerExit said that one
    const page = await listenPage(options, {
      token,
      frames,
      mode,
      target,
      ...("problem" in negotiated && { problem: negotiated.problem }),
      negotiated: () => relay?.negotiated ?? negotiated,
      mcp: withFixtures(options, own, relay ? relay.handle : createProxy(server ?? new URL(example!.url), problems.report)),
      watch: reloads ? reloads.stream.handle : (_req, res) => void res.writeHead(204).end(),
    });
    started.push(page);
    options.signal?.throwIfAborted();
    return {
      negotiated,
      url: `${page.origin}/`,
      widgetOrigin,
      mode,
      target,
      get serverPid() {
        return relay?.pid;
      },
      close: () => closeAll(started),
    };
  } catch (error) {
    await closeAll(started);
    throw error;
  }
}

/** `/mcp` with the fixtures answering their calls in front of a real server (with none, the fixture server answers them itself). */
function withFixtures(options: PlaygroundOptions, own: boolean, mcp: Route): Route {
  return options.fixtures?.length && !own ? interceptFixtures(options.fixtures, mcp) : mcp;
}

/**
 * The start-up check of a Streamable HTTP server: whether it answers as MCP (a sentence for nothing
 * listening, or an answer that is not MCP's), then which revision it agrees on.
 */
async function checkServer(target: URL, signal: AbortSignal): Promise<Negotiated> {
  const sentence = await probe(target, signal);
  return sentence ? { problem: sentence } : negotiate(askHttp(target), `The MCP server at ${target.href}`);
}

/** Reload on save, when asked: starts watching and runs the first build (before the MCP server starts). */
async function startReloads(options: PlaygroundOptions, started: Array<{ close(): Promise<void> }>): Promise<ReloadOnSave | undefined> {
  if (!options.watch?.length && options.build === undefined) return undefined;
  const reloads = new ReloadOnSave({
    ...(options.watch && { watch: options.watch }),
    ...(options.build !== undefined && { build: options.build }),
    ...(options.onWatchLine && { onLine: options.onWatchLine }),
  });
  started.push(reloads);
  options.signal?.addEventListener("abort", () => void reloads.close(), { once: true });
  await reloads.start();
  options.signal?.throwIfAborted();
  return reloads;
}

/**
 * The stdio server behind `/mcp`; with --watch, restarted when its code changes (server-restart.ts),
 * as reload on save rebuilds the view.
 */
function startRelay(command: readonly string[], options: PlaygroundOptions, reloads: ReloadOnSave | undefined): Promise<StdioRelay> {
  const relay = { onExit: options.onServerExit, onNoise: options.onServerOutput };
  if (!reloads || !options.watch?.length) return startStdioRelay(command, relay);
  return startRestartingRelay(command, { ...relay, stream: reloads.stream, ...(options.onWatchLine && { onLine: options.onWatchLine }) });
}

/** Reports each problem once in a row (every page request would repeat it), and none after closing. */
function watchProblems(listener: ((sentence: string) => void) | undefined) {
  const stop = new AbortController();
  let last: string | undefined;
  return {
    signal: stop.signal,
    report: (sentence: string) => {
      if (stop.signal.aborted || sentence === last) return;
      last = sentence;
      listener?.(sentence);
    },
    close: async () => stop.abort(),
  };
}

async function closeAll(started: Array<{ close(): Promise<void> }>): Promise<void> {
  await Promise.all(started.map((s) => s.close()));
}

interface PageParts {
  token: string;
  problem?: string;
  frames: WidgetOrigin;
  mode: PlaygroundMode;
  target: string;
  /** What the start-up check agreed on now (a restarted stdio server is asked again). */
  negotiated: () => Negotiated;
  mcp: Route;
  /** `GET /api/watch`: reload on save's stream (204 without it). */
  watch: Route;
}

/** Serves the host page and its API; rejects with a clear message when the port is taken. */
async function listenPage(options: PlaygroundOptions, parts: PageParts): Promise<Listening> {
  const hosts = new Set<string>(); // filled once the port is known
  const rules: GuardRules = { hosts };
  const api: GuardRules = { hosts, token: parts.token };
  const page = () => options.assets.page();
  const asset =
    (pick: (files: Awaited<ReturnType<typeof page>>) => string | undefined, type: string): Route =>
    async (_req, res) => {
      const body = pick(await page());
      if (body === undefined) sendText(res, 404, "not found");
      else sendText(res, 200, body, type);
    };
  const model = modelRoutes({
    ...(options.model && { model: options.model }),
    cwd: options.cwd ?? process.cwd(),
    ...(options.modelTimeoutMs && { timeoutMs: options.modelTimeoutMs }),
  });
  const routes: Record<string, [GuardRules, Route]> = {
    "/": [
      rules,
      async (_req, res) =>
        sendText(res, 200, withToken((await page()).html, parts.token, options.profiles), "text/html; charset=utf-8", PAGE_HEADERS),
    ],
    "/host.css": [rules, asset((f) => f.css, "text/css; charset=utf-8")],
    "/host.js": [rules, asset((f) => f.js, "text/javascript; charset=utf-8")],
    "/host.js.map": [rules, asset((f) => f.map, "application/json")],
    "/favicon.ico": [rules, (_req, res) => void res.writeHead(204).end()],
    "/api/info": [
      api,
      (req, res) => {
        const negotiated = parts.negotiated();
        sendJson(res, 200, {
          mode: parts.mode,
          target: parts.target,
          widgetOrigin: parts.frames.originFor(req.headers.host),
          ...(parts.problem !== undefined && { problem: parts.problem }),
          ...("revision" in negotiated && { revision: negotiated.revision }),
          ...(options.fixturesDir !== undefined && { fixturesDir: options.fixturesDir }),
        } satisfies ServerInfo);
      },
    ],
    [FIXTURES_API]: [
      api,
      (req, res) =>
        options.fixturesDir === undefined
          ? sendJson(res, 404, { error: "This dev host saves no fixtures: start it with --fixtures <dir>" })
          : saveFixture(req, res, options.fixturesDir, (file) => options.onFixtureSaved?.(file)),
    ],
    "/api/frames": [
      api,
      (req, res) => (req.method === "POST" ? parts.frames.handlePost(req, res) : sendJson(res, 405, { error: "POST only" })),
    ],
    [CONSOLE_API]: [
      api,
      (req, res) =>
        handleConsoleReport(
          req,
          res,
          (line) => options.onViewConsole?.(line),
          (report) => parts.frames.readEntry(report.frame, report.entry),
        ),
    ],
    [MODEL_API]: [api, model.info],
    [MODEL_STEP_API]: [api, model.step],
    "/mcp": [api, parts.mcp],
    [WATCH_PATH]: [api, parts.watch],
  };
  const host = options.host ?? "127.0.0.1";
  const listening = await listen(
    (req, res) => {
      const route = routes[new URL(req.url ?? "/", "http://x").pathname];
      if (!route) return sendText(res, 404, "not found");
      if (!allow(req, res, route[0])) return;
      Promise.resolve(route[1](req, res)).catch((e: Error) => (res.headersSent ? res.destroy() : sendJson(res, 500, { error: e.message })));
    },
    options.port ?? 0,
    host,
  ).catch((error: NodeJS.ErrnoException) => {
    // The code stays (EADDRINUSE): the command adds the hint that works where it was started.
    throw Object.assign(new Error(`Cannot listen on ${host}:${options.port ?? 0}: ${error.message}`, { cause: error }), {
      code: error.code,
    });
  });
  for (const name of hostsOn(hostNames(host), listening.port)) hosts.add(name);
  return listening;
}

/** The page with its session token, which its script sends in the x-mcp-view-token header, and the profile files it offers. */
function withToken(html: string, token: string, profiles: readonly LoadedProfile[] = []): string {
  const files = profiles.length ? `\n  ${profilesScript(profiles)}` : "";
  return html.replace(/<head>/i, () => `<head>\n  <meta name="${TOKEN_META}" content="${token}">${files}`);
}
