// Builds an example view from its HTML entry into the one self-contained HTML file MCP hosts load,
// with mcp-view's own rollup plugin (`singleFile` from mcp-view/rollup). Each module script is
// bundled by esbuild first (TypeScript, JSX, React/Preact from node_modules), so rollup sees one
// plain ES module per page and the build takes well under a second.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild, type Plugin as EsbuildPlugin } from "esbuild";
import { rollup, type Plugin } from "rollup";
import { singleFile } from "mcp-view/rollup";

const SRC = fileURLToPath(new URL("../../src/", import.meta.url));
const DIST = fileURLToPath(new URL("../../dist/", import.meta.url));

/**
 * Widgets import mcp-view by its public entries (`mcp-view`, `mcp-view/react`, …), which
 * tsconfig.json maps to src/ for their types; they are bundled with the built entries in dist/, as a
 * user's widget is: mcp-view/preact exists only as built (from the React hook source, by
 * rollup.config.ts). The entry files of src/ imported by path (as the binding tests' widgets do) are
 * bundled from dist/ too.
 */
export const builtEntries: EsbuildPlugin = {
  name: "playground:built-entries",
  setup(build) {
    build.onResolve({ filter: /^mcp-view(\/[a-z]+)?$/ }, ({ path }) => ({
      path: resolve(DIST, path.slice("mcp-view".length).replace(/^\//, ""), "index.js"),
    }));
    build.onResolve({ filter: /\/src\/(react\/|preact\/)?index\.js$/ }, ({ path, resolveDir }) => {
      const file = resolve(resolveDir, path);
      return file.startsWith(SRC) ? { path: DIST + file.slice(SRC.length) } : undefined;
    });
  },
};

/** Options of {@link buildWidget}. */
export interface WidgetBuildOptions {
  /** Called with the files each esbuild bundle read (to credit the packages inlined). */
  onInputs?: (files: string[]) => void;
}

/** Loads each script module as one esbuild bundle of it and everything it imports. */
function esbuildBundles(options: WidgetBuildOptions): Plugin {
  return {
    name: "playground:esbuild-bundles",
    async load(id) {
      if (id.startsWith("\0") || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const result = await esbuild({
        entryPoints: [id],
        bundle: true,
        format: "esm",
        platform: "browser",
        target: "es2022",
        minify: true,
        write: false,
        jsx: "automatic",
        legalComments: "none",
        define: { "process.env.NODE_ENV": '"production"' },
        plugins: [builtEntries],
        logLevel: "silent",
        metafile: true,
      });
      options.onInputs?.(Object.keys(result.metafile.inputs));
      return result.outputFiles[0]!.text;
    },
  };
}

/** Builds the page at `htmlPath` into one HTML string. */
export async function buildWidget(htmlPath: string, options: WidgetBuildOptions = {}): Promise<string> {
  if (!existsSync(`${DIST}index.js`))
    throw new Error(`${DIST}index.js is missing: run \`npm start\` (it builds the ES modules first) or \`npm run build\``);
  const bundle = await rollup({ input: htmlPath, plugins: [esbuildBundles(options), singleFile({ warn: false })], logLevel: "silent" });
  try {
    const { output } = await bundle.generate({ format: "es", inlineDynamicImports: true });
    const page = output.find((o) => o.type === "asset" && o.fileName.endsWith(".html"));
    if (!page || page.type !== "asset") throw new Error(`${htmlPath}: the build produced no HTML file`);
    return String(page.source);
  } finally {
    await bundle.close();
  }
}
