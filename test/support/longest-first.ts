// The order vitest starts test files in: the few that take minutes first, then vitest's own order.
// With two files at a time, a long file started last runs alone at the end while the other worker
// idles; started first, the short files fill the other worker meanwhile. The list is the slowest
// files of a CI run (`.cache/vitest.json`, 2026-12-06: test/dist/templates.test.ts 538 s of a
// 1,599 s run, since split in three; conformance-cases 253 s; second-day 85 s); a file missing from
// it only loses its place, never a test.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST = [
  "test/dist/templates.test.ts",
  "test/dist/templates-jsx.test.ts",
  "test/dist/templates-sfc.test.ts",
  "test/browser/conformance-cases.test.ts",
  "test/dist/second-day.test.ts",
  "test/browser/matrix-cli.test.ts",
  "test/browser/playground-matrix.test.ts",
  "test/init/template-server.test.ts",
  "test/browser/playground-profiles.test.ts",
  "test/browser/playground-hosts.test.ts",
  "test/dist/fresh-clone.test.ts",
  "test/browser/bindings.test.ts",
  "test/browser/playground-elicitation.test.ts",
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
