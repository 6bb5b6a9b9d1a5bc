// @vitest-environment node
// The install line mcp-view init prints, from where the running mcp-view came from (npm's lockfile
// of its install): a tarball by its absolute path (as npx --package and npm install write it), the
// registry's `npm install`, another URL as it is; a clone (or a link to one) packs its own tarball
// first; anything else says what to install instead of printing an install that fails.
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLONE_URL, installSteps } from "../../playground/cli/init-install.js";
import { init, installedFrom, REGISTRY_TARBALL, scratch, tarballAt } from "./support.js";

let tmp: ReturnType<typeof scratch>;
beforeEach(() => void (tmp = scratch()));
afterEach(() => tmp.remove());

/** A tarball at `path` under the scratch folder; returns its absolute path. */
const tarball = (path: string) => tarballAt(tmp.dir, path);

/** A clone of mcp-view at `path`: its package.json and a .git. */
function clone(path: string): string {
  const dir = join(tmp.dir, path);
  mkdirSync(join(dir, ".git"), { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "mcp-view", version: "1.2.3" }));
  return dir;
}

const UNKNOWN = {
  commands: ["npm install <path to mcp-view-1.2.3.tgz>"],
  note: `mcp-view is installed from the tarball that \`npm pack\` writes in a clone of it (git clone ${CLONE_URL}, then npm ci && npm pack in it); give npm install its path.`,
};

describe("the install line", () => {
  it("is the tarball npx installed mcp-view from, by its absolute path (quoted for the shell when it must be)", () => {
    const file = tarball("my clone/mcp-view-1.2.3.tgz");
    const npx = join(tmp.dir, ".npm", "_npx", "0123abcd");
    mkdirSync(npx, { recursive: true });
    const dir = installedFrom(npx, { resolved: "file:../../../my clone/mcp-view-1.2.3.tgz" });
    expect(installSteps(dir, "1.2.3")).toEqual({ commands: [`npm install '${file}'`] });
  });

  it("is the tarball a project installed, from its package-lock.json", () => {
    const file = tarball("packs/mcp-view-1.2.3.tgz");
    mkdirSync(join(tmp.dir, "project"));
    const dir = installedFrom(join(tmp.dir, "project"), { resolved: "file:../packs/mcp-view-1.2.3.tgz" }, "package-lock.json");
    expect(installSteps(dir, "1.2.3")).toEqual({ commands: [`npm install ${file}`] });
  });

  it("is npm install from the registry, and npm install <url> from another URL", () => {
    mkdirSync(join(tmp.dir, "a"));
    mkdirSync(join(tmp.dir, "b"));
    expect(installSteps(installedFrom(join(tmp.dir, "a"), { resolved: REGISTRY_TARBALL }), "1.2.3")).toEqual({ commands: ["npm install"] });
    const url = "https://example.com/builds/mcp-view.tgz";
    expect(installSteps(installedFrom(join(tmp.dir, "b"), { resolved: url }), "1.2.3")).toEqual({ commands: [`npm install ${url}`] });
  });

  it("from a clone, or a link to one, packs the clone's tarball first and installs it by its path", () => {
    const dir = clone("src/mcp-view");
    const steps = { commands: [`(cd ${dir} && npm pack)`, `npm install ${dir}/mcp-view-1.2.3.tgz`] };
    expect(installSteps(dir, "1.2.3")).toEqual(steps);
    mkdirSync(join(tmp.dir, "app", "node_modules"), { recursive: true });
    symlinkSync(dir, join(tmp.dir, "app", "node_modules", "mcp-view"), "dir");
    writeFileSync(
      join(tmp.dir, "app", "package-lock.json"),
      JSON.stringify({ packages: { "node_modules/mcp-view": { resolved: "../src/mcp-view", link: true } } }),
    );
    expect(installSteps(join(tmp.dir, "app", "node_modules", "mcp-view"), "1.2.3")).toEqual(steps);
  });

  it("says what to install when it cannot know: the tarball is gone, no lockfile lists it, a folder that is no clone", () => {
    mkdirSync(join(tmp.dir, "gone"));
    expect(installSteps(installedFrom(join(tmp.dir, "gone"), { resolved: "file:../nowhere/mcp-view-1.2.3.tgz" }), "1.2.3")).toEqual(
      UNKNOWN,
    );
    mkdirSync(join(tmp.dir, "bare", "node_modules", "mcp-view"), { recursive: true });
    expect(installSteps(join(tmp.dir, "bare", "node_modules", "mcp-view"), "1.2.3")).toEqual(UNKNOWN);
    expect(installSteps(join(tmp.dir, "bare"), "1.2.3")).toEqual(UNKNOWN);
    expect(installSteps(join(tmp.dir, "missing"), "1.2.3")).toEqual(UNKNOWN);
  });
});

describe("mcp-view init from a tarball", () => {
  it("prints the tarball's install after the cd, and a note after the commands when it cannot know", async () => {
    const file = tarball("packs/mcp-view-1.2.3.tgz");
    mkdirSync(join(tmp.dir, "npx"));
    const packageDir = installedFrom(join(tmp.dir, "npx"), { resolved: "file:../packs/mcp-view-1.2.3.tgz" });
    const { code, stdout } = await init(tmp.dir, ["demo"], { packageDir });
    expect(code).toBe(0);
    expect(stdout.slice(stdout.indexOf("Next:"))).toBe(`Next:\n  cd demo\n  npm install ${file}\n  npm run dev\n`);
    const unknown = await init(tmp.dir, ["other"], { packageDir: join(tmp.dir, "packs") });
    expect(unknown.stdout.slice(unknown.stdout.indexOf("Next:"))).toBe(
      `Next:\n  cd other\n  ${UNKNOWN.commands[0]}\n  npm run dev\n\n${UNKNOWN.note}\n`,
    );
  });
});
