import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["test/**/*.test.{ts,tsx}"],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
