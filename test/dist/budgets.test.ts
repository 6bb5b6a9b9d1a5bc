// @vitest-environment node
// Byte budgets per public entry (./budgets.ts), minified (esbuild) and gzipped (level 9), measured on
// dist/ (built by `npm test` first). Bytes are deterministic; nothing here measures time. A binding
// that bundled its framework instead of importing it would blow its budget at once.
import { describe, expect, it } from "vitest";
import { ROOT, bundle, gzipSize, repoFile } from "../../bench/lib/bundle.js";
import { minimalWidget } from "../../bench/lib/sdks.js";
import { BUDGETS } from "./budgets.js";

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

  it("leaves everything ChatGPT-only out of the minimal widget and the plain script-tag build", async () => {
    const widget = await bundle(minimalWidget(`${ROOT}dist/index.js`));
    const global = repoFile("dist/mcp-view.global.js");
    for (const [name, code] of [["the minimal widget", widget], ["dist/mcp-view.global.js", global]] as const) {
      for (const chatgptOnly of ["uploadFile", "getFileDownloadUrl", "requestModal", "requestClose", "setOpenInAppUrl", "openai/"])
        expect(code.includes(chatgptOnly), `${name} holds ${chatgptOnly}`).toBe(false);
    }
    expect(repoFile("dist/mcp-view-openai.global.js")).toContain("uploadFile");
  });

  it("leaves the App out of a bundle that imports only a style helper (tree-shaking)", async () => {
    const code = await bundle(`import { applyDocumentTheme } from ${JSON.stringify(`${ROOT}dist/index.js`)}; applyDocumentTheme("dark");`);
    expect(code).not.toContain("ui/initialize");
    expect(code.length, `the style-only bundle is ${code.length} B`).toBeLessThanOrEqual(BUDGETS.styleHelperOnly);
  });

  it("keeps the script-tag build within its budget", () => {
    const size = gzipSize(repoFile("dist/mcp-view.global.js"));
    expect(size, message("dist/mcp-view.global.js", size, BUDGETS.global)).toBeLessThanOrEqual(BUDGETS.global);
  });

  it("docs/bundling.md states the script-tag build's real size, to within 2%", () => {
    const size = gzipSize(repoFile("dist/mcp-view.global.js"));
    const stated = /mcp-view\.global\.js`, ([\d,]+) B gzipped/.exec(repoFile("docs/bundling.md"))?.[1];
    expect(stated, "docs/bundling.md names the size as `…mcp-view.global.js`, N B gzipped").toBeDefined();
    expect(Math.abs(Number(stated!.replace(/,/g, "")) - size) / size, `docs say ${stated} B, the build is ${size} B`).toBeLessThanOrEqual(0.02);
  });

  it("keeps the script-tag build with ChatGPT's adapter within its budget", () => {
    const size = gzipSize(repoFile("dist/mcp-view-openai.global.js"));
    expect(size, message("dist/mcp-view-openai.global.js", size, BUDGETS.globalOpenAi)).toBeLessThanOrEqual(BUDGETS.globalOpenAi);
  });

  it("keeps what the React entry adds to the core within its budget", async () => {
    const added = (await gzipped(everything("index.js", "react/index.js"))) - (await gzipped(everything("index.js")));
    expect(added, message("what mcp-view/react adds", added, BUDGETS.reactAdded)).toBeLessThanOrEqual(BUDGETS.reactAdded);
  });

  it("keeps what the Preact entry adds to the core within its budget", async () => {
    const added = (await gzipped(everything("index.js", "preact/index.js"))) - (await gzipped(everything("index.js")));
    expect(added, message("what mcp-view/preact adds", added, BUDGETS.preactAdded)).toBeLessThanOrEqual(BUDGETS.preactAdded);
  });
});
