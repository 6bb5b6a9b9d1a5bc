// `mcp-view init --vendor`: the project keeps its own copy of mcp-view, vendor/mcp-view-<version>.tgz
// (the tarball init runs from), and depends on it by a path inside the project, `file:vendor/…`, so
// that a clone of the project (CI, another machine) installs with `npm ci` from what it holds. The
// template's .gitignore ignores `*.tgz` but keeps `vendor/*.tgz`.
import { readFileSync } from "node:fs";
import type { ProjectFile } from "./init-files.js";
import { CLONE_URL, runningTarball } from "./init-install.js";

/** The vendored tarball as a file of the project, and the dependency on it. */
interface Vendored {
  file: ProjectFile;
  /** The range in package.json: `file:vendor/mcp-view-<version>.tgz`. */
  dependency: string;
}

/** The copy of the tarball the mcp-view at `packageDir` runs from, or why there is none (a sentence). */
export function vendorTarball(packageDir: string, version: string): Vendored | string {
  const tarball = runningTarball(packageDir, version);
  if (!tarball)
    return `--vendor copies the mcp-view tarball init runs from into the project, and this mcp-view was not installed from one: run init from the tarball \`npm pack\` writes in a clone of mcp-view (git clone ${CLONE_URL}, then npm ci && npm pack in it): npx --package /path/to/mcp-view-${version}.tgz mcp-view init --vendor …`;
  const path = `vendor/mcp-view-${version}.tgz`;
  return { file: { path, content: readFileSync(tarball) }, dependency: `file:${path}` };
}

/** What init prints after the commands of a vendored project. */
export const vendorNote = (file: ProjectFile): string =>
  `${file.path} is the project's own copy of mcp-view: commit it with package-lock.json (the .gitignore keeps it), and a clone installs with npm ci; bash ci.sh runs what CI runs.`;
