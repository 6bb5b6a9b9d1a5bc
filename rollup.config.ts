// Builds every public entry as ESM into dist/ (the core in one shared chunk, never copied into the
// binding entries; mcp-view/preact compiled from the React hook source with `react` resolved to
// `preact/hooks`, see scripts/renderer-variants.ts), a .d.ts per entry with the MCP SDK's types inlined (so users need no SDK), and
// source maps for all of it; plus the minified script-tag build dist/mcp-view.global.js (window.McpView).
import type { RollupOptions } from "rollup";
import esbuild from "rollup-plugin-esbuild";
import { dts } from "rollup-plugin-dts";
import terser from "@rollup/plugin-terser";
import { preactVariant, rendererVariants } from "./scripts/renderer-variants.js";

/** Public entry → source file. The output is dist/<entry>.js and dist/<entry>.d.ts. */
export const entries: Record<string, string> = {
  index: "src/index.ts",
  "react/index": "src/react/index.ts",
  "preact/index": "src/preact/index.ts",
  "testing/index": "src/testing/index.ts",
  "rollup/index": "src/rollup/index.ts",
};

/** Packages that stay imports in the JavaScript output (frameworks are peers of the bindings). */
const external = (id: string) => /^(react|react-dom|preact|rollup)(\/|$)/.test(id) || id.startsWith("node:");

/** Packages whose types are copied into our .d.ts files, so users need not install them. */
const inlinedTypes = /^(@modelcontextprotocol\/sdk|@standard-schema\/spec)(\/|$)/;

/** The hook source in src/react, built a second time for mcp-view/preact. */
const variants = rendererVariants({ preact: preactVariant() });

const config: RollupOptions[] = [
  {
    input: entries,
    external: (id, importer) => !variants.api.rewrites(id, importer) && external(id),
    plugins: [variants, esbuild({ target: "es2022", sourceMap: true })],
    output: {
      dir: "dist",
      format: "es",
      sourcemap: true,
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
    },
  },
  {
    // The script-tag build: one minified IIFE defining `window.McpView` (the whole core), for widgets
    // with no bundler. Not in `entries`: it has no .d.ts of its own (its types are those of ".").
    input: { "mcp-view.global": "src/index.ts" },
    // esbuild minifies each module (it also shortens `#private` names); terser then compresses the
    // whole bundle at once, a few % smaller, which matters under the 8 KB budget.
    plugins: [
      esbuild({ target: "es2022", minify: true, legalComments: "none", sourceMap: true }),
      terser({ ecma: 2020, compress: { passes: 3 }, format: { comments: false } }),
    ],
    output: { dir: "dist", format: "iife", name: "McpView", sourcemap: true, entryFileNames: "[name].js" },
  },
  {
    input: entries,
    external: (id) => external(id) || (!inlinedTypes.test(id) && !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("src")),
    plugins: [dts({ respectExternal: true, tsconfig: "tsconfig.json" })],
    output: { dir: "dist", format: "es", entryFileNames: "[name].d.ts", chunkFileNames: "chunks/[name]-[hash].d.ts" },
  },
];

export default config;
