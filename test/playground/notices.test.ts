// @vitest-environment node
// dist/cli/THIRD-PARTY-LICENSES.txt: every package whose code a build inlined is named with its
// version and licence, and a licence text that several packages ship word for word is given once.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { thirdPartyNotices } from "../../playground/build/notices.js";

const root = mkdtempSync(join(tmpdir(), "mcp-view-notices-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function pkg(name: string, license: string, text: string): string {
  const dir = join(root, "node_modules", name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, version: "1.0.0", license }));
  writeFileSync(join(dir, "LICENSE"), `${text}\n`);
  return join(dir, "dist", "index.js");
}

it("names each package, and gives a licence text shared word for word once", () => {
  const inputs = [
    pkg("@scope/client", "Apache-2.0", "Apache License 2.0 text"),
    pkg("@scope/core", "Apache-2.0", "Apache License 2.0 text"),
    pkg("tiny", "MIT", "MIT text, Copyright Tiny"),
    pkg("@scope/core", "Apache-2.0", "Apache License 2.0 text"), // a second file of the same package
  ];
  const rule = `\n\n${"-".repeat(72)}\n\n`;
  expect(thirdPartyNotices(inputs, root)).toBe(
    [
      "mcp-view's command (dist/cli/) inlines code from these packages, under these licences.",
      "@scope/client 1.0.0 (Apache-2.0)\n@scope/core 1.0.0 (Apache-2.0)\n\nApache License 2.0 text",
      "tiny 1.0.0 (MIT)\n\nMIT text, Copyright Tiny",
    ].join(rule) + "\n",
  );
});
