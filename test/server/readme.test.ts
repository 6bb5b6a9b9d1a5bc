// @vitest-environment node
// docs/typed-tools.md shows the scratch project's tools file, server, view and React view (the files
// test/dist/server-pack.test.ts type-checks and runs from the packed tarball), character for character.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { docSection } from "../support/readme.js";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

it("docs/typed-tools.md shows the tested tools.ts, server.ts, view.ts and Greeting.tsx exactly", () => {
  const section = docSection("docs/typed-tools.md", "Typed tools: one definition for the server and the view");
  const blocks = [...section.matchAll(/```tsx?\n\/\/ (\w+\.tsx?)\n([\s\S]*?)\n```/g)].map(([, file, code]) => [file, code]);
  const fixtures = ["tools.ts", "server.ts", "view.ts", "Greeting.tsx"].map((file) => [
    file,
    read(`test/dist/fixtures/server-app/${file}`).trimEnd(),
  ]);
  expect(blocks).toEqual(fixtures);
});
