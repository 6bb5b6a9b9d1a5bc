// Type-checks the ```ts and ```tsx blocks of the docs with the TypeScript compiler API, each block as
// a module of its own, against this repository's sources: `mcp-view` and `mcp-view/*` resolve to src/
// through tsconfig.json's `paths`. A block is a file in a folder of its document's own, so a block
// can import a sibling it names (`import type { greet } from "./tools.js"` finds the block headed
// `// tools.ts`); nothing is written to disk.
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { CodeBlock } from "./markdown.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The module name of a block: `<!-- file: name.ts -->` before it, a first line `// name.ts`, or its line. */
export function blockFileName(block: CodeBlock): string {
  const named = /^file: ([\w.-]+\.tsx?)$/.exec(block.marker ?? "")?.[1] ?? /^\/\/ ([\w.-]+\.tsx?)\b/.exec(block.code)?.[1];
  return named ?? `line-${block.line}.${block.lang}`;
}

/** The virtual path of a block: a folder per document, inside the repository so node_modules resolves. */
const virtualPath = (block: CodeBlock) => `${ROOT}.docs-blocks/${block.file.replaceAll("/", "__")}/${blockFileName(block)}`;

/** tsconfig.json's options (its `paths` included), strict, with jsx `react-jsx`; unused names allowed in examples. */
function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    `${ROOT}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  return {
    ...parsed!.options,
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    noUnusedLocals: false,
    noUnusedParameters: false,
    moduleDetection: ts.ModuleDetectionKind.Force,
  };
}

/** Each block's diagnostics, as `file:line: TSnnnn message` with the line in the markdown file. */
export function typecheck(blocks: CodeBlock[]): Map<CodeBlock, string[]> {
  const byPath = new Map<string, CodeBlock>();
  for (const block of blocks) {
    const path = virtualPath(block);
    if (byPath.has(path))
      throw new Error(
        `${block.file}:${block.line}: a second block named ${blockFileName(block)} (the first at line ${byPath.get(path)!.line})`,
      );
    byPath.set(path, block);
  }
  const options = compilerOptions();
  const host = ts.createCompilerHost(options, true);
  const { fileExists, readFile, getSourceFile } = host;
  const folders = new Set([...byPath.keys()].map((path) => path.slice(0, path.lastIndexOf("/"))));
  host.directoryExists = (path) => folders.has(path.replace(/\/$/, "")) || ts.sys.directoryExists(path);
  host.fileExists = (path) => byPath.has(path) || fileExists.call(host, path);
  host.readFile = (path) => byPath.get(path)?.code ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const block = byPath.get(path);
    return block ? ts.createSourceFile(path, block.code, language, true) : getSourceFile.call(host, path, language, ...rest);
  };
  const program = ts.createProgram([...byPath.keys()], options, host);
  const result = new Map<CodeBlock, string[]>();
  for (const [path, block] of byPath) {
    const source = program.getSourceFile(path)!;
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    result.set(
      block,
      diagnostics.map((d) => describe(block, d)),
    );
  }
  return result;
}

/** One diagnostic, placed in the markdown file: the fence is line `block.line`, the code starts below it. */
function describe(block: CodeBlock, diagnostic: ts.Diagnostic): string {
  const line = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
  return `${block.file}:${block.line + 1 + line} (the block at line ${block.line}): TS${diagnostic.code} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")}`;
}
