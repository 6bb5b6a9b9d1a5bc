// Asserts that nothing writes to the console while a test runs: mcp-view's library code is silent.
import { afterEach, beforeEach, expect } from "vitest";

const METHODS = ["log", "info", "warn", "error", "debug", "trace", "dir", "table"] as const;

/** Replaces the console methods for every test of the calling file and fails a test that used them. */
export function forbidConsole(): void {
  let calls: string[] = [];
  let saved: Partial<Record<(typeof METHODS)[number], unknown>> = {};
  beforeEach(() => {
    calls = [];
    saved = {};
    for (const name of METHODS) {
      saved[name] = console[name];
      (console as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => calls.push(`console.${name}(${args.map(String).join(", ")})`);
    }
  });
  afterEach(() => {
    for (const name of METHODS) (console as unknown as Record<string, unknown>)[name] = saved[name];
    expect(calls, "console output during the test").toEqual([]);
  });
}
