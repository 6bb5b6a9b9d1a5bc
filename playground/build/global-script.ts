// The script-tag build with ChatGPT's adapter (one classic script defining window.McpView) straight
// from src/, with esbuild alone: what `npm run build` makes as dist/mcp-view-openai.global.js, without
// the library build, so that `npm start` shows the board view on the runtime as it is in src/ right now. Other classic scripts
// (the playground's fake window.openai for views' frames) are built the same way.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ENTRY = fileURLToPath(new URL("../../src/openai/global.ts", import.meta.url));

/** `entry` bundled into one minified classic script for the browser, defining `globalName` if given. */
export async function buildClassicScript(entry: string, globalName?: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    ...(globalName && { globalName }),
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** The source of the global build with ChatGPT's adapter, minified. */
export function buildOpenAiGlobalScript(): Promise<string> {
  return buildClassicScript(ENTRY, "McpView");
}
