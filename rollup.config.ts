// Builds every public entry as ESM into dist/ (the core in one shared chunk, never copied into the
// binding entries; mcp-view/preact compiled from the React hook source with `react` resolved to
// `preact/hooks`, see scripts/renderer-variants.ts), a .d.ts per entry with the MCP SDK's types inlined (so users need no SDK), and
// source maps for all of it; plus the minified script-tag builds dist/mcp-view.global.js and dist/mcp-view-openai.global.js
// (window.McpView, the second with ChatGPT's adapter).
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
  "vue/index": "src/vue/index.ts",
  "svelte/index": "src/svelte/index.ts",
  "solid/index": "src/solid/index.ts",
  "openai/index": "src/openai/index.ts",
  "testing/index": "src/testing/index.ts",
  "rollup/index": "src/rollup/index.ts",
  "server/index": "src/server/index.ts",
};

/** Packages that stay imports in every output (frameworks are peers of the bindings). */
const external = (id: string) => /^(react|react-dom|preact|vue|svelte|solid-js|rollup)(\/|$)/.test(id) || id.startsWith("node:");

/** The peers of mcp-view/server: imports in its JavaScript (zod; of the MCP SDK, either generation, it imports no code). */
const serverPeers = (id: string) => /^(@modelcontextprotocol\/(sdk|server)|zod)(\/|$)/.test(id);

/** Packages whose types are copied into our .d.ts files, so users need not install them. */
const inlinedTypes = /^(@modelcontextprotocol\/sdk|@standard-schema\/spec)(\/|$)/;

/**
 * mcp-view/server's declarations are built on their own: they keep zod as an import (its users have
 * it) and inline the MCP spec's types, never importing either generation of the SDK (a project has
 * one of them), whose McpServer types they read off the server they are given.
 */
const SERVER_ENTRY = "server/index";
const { [SERVER_ENTRY]: serverEntry, ...viewEntries } = entries;

/** Leaves bare imports external in a .d.ts build, except those of the packages `inlined` matches. */
const typesExternal = (inlined: RegExp) => (id: string) =>
  external(id) || (!inlined.test(id) && !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("src"));

/**
 * A script-tag build: `source` as one minified IIFE, dist/<name>.js, that defines `window.McpView`.
 * esbuild minifies each module (it also shortens `#private` names); terser then compresses the whole
 * bundle at once, a few % smaller.
 */
function scriptTagBuild(name: string, source: string): RollupOptions {
  return {
    input: { [name]: source },
    plugins: [
      esbuild({ target: "es2022", minify: true, legalComments: "none", sourceMap: true }),
      terser({ ecma: 2020, compress: { passes: 3 }, format: { comments: false } }),
    ],
    output: { dir: "dist", format: "iife", name: "McpView", sourcemap: true, entryFileNames: "[name].js" },
  };
}

/** The hook source in src/react, built a second time for mcp-view/preact. */
const variants = rendererVariants({ preact: preactVariant() });

const config: RollupOptions[] = [
  {
    input: entries,
    external: (id, importer) => !variants.api.rewrites(id, importer) && (external(id) || serverPeers(id)),
    plugins: [variants, esbuild({ target: "es2022", sourceMap: true })],
    output: {
      dir: "dist",
      format: "es",
      sourcemap: true,
      entryFileNames: "[name].js",
      chunkFileNames: "chunks/[name]-[hash].js",
    },
  },
  // The script-tag builds: each one minified IIFE defining `window.McpView`, for widgets with no
  // bundler. Not in `entries`: they have no .d.ts of their own (their types are those of "." and
  // "./openai").
  scriptTagBuild("mcp-view.global", "src/index.ts"),
  scriptTagBuild("mcp-view-openai.global", "src/openai/global.ts"),
  {
    input: viewEntries,
    external: typesExternal(inlinedTypes),
    plugins: [dts({ respectExternal: true, tsconfig: "tsconfig.json" })],
    output: { dir: "dist", format: "es", entryFileNames: "[name].d.ts", chunkFileNames: "chunks/[name]-[hash].d.ts" },
  },
  {
    input: { [SERVER_ENTRY]: serverEntry! },
    external: typesExternal(inlinedTypes),
    plugins: [dts({ respectExternal: true, tsconfig: "tsconfig.json" })],
    output: { dir: "dist", format: "es", entryFileNames: "[name].d.ts" },
  },
];

/**
 * `MCP_VIEW_BUILD=esm` builds only the ES modules of the entries (a few seconds, no .d.ts and no
 * script-tag build): what the playground's React and Preact views are bundled with by `npm start`.
 */
export default process.env.MCP_VIEW_BUILD === "esm" ? config.slice(0, 1) : config;
