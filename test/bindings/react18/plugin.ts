// React 18 beside React 19 in one test run. The `react18` and `react-dom18` dev dependencies are
// React 18 under other names, but react-dom18 still requires "react", which Node resolves to React
// 19. So this vite plugin serves both from one esbuild bundle in which `react` is React 18, as the
// modules `react18` and `react-dom18/client`. The hook source reaches it through the `react18`
// renderer variant (vitest.config.ts), which resolves its `react` imports to `react18`.
import { createRequire } from "node:module";
import { build } from "esbuild";
import type { Plugin } from "vite";

const BUNDLE = "\0react18/bundle";
/** Module → [the bundle's export holding it, its named exports]. */
const MODULES: Record<string, [string, string[]]> = {
  react18: ["React", Object.keys(createRequire(import.meta.url)("react18") as object)],
  "react-dom18/client": ["Client", ["createRoot", "hydrateRoot"]],
};

async function bundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export * as React from "react"; export * as Client from "react-dom/client";`,
      resolveDir: import.meta.dirname,
      loader: "js",
    },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
    alias: { react: "react18", "react-dom": "react-dom18" },
    define: { "process.env.NODE_ENV": '"development"' },
  });
  return result.outputFiles[0]!.text;
}

/** Resolves `react18` and `react-dom18/client` to one React 18 instance. */
export function react18(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: "react18",
    enforce: "pre",
    resolveId: (source) => (source === BUNDLE ? BUNDLE : source in MODULES ? `\0${source}` : null),
    load(id) {
      if (id === BUNDLE) return (code ??= bundle());
      const module = MODULES[id.slice(1)];
      if (!module) return null;
      const [name, names] = module;
      const exports = names.filter((n) => n !== "default").join(", ");
      return `import { ${name} } from ${JSON.stringify(BUNDLE)};\nexport default ${name};\nexport const { ${exports} } = ${name};\n`;
    },
  };
}
