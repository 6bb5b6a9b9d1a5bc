// `mcp-view init [dir] [--template vanilla|react|preact|vue|svelte|solid] [--sdk 2|1] [--vendor]`: writes a
// new MCP App project (a view, its test, the MCP server on that generation of the MCP SDK, the build and
// ci.sh) into an empty or new directory, then prints the next commands: the install among them is the
// one that works for this mcp-view (init-install.ts: from the tarball it was installed from, while
// mcp-view is not on npm), or, with --vendor, a plain `npm install` of the project's own copy of that
// tarball (init-vendor.ts). It asks nothing and never reads stdin.
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import { initUsage, parseInit, SDK_PACKAGES, type InitOptions } from "./init-args.js";
import { isInside, templateFiles, writeProject, type ProjectFile } from "./init-files.js";
import { installSteps, shellQuote, type InstallSteps } from "./init-install.js";
import { packageName } from "./init-name.js";
import { vendorNote, vendorTarball } from "./init-vendor.js";

/** How `mcp-view init` was started. */
export interface InitContext {
  /** The directory `dir` is relative to. */
  cwd: string;
  /** mcp-view's version: the project depends on `^version`. */
  version: string;
  /** The templates folder of the package. */
  templates: string;
  /** The folder of the running mcp-view package: where it was installed from tells the project's install. */
  packageDir: string;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** Runs `mcp-view init` with `argv` (the arguments after `init`); resolves with the exit code. */
export async function runInit(argv: readonly string[], context: InitContext): Promise<number> {
  const request = parseInit(argv);
  if (request.kind === "help") return (void context.stdout.write(initUsage()), 0);
  if (request.kind === "error") return (void context.stderr.write(`${request.message}\n\n${initUsage()}`), 2);
  const target = resolve(context.cwd, request.options.dir);
  const refusal = refuse(target, request.options.dir);
  if (refusal) return (void context.stderr.write(`${refusal}\n`), 1);
  const vendored = request.options.vendor ? vendorTarball(context.packageDir, context.version) : undefined;
  if (typeof vendored === "string") return (void context.stderr.write(`${vendored}\n`), 1);
  let files: ProjectFile[];
  try {
    const template = templateFiles(context.templates, request.options.template, request.options.sdk);
    files = personalize(template, packageName(basename(target)), vendored?.dependency ?? `^${context.version}`);
    if (vendored) files = [...files, vendored.file].sort((a, b) => (a.path < b.path ? -1 : 1));
    mkdirSync(target, { recursive: true });
    writeProject(target, files);
  } catch (error) {
    return (void context.stderr.write(`${(error as Error).message}\n`), 1);
  }
  const install: InstallSteps = vendored
    ? { commands: ["npm install"], note: vendorNote(vendored.file) }
    : installSteps(context.packageDir, context.version);
  context.stdout.write(report(request.options, files, nextCommands(context.cwd, target, install.commands), install.note));
  return 0;
}

/** Why `target` cannot take a new project, if it cannot: it is a file, or a directory with anything but `.git` in it. */
function refuse(target: string, dir: string): string | undefined {
  if (!existsSync(target)) return undefined;
  if (!statSync(target).isDirectory()) return `${dir} exists and is not a directory: mcp-view init needs an empty or new directory.`;
  const entries = readdirSync(target).filter((name) => name !== ".git");
  if (entries.length)
    return `${dir} is not empty (it has ${entries.sort().slice(0, 3).join(", ")}${entries.length > 3 ? ", …" : ""}): mcp-view init writes only into an empty or new directory.`;
  return undefined;
}

/** The template's package.json with the project's name and its range of mcp-view (`^version`, or the vendored tarball). */
function personalize(files: ProjectFile[], name: string, range: string): ProjectFile[] {
  return files.map((file) => {
    if (file.path !== "package.json") return file;
    const pkg = JSON.parse(file.content.toString("utf8")) as { name: string; dependencies: Record<string, string> };
    pkg.name = name;
    pkg.dependencies["mcp-view"] = range;
    return { path: file.path, content: Buffer.from(`${JSON.stringify(pkg, null, 2)}\n`) };
  });
}

/**
 * The next commands: `cd <dir>`, the install (`install`), `npm run dev`; when the project is the
 * current directory there is nothing to cd into, and they are the install, `npm run dev`, `npm test`.
 * `dir` is relative to the current directory, or absolute when it is not below it.
 */
export function nextCommands(cwd: string, target: string, install: readonly string[]): string[] {
  const rel = isInside(cwd, target) ? relative(cwd, target) : target;
  return rel ? [`cd ${shellQuote(rel)}`, ...install, "npm run dev"] : [...install, "npm run dev", "npm test"];
}

function report(options: InitOptions, files: readonly ProjectFile[], next: readonly string[], note: string | undefined): string {
  const where = options.dir === "." ? "the current directory" : options.dir;
  const list = files.map((file) => `  ${file.path}\n`).join("");
  const commands = next.map((c) => `  ${c}\n`).join("");
  const server = `its server on ${SDK_PACKAGES[options.sdk]} ${options.sdk}.x`;
  return `Created an MCP App from the ${options.template} template, ${server}, in ${where}:\n${list}\nNext:\n${commands}${note ? `\n${note}\n` : ""}`;
}
