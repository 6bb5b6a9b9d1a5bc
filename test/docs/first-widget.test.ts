// @vitest-environment node
// docs/first-widget.md's edit step names the file to edit for every template `mcp-view init` has: its
// table of greeters has one row per template folder of templates/ (all but the layers every template
// has), and each file it names is in that template and holds the text the step changes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { LAYERS } from "../../playground/cli/init-files.js";
import { docSection } from "../support/readme.js";

const TEMPLATES = fileURLToPath(new URL("../../templates/", import.meta.url));
const section = docSection("docs/first-widget.md", "Run it, edit it");

/** The table of greeters: each template it names, with the file. */
function greeters(): Array<[template: string, file: string]> {
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => {
    const [templates = "", file = ""] = row.slice(2, -2).split(" | ");
    return [...templates.matchAll(/`(\w+)`/g)].map((m) => [m[1]!, file.replaceAll("`", "")] as [string, string]);
  });
}

it("asks to change the text the templates' greeters show", () => {
  expect(section).toContain('change the button\'s text "Greet again" to "Greet once more"');
});

it("names the greeter of every template, once", () => {
  const templates = readdirSync(TEMPLATES).filter((name) => !(LAYERS as readonly string[]).includes(name));
  expect(templates.length).toBe(6);
  expect(
    greeters()
      .map(([template]) => template)
      .sort(),
  ).toEqual(templates.sort());
});

it.each(greeters())("names %s's greeter, %s, which holds the button's text", (template, file) => {
  const path = `${TEMPLATES}${template}/${file}`;
  expect(existsSync(path), path).toBe(true);
  expect(readFileSync(path, "utf8")).toContain("Greet again");
});
