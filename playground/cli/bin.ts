// `mcp-view`, the command in the published package (bundled into dist/cli/mcp-view.js): `mcp-view
// dev` runs the playground with the page and example views built ahead of time next to it.
import { createRequire } from "node:module";
import { packagedAssets } from "../server/assets.js";
import { runCli } from "./run.js";

const { version } = createRequire(import.meta.url)("../../package.json") as { version: string };
const code = await runCli(process.argv.slice(2), {
  program: "mcp-view dev",
  subcommand: "dev",
  version,
  assets: packagedAssets(new URL("./", import.meta.url)),
  stdout: process.stdout,
  stderr: process.stderr,
});
if (typeof code === "number") process.exitCode = code;
