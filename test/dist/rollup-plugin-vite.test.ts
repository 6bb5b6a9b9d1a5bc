// @vitest-environment node
// The mcp-view/rollup plugin from Vite's build.rollupOptions.plugins (Vite 8, on rolldown; vite is
// here as vitest's own dependency): Vite builds the page, the plugin inlines what it references.
import { fileURLToPath } from "node:url";
import { build, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { singleFile, type ExternalOrigins, type SingleFileOptions } from "../../src/rollup/index.js";

const root = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

async function viteBuild(name: string, options: SingleFileOptions = {}) {
  const warnings: string[] = [];
  const result = await build({
    root: root(name),
    configFile: false,
    logLevel: "silent",
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
