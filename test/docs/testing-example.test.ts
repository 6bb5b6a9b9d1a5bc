// @vitest-environment node
// docs/testing.md's example is test/examples/, character for character: the vitest configuration,
// the widget under test, and its test (test/dist/new-user.test.ts runs the guide's copies in a
// project that installed the packed package).
import { existsSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { docBlocks } from "../support/readme.js";

const read = (file: string) => readFileSync(new URL(`../examples/${file}`, import.meta.url), "utf8").trimEnd();

it("docs/testing.md shows the example's vitest.config.ts, widget and test exactly as they run", () => {
  expect(docBlocks("docs/testing.md", "Testing your widget")).toEqual(["vitest.config.ts", "weather-widget.ts", "weather-widget.test.ts"].map(read));
});

it("links only to files that exist, which npm resolves through package.json's repository", () => {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const relative = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((href) => !/^[a-z]+:/i.test(href));
  expect(relative.length).toBeGreaterThan(0);
  expect(relative.filter((href) => !existsSync(new URL(`../../${href}`, import.meta.url)))).toEqual([]);
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { repository?: { url?: string }; homepage?: string };
  expect(pkg.repository?.url).toMatch(/^git\+https:\/\/github\.com\/[\w.-]+\/[\w.-]+\.git$/);
  expect(pkg.homepage).toBe(`${pkg.repository!.url!.replace(/^git\+/, "").replace(/\.git$/, "")}#readme`);
});
