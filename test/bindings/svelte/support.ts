// Helpers of the Svelte binding tests: a store's values as they arrive, and a count of the App's
// live subscriptions (so that a test can prove every one is released).
import { vi } from "vitest";
import type { Readable } from "svelte/store";
import type { App } from "../../../src/index.js";

/** Subscribes to `store`; `values` holds every value it was called with, `stop` unsubscribes. */
export function watch<T>(store: Readable<T>): { values: T[]; latest(): T; stop(): void } {
  const values: T[] = [];
  const stop = store.subscribe((value) => void values.push(value));
  return { values, latest: () => values.at(-1) as T, stop };
}

/** How many `app.subscribe` and `app.on` listeners are live, counted from now on. */
export function liveListeners(app: App): () => number {
  let live = 0;
  const count = <A extends unknown[]>(register: (...args: A) => () => void) =>
    ((...args: A) => {
      live++;
      const unsubscribe = register(...args);
      let done = false;
      return () => {
        if (!done) live--;
        done = true;
        unsubscribe();
      };
    }) as never;
  const subscribe = count(app.subscribe.bind(app));
  const on = count(app.on.bind(app) as (...args: unknown[]) => () => void);
  vi.spyOn(app, "subscribe").mockImplementation(subscribe);
  vi.spyOn(app, "on").mockImplementation(on);
  return () => live;
}
