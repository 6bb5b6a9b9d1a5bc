// What counts as the stdio server's code, for `mcp-view dev --watch … -- <command…>`: the files its
// command names (`tsx server.ts`, `node --import tsx server.ts`, `python server.py`: each argument
// that is an existing script) and the files they import by a relative path (`./src/tools.js`,
// `../shared/launch`), followed from file to file. The files the server reads at run time (the
// view's HTML in dist/) are not its code, and packages (`node_modules`, bare specifiers) are not
// the project's: neither restarts it. Imports are read with a pattern, not a parser: a commented-out
// import is followed too, which only watches one more file; Python's imports are not followed.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, resolve, sep } from "node:path";

/** The extensions of the files that are followed for their imports. */
const SCRIPTS = new Set([".ts", ".mts", ".cts", ".tsx", ".js", ".mjs", ".cjs", ".jsx"]);
/** Files named on the command that are watched, their imports not followed. */
const OTHER_SCRIPTS = new Set([".py"]);
/** `from "./x"`, `import "./x"`, `import("./x")`, `require("./x")`: the relative specifiers. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["'](\.{1,2}\/[^"'\n]+)["']/g;
/** What a TypeScript import's `.js` may stand for, in the order TypeScript looks. */
const STANDS_FOR: Record<string, string[]> = { ".js": [".ts", ".tsx"], ".mjs": [".mts"], ".cjs": [".cts"], ".jsx": [".tsx"] };
/** How many files are followed at most (a server is not a monorepo). */
const MAX_FILES = 500;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
const inPackages = (path: string) => path.split(sep).includes("node_modules");

/** The file an import of `specifier` from `from` loads, if it is one of the project's. */
function resolveImport(specifier: string, from: string): string | undefined {
  const base = resolve(dirname(from), specifier.split(/[?#]/)[0]!);
  const ext = extname(base);
  const candidates = [
    base,
    ...(STANDS_FOR[ext] ?? []).map((other) => base.slice(0, -ext.length) + other),
    ...[...SCRIPTS].map((other) => base + other),
    ...[...SCRIPTS].map((other) => resolve(base, `index${other}`)),
  ];
  return candidates.find((path) => !inPackages(path) && isFile(path));
}

/** The server's code: the scripts `argv` names (relative to `cwd`) and what they import, as absolute paths. */
export function serverFiles(argv: readonly string[], cwd: string): string[] {
  const named = argv
    .map((arg) => resolve(cwd, arg))
    .filter((path) => (SCRIPTS.has(extname(path)) || OTHER_SCRIPTS.has(extname(path))) && !inPackages(path) && isFile(path));
  const found = new Set(named);
  const queue = named.filter((path) => SCRIPTS.has(extname(path)));
  while (queue.length && found.size < MAX_FILES) {
    const file = queue.shift()!;
    let source: string;
    try {
      source = readFileSync(file, "utf8");
    } catch {
      continue; // gone since: the watcher reports it
    }
    for (const [, specifier] of source.matchAll(IMPORT)) {
      const imported = resolveImport(specifier!, file);
      if (imported && !found.has(imported)) {
        found.add(imported);
        if (SCRIPTS.has(extname(imported))) queue.push(imported);
      }
    }
  }
  return [...found];
}
