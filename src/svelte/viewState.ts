// viewState: the App's view state (createViewState) as a writable-like store, kept across reloads.
import type { Readable } from "svelte/store";
import { AppError, viewStateOf, type ViewState } from "../index.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

/** What {@link viewState} returns: a store of the state, with `set` and `update` that resolve once stored. */
export interface ViewStateStore<T> extends Readable<T> {
  /** Stores `value` (plain JSON only, else it throws `AppError` `INVALID_PARAMS`). `$store = value` calls it. */
  set(value: T): Promise<void>;
  /** Stores `fn(previous)`, where `previous` is `initial` while there is no state yet. */
  update(fn: (previous: T) => T): Promise<void>;
}

/**
 * The view's own state, or `initial` while there is none; it survives the frame being reloaded. Every
 * store of one App shares one view state: the one `createViewState(app, options)` made (call it
 * before mounting to choose its storage), else a default one. Without `app`, the App of the nearest
 * `setAppContext`. Writing without an App throws `AppError` `NOT_CONNECTED`.
 *
 * @example
 * const tab = viewState("all", app);
 * // <button on:click={() => ($tab = "open")}>Open</button>
 */
export function viewState<T>(initial: T, app?: AppSource): ViewStateStore<T> {
  const bound = perApp<T>(app, initial, (target, set) => {
    if (!target) {
      set(initial);
      return () => {};
    }
    const state = viewStateOf(target) as ViewState<T>;
    const show = () => {
      const stored = state.get();
      set(stored === undefined ? initial : stored);
    };
    const unsubscribe = state.subscribe(show);
    show();
    return unsubscribe;
  });
  const state = () => {
    const target = bound.current();
    if (!target) throw new AppError("NOT_CONNECTED", "viewState needs an App: pass one, or call setAppContext in a parent");
    return viewStateOf(target) as ViewState<T>;
  };
  return {
    subscribe: bound.store.subscribe,
    set: (value) => state().set(() => value), // a value, even a function (which is not JSON), never an updater
    update: (fn) => state().set((previous) => fn(previous === undefined ? initial : previous)),
  };
}
