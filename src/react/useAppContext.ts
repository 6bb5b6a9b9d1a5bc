// The App a hook works on: the one passed in, else the nearest AppProvider's.
import { useContext } from "react";
import type { App } from "../index.js";
import { AppContext } from "./AppProvider.js";

/** The App of the nearest {@link AppProvider}, or `null`. */
export function useAppContext(): App | null {
  return useContext(AppContext);
}

/** `app` if given, else the provided one (a hook: call it unconditionally). */
export function useResolvedApp(app: App | null | undefined): App | null {
  const provided = useContext(AppContext);
  return app ?? provided;
}
