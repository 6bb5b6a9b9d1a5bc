// The playground's page and example views built from this repository's sources, on first use:
// the host page's script and the frame's fake window.openai with esbuild, the views (and the probe's) with mcp-view/rollup (esbuild and rollup are
// development dependencies, so the published command never imports this file). What is built is kept
// in node_modules/.cache/mcp-view-playground/, named by a digest of every file it can come from (src/,
// playground/, the lock file, the TypeScript and Rollup configurations), so that the next process to
// start the playground from the same sources (each test file, npm start again) reads it instead of
// building it again: the example views alone took over 2 s of CPU per build.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { buildWidgetsFromSource } from "../example/widgets.js";
import { once, type PlaygroundAssets } from "./assets.js";
import { bundleFrameOpenAi, bundleHost } from "./bundle.js";
import { buildProbeView } from "../probe/view-build.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE = join(ROOT, "node_modules", ".cache", "mcp-view-playground");
/** What the built parts can come from: every file below these, and these files. */
const INPUTS = ["src", "playground", "package-lock.json", "tsconfig.json", "rollup.config.ts"];
/** What below the inputs is no source: folders of built files, and the copy of the script-tag build the board view's build makes. */
const SKIPPED = new Set(["node_modules", "dist", "mcp-view-openai.global.js"]);

const read = (name: string) => readFile(new URL(`../host/${name}`, import.meta.url), "utf8");

/** Builds each part once, when first asked, or reads it from the cache of an earlier build of the same sources. */
export function sourceAssets(): PlaygroundAssets {
  const digest = once(() => sourcesDigest(ROOT, INPUTS));
  return {
    page: once(async () => {
      const [html, css, host] = await Promise.all([read("index.html"), read("host.css"), cached(digest, "host", bundleHost)]);
      return { html, css, js: host.js, map: host.map };
    }),
    widgets: once(() => cached(digest, "widgets", buildWidgetsFromSource)),
    frameOpenAi: once(() => cached(digest, "frame-openai", bundleFrameOpenAi)),
    axe: once(() => readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")),
    probe: once(() => cached(digest, "probe", buildProbeView)),
  };
}

/** `build()`'s result, kept as JSON under `name` and the sources' digest; a cache that cannot be read or written is passed over. */
export async function cached<T>(digest: () => Promise<string>, name: string, build: () => Promise<T>, cache = CACHE): Promise<T> {
  const file = join(cache, `${name}-${await digest()}.json`);
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    // not built yet from these sources
  }
  const built = await build();
  try {
    await mkdir(cache, { recursive: true });
    // Written whole, then renamed into place: a process reading it at the same time sees all or nothing.
    const part = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(part, JSON.stringify(built));
    await rename(part, file);
  } catch {
    // a read-only checkout: build each time
  }
  return built;
}

/** SHA-256 of the path and contents of every file of `inputs` (below `root`), in order. */
export async function sourcesDigest(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  const add = async (path: string): Promise<void> => {
    const full = join(root, path);
    let entries;
    try {
      entries = await readdir(full, { withFileTypes: true });
    } catch {
      hash
        .update(`${path}\0`)
        .update(await readFile(full).catch(() => Buffer.alloc(0)))
        .update("\0");
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) if (!SKIPPED.has(entry.name)) await add(join(path, entry.name));
  };
  for (const input of inputs) await add(input);
  return hash.digest("hex").slice(0, 32);
}
