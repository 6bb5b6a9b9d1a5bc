// Builds what the published `mcp-view` command needs into dist/cli/ (`npm run build` runs this after
// the library's rollup build): the command as one Node module, with the MCP SDK, zod and the
// example server inlined, so the package keeps no dependencies; the host page's script (the SDK's
// Client, for the browser); the fake window.openai injected into views' frames (frame/openai.js); the
// example views, the board on the real dist/mcp-view-openai.global.js; the probe view of `mcp-view
// probe` (widgets/probe.html); and the licences of everything inlined. No
// library entry imports dist/cli/, so no widget bundle can.
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type BuildOptions } from "esbuild";
import { buildWidgets, WIDGET_NAMES } from "../example/widgets.js";
import { buildProbeView } from "../probe/view-build.js";
import { thirdPartyNotices } from "./notices.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = `${ROOT}dist/cli/`;
const COMMON: BuildOptions = { bundle: true, format: "esm", minify: true, legalComments: "none", logLevel: "warning", metafile: true };
/** CommonJS code inside the ES module bundle may call require() (for Node's own modules). */
const REQUIRE_SHIM = `#!/usr/bin/env node\nimport { createRequire as __mcpViewRequire } from "node:module";\nconst require = __mcpViewRequire(import.meta.url);`;

const inputs = new Set<string>();
const keep = (files: string[]) => files.forEach((file) => inputs.add(file));

rmSync(OUT, { recursive: true, force: true });
mkdirSync(`${OUT}page`, { recursive: true });
mkdirSync(`${OUT}widgets`, { recursive: true });
mkdirSync(`${OUT}frame`, { recursive: true });

const builds = await Promise.all([
  build({
    ...COMMON,
    entryPoints: [`${ROOT}playground/cli/bin.ts`],
    outfile: `${OUT}mcp-view.js`,
    platform: "node",
    target: "node20",
    // mcp-view matrix drives the browser through the project's own playwright-core, a model is asked
    // through the project's own Vercel AI SDK, and eval reads YAML with its yaml (optional peers,
    // loaded only when used).
    external: ["playwright-core", "ai", "@ai-sdk/anthropic", "@ai-sdk/openai", "yaml"],
    banner: { js: REQUIRE_SHIM },
  }),
  build({
    ...COMMON,
    entryPoints: [`${ROOT}playground/host/main.ts`],
    outfile: `${OUT}page/host.js`,
    platform: "browser",
    target: "es2022",
  }),
  build({
    ...COMMON,
    entryPoints: [`${ROOT}playground/frame/main.ts`],
    outfile: `${OUT}frame/openai.js`,
    platform: "browser",
    target: "es2022",
    format: "iife",
  }),
]);
for (const output of builds) keep(Object.keys(output.metafile!.inputs));
chmodSync(`${OUT}mcp-view.js`, 0o755);
copyFileSync(`${ROOT}playground/host/index.html`, `${OUT}page/index.html`);
copyFileSync(`${ROOT}playground/host/host.css`, `${OUT}page/host.css`);
// axe-core's minified script, served to views' frames for the accessibility rules: the one file of
// the package the command needs (0.65 MB), where the package as a dependency would unpack 3.4 MB.
copyFileSync(`${ROOT}node_modules/axe-core/axe.min.js`, `${OUT}frame/axe.min.js`);
keep([`node_modules/axe-core/axe.min.js`]);

const [widgets, probe] = await Promise.all([
  buildWidgets({ globalScript: readFileSync(`${ROOT}dist/mcp-view-openai.global.js`, "utf8"), onInputs: keep }),
  buildProbeView({ onInputs: keep }),
]);
for (const name of WIDGET_NAMES) writeFileSync(`${OUT}widgets/${name}.html`, widgets[name]);
writeFileSync(`${OUT}widgets/probe.html`, probe); // mcp-view probe's view

writeFileSync(`${OUT}THIRD-PARTY-LICENSES.txt`, thirdPartyNotices([...inputs], ROOT));
