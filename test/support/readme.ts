// The README's code blocks, for the tests that check they run as written.
import { readFileSync } from "node:fs";

/** The ```lang blocks of the README section titled `title` (a `## ` heading). */
export function readmeBlocks(title: string, lang = "ts"): string[] {
  const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
  const section = readme.split(`## ${title}\n`)[1]?.split("\n## ")[0] ?? "";
  return [...section.matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)\\n```", "g"))].map((m) => m[1]!);
}
