// The one shape every mcp-view/svelte store has: a readable that, while it has subscribers, follows
// the App its source holds, and runs one piece of work per App (started when the App appears,
// stopped when it changes or the last subscriber leaves).
import { get, readable, type Readable } from "svelte/store";
import type { App } from "../index.js";
import { appStore, type AppSource } from "./app-source.js";

/** Starts the work of one App (or of none): it sets the store's value at once, and returns its stop. */
export type PerApp<T> = (app: App | null, set: (value: T) => void) => () => void;

/** A store over one App source, and the App it follows (for methods such as `call`). */
export interface AppBound<T> {
  readonly store: Readable<T>;
  /** The App followed while subscribed; else the one the source holds now. */
  current(): App | null;
}

/** A readable of `start`'s values for the App `source` holds: see the file comment. */
export function perApp<T>(source: AppSource | undefined, initial: T, start: PerApp<T>): AppBound<T> {
  const apps = appStore(source);
  let followed: App | null | undefined;
  const store = readable(initial, (set) => {
    let stop: (() => void) | undefined;
    const unsubscribe = apps.subscribe((app) => {
      stop?.();
      followed = app;
      stop = start(app, set);
    });
    return () => {
      unsubscribe();
      stop?.();
      followed = stop = undefined;
    };
  });
  return { store, current: () => (followed === undefined ? get(apps) : followed) };
}
