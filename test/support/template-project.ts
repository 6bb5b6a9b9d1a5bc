// A template as `mcp-view init` writes it, in a temporary folder, and runnable without an install:
// its node_modules links mcp-view to this repository (the dist/ that `npm run build` made) and the
// project's other dependencies (its MCP SDK, zod, tsx) to this repository's node_modules, `.bin/tsx`
// included, so that `npm start` runs as in a new project that has its own SDK generation only. For
// the tests of the template's server.
import { existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { init, scratch } from "../init/support.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A new project from `template` (its folder `dir`), removed by `remove()`. */
export interface TemplateProject {
  dir: string;
  remove(): void;
}

/** A new project from `template`, its server on MCP SDK generation `sdk` (`--sdk`). */
export async function templateProject(template = "vanilla", sdk = "2"): Promise<TemplateProject> {
  if (!existsSync(join(ROOT, "dist", "server", "index.js")))
    throw new Error(
      "There is no dist/ for the template's server to import mcp-view/server from: run `npm run build` first (npm test does)",
    );
  const folder = scratch();
  const dir = join(folder.dir, "app");
  const { code, stderr } = await init(folder.dir, ["app", "--template", template, "--sdk", sdk]);
  if (code !== 0) {
    folder.remove();
    throw new Error(`mcp-view init failed: ${stderr}`);
  }
  const modules = join(dir, "node_modules");
  mkdirSync(join(modules, ".bin"), { recursive: true });
  mkdirSync(join(modules, "@modelcontextprotocol"));
  symlinkSync(ROOT, join(modules, "mcp-view"), "dir");
  const { dependencies } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { dependencies: Record<string, string> };
  for (const name of Object.keys(dependencies).filter((name) => name !== "mcp-view"))
    symlinkSync(join(ROOT, "node_modules", name), join(modules, name), "dir");
  symlinkSync(join("..", "tsx", "dist", "cli.mjs"), join(modules, ".bin", "tsx"));
  return { dir, remove: folder.remove };
}
