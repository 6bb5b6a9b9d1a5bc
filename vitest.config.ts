import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["test/**/*.test.{ts,tsx}"],
    // Unit tests are quick; browser and process suites set 120 s per test themselves. Every limit is
    // generous because a loaded 2-core machine is slow: tests wait for conditions, never for time.
    testTimeout: 20_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 60_000 } },
    restoreMocks: true,
  },
});
