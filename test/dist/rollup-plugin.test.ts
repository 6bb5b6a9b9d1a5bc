// @vitest-environment node
// The mcp-view/rollup plugin under plain rollup: one self-contained HTML file per HTML entry, and
// the external origins it still references.
import { fileURLToPath } from "node:url";
import { rollup, type OutputOptions, type RollupLog, type RollupOutput } from "rollup";
import { describe, expect, it } from "vitest";
import { singleFile, type ExternalOrigins, type SingleFileOptions } from "../../src/rollup/index.js";

const fixture = (path: string) => fileURLToPath(new URL(`fixtures/${path}`, import.meta.url));

async function build(input: string | string[], options: SingleFileOptions = {}, output: OutputOptions = {}) {
  const warnings: RollupLog[] = [];
  const bundle = await rollup({ input, plugins: [singleFile(options)], onwarn: (w) => void warnings.push(w) });
  try {
    const { output: files } = await bundle.generate({ format: "es", chunkFileNames: "[name].js", ...output });
    return { output: files, warnings, html: htmlOf(files, "index.html") };
  } finally {
    await bundle.close();
  }
}

function htmlOf(output: RollupOutput["output"], fileName: string): string {
  const file = output.find((o) => o.fileName === fileName);
  return file?.type === "asset" ? String(file.source) : "";
}

const PAGE_CSP = {
  connectDomains: ["https://api.example.com"],
  resourceDomains: ["https://cdn.example.com", "https://fonts.example.com", "https://img.example.com"],
};

describe("singleFile under rollup", () => {
  it("replaces the HTML entry's chunk by one index.html and nothing else", async () => {
    const { output } = await build(fixture("page/index.html"));
    expect(output.map((o) => [o.fileName, o.type])).toEqual([["index.html", "asset"]]);
  });

  it("bundles every module script, in document order, into one inline module script", async () => {
    const { html } = await build(fixture("page/index.html"));
    expect(html.match(/<script type="module">/g)).toHaveLength(1);
    const script = html.slice(html.indexOf('<script type="module">'));
    expect(script.indexOf('shout("main")')).toBeGreaterThan(0);
    expect(script.indexOf('shout("inline")')).toBeGreaterThan(script.indexOf('shout("main")'));
    expect(html).not.toContain('src="./main.js"');
  });

  it("inlines local classic scripts and stylesheets in place and keeps external ones", async () => {
    const { html } = await build(fixture("page/index.html"));
    expect(html).toContain('<style media="screen">body { margin: 0; background: url("https://cdn.example.com/bg.png"); }\n</style>');
    expect(html).toContain('<script>var classicLoaded = "<\\/SCRIPT>";\n</script>');
    expect(html).toContain('<link rel="stylesheet" href="https://fonts.example.com/css?family=Inter" />');
  });

  it("escapes a closing script tag inside the bundled code", async () => {
    const { html } = await build(fixture("page/index.html"));
    expect(html).toContain('const markup = "<\\/script><b>not a tag</b>";');
  });

  it("leaves scripts inside HTML comments alone", async () => {
    const { html } = await build(fixture("page/index.html"));
    expect(html).toContain('<!-- <script type="module" src="commented-out.js"></script> -->');
  });

  it("drops the chunk's source map file and its sourceMappingURL comment", async () => {
    const { output, html } = await build(fixture("page/index.html"), {}, { sourcemap: true });
    expect(output.map((o) => o.fileName)).toEqual(["index.html"]);
    expect(html).not.toContain("sourceMappingURL");
  });

  it("keeps an inline source map", async () => {
    const { html } = await build(fixture("page/index.html"), {}, { sourcemap: "inline" });
    expect(html).toContain("//# sourceMappingURL=data:application/json");
  });

  it("reports the external origins by _meta.ui.csp field through onExternalOrigins", async () => {
    const reports: ExternalOrigins[] = [];
    await build(fixture("page/index.html"), { onExternalOrigins: (r) => void reports.push(r) });
    expect(reports).toEqual([
      {
        file: "index.html",
        origins: ["https://api.example.com", "https://cdn.example.com", "https://fonts.example.com", "https://img.example.com"],
        csp: PAGE_CSP,
      },
    ]);
  });

  it("warns once with the fields to declare in _meta.ui.csp", async () => {
    const { warnings } = await build(fixture("page/index.html"));
    expect(warnings.map((w) => [w.plugin, w.message])).toEqual([
      ["mcp-view:single-file", `[plugin mcp-view:single-file] index.html references 4 external origin(s); declare them in _meta.ui.csp: ${JSON.stringify(PAGE_CSP)}`],
    ]);
  });

  it("does not warn when warn is false", async () => {
    const { warnings } = await build(fixture("page/index.html"), { warn: false });
    expect(warnings).toEqual([]);
  });

  it("does not report URLs matched by ignore", async () => {
    const reports: ExternalOrigins[] = [];
    await build(fixture("page/index.html"), { ignore: ["https://api.example.com", /img\.example/], onExternalOrigins: (r) => void reports.push(r) });
    expect(reports[0]!.csp).toEqual({ resourceDomains: ["https://cdn.example.com", "https://fonts.example.com"] });
  });

  it("fails with the chunk names when two HTML entries share a module", async () => {
    const failure = build([fixture("split/a.html"), fixture("split/b.html")]);
    await expect(failure).rejects.toThrow(
      "[plugin mcp-view:single-file] a.html: its scripts were split into 1 more chunk(s) (shared.js), which a single-file widget cannot load; build one HTML entry per rollup config and set output.inlineDynamicImports: true",
    );
  });

  it("leaves non-HTML inputs to rollup", async () => {
    const { output } = await build(fixture("page/util.js"));
    expect(output.map((o) => o.fileName)).toEqual(["util.js"]);
  });
});
