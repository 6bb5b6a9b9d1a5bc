// The playground's page and example views built from this repository's sources, on first use:
// the host page's script and the frame's fake window.openai with esbuild, the views with mcp-view/rollup (esbuild and rollup are
// development dependencies, so the published command never imports this file).
import { readFile } from "node:fs/promises";
import { buildWidgetsFromSource } from "../example/widgets.js";
import { once, type PlaygroundAssets } from "./assets.js";
import { bundleFrameOpenAi, bundleHost } from "./bundle.js";

const read = (name: string) => readFile(new URL(`../host/${name}`, import.meta.url), "utf8");

/** Builds each part once, when first asked. */
export function sourceAssets(): PlaygroundAssets {
  return {
    page: once(async () => {
      const [html, css, host] = await Promise.all([read("index.html"), read("host.css"), bundleHost()]);
      return { html, css, js: host.js, map: host.map };
    }),
    widgets: once(buildWidgetsFromSource),
    frameOpenAi: once(bundleFrameOpenAi),
  };
}
