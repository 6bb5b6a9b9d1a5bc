// The script-tag build of mcp-view (`window.McpView`): dist/mcp-view.global.js when `npm run build`
// produced it, otherwise the same IIFE bundled from src/ with esbuild.
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const SRC_INDEX = fileURLToPath(new URL("../../src/index.ts", import.meta.url));

/** The global build's code: the file at `distPath` if present, else an esbuild IIFE of src/index.ts. */
export async function globalBuild(distPath: string): Promise<string> {
  if (existsSync(distPath)) return readFileSync(distPath, "utf8");
  const result = await build({
    entryPoints: [SRC_INDEX],
    bundle: true,
    format: "iife",
    globalName: "McpView",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}
