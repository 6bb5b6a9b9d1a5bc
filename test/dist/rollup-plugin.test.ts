// @vitest-environment node
// The mcp-view/rollup plugin under plain rollup, both majors of its peer range (3 and 4): one
// self-contained HTML file per HTML entry, and the external origins it still references.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import * as rollup4 from "rollup";
import type { OutputOptions, RollupLog, RollupOutput } from "rollup";
import * as rollup3 from "rollup3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { singleFile, type ExternalOrigins, type SingleFileOptions } from "../../src/rollup/index.js";

const fixture = (path: string) => fileURLToPath(new URL(`fixtures/${path}`, import.meta.url));

/** What these tests use of a rollup module; both majors of the peer range (^3 || ^4) fit it. */
interface Rollup {
  VERSION: string;
  rollup(options: { input: string | string[]; plugins: unknown[]; onwarn: (warning: RollupLog) => void }): Promise<{
    generate(output: OutputOptions): Promise<{ output: RollupOutput["output"] }>;
    close(): Promise<void>;
    watchFiles: string[];
  }>;
}

const ROLLUPS: Array<[string, Rollup]> = [
  ["rollup 3", rollup3 as unknown as Rollup],
  ["rollup 4", rollup4 as unknown as Rollup],
];

function htmlOf(output: RollupOutput["output"], fileName: string): string {
  const file = output.find((o) => o.fileName === fileName);
  return file?.type === "asset" ? String(file.source) : "";
}

const PAGE_CSP = {
  connectDomains: ["https://api.example.com"],
  resourceDomains: ["https://cdn.example.com", "https://fonts.example.com", "https://img.example.com"],
};

/** A log's message without the `[plugin name] ` prefix that rollup 4 adds and rollup 3 does not. */
const ownMessage = (log: RollupLog) => log.message.replace(/^\[plugin mcp-view:single-file\] /, "");

let scratch = "";
beforeAll(() => void (scratch = mkdtempSync(join(tmpdir(), "mcp-view-rollup-"))));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("tests both majors of the rollup peer range", () => {
  expect(ROLLUPS.map(([, r]) => Number(r.VERSION.split(".")[0]))).toEqual([3, 4]);
});

describe.each(ROLLUPS)("singleFile under %s", (_name, { rollup }) => {
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

  /** [plugin, message] of the error a build fails with. */
  async function failureOf(input: string | string[]): Promise<[string | undefined, string]> {
    const error = await build(input).then(() => undefined, (e: RollupLog) => e);
    return error ? [error.plugin, ownMessage(error)] : [undefined, "the build succeeded"];
  }

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
    expect(warnings.map((w) => [w.plugin, ownMessage(w)])).toEqual([
      ["mcp-view:single-file", `index.html references 4 external origin(s); declare them in _meta.ui.csp: ${JSON.stringify(PAGE_CSP)}`],
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
    expect(await failureOf([fixture("split/a.html"), fixture("split/b.html")])).toEqual([
      "mcp-view:single-file",
      "a.html: its scripts were split into 1 more chunk(s) (shared.js), which a single-file widget cannot load; build one HTML entry per rollup config and set output.inlineDynamicImports: true",
    ]);
  });

  it("fails with the page and the path when a local stylesheet cannot be read", async () => {
    const page = join(scratch, "missing.html");
    writeFileSync(page, `<link rel="stylesheet" href="./gone.css"><script type="module">document.title = "x";</script>`);
    expect(await failureOf(page)).toEqual([
      "mcp-view:single-file",
      expect.stringMatching(/^missing\.html: cannot read \.\/gone\.css \(.*gone\.css\): ENOENT/),
    ]);
  });

  it("watches the page and the local files it inlines", async () => {
    const bundle = await rollup({ input: fixture("page/index.html"), plugins: [singleFile()], onwarn: () => {} });
    await bundle.close();
    expect(bundle.watchFiles).toEqual(expect.arrayContaining([fixture("page/index.html"), fixture("page/classic.js"), fixture("page/style.css")]));
  });

  it("leaves non-HTML inputs to rollup", async () => {
    const { output } = await build(fixture("page/util.js"));
    expect(output.map((o) => o.fileName)).toEqual(["util.js"]);
  });
});
