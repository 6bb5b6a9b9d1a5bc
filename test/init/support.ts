// Running `mcp-view init` in a test: in a fresh temporary folder, with its output collected.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInit } from "../../playground/cli/init.js";

/** The repository's templates folder. */
export const TEMPLATES = fileURLToPath(new URL("../../templates/", import.meta.url));

/** A stream that keeps what is written to it. */
export function sink(): NodeJS.WritableStream & { text(): string } {
  let text = "";
  return { write: (chunk: string) => ((text += chunk), true), text: () => text } as unknown as NodeJS.WritableStream & { text(): string };
}

/** A temporary folder, removed by `remove()`. */
export function scratch(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-init-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * An mcp-view package installed by npm under `root` (`root/node_modules/mcp-view`), its lockfile
 * (`lockfile`, relative to root) saying it was resolved from `resolved`; returns the package's folder.
 */
export function installedFrom(
  root: string,
  entry: { resolved?: string; link?: boolean },
  lockfile = "node_modules/.package-lock.json",
): string {
  const dir = join(root, "node_modules", "mcp-view");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "mcp-view", version: "1.2.3" }));
  const lock = { name: "x", lockfileVersion: 3, requires: true, packages: { "node_modules/mcp-view": { version: "1.2.3", ...entry } } };
  writeFileSync(join(root, lockfile), JSON.stringify(lock));
  return dir;
}

/** Runs `mcp-view init ...argv` in `cwd`, as the package at `packageDir` (by default, one installed from the registry). */
export async function init(
  cwd: string,
  argv: string[],
  { templates = TEMPLATES, packageDir }: { templates?: string; packageDir?: string } = {},
) {
  const [stdout, stderr] = [sink(), sink()];
  const from = packageDir ?? installedFrom(mkdtempSync(join(tmpdir(), "mcp-view-registry-")), { resolved: REGISTRY_TARBALL });
  try {
    const code = await runInit(argv, { cwd, version: "1.2.3", templates, packageDir: from, stdout, stderr });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    if (!packageDir) rmSync(join(from, "..", ".."), { recursive: true, force: true });
  }
}

/** What npm's lockfile says of a package from the registry. */
export const REGISTRY_TARBALL = "https://registry.npmjs.org/mcp-view/-/mcp-view-1.2.3.tgz";

/** Every file under `dir` (not the folders), relative, sorted. */
export function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}

/** A tarball file at `path` under `dir`, with bytes that name its path; returns its absolute path. */
export function tarballAt(dir: string, path: string): string {
  const file = join(dir, path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, `a tarball at ${path}`);
  return file;
}
