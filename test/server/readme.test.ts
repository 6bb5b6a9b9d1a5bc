// @vitest-environment node
// The README's typed-tools section shows the scratch project's tools file, server, view and React view
// (the files test/dist/server-pack.test.ts type-checks and runs from the packed tarball), character
// for character.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

it("the README shows the tested tools.ts, server.ts, view.ts and Greeting.tsx exactly", () => {
  const section = read("README.md").split("## Typed tools: one definition for the server and the view")[1]!.split("\n## ")[0]!;
  const blocks = [...section.matchAll(/```tsx?\n\/\/ (\w+\.tsx?)\n([\s\S]*?)\n```/g)].map(([, file, code]) => [file, code]);
  const fixtures = ["tools.ts", "server.ts", "view.ts", "Greeting.tsx"].map((file) => [file, read(`test/dist/fixtures/server-app/${file}`).trimEnd()]);
  expect(blocks).toEqual(fixtures);
});
