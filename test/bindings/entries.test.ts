// The two entries and the renderers the suite runs them under: mcp-view/react and mcp-view/preact
// export the same names; the suite really runs React 19, React 18 and Preact 10, each with hooks
// built for it from the one source in src/react.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as React19 from "react";
import * as React18 from "react18";
import * as PreactEntry from "../../src/preact/index.js";
import * as ReactEntry from "../../src/react/index.js";
import { RENDERERS } from "./renderers.js";

const require = createRequire(import.meta.url);

describe("the binding entries", () => {
  it("export the same names", () => {
    expect(Object.keys(PreactEntry).sort()).toEqual(Object.keys(ReactEntry).sort());
  });

  it("are run under React 19, React 18 and Preact 10", () => {
    expect(RENDERERS.map((r) => r.name)).toEqual(["React 19", "React 18", "Preact 10"]);
    expect([
      React19.version.split(".")[0],
      React18.version.split(".")[0],
      (require("preact/package.json") as { version: string }).version.split(".")[0],
    ]).toEqual(["19", "18", "10"]);
  });

  it("give each renderer its own copy of the hooks, sharing the framework-free core", () => {
    const [react19, react18, preact] = RENDERERS.map((r) => r.hooks);
    expect(new Set([react19!.useApp, react18!.useApp, preact!.useApp]).size).toBe(3);
    expect(new Set([react19!.App, react18!.App, preact!.App]).size).toBe(1);
  });
});
