// @vitest-environment node
// The mcp-view/rollup plugin from Vite's build.rollupOptions.plugins (Vite 8, on rolldown; vite is
// here as vitest's own dependency): Vite builds the page, the plugin inlines what it references.
import { fileURLToPath } from "node:url";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import vue from "@vitejs/plugin-vue";
import { build, type PluginOption, type Rollup } from "vite";
import solid from "vite-plugin-solid";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { singleFile, type ExternalOrigins, type SingleFileOptions } from "../../src/rollup/index.js";

const root = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

async function viteBuild(name: string, options: SingleFileOptions = {}, more: { plugins?: PluginOption[]; define?: Record<string, string> } = {}) {
  const warnings: string[] = [];
  const result = await build({
    root: root(name),
    configFile: false,
    logLevel: "silent",
    ...more,
    build: {
      write: false,
      sourcemap: true,
      rollupOptions: { plugins: [singleFile(options)], onwarn: (w) => void warnings.push(w.message) },
    },
  });
  const output = (Array.isArray(result) ? result : [result]).flatMap((r) => (r as Rollup.RollupOutput).output);
  const page = output.find((o) => o.fileName === "index.html");
  return { files: output.map((o) => o.fileName), html: page?.type === "asset" ? String(page.source) : "", warnings };
}

describe("singleFile under Vite", { timeout: 120_000 }, () => {
  it("leaves index.html as the only output file", async () => {
    const { files } = await viteBuild("vite");
    expect(files).toEqual(["index.html"]);
  });

  it("inlines the entry chunk as a module script and the CSS asset as a style element", async () => {
    const { html } = await viteBuild("vite");
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html).not.toMatch(/<link[^>]*stylesheet/);
    expect(html).toMatch(/<script type="module">[^<]*textContent=`vite`/);
    expect(html).toContain("<style>main{color:#639;");
  });

  it("turns a stylesheet Vite inlined as a data: URL into a style element", async () => {
    const { html } = await viteBuild("page");
    expect(html).toContain('<style media="screen">body { margin: 0; background: url("https://cdn.example.com/bg.png"); }');
  });

  it("reports the origins of the built page, CSS included", async () => {
    const reports: ExternalOrigins[] = [];
    await viteBuild("vite", { onExternalOrigins: (r) => void reports.push(r) });
    expect(reports).toEqual([
      {
        file: "index.html",
        origins: ["https://api.example.com", "https://cdn.example.com"],
        csp: { connectDomains: ["https://api.example.com"], resourceDomains: ["https://cdn.example.com"] },
      },
    ]);
  });
});

// Each framework's production build names its error pages in its error messages (Vue's
// `https://vuejs.org/error-reference/#runtime-…`, Svelte's `https://svelte.dev/e/…`; Solid's names
// none): identifiers, not fetches, so an empty app warns of nothing. The fixtures fetch `__FETCH__`
// when it is not "". Vitest sets NODE_ENV=test, which would make Vite build for development.
const FRAMEWORKS = [
  { name: "Vue", plugin: () => vue(), names: "https://vuejs.org/error-reference/", site: "https://vuejs.org/api/" },
  { name: "Svelte", plugin: () => svelte({ configFile: false }), names: "https://svelte.dev/e/", site: "https://svelte.dev/content.json" },
  { name: "Solid", plugin: () => solid(), names: undefined, site: "https://docs.solidjs.com/api" },
];

describe.each(FRAMEWORKS)("singleFile on an empty $name app built with Vite", { timeout: 120_000 }, ({ name, plugin, names, site }) => {
  const fixture = `frameworks/${name.toLowerCase()}`;
  beforeEach(() => void vi.stubEnv("NODE_ENV", "production"));
  afterEach(() => void vi.unstubAllEnvs());

  it("warns of no external origin", async () => {
    const reports: ExternalOrigins[] = [];
    const { files, html, warnings } = await viteBuild(
      fixture,
      { onExternalOrigins: (r) => void reports.push(r) },
      { plugins: [plugin()], define: { __FETCH__: '""' } },
    );
    expect(files).toEqual(["index.html"]);
    if (names) expect(html).toContain(names);
    expect(warnings).toEqual([]);
    expect(reports).toEqual([{ file: "index.html", origins: [], csp: {} }]);
  });

  it("still warns of a page it fetches from the framework's own site", async () => {
    const { warnings } = await viteBuild(fixture, {}, { plugins: [plugin()], define: { __FETCH__: JSON.stringify(site) } });
    expect(warnings).toEqual([
      `index.html references 1 external origin(s); declare them in _meta.ui.csp: {"connectDomains":["${new URL(site).origin}"]}`,
    ]);
  });
});
