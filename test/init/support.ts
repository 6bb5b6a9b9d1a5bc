// Running `mcp-view init` in a test: in a fresh temporary folder, with its output collected.
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runInit } from "../../playground/cli/init.js";

/** The repository's templates folder. */
export const TEMPLATES = fileURLToPath(new URL("../../templates/", import.meta.url));

/** A stream that keeps what is written to it. */
export function sink(): NodeJS.WritableStream & { text(): string } {
  let text = "";
  return { write: (chunk: string) => ((text += chunk), true), text: () => text } as unknown as NodeJS.WritableStream & { text(): string };
}

/** A temporary folder, removed by `remove()`. */
export function scratch(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "mcp-view-init-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `mcp-view init ...argv` in `cwd`. */
export async function init(cwd: string, argv: string[], templates = TEMPLATES) {
  const [stdout, stderr] = [sink(), sink()];
  const code = await runInit(argv, { cwd, version: "1.2.3", templates, stdout, stderr });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Every file under `dir` (not the folders), relative, sorted. */
export function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();
}
