// Shared by test/dist/templates.test.ts: the shell blocks of docs/first-widget.md that the test runs,
// a command in a new project, the commands init printed, the checks of a built view and of the MCP SDK
// installed, the guide's `npm run dev` on a free port, and the deliberate throw put in a view.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { run, type Running } from "../playground/support.js";
import { repoText } from "../support/readme.js";

/** The `dev` script of every template, exactly. */
export const DEV_SCRIPT = 'mcp-view dev --watch src --watch index.html --build "vite build --mode development" -- tsx server.ts';

/**
 * The environment of the commands: the npm cache first (this repository's `npm ci` filled it), no
 * notices, and none of vitest's own variables (NODE_ENV=test would make Vite build React's development copy).
 */
export const ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST"))),
  npm_config_prefer_offline: "true",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
  NO_COLOR: "1",
};

/** The ```sh blocks of `file` marked `<!-- run -->` on the line before their fence, in order. */
export function runBlocks(file: string): string[] {
  return [...repoText(file).matchAll(/^<!-- run -->\n```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
}

/** Runs `script` with bash (stopping at the first failing command) in `cwd`; resolves with its output once it succeeded. */
export async function shell(script: string, cwd: string): Promise<string> {
  const bash = run(["bash", "-eo", "pipefail", "-c", script], { cwd, env: ENV });
  expect(await bash.exited, bash.output()).toBe(0);
  return bash.output();
}

/** The commands `mcp-view init` printed under "Next:" in `output`, in order. */
export function printedCommands(output: string): string[] {
  const next = /^Next:\n((?: {2}.+\n)+)/m.exec(output);
  expect(next, output).not.toBeNull();
  return next![1]!.split("\n").filter(Boolean).map((line) => line.slice(2));
}

/**
 * Makes the view of `file` throw where it connects: a line `throw new Error("deliberate")` after the
 * one that creates the App (`appInfo:` or `new App(`); returns the line it is on.
 */
export function throwOnConnect(file: string): number {
  const lines = readFileSync(file, "utf8").split("\n");
  const at = lines.findIndex((line) => /appInfo:|new App\(/.test(line));
  expect(at, file).toBeGreaterThan(0);
  lines.splice(at + 1, 0, '  throw new Error("deliberate");');
  writeFileSync(file, lines.join("\n"));
  return at + 2;
}

/** Checks that `project`'s dist/ is one self-contained HTML file: no script, stylesheet or module is loaded from elsewhere. */
export function expectSingleFile(project: string): void {
  expect(readdirSync(join(project, "dist"))).toEqual(["index.html"]);
  const html = readFileSync(join(project, "dist", "index.html"), "utf8");
  const scripts = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBe(1);
  const tags = html.replace(scripts[0]![0], "");
  expect(tags).not.toMatch(/<script[^>]*\ssrc=/);
  expect(tags).not.toMatch(/<link\b/);
  expect(scripts[0]![1]).not.toContain("react-stack-top-frame"); // React's development copy
}

/** The ```sh block of `file` marked `<!-- run: dev -->`: how the guide starts the dev loop. */
export function devBlock(file: string): string {
  const blocks = [...repoText(file).matchAll(/^<!-- run: dev -->\n```sh\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
  expect(blocks.length).toBe(1);
  return blocks[0]!;
}

/**
 * Runs `command` (the guide's `npm run dev`) in `project` as written, on a free port (MCP_VIEW_PORT=0:
 * the script's own options end at its `--`). `exec` makes npm itself the process the test stops.
 */
export function startDev(project: string, command: string): Running {
  const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { scripts: Record<string, string> };
  expect(pkg.scripts.dev).toBe(DEV_SCRIPT);
  return run(["sh", "-c", `exec ${command}`], { cwd: project, env: { ...ENV, MCP_VIEW_PORT: "0" } });
}

/** The MCP SDK packages a project of each `--sdk` generation has installed: its own (and, on 2.x, the core it depends on), none of the other. */
const SDK_INSTALLED: Record<string, string[]> = { "2": ["core", "server"], "1": ["sdk"] };

/** Checks that `project` has the MCP SDK of generation `sdk` installed, and no other: its server type-checks on that one alone. */
export function expectOwnSdk(project: string, sdk: string): void {
  expect(readdirSync(join(project, "node_modules", "@modelcontextprotocol")).sort()).toEqual(SDK_INSTALLED[sdk]);
}
