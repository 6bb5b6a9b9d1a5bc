// useViewState: the App's view state as component state, kept across reloads by the App's storage.
import { useCallback, useRef } from "react";
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
  const first = useRef(initial);
  const setState = useCallback(
    (next: T | ((previous: T) => T)) => {
      if (!target) throw new AppError("NOT_CONNECTED", "useViewState has no App: pass one, or render inside an AppProvider");
      const update = typeof next === "function" ? (previous: T | undefined) => (next as (previous: T) => T)(previous === undefined ? first.current : previous) : next;
      return target.setViewState(update);
    },
    [target],
  );
  return [stored === undefined ? initial : stored, setState];
}
