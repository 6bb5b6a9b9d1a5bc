// @vitest-environment node
// docs/testing.md's example is test/examples/, character for character: the vitest configuration,
// the widget under test, and its test (test/dist/new-user.test.ts runs the guide's copies in a
// project that installed the packed package).
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { docBlocks } from "../support/readme.js";

const read = (file: string) => readFileSync(new URL(`../examples/${file}`, import.meta.url), "utf8").trimEnd();

it("docs/testing.md shows the example's vitest.config.ts, widget and test exactly as they run", () => {
  expect(docBlocks("docs/testing.md", "A complete example")).toEqual(
    ["vitest.config.ts", "weather-widget.ts", "weather-widget.test.ts"].map(read),
  );
});
