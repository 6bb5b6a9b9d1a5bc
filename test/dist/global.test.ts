// @vitest-environment node
// dist/mcp-view.global.js: one classic script that defines window.McpView, the whole public core; and
// dist/mcp-view-openai.global.js, the same plus mcp-view/openai (ChatGPT's adapter).
import { existsSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { ROOT, repoFile } from "../../bench/lib/bundle.js";
import { entries } from "../../rollup.config.js";

const run = (file = "dist/mcp-view.global.js") => {
  const context: Record<string, unknown> = {};
  runInNewContext(repoFile(file), context);
  return context;
};

describe("the script-tag build", () => {
  it("runs as a classic script and defines McpView as its only global", () => {
    expect(Object.keys(run())).toEqual(["McpView"]);
  });

  it("exposes every runtime export of the core entry", async () => {
    const core = (await import(`${ROOT}dist/index.js`)) as Record<string, unknown>;
    const McpView = run().McpView as Record<string, unknown>;
    expect(Object.keys(McpView).sort()).toEqual(Object.keys(core).sort());
    expect(Object.keys(McpView)).toEqual(expect.arrayContaining(["App", "PostMessageTransport", "AppError", "applyHostStyleVariables", "applyDocumentTheme", "applyHostFonts", "getDocumentTheme"]));
  });

  it("carries the core's constants with their values", async () => {
    const core = (await import(`${ROOT}dist/index.js`)) as Record<string, unknown>;
    const McpView = run().McpView as Record<string, unknown>;
    const constants = Object.keys(core).filter((key) => /^[A-Z_]+$/.test(key));
    expect(constants.length).toBeGreaterThan(10);
    expect(Object.fromEntries(constants.map((key) => [key, McpView[key]]))).toEqual(Object.fromEntries(constants.map((key) => [key, core[key]])));
  });

  it("ships with a source map that points at src/", () => {
    expect(repoFile("dist/mcp-view.global.js")).toMatch(/\n\/\/# sourceMappingURL=mcp-view\.global\.js\.map\s*$/);
    const map = JSON.parse(repoFile("dist/mcp-view.global.js.map")) as { sources: string[] };
    expect(map.sources).toContain("../src/app/app.ts");
  });

  it("has a source map and a declaration file for every ESM entry", () => {
    for (const entry of Object.keys(entries)) {
      expect([existsSync(`${ROOT}dist/${entry}.js.map`), existsSync(`${ROOT}dist/${entry}.d.ts`)], entry).toEqual([true, true]);
    }
  });
});

describe("the script-tag build with ChatGPT's adapter", () => {
  const FILE = "dist/mcp-view-openai.global.js";

  it("defines McpView as its only global, with every runtime export of the core and of mcp-view/openai", async () => {
    const core = (await import(`${ROOT}dist/index.js`)) as Record<string, unknown>;
    const openai = (await import(`${ROOT}dist/openai/index.js`)) as Record<string, unknown>;
    const context = run(FILE);
    expect(Object.keys(context)).toEqual(["McpView"]);
    const McpView = context.McpView as Record<string, unknown>;
    expect(Object.keys(McpView).sort()).toEqual([...Object.keys(core), ...Object.keys(openai)].sort());
    expect(Object.keys(openai)).toEqual(expect.arrayContaining(["openAiFallback", "OpenAiTransport", "hasOpenAi"]));
  });

  it("ships with a source map that points at src/openai/", () => {
    expect(repoFile(FILE)).toMatch(/\n\/\/# sourceMappingURL=mcp-view-openai\.global\.js\.map\s*$/);
    const map = JSON.parse(repoFile(`${FILE}.map`)) as { sources: string[] };
    expect(map.sources).toEqual(expect.arrayContaining(["../src/app/app.ts", "../src/openai/fallback.ts"]));
  });
});

describe("docs/bundling.md's script-tag widget", () => {
  it("is the tested fixture, verbatim", () => {
    const widget = repoFile("test/dist/fixtures/script-tag-widget.html").trimEnd();
    expect(repoFile("docs/bundling.md")).toContain(`\`\`\`html\n${widget}\n\`\`\``);
  });
});
