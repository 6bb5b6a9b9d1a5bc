// The `mcp-view/rollup` plugin: one self-contained HTML file per HTML entry, as MCP hosts require.
//
// Under plain rollup, an `.html` input becomes a virtual entry that imports the page's module
// scripts (`<script type="module" src>` and inline module scripts) in document order. The bundle is
// then written back into the page as one inline `<script type="module">`, local classic scripts and
// `<link rel="stylesheet">` files are inlined as they are, and the JavaScript chunk is replaced by
// `<name>.html`. Under Vite (used from `build.rollupOptions.plugins` or `plugins`), Vite builds the
// page itself; this plugin runs after it and inlines the chunks and CSS assets the page references.
// Either way, every output page is scanned for the external origins it still references; they are
// reported through `this.warn` and `onExternalOrigins`, ready for `_meta.ui.csp`.
import { readFileSync } from "node:fs";
import { basename, dirname, extname, resolve } from "node:path";
import type { InputOptions, OutputBundle, OutputChunk, Plugin, PluginContext } from "rollup";
import { escapeRawText, formatAttributes, isClassicScript, isLocal, isModuleScript, isStylesheet, scanHtml, type HtmlTag } from "./html.js";
import { DEFAULT_IGNORED, findExternalOrigins, type ExternalOrigins } from "./origins.js";
import { dropInlined, inlinableCode, moduleScript, styleElement } from "./inline.js";
import { inlineBuiltPage } from "./vitePage.js";

/** Options of {@link singleFile}. */
export interface SingleFileOptions {
  /** Called once per output HTML file with the external origins it still references (possibly none). */
  onExternalOrigins?: (report: ExternalOrigins) => void;
  /** Warn through rollup (or Vite) when an output file references external origins. @default true */
  warn?: boolean;
  /** URLs that are not fetched, as URL prefixes or patterns; added to the built-in list (XML namespaces, …). */
  ignore?: Array<string | RegExp>;
}

interface Page {
  file: string;
  name: string;
  html: string;
  tags: HtmlTag[];
}

const PAGE = "\0mcp-view-html:";
const INLINE = "?mcp-view-inline=";

/**
 * A rollup (and Vite) plugin that turns each HTML entry into one self-contained HTML file and reports
 * the external origins the result still references.
 *
 * @example
 * // rollup.config.js
 * export default { input: "widget.html", output: { dir: "dist" }, plugins: [singleFile()] };
 */
export function singleFile(options: SingleFileOptions = {}): Plugin {
  const pages = new Map<string, Page>();
  let underVite = false;
  return {
    name: "mcp-view:single-file",
    options(input) {
      underVite = isVite(input);
      return underVite ? null : virtualInputs(input, pages);
    },
    resolveId(id) {
      return pages.has(id) || id.includes(INLINE) ? id : null;
    },
    load(id) {
      const page = pages.get(id);
      if (page) return entryCode(this, page);
      const at = id.indexOf(INLINE);
      if (at < 0) return null;
      return pages.get(PAGE + id.slice(0, at))?.tags[Number(id.slice(at + INLINE.length))]?.text ?? null;
    },
    onLog(_level, log) {
      return !(log.code === "EMPTY_BUNDLE" && [...pages.values()].some((page) => log.names?.includes(page.name)));
    },
    generateBundle: {
      order: "post",
      handler(_output, bundle) {
        const written = underVite ? inlineBuiltPage(this, bundle) : [...pages.values()].map((page) => writePage(this, bundle, page));
        for (const [file, html] of written)
          report(this, findExternalOrigins(file, html, [...DEFAULT_IGNORED, ...(options.ignore ?? [])]), options);
      },
    },
  };
}

function isVite(input: InputOptions): boolean {
  const plugins = [input.plugins].flat(Infinity as 1) as unknown[];
  return plugins.some((p) => typeof p === "object" && p !== null && (p as { name?: unknown }).name === "vite:build-html");
}

/** Replaces every `.html` input by a virtual entry; returns null when there is none. */
function virtualInputs(input: InputOptions, pages: Map<string, Page>): InputOptions | null {
  const raw = input.input;
  if (!raw) return null;
  const named = (id: string): [string, string] => [basename(id, extname(id)), id];
  const record: Record<string, string> =
    typeof raw === "string" ? Object.fromEntries([named(raw)]) : Array.isArray(raw) ? Object.fromEntries(raw.map(named)) : { ...raw };
  if (!Object.values(record).some((id) => id.endsWith(".html"))) return null;
  pages.clear();
  for (const [name, id] of Object.entries(record)) {
    if (!id.endsWith(".html")) continue;
    const file = resolve(id);
    pages.set(PAGE + file, { file, name, html: "", tags: [] });
    record[name] = PAGE + file;
  }
  return { ...input, input: record };
}

