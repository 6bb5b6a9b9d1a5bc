// @vitest-environment node
// The README's widget builds as the README says: its weather.html, weather.ts and vite.config.ts,
// written as shown into a scratch project (the vanilla template's tsconfig.json, with mcp-view
// resolved to src/ as test/docs/typecheck.ts does), and built with Vite, give one self-contained
// dist/weather.html: the file its server.ts serves.
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type UserConfig } from "vite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ROOT, templateConfig } from "./typecheck.js";
import { docBlocks, docSection } from "../support/readme.js";

const SECTION = "Use it in a widget";
const [page] = docBlocks("README.md", SECTION, "html");
const named = (name: string) => docBlocks("README.md", SECTION).find((code) => code.startsWith(`// ${name}`));
let dir = "";

beforeAll(async () => {
  if (!page || !named("vite.config.ts"))
    throw new Error(`README.md's "${SECTION}" shows no weather.html and vite.config.ts to build it with`);
  dir = mkdtempSync(join(tmpdir(), "mcp-view-readme-"));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify(templateConfig("vanilla")));
  writeFileSync(join(dir, "weather.html"), page);
  writeFileSync(join(dir, "weather.ts"), named("weather.ts")!);
  writeFileSync(join(dir, "vite.config.ts"), named("vite.config.ts")!);
  const config = ((await import(join(dir, "vite.config.ts"))) as { default: UserConfig }).default;
  await build({ ...config, root: dir, configFile: false, logLevel: "silent", resolve: { tsconfigPaths: true } });
}, 120_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it("says how: the page, the module and the config, then `npx vite build`", () => {
  expect(page).toContain('<script type="module" src="./weather.ts"></script>');
  expect(docSection("README.md", SECTION)).toContain("`npx vite build`");
});

it("builds dist/weather.html, the file server.ts serves", () => {
  expect(named("server.ts")).toContain('readFileSync("dist/weather.html", "utf8")');
  expect(existsSync(join(dir, "dist", "weather.html"))).toBe(true);
});

it("builds one self-contained file: the page, with weather.ts and mcp-view inlined", () => {
  const html = readFileSync(join(dir, "dist", "weather.html"), "utf8");
  expect(html).toContain("<h1>Weather</h1>");
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  expect(html).toMatch(/<script type="module">[\s\S]*ui\/initialize[\s\S]*get_weather[\s\S]*<\/script>/);
});
