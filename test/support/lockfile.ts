// A lockfile for a scratch project, cut from this repository's package-lock.json: the given packages
// and everything they depend on, at the versions installed here. `npm ci --offline` then installs it
// from the npm cache (which holds every tarball of the repository's lock) with no registry request.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

interface LockEntry {
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/** Where Node would find `name` from the package at `from` (its own node_modules first, then up). */
function locate(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const path = `${dir ? `${dir}/` : ""}node_modules/${name}`;
    if (packages[path]) return path;
    if (!dir) return undefined;
  }
}

/** Writes `package.json` and `package-lock.json` into `dir`, depending on `names` at this repository's versions. */
export function writeScratchLock(root: string, dir: string, names: string[]): void {
  const { packages } = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const picked: Record<string, LockEntry> = {};
  const visit = (path: string): void => {
    if (picked[path]) return;
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = packages[path]!;
    picked[path] = entry;
    for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
      const found = locate(packages, path, name);
      if (found) visit(found);
    }
  };
  const dependencies: Record<string, string> = {};
  for (const name of names) {
    visit(`node_modules/${name}`);
    dependencies[name] = packages[`node_modules/${name}`]!.version;
  }
  const manifest = { name: "scratch", private: true, type: "module", dependencies };
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest, null, 2));
  const lock = { name: "scratch", lockfileVersion: 3, requires: true, packages: { "": { name: "scratch", dependencies }, ...picked } };
  writeFileSync(join(dir, "package-lock.json"), JSON.stringify(lock, null, 2));
}
