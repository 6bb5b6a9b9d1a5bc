// How a new project installs mcp-view, told by where the running mcp-view came from: npm's lockfile
// of the install it is in (the hidden node_modules/.package-lock.json, as npx and npm install write
// it, or package-lock.json) says what it was resolved from. From a tarball (npx --package
// ./mcp-view-0.1.0.tgz, or npm install of it), the same tarball by its absolute path; from the
// registry, `npm install`; run from a clone (or a link to one), the clone's own tarball, packed
// first. Anything else cannot be known, and the line says what to install instead of guessing.
import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

/** The commands that install mcp-view in the new project, and a note when they cannot be exact. */
export interface InstallSteps {
  commands: string[];
  note?: string;
}

/** Where a clone comes from (package.json's repository). */
export const CLONE_URL = "https://github.com/mcp-view/mcp-view.git";

interface LockEntry {
  resolved?: unknown;
  link?: unknown;
}

/** How to install the mcp-view package at `packageDir` (version `version`) into a new project. */
export function installSteps(packageDir: string, version: string): InstallSteps {
  let dir: string;
  try {
    dir = realpathSync(packageDir);
  } catch {
    return unknown(version);
  }
  const locked = lockedSource(dir);
  if (locked?.resolved.startsWith("file:")) {
    const tarball = resolve(locked.root, locked.resolved.slice("file:".length));
    if (/\.(tgz|tar\.gz)$/.test(tarball) && isFile(tarball)) return { commands: [`npm install ${shellQuote(tarball)}`] };
  } else if (locked && /^https?:\/\//.test(locked.resolved)) {
    return { commands: [REGISTRY.test(locked.resolved) ? "npm install" : `npm install ${shellQuote(locked.resolved)}`] };
  }
  if (!dir.split(sep).includes("node_modules") && isClone(dir)) {
    const tarball = join(dir, `mcp-view-${version}.tgz`);
    return { commands: [`(cd ${shellQuote(dir)} && npm pack)`, `npm install ${shellQuote(tarball)}`] };
  }
  return unknown(version);
}

/**
 * The tarball the mcp-view at `packageDir` was installed from (by its absolute path), or, run from a
 * clone, the one `npm pack` wrote there; undefined when there is none (from the registry, a URL,
 * a clone not packed yet, or unknown).
 */
export function runningTarball(packageDir: string, version: string): string | undefined {
  let dir: string;
  try {
    dir = realpathSync(packageDir);
  } catch {
    return undefined;
  }
  const locked = lockedSource(dir);
  if (locked?.resolved.startsWith("file:")) {
    const tarball = resolve(locked.root, locked.resolved.slice("file:".length));
    return /\.(tgz|tar\.gz)$/.test(tarball) && isFile(tarball) ? tarball : undefined;
  }
  const packed = join(dir, `mcp-view-${version}.tgz`);
  return !locked && !dir.split(sep).includes("node_modules") && isClone(dir) && isFile(packed) ? packed : undefined;
}

/** A registry's tarball URL: `…/mcp-view/-/mcp-view-<version>.tgz`. */
const REGISTRY = /\/mcp-view\/-\/mcp-view-[^/]+\.tgz$/;

/** The `resolved` of the install that holds `dir`, in the lockfile of the first folder above it that lists it, and that folder. */
function lockedSource(dir: string): { resolved: string; root: string } | undefined {
  for (let root = dirname(dir); root !== dirname(root); root = dirname(root)) {
    const key = relative(root, dir).split(sep).join("/");
    if (!key.startsWith("node_modules/")) continue;
    for (const lockfile of [join(root, "node_modules", ".package-lock.json"), join(root, "package-lock.json")]) {
      const entry = lockEntry(lockfile, key);
      if (!entry) continue;
      // A link (`npm link`, a folder's path) is a clone: it is not what a new project installs.
      if (entry.link === true || typeof entry.resolved !== "string") return undefined;
      return { resolved: entry.resolved, root };
    }
  }
  return undefined;
}

function lockEntry(lockfile: string, key: string): LockEntry | undefined {
  try {
    const lock = JSON.parse(readFileSync(lockfile, "utf8")) as { packages?: Record<string, LockEntry> };
    const entry = lock.packages?.[key];
    return entry && typeof entry === "object" ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `dir` is a clone of mcp-view: its package.json names it, and git keeps it. */
function isClone(dir: string): boolean {
  try {
    const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: unknown };
    return pkg.name === "mcp-view" && existsSync(join(dir, ".git"));
  } catch {
    return false;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function unknown(version: string): InstallSteps {
  const tarball = `mcp-view-${version}.tgz`;
  return {
    commands: [`npm install <path to ${tarball}>`],
    note: `mcp-view is installed from the tarball that \`npm pack\` writes in a clone of it (git clone ${CLONE_URL}, then npm ci && npm pack in it); give npm install its path.`,
  };
}

/** `word` as one shell word: as it is when it is plain, else in single quotes. */
export function shellQuote(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}
