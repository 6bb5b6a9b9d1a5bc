// @vitest-environment node
// The build-time alias that makes mcp-view/preact from the React hook source
// (scripts/renderer-variants.ts), run through rollup as rollup.config.ts runs it.
import { fileURLToPath } from "node:url";
import { rollup, type RollupBuild } from "rollup";
import esbuild from "rollup-plugin-esbuild";
import { afterEach, describe, expect, it } from "vitest";
import { preactVariant, rendererVariants } from "../../scripts/renderer-variants.js";

const src = (path: string) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
const relative = (id: string) => id.slice(src("").length);

let build: RollupBuild | undefined;
afterEach(async () => {
  await build?.close();
  build = undefined;
});

/** Builds `input` with the Preact variant; returns the bundled module ids and the output's imports. */
async function buildPreact(input: string): Promise<{ modules: string[]; imports: string[] }> {
  const variants = rendererVariants({ preact: preactVariant() });
  build = await rollup({
    input,
    plugins: [variants, esbuild({ target: "es2022" })],
    external: (id, importer) => !variants.api.rewrites(id, importer) && /^(react|preact)(\/|$)/.test(id),
    logLevel: "silent",
  });
  const { output } = await build.generate({ format: "es" });
  return {
    modules: build.cache!.modules.map((m) => relative(m.id)).sort(),
    imports: [...new Set(output.flatMap((chunk) => (chunk.type === "chunk" ? chunk.imports : [])))].sort(),
  };
}

describe("rendererVariants", () => {
  it("builds mcp-view/preact from src/react with react → preact/hooks and the src/preact twins", async () => {
    const { modules, imports } = await buildPreact(src("preact/index.ts"));
    expect(imports).toEqual(["preact", "preact/hooks"]);
    expect(modules).toContain("react/useAppState.ts?renderer=preact");
    expect(modules).toContain("preact/useStore.ts");
    expect(modules).toContain("preact/AppProvider.ts");
    expect(modules).not.toContain("react/useStore.ts?renderer=preact");
    expect(modules).not.toContain("react/AppProvider.ts?renderer=preact");
    expect(modules.filter((m) => m.startsWith("react/") && !m.endsWith("?renderer=preact"))).toEqual([]);
  });

  it("leaves the core and the framework-free binding modules as they are", async () => {
    const { modules } = await buildPreact(src("preact/index.ts"));
    expect(modules).toEqual(expect.arrayContaining(["index.ts", "bindings/frame-source.ts", "bindings/registry.ts"]));
    expect(modules.filter((m) => !m.startsWith("react/") && m.includes("?"))).toEqual([]);
  });

  it("does not touch modules outside a variant: the React entry keeps react", async () => {
    const { modules, imports } = await buildPreact(src("react/index.ts"));
    expect(imports).toEqual(["react"]);
    expect(modules.filter((m) => m.includes("?"))).toEqual([]);
  });

  it("rewrites only the aliased imports of modules inside a variant", () => {
    const { api } = rendererVariants({ preact: preactVariant() });
    expect(api.rewrites("react", `${src("react/useApp.ts")}?renderer=preact`)).toBe(true);
    expect(api.rewrites("react", src("preact/index.ts"))).toBe(true);
    expect(api.rewrites("react", src("react/useApp.ts"))).toBe(false);
    expect(api.rewrites("constructor", src("preact/index.ts"))).toBe(false);
  });

  it("rejects a module id that names an unknown renderer", () => {
    const { api } = rendererVariants({ preact: preactVariant() });
    expect(() => api.rewrites("react", `${src("react/useApp.ts")}?renderer=solid`)).toThrow(
      'names the unknown renderer "solid" (known: preact)',
    );
  });
});
