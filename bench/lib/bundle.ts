// Bundling for the benchmarks and the size budgets: esbuild, minified, the way a widget author ships.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

/** The repository root (ends with a slash). */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Options of {@link bundle}. */
export interface BundleOptions {
  /** Packages left out of the bundle (a framework, for a binding's added size). */
  external?: string[];
  /** @default "esm" */
  format?: "esm" | "iife";
  /** @default true */
  minify?: boolean;
  /** Global constants to replace (`{ "process.env.NODE_ENV": '"production"' }`). */
  define?: Record<string, string>;
  /** Where the source's relative imports resolve from (the folder of the file it was read from). @default the repository root */
  resolveDir?: string;
}

/** Bundles `source` (resolved from the repository root, or `resolveDir`) into one minified file. */
export async function bundle(source: string, options: BundleOptions = {}): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: options.resolveDir ?? ROOT, loader: "ts", sourcefile: "widget.ts" },
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    minify: options.minify ?? true,
    format: options.format ?? "esm",
    target: "es2022",
    platform: "browser",
    external: options.external ?? [],
    define: options.define,
    legalComments: "none",
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

/** Bytes of `code` gzipped at level 9. */
export function gzipSize(code: string | Uint8Array): number {
  return gzipSync(code, { level: 9 }).length;
}

/** Reads a file of the repository (a `dist/` file after `npm run build`). */
export function repoFile(path: string): string {
  return readFileSync(ROOT + path, "utf8");
}

const inline = (code: string) => code.replace(/<\/(script)/gi, "<\\/$1");

/**
 * A single-file widget page: the bundle inlined as one module script, as hosts load it. `first`, if
 * given, is a classic script in the head: the page's first script, run before the bundle.
 */
export function widgetPage(code: string, title = "widget", first?: string): string {
  const head = first === undefined ? "" : `<script>${inline(first)}</script>`;
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${title}</title>${head}</head>\n<body><div id="root"></div><script type="module">${inline(code)}</script></body></html>\n`;
}
