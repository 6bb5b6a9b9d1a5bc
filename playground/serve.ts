// `npm start`: the playground from this repository's sources, as `npx mcp-view dev` runs it from the
// package. The page and the example views are built on first use; the library is never rebuilt.
//   npm start -- [--port N] [--host H] [--open] [--server <url> | -- <command…>]
import { createRequire } from "node:module";
import { runCli } from "./cli/run.js";
import { sourceAssets } from "./server/source-assets.js";

const { version } = createRequire(import.meta.url)("../package.json") as { version: string };
const code = await runCli(process.argv.slice(2), {
  program: "npm start --",
  version,
  assets: sourceAssets(),
  stdout: process.stdout,
  stderr: process.stderr,
});
if (typeof code === "number") process.exitCode = code;
