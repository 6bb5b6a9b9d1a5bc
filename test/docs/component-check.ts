// Type-checks the docs' Vue and Svelte modules with the checkers the templates' `npm test` runs
// (`vue-tsc`, `svelte-check --fail-on-warnings`), in a scratch project: every module of the template,
// and the framework-free modules beside them, in src/<document>/, a tsconfig.json that is the
// template's with the additions of test/docs/typecheck.ts, and a link to this repository's node_modules.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Module } from "./blocks.js";
import type { CodeBlock } from "./markdown.js";
import { modulePath, placed, programModules, ROOT, templateConfig } from "./typecheck.js";
import { run, type Running } from "../playground/support.js";

/** A check under way: its command, and the scratch project to remove once it ended. */
export interface ComponentCheck {
  running: Running;
  /** Each block's diagnostics, once the command exited; rejects when its output makes no sense. */
  diagnostics(): Promise<Map<CodeBlock, string[]>>;
  remove(): void;
}

/** One reported problem: the file (from the project's folder), its 1-based line, the message. */
type Reported = { file: string; line: number; message: string };

/** `src/x.vue(12,5): error TS2339: …`, continued on indented lines. */
function vueTscOutput(output: string): Reported[] {
  const reported: Reported[] = [];
  for (const text of output.split("\n")) {
    const m = /^(.+?)\((\d+),\d+\): error (TS\d+): (.*)$/.exec(text);
    if (m) reported.push({ file: m[1]!, line: Number(m[2]), message: `${m[3]} ${m[4]}` });
    else if (text.startsWith("  ") && reported.length) reported.at(-1)!.message += ` ${text.trim()}`;
  }
  return reported;
}

/** svelte-check's `--output machine`: `<time> ERROR "src/x.svelte" 12:5 "message"`, warnings alike. */
function svelteCheckOutput(output: string): Reported[] {
  return [...output.matchAll(/^\d+ (ERROR|WARNING) "([^"]+)" (\d+):\d+ (".*")$/gm)].map((m) => ({
    file: m[2]!,
    line: Number(m[3]),
    message: `${m[1]} ${JSON.parse(m[4]!) as string}`,
  }));
}

/** Starts checking the modules of `template` ("vue" or "svelte") among `all`. */
export function startComponentCheck(all: readonly Module[], template: "vue" | "svelte"): ComponentCheck {
  const { own, beside } = programModules(all, template);
  const dir = mkdtempSync(join(tmpdir(), `mcp-view-docs-${template}-`));
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  const byFile = new Map<string, Module>();
  for (const module of [...own, ...beside]) {
    const path = modulePath(`${dir}/src/`, module);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, module.code);
    byFile.set(path.slice(dir.length + 1), module);
  }
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ ...templateConfig(template), include: ["src"] }));
  const bin = (path: string) => join(ROOT, "node_modules", path);
  const running =
    template === "vue"
      ? run([process.execPath, bin("vue-tsc/bin/vue-tsc.js"), "-p", "tsconfig.json", "--pretty", "false"], { cwd: dir })
      : run(
          [
            process.execPath,
            bin("svelte-check/bin/svelte-check"),
            "--workspace",
            ".",
            "--tsconfig",
            "./tsconfig.json",
            "--fail-on-warnings",
            "--output",
            "machine",
          ],
          { cwd: dir },
        );

  async function diagnostics(): Promise<Map<CodeBlock, string[]>> {
    const code = await running.exited;
    const output = running.output();
    const reported = template === "vue" ? vueTscOutput(output) : svelteCheckOutput(output);
    const finished = template === "vue" ? code === 0 || reported.length > 0 : / COMPLETED \d+ FILES/.test(output);
    if (!finished) throw new Error(`${template === "vue" ? "vue-tsc" : "svelte-check"} exited (${code}) without a result:\n${output}`);
    const result = new Map<CodeBlock, string[]>(own.map((m) => [m.block, []]));
    for (const { file, line, message } of reported) {
      const module = byFile.get(file);
      if (module?.template !== template) continue; // a neighbour's problems are the vanilla program's to report
      const [block, text] = placed(module, line - 1, message);
      result.get(block)!.push(text);
    }
    return result;
  }

  return { running, diagnostics, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