/**
 * Reads the page and imports its module scripts, in document order. The page and the local files
 * it inlines are watched from here: rollup 3 refuses `addWatchFile` once the build has finished.
 */
function entryCode(ctx: PluginContext, page: Page): string {
  page.html = readFileSync(page.file, "utf8");
  page.tags = scanHtml(page.html);
  ctx.addWatchFile(page.file);
  for (const tag of page.tags) {
    const ref = inlinedRef(tag);
    if (ref !== undefined) ctx.addWatchFile(localPath(page.file, ref));
  }
  const imports = page.tags.flatMap((tag, index) => {
    if (!isModuleScript(tag)) return [];
    const src = tag.attrs.get("src");
    return [`import ${JSON.stringify(src === undefined ? page.file + INLINE + index : localPath(page.file, src))};`];
  });
  return imports.join("\n") || "export {};";
}

/** Writes `<name>.html` in place of the page's chunk; returns [file name, html]. */
function writePage(ctx: PluginContext, bundle: OutputBundle, page: Page): [string, string] {
  const chunk = Object.values(bundle).find((o): o is OutputChunk => o.type === "chunk" && o.facadeModuleId === PAGE + page.file);
  if (!chunk) ctx.error(`${page.name}.html: its entry chunk is missing from the bundle`);
  const code = inlinableCode(
    ctx,
    chunk,
    `${page.name}.html: its scripts were split into`,
    "build one HTML entry per rollup config and set output.inlineDynamicImports: true",
  );
  dropInlined(bundle, chunk.fileName);
  const html = renderPage(ctx, page, code);
  const fileName = `${page.name}.html`;
  ctx.emitFile({ type: "asset", fileName, source: html });
  return [fileName, html];
}

/** The page with its module scripts replaced by `code` and its local scripts and stylesheets inlined. */
function renderPage(ctx: PluginContext, page: Page, code: string): string {
  let out = "";
  let last = 0;
  let placed = false;
  for (const tag of page.tags) {
    let replacement: string | undefined;
    if (isModuleScript(tag) && (tag.attrs.get("src") === undefined || isLocal(tag.attrs.get("src")!))) {
      replacement = placed ? "" : moduleScript(code);
      placed = true;
    } else if (inlinedRef(tag) !== undefined) {
      const text = readLocal(ctx, page, inlinedRef(tag)!);
      replacement = isStylesheet(tag) ? styleElement(tag, text) : classicScript(tag, text);
    }
    if (replacement === undefined) continue;
    out += page.html.slice(last, tag.start) + replacement;
    last = tag.end;
  }
  return out + page.html.slice(last);
}

/** The reference of a local classic script or stylesheet, which the page gets inlined as it is. */
function inlinedRef(tag: HtmlTag): string | undefined {
  const ref = isClassicScript(tag) ? tag.attrs.get("src") : isStylesheet(tag) ? tag.attrs.get("href") : undefined;
  return ref !== undefined && isLocal(ref) ? ref : undefined;
}

/** A classic `<script>` with `code` in place of the `src` one (without src, defer and async). */
function classicScript(tag: HtmlTag, code: string): string {
  const attrs = new Map([...tag.attrs].filter(([key]) => !["src", "defer", "async"].includes(key)));
  return `<script${formatAttributes(attrs)}>${escapeRawText(code, "script")}</script>`;
}

function readLocal(ctx: PluginContext, page: Page, ref: string): string {
  const file = localPath(page.file, ref);
  try {
    return readFileSync(file, "utf8");
  } catch (cause) {
    return ctx.error(`${page.name}.html: cannot read ${ref} (${file}): ${(cause as Error).message}`);
  }
}

function report(ctx: PluginContext, found: ExternalOrigins, options: SingleFileOptions): void {
  if (found.origins.length && options.warn !== false) {
    ctx.warn(
      `${found.file} references ${found.origins.length} external origin(s); declare them in _meta.ui.csp: ${JSON.stringify(found.csp)}`,
    );
  }
  options.onExternalOrigins?.(found);
}

/** Resolves a local reference against the page's folder (a leading `/` is that folder too). */
function localPath(pageFile: string, ref: string): string {
  const path = ref.trim().replace(/[?#].*$/, "");
  return resolve(dirname(pageFile), path.startsWith("/") ? `.${path}` : path);
}
