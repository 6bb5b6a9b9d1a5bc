// Shared by test/dist/templates.test.ts: the shell blocks of docs/first-widget.md that the test runs,
// a command in a new project, the checks of a built view, and the guide's `npm run dev` on a free port.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { run, type Running } from "../playground/support.js";
import { repoText } from "../support/readme.js";

/** The `dev` script of every template, exactly. */
export const DEV_SCRIPT = 'mcp-view dev --watch src --watch index.html --build "vite build" -- tsx server.ts';

/**
 * The environment of the commands: the npm cache first (this repository's `npm ci` filled it), no
 * notices, and none of vitest's own variables (NODE_ENV=test would make Vite build React's development copy).
 */
export const ENV: NodeJS.ProcessEnv = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST"))),
  npm_config_prefer_offline: "true",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
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
