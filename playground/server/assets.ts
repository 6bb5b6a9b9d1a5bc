// Where the playground gets its host page and the example views: built from source when it runs
// from this repository (npm start, the tests: source-assets.ts), read from the files built ahead
// of time when it runs from the published package (`npx mcp-view dev`: packagedAssets below).
import { readFile } from "node:fs/promises";
import { WIDGET_NAMES, type Widgets } from "../example/widget-names.js";

/** The host page's files. */
export interface PageFiles {
  html: string;
  css: string;
  js: string;
  /** The source map of `js`, when there is one. */
  map?: string;
}

/** The page and the example views, each produced once and awaited where it is needed. */
export interface PlaygroundAssets {
  /** The host page. */
  page(): Promise<PageFiles>;
  /** The example views, for the embedded example server. */
  widgets(): Promise<Widgets>;
  /** The fake `window.openai` injected into views' frames under "ChatGPT with only window.openai" (a classic script). */
  frameOpenAi(): Promise<string>;
  /** axe-core's script (axe.min.js), which the accessibility probe loads into a view's frame when it measures. */
  axe(): Promise<string>;
  /** The probe view of `mcp-view probe` (widgets/probe/), one HTML file. */
  probe?(): Promise<string>;
}

/** Runs `make` once, on first use. */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}

/** The files of `dir` (dist/cli/ in the package): page/index.html, page/host.css, page/host.js, frame/openai.js, frame/axe.min.js, widgets/<name>.html and widgets/probe.html. */
export function packagedAssets(dir: URL): PlaygroundAssets {
  const read = (path: string) => readFile(new URL(path, dir), "utf8");
  return {
    page: once(async () => {
      const [html, css, js] = await Promise.all([read("page/index.html"), read("page/host.css"), read("page/host.js")]);
      return { html, css, js };
    }),
    widgets: once(async () => {
      const html = await Promise.all(WIDGET_NAMES.map((name) => read(`widgets/${name}.html`)));
      return Object.fromEntries(WIDGET_NAMES.map((name, i) => [name, html[i]!])) as Widgets;
    }),
    frameOpenAi: once(() => read("frame/openai.js")),
    axe: once(() => read("frame/axe.min.js")),
    probe: once(() => read("widgets/probe.html")),
  };
}
