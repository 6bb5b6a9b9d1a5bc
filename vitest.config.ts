import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { preactVariant, rendererVariants } from "./scripts/renderer-variants.js";
import { react18 } from "./test/bindings/react18/plugin.js";
import { solidTests } from "./test/bindings/solid/vitest-plugin.js";
import { svelteTests } from "./test/bindings/svelte/vitest-plugin.js";
import { LongestFirst } from "./test/support/longest-first.js";

/**
 * Unit tests: no browser, no process of their own to speak of, each file a few milliseconds of tests
 * behind a second of start-up (a worker, its environment, its imports). They run in worker threads,
 * which start faster than the child processes the other files need (190 of these files took 137 s
 * on threads and 162 s on forks, here, three at a time).
 */
const UNIT = [
  "test/{bindings,testing,app,view-state,openai,interop,styles,rpc,elicitation,model-context,examples}/**/*.test.{ts,tsx}",
  "test/errors.test.ts",
];
/** Unit tests of code that runs in Node (the server helpers, the docs' examples, the build plugins): no DOM to set up. */
const NODE_UNIT = ["test/{server,docs,rollup,protocol,state}/**/*.test.{ts,tsx}"];

export default defineConfig({
  // The binding suite runs the one hook source under React 19, React 18 and Preact side by side
  // (test/bindings/renderers.ts); the Preact copy is built as the Preact entry is.
  plugins: [
    rendererVariants({
      preact: preactVariant(),
      react18: { entries: [fileURLToPath(new URL("test/bindings/react18/index.ts", import.meta.url))], alias: { react: "react18" } },
    }),
    react18(),
    solidTests(),
    svelteTests(), // Svelte 5 and 4 components, and their browser builds, for test/bindings/svelte (see there)
  ],
  // The playground imports mcp-view by its public entries (bare specifiers): tsconfig.json maps them to src/.
  resolve: { tsconfigPaths: true },
  test: {
    environment: "happy-dom",
    // Fails any test that writes to the console (library code is silent); see test/support/console.ts.
    setupFiles: ["test/setup.ts"],
    // Fails the run when a test left a process of its own running (test/support/leftover-processes.ts).
    globalSetup: ["test/support/leftover-processes.ts"],
    // Unit tests are quick; browser and process suites set 120 s per test themselves. Every limit is
    // generous because a loaded 2-core machine is slow: tests wait for conditions, never for time.
    testTimeout: 20_000,
    // Three files at a time, whatever the machine: vitest's default is one fewer than the cores, which on
    // CI's 2 cores runs every file alone, while most browser and process suites spend their time waiting
    // (on a page, a server, an install): a CI run with two took 1,646 s, as long as a local one with two
    // while a second run shared the same 2 cores.
    maxWorkers: 3,
    // The files that take minutes start first, so that the short ones fill the other worker meanwhile.
    sequence: { sequencer: LongestFirst },
    hookTimeout: 120_000,
    // A poll of a page is a round trip through Playwright, the browser and the page's renderer: one
    // expect.poll of a frame's text cost 0.29 of a core at vitest's 50 ms and 0.10 at 200 ms (8 s
    // each, twice, on an idle 2-core machine), and the suite runs several at once.
    expect: { poll: { timeout: 60_000, interval: 200 } },
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: "unit", include: UNIT, pool: "threads" } },
      { extends: true, test: { name: "node", include: NODE_UNIT, pool: "threads", environment: "node" } },
      // Browsers, servers, installs and the command: each file in a child process of its own.
      {
        extends: true,
        test: { name: "processes", include: ["test/**/*.test.{ts,tsx}"], exclude: [...configDefaults.exclude, ...UNIT, ...NODE_UNIT] },
      },
    ],
  },
});
