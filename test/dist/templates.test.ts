// @vitest-environment node
// The guide's project (docs/first-widget.md's my-widget: install, test, build, check, the Hosts
// matrix, dev) and the vanilla template on the 1.x MCP SDK: test/dist/templates-suite.ts.
import { templateSuite } from "./templates-suite.js";

templateSuite({ guide: true, projects: ["vanilla-sdk1"] });
