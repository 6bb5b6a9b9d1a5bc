// @vitest-environment node
// Byte budgets per public entry, minified (esbuild) and gzipped (level 9), measured on dist/ (built
// by `npm test` first). Bytes are deterministic; nothing here measures time. A budget keeps ~10-15%
// headroom over the size measured when it was set; the global build's is the issue's hard 8 KB cap,
// and each binding may add at most 2 KB to the core (a bundled framework would blow that at once).
import { describe, expect, it } from "vitest";
import { ROOT, bundle, gzipSize, repoFile } from "../../bench/lib/bundle.js";
import { minimalWidget } from "../../bench/lib/sdks.js";

/** The issue's size target: the minimal widget at most this fraction of the official SDK's, per version. */
const OFFICIAL_RATIO = 0.06;
const OFFICIAL = ["@modelcontextprotocol/ext-apps", "ext-apps-v1"];

/** Budgets in gzipped bytes, with the size measured when each was set. */
const BUDGETS = {
  core: 8_300, // 7,469 B: every export of "mcp-view"
  minimalWidget: 6_667, // 6,594 B: new App, ontoolresult, connect(), one callServerTool; 0.06 × the 1.7.5 widget (111,125 B)
  styleHelperOnly: 300, // 109 B minified, not gzipped: one style helper and nothing of the App
  global: 8_192, // 7,342 B: dist/mcp-view.global.js (the issue's hard cap)
  reactAdded: 2_048, // 1,596 B on top of the core
  preactAdded: 2_048, // 1,679 B on top of the core
};

const FRAMEWORKS = ["react", "react-dom", "preact"];
const everything = (...entries: string[]) => entries.map((e) => `export * from ${JSON.stringify(`${ROOT}dist/${e}`)};`).join("\n");
const gzipped = async (source: string) => gzipSize(await bundle(source, { external: FRAMEWORKS }));
const message = (what: string, size: number, budget: number) => `${what} is ${size} B gzipped, over its budget of ${budget} B`;

describe("byte budgets", () => {
  it("keeps the core entry within its budget", async () => {
    const size = await gzipped(everything("index.js"));
    expect(size, message("the core entry", size, BUDGETS.core)).toBeLessThanOrEqual(BUDGETS.core);
  });

  it("keeps the minimal widget within its budget", async () => {
    const size = await gzipped(minimalWidget(`${ROOT}dist/index.js`));
    expect(size, message("the minimal widget", size, BUDGETS.minimalWidget)).toBeLessThanOrEqual(BUDGETS.minimalWidget);
  });

  it(`keeps the minimal widget at most ${OFFICIAL_RATIO}× of the same widget on the official SDK, 2.x and 1.7.5`, async () => {
    const ours = await gzipped(minimalWidget(`${ROOT}dist/index.js`));
    for (const sdk of OFFICIAL) {
      const official = await gzipped(minimalWidget(sdk));
      const ratio = ours / official;
      expect(ratio, `the minimal widget is ${ours} B, ${ratio.toFixed(4)}× of ${sdk}'s ${official} B`).toBeLessThanOrEqual(OFFICIAL_RATIO);
    }
  });

  it("leaves the App out of a bundle that imports only a style helper (tree-shaking)", async () => {
    const code = await bundle(`import { applyDocumentTheme } from ${JSON.stringify(`${ROOT}dist/index.js`)}; applyDocumentTheme("dark");`);
    expect(code).not.toContain("ui/initialize");
    expect(code.length, `the style-only bundle is ${code.length} B`).toBeLessThanOrEqual(BUDGETS.styleHelperOnly);
  });

  it("keeps the script-tag build within 8 KB", () => {
    const size = gzipSize(repoFile("dist/mcp-view.global.js"));
    expect(size, message("dist/mcp-view.global.js", size, BUDGETS.global)).toBeLessThanOrEqual(BUDGETS.global);
  });

  it("keeps what the React entry adds to the core within 2 KB", async () => {
    const added = (await gzipped(everything("index.js", "react/index.js"))) - (await gzipped(everything("index.js")));
    expect(added, message("what mcp-view/react adds", added, BUDGETS.reactAdded)).toBeLessThanOrEqual(BUDGETS.reactAdded);
  });

  it("keeps what the Preact entry adds to the core within 2 KB", async () => {
    const added = (await gzipped(everything("index.js", "preact/index.js"))) - (await gzipped(everything("index.js")));
    expect(added, message("what mcp-view/preact adds", added, BUDGETS.preactAdded)).toBeLessThanOrEqual(BUDGETS.preactAdded);
  });
});
