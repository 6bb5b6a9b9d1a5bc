// @vitest-environment node
// The cache of the playground's parts built from source (playground/server/source-assets.ts): a part
// built once from some sources is read back, not built again, by the next process; a change to any
// source file, added or removed file, gives another digest, so a stale part is never read.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { cached, sourcesDigest } from "../../playground/server/source-assets.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "mcp-view-assets-"));
  mkdirSync(join(dir, "src", "dist"), { recursive: true });
  writeFileSync(join(dir, "src", "a.ts"), "export const a = 1;");
  writeFileSync(join(dir, "lock.json"), "{}");
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const digest = () => sourcesDigest(dir, ["src", "lock.json"]);

it("gives another digest when a source changes, is added or is removed, and the same for built files", async () => {
  const first = await digest();
  expect(await digest()).toBe(first);
  writeFileSync(join(dir, "src", "dist", "out.js"), "built");
  expect(await digest()).toBe(first); // dist/ holds no source
  writeFileSync(join(dir, "src", "a.ts"), "export const a = 2;");
  const changed = await digest();
  expect(changed).not.toBe(first);
  writeFileSync(join(dir, "src", "b.ts"), "");
  const added = await digest();
  expect(added).not.toBe(changed);
  unlinkSync(join(dir, "src", "b.ts"));
  expect(await digest()).toBe(changed);
  writeFileSync(join(dir, "lock.json"), '{"v":2}');
  expect(await digest()).not.toBe(changed);
});

it("builds a part once for the same sources, and again when they change", async () => {
  const cache = join(dir, "cache");
  const build = vi.fn(async () => ({ js: `built from ${await digest()}` }));
  const first = await cached(digest, "host", build, cache);
  expect(await cached(digest, "host", build, cache)).toEqual(first);
  expect(build).toHaveBeenCalledTimes(1);
  writeFileSync(join(dir, "src", "a.ts"), "export const a = 3;");
  const again = await cached(digest, "host", build, cache);
  expect(build).toHaveBeenCalledTimes(2);
  expect(again).not.toEqual(first);
});
