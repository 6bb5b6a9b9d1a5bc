// The files of a template, and writing them into the new project without ever leaving it. A template
// is templates/shared/ overlaid with templates/<name>/; a file named `gitignore` is written as
// `.gitignore` (npm leaves .gitignore files out of a package).
import { lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";

/** A file of the new project: its path inside the project (with `/`), and its bytes. */
export interface ProjectFile {
  path: string;
  content: Buffer;
}

/** The folder every template shares. */
const SHARED = "shared";

/** The files of `template` under `root` (the templates folder), sorted by path. Throws on a symbolic link or any special file. */
export function templateFiles(root: string, template: string): ProjectFile[] {
  const files = new Map<string, string>();
  for (const layer of [SHARED, template]) walk(join(root, layer), "", files);
  return [...files.keys()].sort().map((path) => ({ path, content: readFileSync(files.get(path)!) }));
}

function walk(dir: string, prefix: string, files: Map<string, string>): void {
  for (const name of readdirSync(dir).sort()) {
    const source = join(dir, name);
    const stat = lstatSync(source);
    const path = prefix + (name === "gitignore" ? ".gitignore" : name);
    if (stat.isDirectory()) walk(source, `${path}/`, files);
    else if (stat.isFile()) files.set(path, source);
    else throw new Error(`The template file ${source} is not a regular file or folder (a symbolic link?): the package is damaged`);
  }
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
