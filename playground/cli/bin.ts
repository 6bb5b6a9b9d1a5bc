// `mcp-view`, the command in the published package (bundled into dist/cli/mcp-view.js): `mcp-view
// init` writes a new project from the package's templates/, and `mcp-view dev` runs the playground
// with the page and example views built ahead of time next to it (commands.ts picks the command).
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { packagedAssets } from "../server/assets.js";
import { runCommand } from "./commands.js";

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };
const code = await runCommand(process.argv.slice(2), {
  version,
  cwd: process.cwd(),
  templates: fileURLToPath(new URL("../../templates/", import.meta.url)),
  packageDir: fileURLToPath(new URL("../../", import.meta.url)),
  assets: packagedAssets(new URL("./", import.meta.url)),
  stdout: process.stdout,
  stderr: process.stderr,
});
if (typeof code === "number") process.exitCode = code;
