// @vitest-environment node
// mcp-view init never writes outside the project: not through a `..` or absolute path, not through
// a symbolic link in a template, not through a link put where a file goes; and the package name rule.
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isInside, writeProject } from "../../playground/cli/init-files.js";
import { FALLBACK_NAME, packageName } from "../../playground/cli/init-name.js";
import { init, scratch, TEMPLATES, tree } from "./support.js";

let tmp: ReturnType<typeof scratch>;
beforeEach(() => void (tmp = scratch()));
afterEach(() => tmp.remove());

const file = (path: string) => ({ path, content: Buffer.from("x") });

describe("writing a project", () => {
  it("refuses a path with .. or an absolute path before writing anything", () => {
    const target = join(tmp.dir, "project");
    for (const path of ["../escaped", "src/../../escaped", "/tmp/escaped", ""])
      expect(() => writeProject(target, [file("ok.txt"), file(path)]), path).toThrow(`The template path ${path} is outside the project`);
    expect(tree(tmp.dir)).toEqual([]);
  });

  it("never follows a link put where a file goes, nor overwrites a file", () => {
    const target = join(tmp.dir, "project");
    mkdirSync(target);
    writeFileSync(join(tmp.dir, "victim"), "safe");
    symlinkSync(join(tmp.dir, "victim"), join(target, "link.txt"));
    expect(() => writeProject(target, [file("link.txt")])).toThrow(/EEXIST/);
    expect(readFileSync(join(tmp.dir, "victim"), "utf8")).toBe("safe");
  });

  it("tells what is inside a folder", () => {
    expect([
      isInside("/a/b", "/a/b"),
      isInside("/a/b", "/a/b/c"),
      isInside("/a/b", "/a/bc"),
      isInside("/a/b", "/a"),
      isInside("/a/b", "/a/b/..c"),
    ]).toEqual([true, true, false, false, true]);
  });

  it("refuses a template holding a symbolic link (exit 1) and creates nothing", async () => {
    const templates = join(tmp.dir, "templates");
    cpSync(TEMPLATES, templates, { recursive: true });
    writeFileSync(join(tmp.dir, "secret"), "secret");
    symlinkSync(join(tmp.dir, "secret"), join(templates, "vanilla", "src", "leak.ts"));
    const { code, stderr } = await init(tmp.dir, ["demo"], { templates });
    expect(code).toBe(1);
    expect(stderr).toMatch(/leak\.ts is not a regular file or folder \(a symbolic link\?\): the package is damaged\n$/);
    expect(existsSync(join(tmp.dir, "demo"))).toBe(false);
  });

  it("refuses the parent folder: init .. from a folder inside a non-empty one", async () => {
    mkdirSync(join(tmp.dir, "inner"));
    const { code, stderr } = await init(join(tmp.dir, "inner"), [".."]);
    expect([code, stderr]).toEqual([1, ".. is not empty (it has inner): mcp-view init writes only into an empty or new directory.\n"]);
  });
});

describe("the package name", () => {
  it("is the directory's name made a valid npm name", () => {
    expect(
      ["demo", "My Widget!", "Ünïcode app", ".hidden", "_private", "a..b.", "@scope/x", "weather~v2", "x".repeat(300)].map(packageName),
    ).toEqual(["demo", "my-widget", "n-code-app", "hidden", "private", "a..b", "scope-x", "weather~v2", "x".repeat(214)]);
  });

  it("falls back to mcp-view-app when nothing valid is left, or the name is one npm forbids", () => {
    expect(["!!!", "...", "", "node_modules", "favicon.ico"].map(packageName)).toEqual(Array(5).fill(FALLBACK_NAME));
  });
});
