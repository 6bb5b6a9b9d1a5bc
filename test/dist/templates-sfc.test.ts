// @vitest-environment node
// The vue and svelte templates (install, test, build, check, dev): test/dist/templates-suite.ts.
import { templateSuite } from "./templates-suite.js";

templateSuite({ projects: ["vue", "svelte"] });
