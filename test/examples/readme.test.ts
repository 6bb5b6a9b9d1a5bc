// @vitest-environment node
// The README's "Testing your widget" example is this folder's test file, character for character.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

it("the README shows weather-widget.test.ts exactly as it runs", () => {
  const section = read("README.md").split("## Testing your widget")[1]!.split("\n## ")[0]!;
  const block = /```ts\n([\s\S]*?)\n```/.exec(section)?.[1];
  expect(block).toBe(read("test/examples/weather-widget.test.ts").trimEnd());
});
