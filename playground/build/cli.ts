// Builds what the published `mcp-view` command needs into dist/cli/ (`npm run build` runs this after
// the library's rollup build): the command as one Node module, with the MCP SDK, zod and the
// example server inlined, so the package keeps no dependencies; the host page's script (the SDK's
// Client, for the browser); the fake window.openai injected into views' frames (frame/openai.js); the
// example views, the board on the real dist/mcp-view-openai.global.js; and the licences of everything inlined. No
// library entry imports dist/cli/, so no widget bundle can.
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type BuildOptions } from "esbuild";
import { buildWidgets, WIDGET_NAMES } from "../example/widgets.js";
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
    // mcp-view matrix drives the browser through the project's own playwright-core (an optional peer).
    external: ["playwright-core"],
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

const widgets = await buildWidgets({ globalScript: readFileSync(`${ROOT}dist/mcp-view-openai.global.js`, "utf8"), onInputs: keep });
for (const name of WIDGET_NAMES) writeFileSync(`${OUT}widgets/${name}.html`, widgets[name]);

writeFileSync(`${OUT}THIRD-PARTY-LICENSES.txt`, thirdPartyNotices([...inputs], ROOT));
