// @vitest-environment node
// `npm pack` in a fresh clone, where there is no dist/ yet: the package's prepack script builds it,
// so the tarball holds every file the exports map and the bin name (not only README.md and
// package.json). The clone is of this repository's HEAD, with node_modules linked from here.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT } from "../../bench/lib/bundle.js";

const exec = promisify(execFile);
/** The build runs inside the pack: minutes on a loaded 2-core machine, not seconds. */
const LIMIT = 600_000;

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

it(
  "builds dist/ when packed from a fresh clone, and packs every file the exports map and the bin name",
  async () => {
    const clone = join(tmp, "clone");
    await exec("git", ["clone", "--quiet", ROOT, clone]);
    symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"), "dir");
    const env = { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" };
    const { stdout } = await exec("npm", ["pack", "--dry-run", "--json"], { cwd: clone, env, maxBuffer: 64 * 1024 * 1024 });
    const [report] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
    const files = report!.files.map((file) => file.path);
    const pkg = JSON.parse(readFileSync(join(clone, "package.json"), "utf8")) as Parameters<typeof named>[0];
    expect(files).toContain("dist/index.js");
    expect(named(pkg).filter((path) => !files.includes(path))).toEqual([]);
  },
  LIMIT,
);
