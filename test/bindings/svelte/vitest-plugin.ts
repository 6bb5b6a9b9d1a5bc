// What the Svelte binding tests need from vitest, scoped to them: Svelte 5 components (`*.svelte`
// under test/bindings) compiled by Svelte's own vite plugin; Svelte 4 components
// (`*.svelte4.svelte`) compiled by the Svelte 4 compiler (the `svelte4` dev dependency); both
// runtimes in their browser builds (happy-dom is a browser; Node's conditions would pick the
// server builds); and, inside Svelte 4 components, `svelte` resolved to `svelte4` and
// `mcp-view/svelte` to the binding compiled a second time against `svelte4` (context belongs to the
// runtime that renders the component). Only imports of `svelte`, `svelte4` and their subpaths, and
// files of these two kinds, are touched.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import { transform } from "esbuild";
import { compile } from "svelte4/compiler";
import type { Plugin } from "vite";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BINDING = join(ROOT, "src", "svelte") + sep;
const TESTS = join(ROOT, "test", "bindings") + sep;
const VARIANT = "?svelte4";
const SVELTE4_FILE = /\.svelte4\.svelte$/;
const require = createRequire(import.meta.url);

type Exports = string | { [condition: string]: Exports };

/** The file a package's `exports` entry names for a browser's ESM import. */
function pick(entry: Exports | undefined): string | undefined {
  if (entry === undefined || typeof entry === "string") return entry;
  const key = ["browser", "import", "default"].find((k) => k in entry);
  return key === undefined ? undefined : pick(entry[key]);
}

/** `svelte/…` or `svelte4/…` resolved with the browser condition, or `undefined` for any other import. */
function browserBuild(source: string): string | undefined {
  const match = /^(svelte4?)(\/.*)?$/.exec(source);
  if (!match) return undefined;
  const manifest = require.resolve(`${match[1]}/package.json`);
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as { exports: Record<string, Exports> };
  const file = pick(exports[`.${match[2] ?? ""}`]);
  return file && join(dirname(manifest), file);
}

/** The binding's modules in their Svelte 4 copy: `?svelte4` ids whose `svelte` imports are `svelte4`'s. */
function svelte4Variant(): Plugin {
  return {
    name: "mcp-view:svelte4-binding",
    enforce: "pre",
    async resolveId(source, importer) {
      const svelte4 = !!importer && SVELTE4_FILE.test(importer);
      // Components import the binding by its public name, as a widget does (tsconfig's paths cover only .ts files).
      if (source === "mcp-view/svelte" && importer?.startsWith(TESTS) && importer.endsWith(".svelte"))
        return join(BINDING, "index.ts") + (svelte4 ? VARIANT : "");
      const variant = svelte4 || importer?.endsWith(VARIANT);
      if (variant && /^svelte(\/|$)/.test(source)) return browserBuild(source.replace(/^svelte/, "svelte4"));
      const built = browserBuild(source);
      if (built) return built;
      if (!importer?.endsWith(VARIANT) || !source.startsWith(".")) return null;
      const resolved = await this.resolve(source, importer!.slice(0, -VARIANT.length), { skipSelf: true });
      return resolved && resolved.id.startsWith(BINDING) ? resolved.id + VARIANT : resolved;
    },
    async load(id) {
      if (!id.endsWith(VARIANT)) return null;
      const file = id.slice(0, -VARIANT.length);
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

/** Compiles `*.svelte4.svelte` with Svelte 4, its runtime imported as `svelte4`. */
function svelte4Components(): Plugin {
  return {
    name: "mcp-view:svelte4-components",
    enforce: "pre",
    transform(code, id) {
      if (!SVELTE4_FILE.test(id) || !id.startsWith(TESTS)) return null;
      const { js } = compile(code, { filename: id, generate: "dom", sveltePath: "svelte4", css: "injected", dev: false });
      return { code: js.code, map: js.map };
    },
  };
}

/** The plugins of the Svelte binding tests (vitest.config.ts). */
export function svelteTests(): Plugin[] {
  const svelte5 = svelte({ configFile: false, include: [/\/test\/bindings\/.*\.svelte$/], exclude: [SVELTE4_FILE] });
  return [svelte4Variant(), svelte4Components(), ...svelte5];
}
