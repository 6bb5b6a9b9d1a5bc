// The console guard test/setup.ts installs for every test: mcp-view's library code is silent, so a
// test fails if anything wrote to the console while it ran, or if the console was swapped for
// something the guard cannot watch. A test that must let other code write (the official App, which
// warns and logs) says so, and why, with allowConsole().
import { afterEach, beforeEach, expect, vi, type MockInstance } from "vitest";

const METHODS = ["log", "info", "warn", "error", "debug", "trace", "dir", "table"] as const;
type Method = (typeof METHODS)[number];

let spies = new Map<Method, MockInstance>();
let allowed: string | undefined;

/** Watches every console method during each test and fails the test that used one. */
export function guardConsole(): void {
  beforeEach(() => {
    allowed = undefined;
    spies = new Map(METHODS.map((name) => [name, vi.spyOn(console, name)]));
  });
  afterEach(() => {
    const replaced = METHODS.filter((name) => (console[name] as unknown) !== spies.get(name));
    const calls = METHODS.flatMap((name) => spies.get(name)!.mock.calls.map((args) => `console.${name}(${args.map(String).join(", ")})`));
    for (const spy of spies.values()) spy.mockRestore();
    if (allowed !== undefined) return;
    expect(replaced, "console methods replaced during the test, so the console guard could not watch them").toEqual([]);
    expect(calls, "console output during the test").toEqual([]);
  });
}

/**
 * Lets the current test write to the console (muted), for `reason`: call it in the test or in a
 * `beforeEach`. The test's own `vi.spyOn(console, …)` still sees every call.
 */
export function allowConsole(reason: string): void {
  if (!reason.trim()) throw new Error("allowConsole() needs the reason the test may write to the console");
  allowed = reason;
  for (const spy of spies.values()) spy.mockImplementation(() => {});
}
