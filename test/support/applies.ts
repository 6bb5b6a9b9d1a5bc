// A test that applies to some cases of a suite only (an SDK generation without sessions, a project of
// one generation): registered where it applies, and not at all elsewhere, so that the run counts no
// skipped test for a case that has nothing to check.
import { it } from "vitest";

/** `it` where the test applies; elsewhere a registration that adds no test. */
export function itWhere(applies: boolean): (name: string, fn: () => Promise<void> | void, timeout?: number) => void {
  return applies ? (name, fn, timeout) => it(name, fn, timeout) : () => undefined;
}
