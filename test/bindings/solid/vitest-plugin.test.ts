// @vitest-environment node
// The scope of test/bindings/solid/vitest-plugin.ts: Solid's JSX transform compiles the Solid test files
// and nothing else (React's and Preact's .tsx files keep their own JSX), and only `solid-js` specifiers
// resolve to a browser build.
import { describe, expect, it } from "vitest";
import { browserBuild, SOLID_TEST_FILES } from "./vitest-plugin.js";

const repo = "/work/repo";

describe("the Solid test plugin's scope", () => {
  it("compiles the Solid test files and the Solid probe, and no React or Preact file", () => {
    expect(SOLID_TEST_FILES.test(`${repo}/test/bindings/solid/createAppState.test.tsx`)).toBe(true);
    expect(SOLID_TEST_FILES.test(`${repo}/test/bindings/behaviour/SolidProbe.tsx`)).toBe(true);
    for (const file of ["test/bindings/useApp.test.tsx", "test/bindings/AppProvider.test.tsx", "test/bindings/behaviour/jsx-probes.ts"]) {
      expect(SOLID_TEST_FILES.test(`${repo}/${file}`)).toBe(false);
    }
    expect(SOLID_TEST_FILES.test(`${repo}/test/bindings/solid/nested/x.tsx`)).toBe(false);
  });

  it("resolves solid-js and its subpaths to the browser development build, and nothing else", () => {
    expect(browserBuild("solid-js")).toMatch(/\/node_modules\/solid-js\/dist\/dev\.js$/);
    expect(browserBuild("solid-js/web")).toMatch(/\/node_modules\/solid-js\/web\/dist\/dev\.js$/);
    expect(browserBuild("solid-js/store")).toMatch(/\/node_modules\/solid-js\/store\/dist\/dev\.js$/);
    for (const other of ["react", "react-dom/client", "preact", "preact/hooks", "solid-jsx", "vue"])
      expect(browserBuild(other)).toBeUndefined();
  });
});
