// @vitest-environment node
// Size budget: what mcp-view/react adds on top of the core, React itself excluded, minified and
// gzipped with esbuild, as a widget author's bundler would see it. The Preact twin checks its entry.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const BUDGET = 2048;
const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));

/** Gzipped bytes of `code` bundled against the sources, with the frameworks left external. */
async function gzipped(code: string): Promise<number> {
  const result = await build({
    stdin: { contents: code, resolveDir: src("."), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2022",
    write: false,
    external: ["react", "react-dom", "preact", "preact/*"],
    alias: { "mcp-view": src("index.ts"), "mcp-view/react": src("react/index.ts"), "mcp-view/preact": src("preact/index.ts") },
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
}

const CORE_WIDGET = `import { App } from "mcp-view"; const app = new App({ name: "w", version: "1" }); app.ontoolresult = (r) => document.body.append(JSON.stringify(r)); app.connect();`;
const widget = (entry: string) =>
  `import { useApp } from "${entry}"; export function W() { const { app, error } = useApp({ appInfo: { name: "w", version: "1" } }); return app ? 1 : error; }`;

describe("mcp-view/react size", () => {
  it(`adds at most ${BUDGET} B gzipped to a widget that uses useApp`, async () => {
    const added = (await gzipped(widget("mcp-view/react"))) - (await gzipped(CORE_WIDGET));
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGET);
  });

  it(`adds at most ${BUDGET} B gzipped on top of the whole core entry, every hook included`, async () => {
    const added = (await gzipped(`export * from "mcp-view/react";`)) - (await gzipped(`export * from "mcp-view";`));
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGET);
  });
});
