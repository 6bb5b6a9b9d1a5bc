// @vitest-environment node
// Every template depends on the same version ranges as this repository does, so that installing a new
// project after this repository's `npm ci` finds its packages in the npm cache (and tests what we test).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEMPLATES as NAMES } from "../../playground/cli/init-args.js";
import { TEMPLATES } from "./support.js";

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const read = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Manifest;
const ours = read(new URL("../../package.json", import.meta.url).pathname);

describe.each(NAMES)("the %s template's package.json", (name) => {
  const template = read(join(TEMPLATES, name, "package.json"));
  const ranges = { ...template.dependencies, ...template.devDependencies };

  it("uses this repository's ranges for every package but mcp-view", () => {
    const { "mcp-view": _, ...others } = ranges;
    expect(Object.keys(others).length).toBeGreaterThanOrEqual(8);
    expect(others).toEqual(Object.fromEntries(Object.keys(others).map((pkg) => [pkg, ours.devDependencies![pkg]])));
  });

  it("leaves mcp-view's range to init, which writes ^<the package's version>", () => {
    expect(ranges["mcp-view"]).toBe("^0.0.0");
  });
});
