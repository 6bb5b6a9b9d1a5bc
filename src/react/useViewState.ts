// useViewState: the App's view state (createViewState) as component state, kept across reloads.
import { useCallback, useMemo } from "react";
import { AppError, viewStateOf, type App, type ViewState } from "../index.js";
import { useStore } from "./useStore.js";
import { useResolvedApp } from "./useAppContext.js";

/** What {@link useViewState} returns: the state, and its setter (a value, or a function of the previous state). */
export type ViewStateHook<T> = [state: T, setState: (next: T | ((previous: T) => T)) => Promise<void>];

const none = () => undefined;
const noSubscription = () => () => {};

/**
 * The view's own state, or `initial` while there is none; it survives the frame being reloaded. Every
 * component of one App shares one view state: the one `createViewState(app, options)` made (call it
 * before rendering to choose its storage), else a default one. The setter takes plain JSON only (else
 * it throws `AppError` `INVALID_PARAMS`), and its promise resolves once stored. Without `app`, the
 * nearest `AppProvider`'s.
 *
 * @example
 * const [tab, setTab] = useViewState("all");
 * <button onClick={() => setTab("open")}>Open</button>
 */
export function useViewState<T>(initial: T, app?: App | null): ViewStateHook<T> {
  const target = useResolvedApp(app);
  const state = useMemo(() => (target ? (viewStateOf(target) as ViewState<T>) : undefined), [target]);
  const subscribe = useMemo(() => (state ? (onChange: () => void) => state.subscribe(onChange) : noSubscription), [state]);
  const stored = useStore(subscribe, state ? () => state.get() : none);
  // `initial` as of the render that made the setter (the first, while the App stays): like useState's.
  const setState = useCallback(
    (next: T | ((previous: T) => T)) => {
      if (!state) throw new AppError("NOT_CONNECTED", "useViewState needs an App, or an AppProvider");
      return state.set(
        typeof next === "function"
          ? (previous: T | undefined) => (next as (previous: T) => T)(previous === undefined ? initial : previous)
          : next,
      );
    },
    [state],
  );
  return [stored === undefined ? initial : stored, setState];
}
