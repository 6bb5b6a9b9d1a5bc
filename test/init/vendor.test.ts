// @vitest-environment node
// `mcp-view init --vendor`: the project gets its own copy of the tarball init runs from (installed by
// npx, or packed in a clone), vendor/mcp-view-<version>.tgz, depends on it by that path inside the
// project, keeps it in git although *.tgz is ignored, and prints a plain `npm install`; where there
// is no tarball to copy it says so and writes nothing.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { init, installedFrom, scratch, tarballAt, tree } from "./support.js";

let tmp: ReturnType<typeof scratch>;
beforeEach(() => void (tmp = scratch()));
afterEach(() => tmp.remove());

/** A tarball at `path` under the scratch folder; returns its absolute path. */
const tarball = (path: string) => tarballAt(tmp.dir, path);

/** An mcp-view that npx installed from the tarball at `path` (as its hidden lockfile says). */
function fromTarball(path: string): string {
  const npx = join(tmp.dir, ".npm", "_npx", "0123abcd");
  mkdirSync(npx, { recursive: true });
  return installedFrom(npx, { resolved: `file:${tarball(path)}` });
}

describe("mcp-view init --vendor", () => {
  it("copies the tarball npx ran it from into vendor/, depends on file:vendor/…, and prints npm install", async () => {
    const packageDir = fromTarball("my clone/mcp-view-1.2.3.tgz");
    const { code, stdout, stderr } = await init(tmp.dir, ["demo", "--vendor"], { packageDir });
    expect([code, stderr]).toEqual([0, ""]);
    const project = join(tmp.dir, "demo");
    expect(tree(project)).toContain("vendor/mcp-view-1.2.3.tgz");
    expect(readFileSync(join(project, "vendor", "mcp-view-1.2.3.tgz"), "utf8")).toBe("a tarball at my clone/mcp-view-1.2.3.tgz");
    const pkg = JSON.parse(readFileSync(join(project, "package.json"), "utf8")) as { dependencies: Record<string, string> };
    expect(pkg.dependencies["mcp-view"]).toBe("file:vendor/mcp-view-1.2.3.tgz");
    expect(stdout).toContain("  vendor/mcp-view-1.2.3.tgz\n");
    expect(stdout).toContain(
      "\nNext:\n  cd demo\n  npm install\n  npm run dev\n\nvendor/mcp-view-1.2.3.tgz is the project's own copy of mcp-view: commit it with package-lock.json (the .gitignore keeps it), and a clone installs with npm ci; bash ci.sh runs what CI runs.\n",
    );
  });

  it("writes a .gitignore that keeps the vendored tarball in git and still ignores other tarballs", async () => {
    const packageDir = fromTarball("packs/mcp-view-1.2.3.tgz");
    expect((await init(tmp.dir, ["demo", "--vendor"], { packageDir })).code).toBe(0);
    const project = join(tmp.dir, "demo");
    execFileSync("git", ["init", "--quiet"], { cwd: project });
    writeFileSync(join(project, "demo-0.1.0.tgz"), "");
    const ignored = execFileSync("git", ["status", "--porcelain", "--untracked-files=all", "--ignored"], {
      cwd: project,
      encoding: "utf8",
    });
    expect(ignored).toContain("?? vendor/mcp-view-1.2.3.tgz\n");
    expect(ignored).toContain("!! demo-0.1.0.tgz\n");
  });

  it("run from a clone, copies the tarball npm pack wrote there", async () => {
    const clone = join(tmp.dir, "mcp-view");
    mkdirSync(join(clone, ".git"), { recursive: true });
    writeFileSync(join(clone, "package.json"), JSON.stringify({ name: "mcp-view", version: "1.2.3" }));
    tarball("mcp-view/mcp-view-1.2.3.tgz");
    expect((await init(tmp.dir, ["demo", "--vendor"], { packageDir: clone })).code).toBe(0);
    expect(readFileSync(join(tmp.dir, "demo", "vendor", "mcp-view-1.2.3.tgz"), "utf8")).toBe("a tarball at mcp-view/mcp-view-1.2.3.tgz");
  });

  it("refuses when mcp-view was not installed from a tarball (the registry), saying how to run it, and writes nothing", async () => {
    const { code, stdout, stderr } = await init(tmp.dir, ["demo", "--vendor"]);
    expect([code, stdout]).toEqual([1, ""]);
    expect(stderr).toBe(
      "--vendor copies the mcp-view tarball init runs from into the project, and this mcp-view was not installed from one: run init from the tarball `npm pack` writes in a clone of mcp-view (git clone https://github.com/mcp-view/mcp-view.git, then npm ci && npm pack in it): npx --package /path/to/mcp-view-1.2.3.tgz mcp-view init --vendor …\n",
    );
    expect(tree(tmp.dir)).toEqual([]);
  });

  it("is listed in init's help", async () => {
    const { stdout } = await init(tmp.dir, ["--help"]);
    expect(stdout).toMatch(/^ {6}--vendor {12}copy the mcp-view tarball init runs from into vendor\/ and depend on it there$/m);
  });
});
