// The files of a template, and writing them into the new project without ever leaving it. A template
// is templates/shared/ overlaid with the server of its MCP SDK generation, templates/sdk/<generation>/,
// then with templates/<name>/: a later layer's file replaces an earlier one's, but the layers'
// package.json files are merged (each adds its dependencies). A file named `gitignore` is written as
// `.gitignore` (npm leaves .gitignore files out of a package).
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";

/** A file of the new project: its path inside the project (with `/`), and its bytes. */
export interface ProjectFile {
  path: string;
  content: Buffer;
}

/** The folders of templates/ that are layers of every template, not templates: the shared files, and the servers of each MCP SDK generation. */
export const LAYERS = ["shared", "sdk"] as const;

/**
 * The files of `template` with the server on MCP SDK generation `sdk`, under `root` (the templates
 * folder), sorted by path. Throws on a symbolic link or any special file.
 */
export function templateFiles(root: string, template: string, sdk: string): ProjectFile[] {
  const files = new Map<string, string[]>();
  for (const layer of [LAYERS[0], join(LAYERS[1], sdk), template]) walk(join(root, layer), "", files);
  return [...files.keys()].sort().map((path) => {
    const sources = files.get(path)!;
    return { path, content: path === "package.json" ? mergeManifests(sources) : readFileSync(sources.at(-1)!) };
  });
}

function walk(dir: string, prefix: string, files: Map<string, string[]>): void {
  for (const name of readdirSync(dir).sort()) {
    const source = join(dir, name);
    const stat = lstatSync(source);
    const path = prefix + (name === "gitignore" ? ".gitignore" : name);
    if (stat.isDirectory()) walk(source, `${path}/`, files);
    else if (stat.isFile()) files.set(path, [...(files.get(path) ?? []), source]);
    else throw new Error(`The template file ${source} is not a regular file or folder (a symbolic link?): the package is damaged`);
  }
}

type Manifest = Record<string, unknown> & { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/**
 * The package.json files of the layers as one, in the order of the last one's fields: a later
 * layer's field wins, and the dependencies of all are kept, sorted by name.
 */
function mergeManifests(sources: readonly string[]): Buffer {
  const manifests = sources.map((source) => JSON.parse(readFileSync(source, "utf8")) as Manifest);
  const merged: Manifest = Object.assign({}, manifests.at(-1), ...manifests);
  for (const field of ["dependencies", "devDependencies"] as const) {
    const ranges: Record<string, string> = Object.assign({}, ...manifests.map((manifest) => manifest[field] ?? {}));
    if (Object.keys(ranges).length) merged[field] = Object.fromEntries(Object.entries(ranges).sort(([a], [b]) => (a < b ? -1 : 1)));
  }
  return Buffer.from(`${JSON.stringify(merged, null, 2)}\n`);
}

/** Whether `path` is `dir` itself or inside it (both absolute). */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === "" || (rel !== ".." && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/**
 * Writes `files` under `target` (an absolute path): each file is created, never overwritten
 * (`wx`, which also refuses to follow a link put in its place), and a path that would end outside
 * `target` throws before anything is written.
 */
export function writeProject(target: string, files: readonly ProjectFile[]): void {
  const outputs = files.map((file) => {
    const out = join(target, ...file.path.split("/"));
    if (isAbsolute(file.path) || !isInside(target, out) || out === target)
      throw new Error(`The template path ${file.path} is outside the project`);
    return { out, content: file.content };
  });
  for (const { out, content } of outputs) {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, content, { flag: "wx" });
  }
}
