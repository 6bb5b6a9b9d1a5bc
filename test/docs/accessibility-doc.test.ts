// @vitest-environment node
// docs/accessibility.md says which of axe-core's rules A11Y-001 runs and which are off, as the data
// says (AXE_RULES of mcp-view/testing): the tags it names, and each rule off with its reason.
import { expect, it } from "vitest";
import { AXE_RULES } from "../../src/testing/index.js";
import { repoText } from "../support/readme.js";

const doc = () => repoText("docs/accessibility.md");

it("names the tags A11Y-001 runs axe-core with", () => {
  const sentence = /with the tags ((?:`[\w]+`(?:, | and )?)+)/.exec(doc().replace(/\s+/g, " "))?.[1] ?? "";
  expect([...sentence.matchAll(/`(\w+)`/g)].map((m) => m[1])).toEqual([...AXE_RULES.tags]);
});

it("lists each rule off with its reason, as the data has them", () => {
  const list = /<!-- axe rules off -->\n([\s\S]*?)\n<!-- end axe rules off -->/.exec(doc())?.[1];
  expect(list?.split("\n")).toEqual(Object.entries(AXE_RULES.off).map(([id, why]) => `- \`${id}\`: ${why}`));
});
