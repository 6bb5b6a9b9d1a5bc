// The order vitest starts test files in: the few that take minutes first, then vitest's own order.
// A long file started last runs alone at the end while the other workers idle; started first, the
// short files fill the other workers meanwhile. The list is the slowest files of a local run
// (`.cache/vitest.json`, 2026-12-07: conformance-cases 415 s, the templates' three files 193 to
// 414 s, check-cli 184 s of a 1,829 s run), longest first; a file missing from it only loses its
// place, never a test.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST = [
  "test/browser/conformance-cases.test.ts",
  "test/dist/templates-jsx.test.ts",
  "test/dist/templates.test.ts",
  "test/dist/templates-sfc.test.ts",
  "test/browser/check-cli.test.ts",
  "test/browser/matrix-cli.test.ts",
  "test/browser/a11y-cases.test.ts",
  "test/browser/playground-matrix.test.ts",
  "test/browser/bindings.test.ts",
  "test/dist/second-day.test.ts",
  "test/browser/matrix-baseline.test.ts",
  "test/browser/headless-stops.test.ts",
  "test/browser/playground-a11y.test.ts",
  "test/browser/default-path.test.ts",
  "test/init/template-server.test.ts",
  "test/browser/playground-profiles.test.ts",
];

const rank = (file: TestSpecification): number => {
  const at = SLOWEST.findIndex((path) => file.moduleId.replaceAll("\\", "/").endsWith(`/${path}`));
  return at < 0 ? SLOWEST.length : at;
};

/** Vitest's sequencer, with the slowest files moved to the front (a stable sort: the rest keep vitest's order). */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
