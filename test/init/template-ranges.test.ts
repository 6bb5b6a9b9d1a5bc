// @vitest-environment node
// Every project `mcp-view init` writes depends on the same version ranges as this repository does, so
// that installing a new project after this repository's `npm ci` finds its packages in the npm cache
// (and tests what we test); and on its own generation of the MCP SDK alone.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { SDK_PACKAGES, SDKS, TEMPLATES as NAMES } from "../../playground/cli/init-args.js";
import { templateFiles } from "../../playground/cli/init-files.js";
import { TEMPLATES } from "./support.js";

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const ours = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as Manifest;

describe.each(NAMES.flatMap((name) => SDKS.map((sdk) => [name, sdk] as const)))(
  "the %s template's package.json with --sdk %s",
  (name, sdk) => {
    const manifest = JSON.parse(
      templateFiles(TEMPLATES, name, sdk)
        .find((file) => file.path === "package.json")!
        .content.toString("utf8"),
    ) as Manifest;
    const ranges = { ...manifest.dependencies, ...manifest.devDependencies };

    it("uses this repository's ranges for every package but mcp-view", () => {
      const { "mcp-view": _, ...others } = ranges;
      expect(Object.keys(others).length).toBeGreaterThanOrEqual(8);
      expect(others).toEqual(Object.fromEntries(Object.keys(others).map((pkg) => [pkg, ours.devDependencies![pkg]])));
    });

    it("depends on its generation's MCP SDK alone", () => {
      expect(Object.keys(manifest.dependencies!).filter((pkg) => pkg.startsWith("@modelcontextprotocol/"))).toEqual([SDK_PACKAGES[sdk]]);
    });

    it("leaves mcp-view's range to init, which writes ^<the package's version>", () => {
      expect(ranges["mcp-view"]).toBe("^0.0.0");
    });
  },
);
