// vitest.config.ts: the widget needs a DOM, and happy-dom provides one
import { defineConfig } from "vitest/config";

export default defineConfig({ test: { environment: "happy-dom" } });
