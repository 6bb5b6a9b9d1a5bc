// What `mcp-view matrix` and `mcp-view check` share: the dev host started on the server (or a
// fixture) on a free port, an installed Chromium or Chrome driven through playwright-core, and the
// host page opened headless (`?headless=matrix`, host/headless.ts) once it reached the server.
// Whatever cannot start is one sentence on stderr and exit status 2.
import type { BrowserContext, Page } from "playwright-core";
import { fixtureToolName } from "mcp-view/testing";
import { loadFixtureFile, type LoadedFixture } from "../server/fixtures.js";
import { createPlayground, type Playground } from "../server/playground.js";
import { addUnlistedProfile, fileProfile } from "../host/session/profiles.js";
import type { LoadedProfile } from "../shared/profile-files.js";
import { HEADLESS_QUERY, MATRIX_GLOBAL, type HeadlessMatrix } from "../shared/headless-matrix.js";
import type { ModelSpec } from "../model/model-spec.js";
import { findBrowser } from "./find-browser.js";
import type { CliContext } from "./run.js";
import { CHROMIUM_ARGS } from "./chromium-args.js";

export type HeadlessContext = Pick<CliContext, "assets" | "stdout" | "stderr"> & { env?: Readonly<Record<string, string | undefined>> };

/** Where the views come from, and the browser. */
export interface HeadlessTarget {
  server?: string;
  command?: string[];
  /** A fixture file: with no server it is the server; its tool and arguments are the call. */
  fixture?: string;
  /** Profile files the page offers beside the built-in profiles (`--profile`). */
  profileFiles?: readonly LoadedProfile[];
  browser?: string;
  /** The model of the page's conversation (`mcp-view eval`): its spec, where its SDK is looked for first, and each step's deadline. */
  model?: { spec: ModelSpec; cwd: string; timeoutMs?: number };
}

/** The running host page, for the command's own work. */
export interface HeadlessHost {
  page: Page;
  playground: Playground;
  fixture: LoadedFixture | undefined;
  /** Closes the page's browser context (its views' renderers with it) and opens the host page afresh, headless. */
  reopen(): Promise<Page>;
}

const noPlaywright = (command: string) =>
  `${command} drives the browser with playwright-core, which is not installed here: npm install --save-dev playwright-core (it downloads no browser).`;

/**
 * Starts everything for `command` (`mcp-view matrix`), runs `work` on the open page, and stops
 * everything; resolves with `work`'s exit status, or 2 when something could not start.
 */
export async function withHeadlessHost(
  command: string,
  target: HeadlessTarget,
  context: HeadlessContext,
  work: (host: HeadlessHost) => Promise<number>,
): Promise<number> {
  let fixture: LoadedFixture | undefined;
  try {
    fixture = target.fixture === undefined ? undefined : loadFixtureFile(target.fixture);
  } catch (error) {
    return (context.stderr.write(`${(error as Error).message}\n`), 2);
  }
  // The command's own lines (a row stopped before the page reported it) find their labels too.
  for (const loaded of target.profileFiles ?? []) addUnlistedProfile(fileProfile(loaded));
  const found = findBrowser({ ...(target.browser && { flag: target.browser }), env: context.env ?? process.env });
  if ("error" in found) return (context.stderr.write(`${found.error}\n`), 2);
  let chromium: typeof import("playwright-core").chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    return (context.stderr.write(`${noPlaywright(command)}\n`), 2);
  }
  let playground: Playground;
  try {
    playground = await createPlayground({
      assets: context.assets,
      port: 0,
      ...(target.server && { server: target.server }),
      ...(target.command && { command: target.command }),
      ...(fixture && { fixtures: [fixture] }),
      ...(target.model && { model: target.model.spec, cwd: target.model.cwd }),
      ...(target.model?.timeoutMs && { modelTimeoutMs: target.model.timeoutMs }),
      ...(target.profileFiles?.length && { profiles: target.profileFiles }),
      onServerExit: (sentence) => context.stderr.write(`${sentence}\n`),
      onServerProblem: (sentence) => context.stderr.write(`${sentence}\n`),
    });
  } catch (error) {
    return (context.stderr.write(`Cannot start the dev host: ${(error as Error).message}\n`), 2);
  }
  const browser = await chromium.launch({ executablePath: found.path, headless: true, args: [...CHROMIUM_ARGS] }).catch((e: Error) => e);
  try {
    if (browser instanceof Error) throw browser;
    if (!("revision" in playground.negotiated)) return (context.stderr.write(`${playground.negotiated.problem}\n`), 2);
    let open: BrowserContext | undefined;
    const fresh = async () => {
      await open?.close().catch(() => {});
      open = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      return open.newPage();
    };
    const reopen = async () => {
      const page = await fresh();
      const problem = await openHeadless(page, playground.url, fixture);
      if (problem) throw new Error(problem);
      return page;
    };
    return await work({ page: await fresh(), playground, fixture, reopen });
  } catch (error) {
    context.stderr.write(`${command} cannot run: ${(error as Error).message.split("\n")[0]}\n`);
    return 2;
  } finally {
    if (!(browser instanceof Error)) await browser.close().catch(() => {});
    await playground.close();
  }
}

/**
 * Opens the headless page at `url` (with the fixture's locale and time zone, which every row's host
 * context then carries); resolves with the sentence saying why the page cannot reach the server, if so.
 */
export async function openHeadless(page: Page, url: string, fixture: LoadedFixture | undefined): Promise<string | undefined> {
  const context = fixture?.fixture.hostContext;
  const q = new URLSearchParams({ ...(context?.locale && { locale: context.locale }), ...(context?.timeZone && { tz: context.timeZone }) });
  await page.goto(`${url}?${q.size ? `${q}&` : ""}${HEADLESS_QUERY}`);
  await page.waitForFunction((name) => name in window, MATRIX_GLOBAL);
  return page.evaluate((name) => (window as unknown as Record<string, HeadlessMatrix>)[name]!.ready, MATRIX_GLOBAL);
}

/** The fixture's call as the rows' tools and arguments. */
export const fixtureCall = (fixture: LoadedFixture | undefined) =>
  fixture ? { tools: [fixtureToolName(fixture.fixture)], args: fixture.fixture.arguments ?? {} } : {};
