// The licence notices of the packages whose code a build inlined, from the files esbuild read.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The package directory (`node_modules/<name>` or `node_modules/@scope/name`) of an input file. */
function packageDir(file: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file.replaceAll("\\", "/"));
  return match?.[1];
}

/**
 * One notice per licence text: the packages under it (name, version, licence), then the text of
 * their licence file, once (packages of one project often ship the very same file).
 */
export function thirdPartyNotices(inputs: string[], root: string): string {
  const dirs = [...new Set(inputs.map(packageDir).filter((dir): dir is string => dir !== undefined))].sort();
  const byText = new Map<string, Set<string>>();
  for (const dir of dirs) {
    const path = dir.startsWith("/") ? dir : join(root, dir);
    const pkg = JSON.parse(readFileSync(join(path, "package.json"), "utf8")) as { name: string; version: string; license?: string };
    const file = readdirSync(path).find((name) => /^(licen[cs]e|copying)/i.test(name));
    const text =
      file && existsSync(join(path, file)) ? readFileSync(join(path, file), "utf8").trim() : `Licence: ${pkg.license ?? "see the package"}`;
    const names = byText.get(text) ?? new Set<string>();
    byText.set(text, names.add(`${pkg.name} ${pkg.version} (${pkg.license ?? "unknown licence"})`));
  }
  const notices = [...byText].map(([text, names]) => `${[...names].join("\n")}\n\n${text}`);
  const header = "mcp-view's command (dist/cli/) inlines code from these packages, under these licences.";
  return [header, ...notices].join(`\n\n${"-".repeat(72)}\n\n`) + "\n";
}
