// The files `mcp-view dev --watch <path>` watches, with chokidar (editors' atomic saves, rename and
// replace, and platforms' differences are its job). Below a watched directory, `node_modules`,
// `dist` (the usual build output: watching it would make each build start the next) and every
// dotfile or dot-directory (`.git`, editors' swap files) are ignored; a path given to --watch itself
// is always watched, even `dist`.
import { relative, resolve, sep } from "node:path";
import { watch } from "chokidar";

/** Names ignored below a watched directory (besides every name that starts with a dot). */
export const IGNORED_NAMES = ["node_modules", "dist"];

/** Options of {@link watchFiles}. */
export interface FileWatcherOptions {
  /** Called with each changed, added or removed file, as a path relative to `cwd`. */
  onChange: (name: string) => void;
  onError?: (error: Error) => void;
  /** What names are relative to. @default process.cwd() */
  cwd?: string;
}

/** A running watcher. */
export interface FileWatcher {
  close(): Promise<void>;
}

/** Whether `path` is ignored: below one of `roots`, one of its names is ignored. */
export function isIgnored(path: string, roots: readonly string[]): boolean {
  const below = roots
    .map((root) => relative(root, path))
    .filter((rel) => rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel))
    .sort((a, b) => a.length - b.length)[0];
  return below !== undefined && below.split(/[\\/]/).some((name) => name.startsWith(".") || IGNORED_NAMES.includes(name));
}

/** Watches `paths` (files or directories); resolves once the first scan is done. */
export async function watchFiles(paths: readonly string[], options: FileWatcherOptions): Promise<FileWatcher> {
  const cwd = options.cwd ?? process.cwd();
  const roots = paths.map((path) => resolve(cwd, path));
  const watcher = watch(roots, { ignoreInitial: true, atomic: true, ignored: (path: string) => isIgnored(path, roots) });
  watcher.on("all", (event, path) => {
    if (event === "add" || event === "change" || event === "unlink") options.onChange(relative(cwd, path) || path);
  });
  watcher.on("error", (error) => options.onError?.(error as Error));
  await new Promise<void>((done) => watcher.once("ready", () => done()));
  return { close: () => watcher.close() };
}
