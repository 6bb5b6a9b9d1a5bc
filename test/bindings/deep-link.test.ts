// @vitest-environment node
// The deep-link bindings' shared half (src/bindings/deep-link.ts), framework-free: the link of a
// snapshot as `parseDeepLink` reads it, one object per URL for each App (so a selector's value is
// stable), an invalid link ignored, and no App's link seen by another.
import { describe, expect, it } from "vitest";
import type { App, AppSnapshot, McpUiHostContext } from "../../src/index.js";
import { deepLinkOf } from "../../src/bindings/deep-link.js";

const app = () => ({}) as App; // only its identity is used
const at = (hostContext?: McpUiHostContext): AppSnapshot => ({ status: "connected", hostContext });
const linked = (url: unknown, more: McpUiHostContext = {}) => at({ ...more, "openai/deepLink": { url } });

describe("deepLinkOf", () => {
  it("is undefined without a host context, without a link, or for the idle snapshot of no App", () => {
    const one = app();
    expect(deepLinkOf(one, at())).toBeUndefined();
    expect(deepLinkOf(one, at({ theme: "dark" }))).toBeUndefined();
    expect(deepLinkOf(null, at())).toBeUndefined();
  });

  it("returns { url } alone, and the same object while the URL is unchanged, whatever else changes", () => {
    const one = app();
    const first = deepLinkOf(one, at({ "openai/deepLink": { url: "/parts?tag=bolt", extra: 1 } }));
    expect(first).toEqual({ url: "/parts?tag=bolt" });
    expect(deepLinkOf(one, linked("/parts?tag=bolt", { theme: "dark" }))).toBe(first);
    const next = deepLinkOf(one, linked("/parts/hex-bolt"));
    expect(next).toEqual({ url: "/parts/hex-bolt" });
    expect(deepLinkOf(one, linked("/parts/hex-bolt", { theme: "light" }))).toBe(next);
  });

  it("ignores a link that is not app-relative: undefined before any valid one, else the last valid one", () => {
    const one = app();
    for (const url of ["https://evil.example", "//evil", "/\\evil", "/\t/evil", "/\n\\evil", "parts", 42])
      expect(deepLinkOf(one, linked(url))).toBeUndefined();
    const valid = deepLinkOf(one, linked("/parts"));
    for (const url of ["https://evil.example", "//evil", null]) expect(deepLinkOf(one, linked(url))).toBe(valid);
    expect(deepLinkOf(one, at({ "openai/deepLink": "/parts/other" }))).toBe(valid);
  });

  it("keeps each App's link to itself", () => {
    const [one, two] = [app(), app()];
    const link = deepLinkOf(one, linked("/parts"));
    expect(deepLinkOf(two, at())).toBeUndefined();
    expect(deepLinkOf(two, linked("//evil"))).toBeUndefined();
    expect(deepLinkOf(null, linked("/parts"))).toEqual(link);
    expect(deepLinkOf(one, at())).toBe(link);
  });
});
