// Bundles the host page (playground/host/main.ts, with the MCP SDK's Client) and the fake
// window.openai injected into views' frames (playground/frame/main.ts) for the browser.
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildClassicScript } from "../build/global-script.js";

const HOST_ENTRY = fileURLToPath(new URL("../host/main.ts", import.meta.url));
const FRAME_OPENAI_ENTRY = fileURLToPath(new URL("../frame/main.ts", import.meta.url));

/** The host page's script and its source map. */
export async function bundleHost(): Promise<{ js: string; map: string }> {
  const result = await build({
    entryPoints: [HOST_ENTRY],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    sourcemap: "external",
    outfile: "host.js",
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  const js = result.outputFiles.find((f) => f.path.endsWith(".js"))!.text;
  const map = result.outputFiles.find((f) => f.path.endsWith(".map"))!.text;
  return { js: `${js}\n//# sourceMappingURL=/host.js.map\n`, map };
}

/** The fake window.openai for views' frames: one classic script, minified. */
export function bundleFrameOpenAi(): Promise<string> {
  return buildClassicScript(FRAME_OPENAI_ENTRY);
}
