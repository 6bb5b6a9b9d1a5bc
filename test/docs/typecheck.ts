// Type-checks the docs' modules (test/docs/blocks.ts) as they would compile pasted into a project
// made by `mcp-view init`: with the template's own tsconfig.json (strict, `noUnusedLocals` and
// `noUnusedParameters` included), one program per template. Three things are added: `paths`, so
// that `mcp-view` and `mcp-view/*` resolve to this repository's src/ (no build needed);
// `moduleDetection: force`, as every file of a Vite project is a module; and `checkJs`, for the
// JavaScript blocks. Each document's modules share a folder, so a module imports a neighbour by its
// name (`./tools.js` finds `// tools.ts`), and the framework-free modules a module imports are put
// beside it in every template. The TypeScript and TSX templates are checked here, in memory; Vue and
// Svelte by their own checkers (test/docs/component-check.ts).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { place, type Module, type Template } from "./blocks.js";
import type { CodeBlock } from "./markdown.js";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** What the test adds to a template's compiler options (see above). */
const ADDED = {
  paths: { "mcp-view": [`${ROOT}src/index.ts`], "mcp-view/*": [`${ROOT}src/*/index.ts`] },
  moduleDetection: "force",
  allowJs: true,
  checkJs: true,
};

/** templates/<template>/tsconfig.json with the test's additions, as JSON, its files left to the caller. */
export function templateConfig(template: Template): { compilerOptions: Record<string, unknown> } {
  const config = JSON.parse(readFileSync(`${ROOT}templates/${template}/tsconfig.json`, "utf8")) as {
    compilerOptions: Record<string, unknown>;
  };
  return { compilerOptions: { ...config.compilerOptions, ...ADDED } };
}

/** The names of the neighbours `module` imports: `./tools.js` is `tools.ts`, `tools.tsx` or `tools.js`; `./Forecast.vue` itself. */
function imports(module: Module): Set<string> {
  const specifiers = [...module.code.matchAll(/\bfrom\s+"\.\/([\w.-]+)"/g)].map((m) => m[1]!);
  return new Set(
    specifiers.flatMap((name) => (name.endsWith(".js") ? ["ts", "tsx", "js"].map((ext) => name.replace(/js$/, ext)) : [name])),
  );
}

/** The modules a template's program holds: its own, and the framework-free ones they import (from their documents). */
export function programModules(all: readonly Module[], template: Template): { own: Module[]; beside: Module[] } {
  const own = all.filter((m) => m.template === template);
  const beside: Module[] = [];
  const queue = [...own];
  while (queue.length) {
    const module = queue.shift()!;
    const names = imports(module);
    for (const found of all.filter((m) => m.block.file === module.block.file && m.template === "vanilla" && names.has(m.name))) {
      if (found.template === template || beside.includes(found)) continue;
      beside.push(found);
      queue.push(found);
    }
  }
  return { own, beside };
}

/** The path of a module inside `root`: a folder per document. */
export const modulePath = (root: string, module: Module) => `${root}${module.block.file.replaceAll("/", "__")}/${module.name}`;

/** One diagnostic, placed in the markdown file, as `file:line (the block at line n): message`. */
export function placed(module: Module, line: number, message: string): [CodeBlock, string] {
  const at = place(module, line);
  return [at.block, `${at.block.file}:${at.line} (the block at line ${at.block.line}): ${message}`];
}

/**
 * The files every program reads (TypeScript's lib, node_modules, src/), parsed once: all the
 * templates parse alike (the same target and module settings), so their programs share them as
 * TypeScript's language service shares files between projects.
 */
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Each block's diagnostics, after type-checking the modules of `template` in one program. */
export function typecheck(all: readonly Module[], template: Template): Map<CodeBlock, string[]> {
  const { own, beside } = programModules(all, template);
  const byPath = new Map<string, Module>();
  for (const module of [...own, ...beside]) byPath.set(modulePath(`${ROOT}.docs-blocks/`, module), module);
  const config = ts.parseJsonConfigFileContent({ ...templateConfig(template), files: [] }, ts.sys, `${ROOT}templates/${template}`);
  const options = { ...config.options, noEmit: true };
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  const folders = new Set([...byPath.keys()].map((path) => path.slice(0, path.lastIndexOf("/"))));
  host.directoryExists = (path) => folders.has(path.replace(/\/$/, "")) || ts.sys.directoryExists(path);
  host.fileExists = (path) => byPath.has(path) || fileExists.call(host, path);
  host.readFile = (path) => byPath.get(path)?.code ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const module = byPath.get(path);
    if (module) return ts.createSourceFile(path, module.code, language, true);
    const key = `${path} ${JSON.stringify(language)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile.call(host, path, language, ...rest));
    return parsed.get(key);
  };
  const program = ts.createProgram([...byPath.keys()], options, host);
  const result = new Map<CodeBlock, string[]>(own.flatMap((m) => [m.block, ...m.parts].map((b) => [b, []] as [CodeBlock, string[]])));
  for (const [path, module] of byPath) {
    if (module.template !== template) continue;
    const source = program.getSourceFile(path)!;
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      const [block, text] = placed(module, line, `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
      result.get(block)!.push(text);
    }
  }
  return result;
}
