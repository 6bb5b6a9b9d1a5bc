// The Vite side of the single-file plugin: Vite has already built each HTML page and written its
// scripts and stylesheets as separate chunks and assets. This inlines the ones a page references,
// drops its module preloads, and removes what it inlined from the bundle.
import type { OutputAsset, OutputBundle, OutputChunk, PluginContext } from "rollup";
import { isModuleScript, isStylesheet, scanHtml } from "./html.js";
import { dropInlined, inlinableCode, moduleScript, styleElement } from "./inline.js";

/** Inlines every HTML asset's chunks and stylesheets; returns [file name, html] per page. */
export function inlineBuiltPage(ctx: PluginContext, bundle: OutputBundle): Array<[string, string]> {
  const used = new Set<string>();
  const pages: Array<[string, string]> = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== "asset" || !output.fileName.endsWith(".html")) continue;
    const html = inlinePage(ctx, bundle, output, used);
    output.source = html;
    pages.push([output.fileName, html]);
  }
  for (const fileName of used) dropInlined(bundle, fileName);
  return pages;
}

function inlinePage(ctx: PluginContext, bundle: OutputBundle, page: OutputAsset, used: Set<string>): string {
  const html = String(page.source);
  let out = "";
  let last = 0;
  for (const tag of scanHtml(html)) {
    let replacement: string | undefined;
    const rel = (tag.attrs.get("rel") ?? "").toLowerCase();
    if (isModuleScript(tag) && tag.attrs.has("src")) {
      const chunk = find(bundle, tag.attrs.get("src")!, "chunk");
      if (chunk)
        replacement = moduleScript(
          inlinableCode(
            ctx,
            chunk,
            `${page.fileName}: ${chunk.fileName} loads`,
            "set build.rollupOptions.output.inlineDynamicImports: true",
          ),
        );
    } else if (isStylesheet(tag)) {
      const href = tag.attrs.get("href") ?? "";
      const css = dataCss(href) ?? find(bundle, href, "asset")?.source;
      if (css !== undefined) replacement = styleElement(tag, String(css));
    } else if (tag.name === "link" && rel === "modulepreload" && find(bundle, tag.attrs.get("href") ?? "", "chunk")) {
      replacement = "";
    }
    if (replacement === undefined) continue;
    const src = tag.attrs.get("src") ?? tag.attrs.get("href") ?? "";
    const target = find(bundle, src, "chunk") ?? find(bundle, src, "asset");
    if (target) used.add(target.fileName);
    out += html.slice(last, tag.start) + replacement;
    last = tag.end;
  }
  return out + html.slice(last);
}

/** The text of a `data:text/css` URL (Vite inlines small stylesheets that way), else undefined. */
function dataCss(href: string): string | undefined {
  const m = /^data:text\/css(?:;charset=[^;,]*)?(;base64)?,(.*)$/is.exec(href.trim());
  if (!m) return undefined;
  return m[1] ? Buffer.from(m[2]!, "base64").toString("utf8") : decodeURIComponent(m[2]!);
}

/** The chunk or asset a page refers to as `ref` (`/assets/x.js`, `./assets/x.js`, `<base>/assets/x.js`). */
function find<T extends "chunk" | "asset">(
  bundle: OutputBundle,
  ref: string,
  type: T,
): Extract<OutputChunk | OutputAsset, { type: T }> | undefined {
  const path = ref.trim().replace(/[?#].*$/, "");
  if (!path || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(path)) return undefined;
  const relative = path.replace(/^\.?\//, "");
  const hit = bundle[relative] ?? Object.values(bundle).find((o) => path.endsWith(`/${o.fileName}`));
  return hit?.type === type ? (hit as Extract<OutputChunk | OutputAsset, { type: T }>) : undefined;
}
