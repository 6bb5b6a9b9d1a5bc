// @vitest-environment node
// docs/bundling.md's rollup configuration for a TypeScript widget, run as written: its config block is
// the scratch project's rollup.config.mjs, loaded the way the rollup command loads it, and builds a
// widget whose TypeScript (a non-null assertion, a type annotation, an interface) plain rollup cannot
// parse, into one self-contained HTML file with the App bundled from the built package.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rollup, type RollupOptions } from "rollup";
import { loadConfigFile } from "rollup/loadConfigFile";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT } from "../../bench/lib/bundle.js";
import { docBlocks } from "../support/readme.js";

const WIDGET = `import { App } from "mcp-view";

interface Weather {
  city: string;
  celsius: number;
}

const app = new App({ name: "weather", version: "1.0.0" });
const heading = document.getElementById("weather")!;
app.ontoolresult = (result) => {
  const weather = result.structuredContent as Weather;
  heading.textContent = \`\${weather.city}: \${weather.celsius} °C\`;
};
void app.connect();
`;
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"></head>
<body><h1 id="weather">Loading…</h1><script type="module" src="./weather.ts"></script></body></html>
`;
/** What the config imports, linked from this repository; mcp-view itself is this checkout. */
const LINKED = ["rollup", "@rollup/plugin-node-resolve", "rollup-plugin-esbuild", "esbuild", "@rollup/pluginutils"];

let scratch = "";

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "mcp-view-rollup-ts-"));
  mkdirSync(join(scratch, "src"));
  mkdirSync(join(scratch, "node_modules", "@rollup"), { recursive: true });
  for (const pkg of LINKED) symlinkSync(join(ROOT, "node_modules", pkg), join(scratch, "node_modules", pkg), "dir");
  symlinkSync(ROOT, join(scratch, "node_modules", "mcp-view"), "dir");
  writeFileSync(join(scratch, "src", "weather.ts"), WIDGET);
  writeFileSync(join(scratch, "src", "weather.html"), PAGE);
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ type: "module" }));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("builds the TypeScript widget into one self-contained HTML file with the documented config", async () => {
  const [config] = docBlocks("docs/bundling.md", "With a bundler: `mcp-view/rollup`", "js").filter((block) => block.includes("rollup-plugin-esbuild"));
  expect(config, "docs/bundling.md shows the TypeScript config").toBeDefined();
  writeFileSync(join(scratch, "rollup.config.mjs"), config!);
  const cwd = process.cwd();
  process.chdir(scratch); // the config's paths are relative to the project, as under the rollup command
  try {
    const { options, warnings } = await loadConfigFile(join(scratch, "rollup.config.mjs"), {});
    warnings.flush();
    for (const entry of options as RollupOptions[]) {
      const bundle = await rollup(entry);
      for (const output of [entry.output].flat()) if (output) await bundle.write(output);
      await bundle.close();
    }
  } finally {
    process.chdir(cwd);
  }
  const html = readFileSync(join(scratch, "dist", "weather.html"), "utf8");
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html.match(/<script type="module">/g)).toHaveLength(1);
  expect(html).toContain('document.getElementById("weather")');
  expect(html).not.toContain('getElementById("weather")!');
  expect(html).not.toContain("interface Weather");
  expect(html).toContain("ui/initialize"); // the App, bundled from the built package
}, 120_000);
