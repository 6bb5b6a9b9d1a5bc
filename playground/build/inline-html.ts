// Turns a widget's HTML entry into one self-contained HTML file, the way MCP Apps resources must be
// served: `<link rel="stylesheet">` becomes `<style>`, `<script type="module" src>` is bundled with
// esbuild and inlined, and a classic `<script src>` is inlined as is (the global build included).
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { build } from "esbuild";
import { globalBuild } from "./global-build.js";

const LINK = /<link\s+rel="stylesheet"\s+href="([^"]+)"\s*\/?>/g;
const MODULE = /<script\s+type="module"\s+src="([^"]+)"\s*><\/script>/g;
const CLASSIC = /<script\s+src="([^"]+)"\s*><\/script>/g;

/** Makes script text safe inside `<script>…</script>`. */
export const escapeScript = (code: string): string => code.replace(/<\/(script)/gi, (_m, tag: string) => `<\\/${tag}`);

/** Bundles a module entry for the browser (TS/TSX, React or Preact JSX) into one minified ES module. */
export async function bundleModule(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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
  });
  return result.outputFiles[0]!.text;
}

/** Reads a stylesheet and inlines its relative `@import`s. */
function readCss(path: string): string {
  return readFileSync(path, "utf8").replace(/@import\s+"([^"]+)";/g, (_m, href: string) => readCss(resolve(dirname(path), href)));
}

async function replaceAsync(text: string, pattern: RegExp, fn: (match: string, src: string) => Promise<string>): Promise<string> {
  const parts = await Promise.all([...text.matchAll(pattern)].map((m) => fn(m[0], m[1]!)));
  let i = 0;
  return text.replace(pattern, () => parts[i++]!);
}

/** Builds the HTML entry at `htmlPath` into a single HTML string. */
export async function inlineHtml(htmlPath: string): Promise<string> {
  const dir = dirname(htmlPath);
  let html = readFileSync(htmlPath, "utf8");
  html = html.replace(LINK, (_m, href: string) => `<style>${readCss(resolve(dir, href))}</style>`);
  html = await replaceAsync(html, MODULE, async (_m, src) => `<script type="module">${escapeScript(await bundleModule(resolve(dir, src)))}</script>`);
  html = await replaceAsync(html, CLASSIC, async (_m, src) => {
    const path = resolve(dir, src);
    if (path.endsWith("mcp-view.global.js")) return `<script>${escapeScript(await globalBuild(path))}</script>`;
    if (!existsSync(path)) throw new Error(`${htmlPath}: script ${src} not found`);
    const code = readFileSync(path, "utf8");
    return `<script>${escapeScript(code)}</script>`;
  });
  return html;
}
