// `vite build` writes the view as one self-contained file, dist/index.html (hosts load exactly one
// HTML document per view); `vitest` runs the view's tests in happy-dom, a DOM for Node.
import { singleFile } from "mcp-view/rollup";
import { defineConfig } from "vitest/config";

export default defineConfig(({ mode }) => ({
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
