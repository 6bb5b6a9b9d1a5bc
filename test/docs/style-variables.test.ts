// @vitest-environment node
// docs/api.md lists the CSS variables a host may send, as the MCP Apps specification names them: the
// list is the official package's own McpUiStyleVariableKey, name for name.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ROOT } from "../../bench/lib/bundle.js";
import { docSection } from "../support/readme.js";

const official = () => {
  const types = readFileSync(join(ROOT, "node_modules/@modelcontextprotocol/ext-apps/dist/src/spec.types.d.ts"), "utf8");
  const union = /export type McpUiStyleVariableKey = ([^;]+);/.exec(types)?.[1] ?? "";
  return [...union.matchAll(/"(--[a-z0-9-]+)"/g)].map((m) => m[1]!);
};

it("lists every CSS variable the specification names, and no other", () => {
  const listed = [...docSection("docs/api.md", "What `syncHostStyles` sets").matchAll(/`(--[a-z0-9-]+)`/g)].map((m) => m[1]!);
  expect(official()).toHaveLength(76);
  expect([...listed].sort()).toEqual([...official()].sort());
});
