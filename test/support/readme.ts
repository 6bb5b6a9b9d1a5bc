// The code blocks of a section of a markdown file, for the tests that check they are shown as they run.
import { readFileSync } from "node:fs";

/** The text of `file`, a path from the repository root. */
export const repoText = (file: string): string => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

/** The lines under the heading `title` (of any level) in `file`, up to the next heading of that level or above. */
export function docSection(file: string, title: string): string {
  const section: string[] = [];
  let level = 0;
  let fenced = false;
  for (const line of repoText(file).split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = fenced ? null : /^(#{1,6}) (.*)$/.exec(line);
    if (level && heading && heading[1]!.length <= level) break;
    if (level) section.push(line);
    else if (heading?.[2] === title) level = heading[1]!.length;
  }
  if (!level) throw new Error(`${file} has no heading "${title}"`);
  return section.join("\n");
}

/** The ```lang blocks of the section titled `title` in `file` (`docBlocks("docs/testing.md", "A complete example")`). */
export function docBlocks(file: string, title: string, lang = "ts"): string[] {
  return [...docSection(file, title).matchAll(new RegExp("```" + lang + "\\n([\\s\\S]*?)\\n```", "g"))].map((m) => m[1]!);
}
