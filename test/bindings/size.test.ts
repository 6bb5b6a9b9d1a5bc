// @vitest-environment node
// Size of mcp-view/react and mcp-view/preact on top of the core, the framework excluded, minified
// (esbuild) and gzipped (level 9), measured on dist/ (built by `npm test` first), as a widget
// author's bundler sees them; and proof that each entry imports the core instead of bundling a copy,
// and that the Preact entry needs nothing of React or preact/compat.
import { describe, expect, it } from "vitest";
import { ROOT, bundle, gzipSize, repoFile } from "../../bench/lib/bundle.js";
import { BUDGETS } from "../dist/budgets.js";

const dist = (file: string) => JSON.stringify(`${ROOT}dist/${file}`);
/** Gzipped bytes of `source` bundled with the frameworks (and their subpaths) left out. */
const gzipped = async (source: string) =>
  gzipSize(await bundle(source, { external: ["react", "react-dom", "preact", "vue", "svelte", "solid-js"] }));
const CORE_WIDGET = `import { App } from ${dist("index.js")}; const app = new App({ name: "w", version: "1" }); app.ontoolresult = (r) => document.body.append(JSON.stringify(r)); app.connect();`;
/** A widget that connects with `hook` (the binding's `useApp`) of `entry`. */
const hookWidget = (entry: string, hook = "useApp") =>
  `import { ${hook} as useApp } from ${dist(entry)}; export function W() { const { app, error } = useApp({ appInfo: { name: "w", version: "1" } }); return app ? 1 : error; }`;

/** The same widget on mcp-view/svelte: its App is a store (createApp), subscribed as a component would. */
const storeWidget = (entry: string) =>
  `import { createApp } from ${dist(entry)}; createApp({ appInfo: { name: "w", version: "1" } }).subscribe(({ app, error }) => document.body.append(String(app ?? error)));`;

/** The modules an entry file imports, in order of first appearance. */
const imports = (code: string) => [...new Set([...code.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!))];

describe.each([
  { name: "mcp-view/react", entry: "react/index.js", frameworks: ["react"], BUDGET: BUDGETS.reactAdded },
  { name: "mcp-view/preact", entry: "preact/index.js", frameworks: ["preact/hooks", "preact"], BUDGET: BUDGETS.preactAdded },
  { name: "mcp-view/vue", entry: "vue/index.js", frameworks: ["vue"], BUDGET: BUDGETS.vueAdded },
  {
    name: "mcp-view/svelte",
    entry: "svelte/index.js",
    frameworks: ["svelte/store", "svelte"],
    BUDGET: BUDGETS.svelteAdded,
    widget: storeWidget,
  },
  {
    name: "mcp-view/solid",
    entry: "solid/index.js",
    frameworks: ["solid-js"],
    BUDGET: BUDGETS.solidAdded,
    widget: (entry: string) => hookWidget(entry, "createApp"),
  },
])("$name size", ({ name, entry, frameworks, BUDGET, widget = hookWidget }) => {
  it(`adds at most ${BUDGET} B gzipped to a widget that uses useApp`, async () => {
    const added = (await gzipped(widget(entry))) - (await gzipped(CORE_WIDGET));
    process.stdout.write(`${name}: a useApp widget adds ${added} B gzipped to the same widget on the core\n`);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGET);
  });

  it(`adds at most ${BUDGET} B gzipped on top of the whole core entry, every hook included`, async () => {
    const core = `export * from ${dist("index.js")};`;
    const added = (await gzipped(`${core} export * from ${dist(entry)};`)) - (await gzipped(core));
    process.stdout.write(`${name}: every hook adds ${added} B gzipped to the whole core entry\n`);
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(BUDGET);
  });

  it("imports the core and the framework, and bundles neither", () => {
    const code = repoFile(`dist/${entry}`);
    const local = imports(code).filter((m) => m.startsWith("."));
    expect(imports(code).filter((m) => !m.startsWith("."))).toEqual(frameworks);
    expect(local).toContain("../index.js");
    expect(local.every((m) => m === "../index.js" || m.startsWith("../chunks/"))).toBe(true);
    expect(code).not.toContain("ui/initialize");
  });
});
