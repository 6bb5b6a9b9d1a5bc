// @vitest-environment node
// docs/typed-tools.md shows the scratch projects' tools file, server (on the 1.x SDK, then on the
// 2.x one), view and React view (the files test/dist/server-pack.test.ts type-checks and runs from the
// packed tarball), character for character.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { docSection } from "../support/readme.js";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

it("docs/typed-tools.md shows the tested tools.ts, server.ts for each SDK generation, view.ts and Greeting.tsx exactly", () => {
  const section = docSection("docs/typed-tools.md", "Typed tools: one definition for the server and the view").split("\n## ")[0]!;
  const blocks = [...section.matchAll(/```tsx?\n\/\/ (\w+\.tsx?)\n([\s\S]*?)\n```/g)].map(([, file, code]) => [file, code]);
  const shown: [string, string][] = [
    ["tools.ts", "tools.ts"],
    ["server.ts", "server.ts"],
    ["server.ts", "server-sdk2.ts"],
    ["view.ts", "view.ts"],
    ["Greeting.tsx", "Greeting.tsx"],
  ];
  const fixtures = shown.map(([file, fixture]) => [file, read(`test/dist/fixtures/server-app/${fixture}`).trimEnd()]);
  expect(blocks).toEqual(fixtures);
});
