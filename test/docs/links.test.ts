// @vitest-environment node
// Every relative link in the README, CONTRIBUTING.md, docs/ and bench/README.md reaches a file of this
// repository, and every #anchor names a heading of its file (GitHub's anchors); every repository path
// the prose names exists (on docs/first-widget.md: in the project a template writes), so a moved file
// cannot leave a stale mention behind.
import { existsSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { repoText } from "../support/readme.js";
import { anchors, DOCS, links, repoPaths } from "./markdown.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Generated, not committed: named in the docs as where output goes. */
const GENERATED = ["bench/results/"];
/** Pages about a project made by `mcp-view init`: the paths they name are the project's, found in one of its templates. */
const PROJECT_ROOTS: Record<string, string[]> = {
  "docs/first-widget.md": [
    "templates/shared",
    "templates/sdk/2",
    "templates/sdk/1",
    "templates/vanilla",
    "templates/react",
    "templates/preact",
    "templates/vue",
    "templates/svelte",
    "templates/solid",
  ],
};
const exists = (file: string, path: string) =>
  existsSync(join(ROOT, path)) || (PROJECT_ROOTS[file] ?? []).some((root) => existsSync(join(ROOT, root, path)));

/** What is wrong with the link `href` in `file`, or undefined. */
function brokenLink(file: string, href: string): string | undefined {
  const [path = "", anchor] = href.split("#");
  const target = path ? relative(ROOT, join(ROOT, dirname(file), decodeURIComponent(path))) : file;
  if (target.startsWith("..")) return `${href} leaves the repository`;
  if (!existsSync(join(ROOT, target))) return `${href}: no such file ${target}`;
  if (anchor === undefined) return undefined;
  if (!target.endsWith(".md") || statSync(join(ROOT, target)).isDirectory()) return `${href}: an anchor into a file that is not markdown`;
  return anchors(target).has(anchor) ? undefined : `${href}: ${target} has no heading with the anchor #${anchor}`;
}

describe.each(DOCS)("%s", (file) => {
  it("links only to files that exist, and to headings that exist", () => {
    const relativeLinks = links(file).filter(({ href }) => !/^[a-z][a-z+.-]*:/i.test(href));
    const broken = relativeLinks.flatMap(({ line, href }) => {
      const problem = brokenLink(file, href);
      return problem ? [`${file}:${line}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("names only repository paths that exist", () => {
    const named = repoPaths(file).filter(({ path }) => !/[*{]/.test(path) && !GENERATED.some((g) => path.startsWith(g)));
    expect(named.filter(({ path }) => !exists(file, path)).map(({ line, path }) => `${file}:${line}: ${path}`)).toEqual([]);
  });
});

it("the README links to every guide, and npm resolves its relative links through package.json's repository", () => {
  const guides = DOCS.filter((f) => f.startsWith("docs/"));
  const linked = new Set(links("README.md").map(({ href }) => href.split("#")[0]));
  expect(guides.filter((guide) => !linked.has(guide))).toEqual([]);
  expect([...linked].filter((href) => href && !/^[a-z]+:/i.test(href!)).length).toBeGreaterThan(0);
  const pkg = JSON.parse(repoText("package.json")) as { repository?: { url?: string }; homepage?: string };
  expect(pkg.repository?.url).toMatch(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
  expect(pkg.homepage).toBe(`${pkg.repository!.url!.replace(/^git\+/, "").replace(/\.git$/, "")}#readme`);
});
