// `vite build` writes the view as one self-contained file, dist/index.html (hosts load exactly one
// HTML document per view), with Solid's JSX compiled by vite-plugin-solid; `vitest` runs the view's
// tests in happy-dom, a DOM for Node, on Solid's browser build (the plugin picks it under test).
import { singleFile } from "mcp-view/rollup";
import solid from "vite-plugin-solid";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [solid()],
  // one file loads no modules, so it needs no modulepreload polyfill
  build: { modulePreload: { polyfill: false }, rollupOptions: { plugins: [singleFile()] } },
  test: { environment: "happy-dom" },
});
