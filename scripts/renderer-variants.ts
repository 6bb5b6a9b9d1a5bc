// The hooks are written once, in src/react, against React's hook API. Another renderer gets the
// same source compiled against itself: inside a renderer variant, `react` resolves to that
// renderer's hooks (Preact: `preact/hooks`), and a module of src/react resolves to its twin in the
// variant's own folder when one exists (src/preact/useStore.ts for src/react/useStore.ts), else to
// the same file marked with `?renderer=<name>`, so that one build (rollup) or one test run (vite)
// can hold the React and the Preact copy side by side. Every other module (the core, src/bindings)
// stays one shared module. A rollup and vite plugin: rollup.config.ts builds mcp-view/preact with
// it, vitest.config.ts runs the binding suite over every renderer with it.
import { existsSync, readFileSync } from "node:fs";
import { basename, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { transform } from "esbuild";
import type { Plugin } from "rollup";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

/** The folder of the hook source: src/react. */
export const HOOK_SOURCE = join(SRC, "react");

/** One renderer the hook source is compiled for, besides React 19. */
export interface RendererVariant {
  /** Absolute paths of modules that belong to the variant by their own path (its entry). */
  entries: string[];
  /** Bare imports replaced inside the variant: `{ react: "preact/hooks" }`. */
  alias: Record<string, string>;
  /** The folder whose files replace their src/react namesakes inside the variant (src/preact). */
  twins?: string;
}

const QUERY = "?renderer=";

/** `[file, variant name]` of a module id (`undefined` name when it has no `?renderer=`). */
function parse(id: string): [file: string, name: string | undefined] {
  const at = id.indexOf(QUERY);
  return at < 0 ? [id, undefined] : [id.slice(0, at), id.slice(at + QUERY.length)];
}

const inside = (file: string, dir: string) => file.startsWith(dir.endsWith(sep) ? dir : dir + sep);

/** The plugin, and whether it rewrites an import (rollup's `external` must let those through). */
export interface RendererVariantsPlugin extends Plugin {
  /** Vite: before its own resolver, which would resolve `react` first. */
  enforce: "pre";
  api: { rewrites(source: string, importer: string | undefined): boolean };
}

/** Builds the hook source once per variant: see the file comment. */
export function rendererVariants(variants: Record<string, RendererVariant>): RendererVariantsPlugin {
  const variantOf = (importer: string): string | undefined => {
    const [file, name] = parse(importer);
    if (name && !Object.hasOwn(variants, name))
      throw new Error(`renderer-variants: ${importer} names the unknown renderer "${name}" (known: ${Object.keys(variants).join(", ")})`);
    if (name) return name;
    return Object.keys(variants).find((key) => {
      const { entries, twins } = variants[key]!;
      return entries.includes(file) || (twins !== undefined && inside(file, twins));
    });
  };
  return {
    name: "renderer-variants",
    enforce: "pre",
    api: {
      rewrites: (source, importer) => {
        const name = importer && variantOf(importer);
        return !!name && Object.hasOwn(variants[name]!.alias, source);
      },
    },
    async resolveId(source, importer) {
      const name = importer && variantOf(importer);
      if (!name) return null;
      const variant = variants[name]!;
      const from = parse(importer)[0];
      if (Object.hasOwn(variant.alias, source)) return this.resolve(variant.alias[source]!, from, { skipSelf: true });
      if (!source.startsWith(".")) return null;
      const resolved = await this.resolve(source, from, { skipSelf: true });
      if (!resolved || resolved.external || !inside(resolved.id, HOOK_SOURCE)) return resolved;
      const twin = variant.twins && join(variant.twins, basename(resolved.id));
      return twin && existsSync(twin) ? twin : `${resolved.id}${QUERY}${name}`;
    },
    async load(id) {
      const [file, name] = parse(id);
      if (!name) return null;
      // Compiled here: other TypeScript plugins skip ids that do not end in `.ts`.
      const { code, map } = await transform(readFileSync(file, "utf8"), {
        loader: "ts",
        target: "es2022",
        sourcemap: true,
        sourcefile: file,
      });
      return { code, map };
    },
  };
}

/** The Preact variant: src/preact/index.ts is its entry, src/preact holds its twins. */
export function preactVariant(): RendererVariant {
  const dir = join(SRC, "preact");
  return { entries: [join(dir, "index.ts")], alias: { react: "preact/hooks" }, twins: dir };
}
