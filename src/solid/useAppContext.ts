// The App a primitive works on: the one passed in (a value or an accessor), else the nearest AppProvider's.
import { useContext, type Accessor } from "solid-js";
import type { App } from "../index.js";
import { AppContext, readApp, type MaybeApp } from "./AppProvider.js";

/** The App of the nearest {@link AppProvider}, as an accessor (`null` outside any). */
export function useAppContext(): Accessor<App | null> {
  return useContext(AppContext);
}

/** `app` if it gives one, else the provided one, as an accessor (call it while a component is created). */
export function resolveApp(app: MaybeApp): Accessor<App | null> {
  const provided = useContext(AppContext);
  return () => readApp(app) ?? provided();
}
