// @vitest-environment node
// The react, preact and solid templates (install, test, build, check, dev): test/dist/templates-suite.ts.
import { templateSuite } from "./templates-suite.js";

templateSuite({ projects: ["react", "preact", "solid"] });
