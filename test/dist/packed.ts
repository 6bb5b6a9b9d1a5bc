// The package as users get it: `npm pack`, then the tarball installed into a scratch project, offline
// (mcp-view has no dependencies, and its peers are optional). Used by the tests of the published shape.
// It packs the dist/ that `npm test` (or `npm run build`) just built: `--ignore-scripts` skips the
// package's prepack build, which would only build the same files a second time.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../bench/lib/bundle.js";

/** A scratch project with the packed tarball installed. */
export interface PackedInstall {
  /** The temporary folder that holds the tarball and the project. */
  tmp: string;
  tarball: string;
  /** The scratch project. */
  scratch: string;
  /** `node_modules/mcp-view` in it. */
  installed: string;
  /** Removes everything. */
  remove(): void;
}

/** Packs the repository's dist/ (as built) into `dir`; the tarball's file name. */
export function packInto(dir: string): string {
  if (!existsSync(join(ROOT, "dist", "index.js"))) throw new Error("There is no dist/ to pack: run `npm run build` first (npm test does)");
  const pack = ["pack", "--ignore-scripts", "--pack-destination", dir, "--silent"];
  return execFileSync("npm", pack, { cwd: ROOT, encoding: "utf8" }).trim().split("\n").pop()!;
}

/** Packs the repository and installs the tarball into a new scratch project; `linked` packages come from this repository's node_modules. */
export function packAndInstall(linked: readonly string[] = []): PackedInstall {
  const tmp = mkdtempSync(join(tmpdir(), "mcp-view-pack-"));
  const name = packInto(tmp);
  const scratch = join(tmp, "scratch");
  mkdirSync(scratch);
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "scratch", private: true, type: "module" }));
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", join(tmp, name)], { cwd: scratch });
  for (const pkg of linked) {
    mkdirSync(join(scratch, "node_modules", pkg, ".."), { recursive: true });
    symlinkSync(join(ROOT, "node_modules", pkg), join(scratch, "node_modules", pkg), "dir");
  }
  return { tmp, tarball: join(tmp, name), scratch, installed: join(scratch, "node_modules", "mcp-view"), remove: () => rmSync(tmp, { recursive: true, force: true }) };
}
