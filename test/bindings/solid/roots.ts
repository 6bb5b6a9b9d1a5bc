// Helpers of the Solid unit tests: primitives run in a root of their own (createRoot), disposed by
// the test, as a component's owner is when it unmounts.
import { createRoot } from "solid-js";

const roots: (() => void)[] = [];

/** Runs `fn` in a new root; `dispose` is called by the test or after it. */
export function inRoot<T>(fn: () => T): { value: T; dispose: () => void } {
  let dispose!: () => void;
  const value = createRoot((d) => {
    dispose = d;
    return fn();
  });
  roots.push(dispose);
  return { value, dispose };
}

/** Disposes every root a test left (a disposed root ignores a second dispose). */
export function disposeRoots(): void {
  for (const dispose of roots.splice(0)) dispose();
}

/** One macrotask: messages over the linked transports, and the registry's deferred close. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
