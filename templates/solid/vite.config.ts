// `vite build` writes the view as one self-contained file, dist/index.html (hosts load exactly one
// HTML document per view), with Solid's JSX compiled by vite-plugin-solid; `vitest` runs the view's
// tests in happy-dom, a DOM for Node, on Solid's browser build (the plugin picks it under test).
import { singleFile } from "mcp-view/rollup";
import solid from "vite-plugin-solid";
import { defineConfig } from "vitest/config";

export default defineConfig(({ mode }) => ({
  plugins: [solid()],
  build: {
    // one file loads no modules, so it needs no modulepreload polyfill
    modulePreload: { polyfill: false },
    rollupOptions: { plugins: [singleFile()] },
    // `npm run dev` builds in development mode: code as written, and its source map inside the
    // file, through which the playground names your own file and line in an error
    ...(mode === "development" && { minify: false, sourcemap: "inline" as const }),
  },
  test: { environment: "happy-dom" },
}));
