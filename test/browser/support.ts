// Real-browser test support: Debian's Chromium driven by playwright-core (never a downloaded
// browser), and tiny static servers on loopback so host and widget live on different origins.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { build, type BuildOptions } from "esbuild";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { describe } from "vitest";
import { disableFeatures } from "../../playground/cli/chromium-args.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The limit of every wait on the browser: generous, because a loaded 2-core machine is slow. Tests
 * wait for a condition (an element, a function, an event) and never for a length of time.
 */
export const WAIT = { timeout: 60_000 };
/** The per-test and per-hook limit of browser and process suites. */
export const SLOW = 120_000;

/** Makes `WAIT` the default limit of a context's or page's waits and navigations; returns it. */
export function patient<T extends BrowserContext | Page>(target: T): T {
  target.setDefaultTimeout(WAIT.timeout);
  return target;
}
export const hasChromium = existsSync(CHROMIUM_PATH);

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  disableFeatures(),
];

/**
 * `describe` for tests that need Chromium, each with the {@link SLOW} limit: skipped with a visible
 * message when it is absent, and a failure under `CI=true`, where its absence means the CI script is
 * broken.
 */
export function describeBrowser(name: string, fn: () => void): void {
  if (hasChromium) {
    describe(name, { timeout: SLOW }, fn);
    return;
  }
  if (process.env.CI) {
    describe(name, () => {
      throw new Error(`${CHROMIUM_PATH} is missing under CI=true: .ci/run must install Debian's chromium`);
    });
    return;
  }
  process.stderr.write(`\n[skip] ${name}: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium)\n`);
  describe.skip(name, fn);
}

/**
 * Launches headless Chromium with the flags this machine needs, and `extraArgs` after them. Headless,
 * Playwright hides scrollbars (`--hide-scrollbars`): with `classicScrollbars`, pages get the classic
 * ones that take room from the content, as on Windows and Linux desktops.
 */
export function launchChromium(extraArgs: readonly string[] = [], { classicScrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...ARGS, ...extraArgs],
    headless: true,
    ...(classicScrollbars && { ignoreDefaultArgs: ["--hide-scrollbars"] }),
  });
}

/** A route: a body (HTML by default), or a handler that writes the response itself. */
export type Route =
  string | { body: string; type?: string; headers?: Record<string, string> } | ((req: IncomingMessage, res: ServerResponse) => void);

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Serves `routes` (path → route) on a free loopback port; unknown paths get 404. */
export async function serve(routes: Record<string, Route>): Promise<TestServer> {
  const server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? "/", "http://x").pathname];
    if (route === undefined) return void res.writeHead(404).end("not found");
    if (typeof route === "function") return route(req, res);
    const { body, type = "text/html; charset=utf-8", headers = {} } = typeof route === "string" ? { body: route } : route;
    res.writeHead(200, { "content-type": type, "cache-control": "no-store", ...headers }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `origin` (a loopback server's, `http://127.0.0.1:<port>`) as `http://localhost:<port>`: another
 * site than 127.0.0.1, so a page there and a frame from 127.0.0.1 are on two sites, as a real host's
 * page and its views are (third-party storage blocked in a default context).
 */
export const onAnotherSite = (origin: string): string => origin.replace("//127.0.0.1:", "//localhost:");

/** Reads a built file from dist/ (tests run after `npm run build`). */
export function distFile(path: string): string {
  return readFileSync(new URL(`../../dist/${path}`, import.meta.url), "utf8");
}

/** Writes `<dir>/<name>.html`: a view with the script-tag runtime (McpView), a paragraph naming it, then `script`; returns its path. */
export function globalView(dir: string, name: string, script: string): string {
  const runtime = distFile("mcp-view.global.js").replaceAll("</script", "<\\/script");
  const file = join(dir, `${name}.html`);
  writeFileSync(
    file,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><script>${runtime}</script></head><body><p>${name}</p><script>\n${script}\n</script></body></html>`,
  );
  return file;
}

/**
 * Bundles `entry` (a path) with esbuild into one ES module for the browser, escaped so that it can be
 * inlined in a `<script type="module">`. `options` adds to the build (JSX, defines).
 */
export async function bundleScript(entry: string, options: BuildOptions = {}): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    ...options,
  });
  return result.outputFiles![0]!.text.replace(/<\/script/gi, "<\\/script");
}
