// @vitest-environment node
// The published shape: `npm pack`, install the tarball into a scratch project (offline: mcp-view has
// no dependencies, and its peers are optional), then use every entry of the exports map from there,
// as a user would: ESM imports from Node, TypeScript declarations, esbuild, and mcp-view/rollup.
// React, Preact, rollup and their types are linked from this repository's node_modules.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { runInNewContext } from "node:vm";
import { build } from "esbuild";
import { rollup, type Plugin } from "rollup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../bench/lib/bundle.js";
import { packAndInstall, type PackedInstall } from "./packed.js";

// zod too: mcp-view/server imports it (the view-state tools' schemas), as its peer that every MCP SDK server has.
const LINKED = ["react", "react-dom", "scheduler", "preact", "rollup", "zod", "@types/react", "@types/react-dom", "@types/node", "undici-types"];
const ENTRIES = ["mcp-view", "mcp-view/react", "mcp-view/preact", "mcp-view/openai", "mcp-view/testing", "mcp-view/rollup", "mcp-view/server"];

let packed: PackedInstall | undefined;
let scratch: string;
let installed: string;

/** Runs an ES module in the scratch project with Node and returns its JSON output. */
function runInScratch(code: string): unknown {
  writeFileSync(join(scratch, "probe.mjs"), code);
  return JSON.parse(execFileSync(process.execPath, ["probe.mjs"], { cwd: scratch, encoding: "utf8" }));
}

beforeAll(() => {
  packed = packAndInstall(LINKED);
  ({ scratch, installed } = packed);
}, 120_000);

afterAll(() => packed?.remove());

describe("the packed tarball", { timeout: 120_000 }, () => {
  it("holds the .js, .js.map and .d.ts of every entry in its exports map", () => {
    const { exports } = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { exports: Record<string, string | { types: string; default: string }> };
    const missing: string[] = [];
    for (const target of Object.values(exports)) {
      const files = typeof target === "string" ? [target] : [target.types, target.default, `${target.default}.map`];
      for (const file of files) if (!existsSync(join(installed, file))) missing.push(file);
    }
    expect(Object.keys(exports)).toEqual([".", "./react", "./preact", "./vue", "./svelte", "./solid", "./openai", "./testing", "./rollup", "./server", "./global", "./openai/global", "./fixture.schema.json", "./eval.schema.json", "./package.json"]);
    expect(missing).toEqual([]);
  });

  it("imports every entry as ESM from Node, with the same exports as the build", async () => {
    const names = runInScratch(
      `const out = {};\nfor (const id of ${JSON.stringify(ENTRIES)}) out[id] = Object.keys(await import(id)).sort();\nconsole.log(JSON.stringify(out));`,
    ) as Record<string, string[]>;
    const expected: Record<string, string[]> = {};
    for (const id of ENTRIES) expected[id] = Object.keys(await import(`${ROOT}dist/${id === "mcp-view" ? "index" : id.slice(9) + "/index"}.js`)).sort();
    expect(names).toEqual(expected);
    expect(names["mcp-view"]).toEqual(expect.arrayContaining(["App", "PostMessageTransport", "AppError"]));
  });

  it.each([
    ["mcp-view/global", "App"],
    ["mcp-view/openai/global", "openAiFallback"],
  ])("resolves %s to a script that defines McpView (with %s)", (id, member) => {
    const file = runInScratch(`console.log(JSON.stringify(import.meta.resolve(${JSON.stringify(id)})));`) as string;
    const context: Record<string, unknown> = {};
    runInNewContext(readFileSync(new URL(file), "utf8"), context);
    expect(Object.keys(context.McpView as object)).toEqual(expect.arrayContaining(["App", member]));
  });

  it("type-checks imports of every entry against the packed declarations", () => {
    writeFileSync(join(scratch, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, module: "nodenext", moduleResolution: "nodenext", target: "es2022", lib: ["es2022", "dom"], types: ["node"], noEmit: true, jsx: "react-jsx" }, files: ["check.ts"] }));
    writeFileSync(
      join(scratch, "check.ts"),
      `import { App, AppError, type AppSnapshot } from "mcp-view";
import { useApp as useReactApp } from "mcp-view/react";
import { useApp as usePreactApp } from "mcp-view/preact";
import * as testing from "mcp-view/testing";
import { singleFile, type ExternalOrigins } from "mcp-view/rollup";
const app: App = new App({ name: "x", version: "1" });
const status: AppSnapshot["status"] = app.getSnapshot().status;
const error: AppError = new AppError("TIMEOUT", "t");
const plugin: { name: string } = singleFile({ onExternalOrigins: (r: ExternalOrigins) => r.origins });
export { status, error, plugin, useReactApp, usePreactApp, testing };
`,
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    let errors = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: scratch, encoding: "utf8" });
    } catch (e) {
      errors = String((e as { stdout?: string }).stdout);
    }
    expect(errors).toBe("");
  }, 120_000);

  it("bundles a widget and a React widget from the installed package with esbuild", async () => {
    const bundle = async (contents: string) =>
      (await build({ stdin: { contents, resolveDir: scratch }, bundle: true, minify: true, format: "esm", write: false, external: ["react", "react-dom"], logLevel: "silent" })).outputFiles[0]!.text;
    const widget = await bundle(`import { App } from "mcp-view"; new App({ name: "w", version: "1" }).connect();`);
    const react = await bundle(`import { useApp } from "mcp-view/react"; export const use = () => useApp({ appInfo: { name: "w", version: "1" } });`);
    expect([widget.includes("ui/initialize"), react.includes("ui/initialize"), /from\s*"react"/.test(react)]).toEqual([true, true, true]);
  });

  it("builds a single-file widget with the installed mcp-view/rollup", async () => {
    const require = createRequire(join(scratch, "probe.mjs"));
    const { singleFile } = (await import(pathToFileURL(require.resolve("mcp-view/rollup")).href)) as typeof import("../../src/rollup/index.js");
    // A stand-in for @rollup/plugin-node-resolve: bare imports resolve from the scratch project.
    const resolveFromScratch: Plugin = { name: "scratch-resolve", resolveId: (id) => (/^[a-z@]/.test(id) ? require.resolve(id) : null) };
    writeFileSync(join(scratch, "widget.html"), `<!doctype html><p id="out"></p><script type="module">import { App } from "mcp-view";\nnew App({ name: "w", version: "1" }).connect();</script>`);
    const bundle = await rollup({ input: join(scratch, "widget.html"), plugins: [singleFile(), resolveFromScratch] });
    const { output } = await bundle.generate({ format: "es" });
    await bundle.close();
    const page = output.find((o) => o.fileName === "widget.html");
    const html = page?.type === "asset" ? String(page.source) : "";
    expect([output.map((o) => o.fileName), html.includes("ui/initialize"), html.includes("import ")]).toEqual([["widget.html"], true, false]);
  });
});
