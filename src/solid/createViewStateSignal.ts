// createViewStateSignal: the App's view state (the core's createViewState) as a signal, kept across reloads.
import { createMemo, createRenderEffect, createSignal, onCleanup, untrack, type Accessor } from "solid-js";
import { AppError, viewStateOf, type ViewState } from "../index.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

/** What {@link createViewStateSignal} returns: the state, and its setter (a value, or a function of the previous state). */
export type ViewStateSignal<T> = [state: Accessor<T>, setState: (next: T | ((previous: T) => T)) => Promise<void>];

/**
 * The view's own state, or `initial` while there is none; it survives the frame being reloaded. Every
 * component of one App shares one view state: the one `createViewState(app, options)` made (call it
 * before rendering to choose its storage), else a default one. The setter takes plain JSON only (else it
 * throws `AppError` `INVALID_PARAMS`), and its promise resolves once stored. Without `app`, the nearest
 * `AppProvider`'s.
 *
 * @example
 * const [tab, setTab] = createViewStateSignal("all");
 * <button onClick={() => setTab("open")}>Open</button>
 */
export function createViewStateSignal<T>(initial: T, app?: MaybeApp): ViewStateSignal<T> {
  const target = resolveApp(app);
  const state = createMemo(() => {
    const current = target();
    return current ? (viewStateOf(current) as ViewState<T>) : undefined;
  });
  const [stored, setStored] = createSignal<T | undefined>(undefined);
  createRenderEffect(() => {
    const current = state();
    const update = () => setStored(() => current?.get());
    if (current) onCleanup(current.subscribe(update));
    update();
  });
  const setState = (next: T | ((previous: T) => T)) => {
    const current = untrack(state);
    if (!current) throw new AppError("NOT_CONNECTED", "createViewStateSignal needs an App, or an AppProvider");
    return current.set(
      typeof next === "function"
        ? (previous: T | undefined) => (next as (previous: T) => T)(previous === undefined ? initial : previous)
        : next,
    );
  };
  const value = createMemo(() => {
    const current = stored();
    return current === undefined ? initial : current;
  });
  return [value, setState];
}
