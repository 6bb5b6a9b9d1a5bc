// Builds an example view from its HTML entry into the one self-contained HTML file MCP hosts load,
// with mcp-view's own rollup plugin (`singleFile` from mcp-view/rollup). Each module script is
// bundled by esbuild first (TypeScript, JSX, React/Preact from node_modules), so rollup sees one
// plain ES module per page and the build takes well under a second.
import { build as esbuild } from "esbuild";
import { rollup, type Plugin } from "rollup";
import { singleFile } from "../../src/rollup/index.js";

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
