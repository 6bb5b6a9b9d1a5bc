// useViewState: the App's view state (src/view-state/) as a read-only ref and its setter, kept across reloads.
import { computed, shallowRef, watch, type ComputedRef } from "vue";
import { AppError, viewStateOf, type ViewState } from "../index.js";
import { resolveApp, type AppSource } from "./provideApp.js";

/** What {@link useViewState} returns. */
export interface ViewStateRef<T> {
  /** The stored state, or `initial` while there is none. */
  state: ComputedRef<T>;
  /** Stores a value (or a function of the previous state): plain JSON only, else it throws `AppError` `INVALID_PARAMS`. Resolves once stored. */
  set(next: T | ((previous: T) => T)): Promise<void>;
}

/**
 * The view's own state, or `initial` while there is none; it survives the frame being reloaded. Every
 * component of one App shares one view state: the one `createViewState(app, options)` made, else a
 * default one. Without `app`, the provided App.
 *
 * @example
 * const { state: tab, set: setTab } = useViewState("all");
 */
export function useViewState<T>(initial: T, app?: AppSource): ViewStateRef<T> {
  const target = resolveApp(app);
  const current = shallowRef<ViewState<T>>();
  const stored = shallowRef<T>();
  watch(
    target,
    (next, _previous, onCleanup) => {
      const state = next ? (viewStateOf(next) as ViewState<T>) : undefined;
      const read = () => (stored.value = state?.get());
      current.value = state;
      read();
      if (state) onCleanup(state.subscribe(read));
    },
    { immediate: true, flush: "sync" },
  );
  const set = (next: T | ((previous: T) => T)) => {
    const state = current.value;
    if (!state) throw new AppError("NOT_CONNECTED", "useViewState needs an App, or a provided one (provideApp)");
    return state.set(
      typeof next === "function"
        ? (previous: T | undefined) => (next as (previous: T) => T)(previous === undefined ? initial : previous)
        : next,
    );
  };
  return { state: computed(() => (stored.value === undefined ? initial : stored.value)), set };
}
