// The script-tag build (one classic script defining window.McpView) straight from src/, with esbuild
// alone: what `npm run build` makes as dist/mcp-view.global.js, without the library build, so that
// `npm start` shows the board view on the runtime as it is in src/ right now.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ENTRY = fileURLToPath(new URL("../../src/index.ts", import.meta.url));

/** The global build's source, minified. */
export async function buildGlobalScript(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: "iife",
    globalName: "McpView",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
