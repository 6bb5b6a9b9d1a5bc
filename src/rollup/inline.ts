// What the plain-rollup and the Vite side of the single-file plugin both do to a built chunk or
// stylesheet when they write it into a page: refuse a chunk that loads other chunks, strip the
// chunk's external source-map comment (and drop the map file), and build the `<script>` and
// `<style>` elements.
import type { OutputBundle, OutputChunk, PluginContext } from "rollup";
import { escapeRawText, formatAttributes, type HtmlTag } from "./html.js";

/** The attributes of a `<link rel="stylesheet">` that still mean something on the `<style>` replacing it. */
const STYLE_ATTRIBUTES = new Set(["media", "id", "nonce"]);

/**
 * The chunk's code, ready to inline: without its trailing external `sourceMappingURL` comment (an
 * inline `data:` map stays). Fails the build when the chunk imports other chunks, which a single
 * HTML file cannot load: the error reads `${subject} ${n} more chunk(s) (${names}), …; ${fix}`.
 */
export function inlinableCode(ctx: PluginContext, chunk: OutputChunk, subject: string, fix: string): string {
  const split = [...chunk.imports, ...chunk.dynamicImports];
  if (split.length) {
    ctx.error(`${subject} ${split.length} more chunk(s) (${split.join(", ")}), which a single-file widget cannot load; ${fix}`);
  }
  return chunk.code.replace(/\n?\/\/# sourceMappingURL=(?!data:)\S*\s*$/, "");
}

/** Removes an inlined chunk or asset from the bundle, with its source map file. */
export function dropInlined(bundle: OutputBundle, fileName: string): void {
  const output = bundle[fileName];
  const map = output?.type === "chunk" ? (output.sourcemapFileName ?? `${fileName}.map`) : `${fileName}.map`;
  delete bundle[fileName];
  delete bundle[map];
}

/** An inline `<script type="module">` element with `code`. */
export function moduleScript(code: string): string {
  return `<script type="module">${escapeRawText(code, "script")}</script>`;
}

/** A `<style>` element with `css` in place of the stylesheet `<link>` tag (keeping media, id and nonce). */
export function styleElement(link: HtmlTag, css: string): string {
  const attrs = new Map([...link.attrs].filter(([key]) => STYLE_ATTRIBUTES.has(key)));
  return `<style${formatAttributes(attrs)}>${escapeRawText(css, "style")}</style>`;
}
