// useViewState: the App's view state as component state, kept across reloads by the App's storage.
import { useCallback } from "react";
import { AppError, type App } from "../index.js";
import { useSnapshot } from "./useAppState.js";
import { useResolvedApp } from "./useAppContext.js";

/** What {@link useViewState} returns: the state, and its setter (a value, or a function of the previous state). */
export type ViewStateHook<T> = [state: T, setState: (next: T | ((previous: T) => T)) => Promise<void>];

const viewState = (snapshot: { viewState?: unknown }) => snapshot.viewState;

/**
 * The view's own state (`app.getViewState()`), or `initial` while there is none; it survives the
 * frame being reloaded. The setter is `app.setViewState`: plain JSON only (else it throws `AppError`
 * `INVALID_PARAMS`), and its promise resolves once stored. Without `app`, the nearest `AppProvider`'s.
 *
 * @example
 * const [tab, setTab] = useViewState("all");
 * <button onClick={() => setTab("open")}>Open</button>
 */
export function useViewState<T>(initial: T, app?: App | null): ViewStateHook<T> {
  const target = useResolvedApp(app);
  const stored = useSnapshot(target, viewState) as T | undefined;
  // `initial` as of the render that made the setter (the first, while the App stays): like useState's.
  const setState = useCallback(
    (next: T | ((previous: T) => T)) => {
      if (!target) throw new AppError("NOT_CONNECTED", "useViewState needs an App, or an AppProvider");
      const update = typeof next === "function" ? (previous: T | undefined) => (next as (previous: T) => T)(previous === undefined ? initial : previous) : next;
      return target.setViewState(update);
    },
    [target],
  );
  return [stored === undefined ? initial : stored, setState];
}
