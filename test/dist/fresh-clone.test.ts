// @vitest-environment node
// `npm pack` in a fresh clone, where there is no dist/ yet: npm runs the package's prepack script,
// which is the build, so the tarball holds every file the exports map and the bin name (not only
// README.md and package.json). The clone is of this repository's HEAD, with node_modules linked from
// here. npm runs its lifecycle scripts through its script-shell, set here to one that notes each
// script and, for the build, puts in its place this repository's dist/: `npm test` has just built it
// from nothing (its build script starts by deleting dist/), from the same sources, and building it a
// second time took minutes of a loaded 2-core machine. CI's own clone, where npm test runs, is the
// fresh checkout that shows the build itself needs nothing the clone lacks.
import { execFile } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT } from "../../bench/lib/bundle.js";

const exec = promisify(execFile);

let tmp: string;

beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), "mcp-view-clone-"));
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every path a package.json field names: the exports map's targets and the bin. */
function named(pkg: { exports: unknown; bin: Record<string, string> }): string[] {
  const targets = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets);
  return [...targets(pkg.exports), ...Object.values(pkg.bin)].map((path) => path.replace(/^\.\//, ""));
}

it("runs the build when packed from a fresh clone, and packs every file the exports map and the bin name", async () => {
  expect(existsSync(join(ROOT, "dist", "index.js")), "npm test builds dist/ first").toBe(true);
  const clone = join(tmp, "clone");
  await exec("git", ["clone", "--quiet", ROOT, clone]);
  symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
  expect(existsSync(join(clone, "dist"))).toBe(false);
  // npm runs each script as `<script-shell> -c '<script>'`: this one notes it, and runs it, but for the build.
  const ran = join(tmp, "scripts.txt");
  const shell = join(tmp, "script-shell.sh");
  writeFileSync(
    shell,
    `#!/bin/sh
printf '%s\\n' "$2" >> '${ran}'
if [ "$2" = "npm run build" ]; then exec cp -R '${join(ROOT, "dist")}' dist; fi
exec /bin/sh "$@"
`,
  );
  chmodSync(shell, 0o755);
  const env = { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_script_shell: shell };
  const { stdout } = await exec("npm", ["pack", "--dry-run", "--json"], { cwd: clone, env, maxBuffer: 64 * 1024 * 1024 });
  expect((existsSync(ran) ? readFileSync(ran, "utf8") : "").trim().split("\n")).toEqual(["npm run build"]); // prepack, the build
  const [report] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
  const files = report!.files.map((file) => file.path);
  const pkg = JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as Parameters<typeof named>[0];
  expect(files).toContain("dist/index.js");
  expect(named(pkg).filter((path) => !files.includes(path))).toEqual([]);
}, 120_000);
