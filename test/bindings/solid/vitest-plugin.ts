// Solid in the test run, for the Solid test files only. vite-plugin-solid's JSX compiler (babel-preset-
// solid) transforms the `.tsx` files of test/bindings/solid/ and the Solid probe of the behaviour suite;
// its config hooks, which would add the `solid`, `browser` and `development` conditions to every
// import of the run (React's and Preact's too), are left out. Instead, `solid-js` and its subpaths
// alone resolve to their browser development build (Node's conditions pick the server build, where
// nothing is reactive), and run inlined through vite so that solid-js/web's own `import "solid-js"`
// reaches the same build.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import solid from "vite-plugin-solid";

/** The files Solid's JSX transform compiles: nothing else is touched. */
export const SOLID_TEST_FILES = /\/test\/bindings\/(solid\/[^/]+|behaviour\/Solid[^/]*)\.tsx$/;

const require = createRequire(import.meta.url);
const ROOT = dirname(require.resolve("solid-js/package.json"));
type Exports = Record<string, { browser?: { development?: { import?: string } } }>;
const EXPORTS = (require("solid-js/package.json") as { exports: Exports }).exports;

/** `solid-js` or `solid-js/<subpath>` → the file of its browser development build. */
export function browserBuild(source: string): string | undefined {
  if (source !== "solid-js" && !source.startsWith("solid-js/")) return undefined;
  const file = EXPORTS[`.${source.slice("solid-js".length)}`]?.browser?.development?.import;
  return file && join(ROOT, file);
}

export function solidTests(): Plugin[] {
  const compiler = solid({ include: SOLID_TEST_FILES, hot: false, ssr: false });
  const compile = compiler.transform as Extract<Plugin["transform"], (...args: never[]) => unknown>;
  return [
    {
      name: "solid-tests:jsx",
      enforce: "pre",
      transform(code, id, options) {
        return SOLID_TEST_FILES.test(id) ? compile.call(this, code, id, options) : null;
      },
    },
    {
      name: "solid-tests:browser-build",
      enforce: "pre",
      config: () => ({ test: { server: { deps: { inline: [/\/node_modules\/solid-js\//] } } } }),
      resolveId: (source) => browserBuild(source),
    },
  ];
}
