// `vite build` compiles the Svelte components and writes the view as one self-contained file,
// dist/index.html (hosts load exactly one HTML document per view); `vitest` runs the view's tests in
// happy-dom, a DOM for Node, with Svelte's browser build (Node's conditions would pick its server build).
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { singleFile } from "mcp-view/rollup";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [svelte()],
  resolve: process.env.VITEST ? { conditions: ["browser"] } : undefined,
  // one file loads no modules, so it needs no modulepreload polyfill
  build: { modulePreload: { polyfill: false }, rollupOptions: { plugins: [singleFile()] } },
  test: { environment: "happy-dom" },
});
