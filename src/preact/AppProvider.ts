// Hands an App down the tree, so that deep components can call the hooks without an `app` argument.
import { createContext, createElement, type ComponentChildren as Children, type VNode } from "preact";
import { useContext } from "preact/hooks";
import type { App } from "../index.js";

const AppContext = createContext<App | null>(null);

/** Props of {@link AppProvider}. */
export interface AppProviderProps {
  /** The App the hooks below use when called without one (`null` while it connects). */
  app: App | null;
  children?: Children;
}

/**
 * Makes `app` the default of every hook below it.
 *
 * @example
 * const { app } = useApp({ appInfo: { name: "board", version: "1.0.0" } });
 * return createElement(AppProvider, { app }, createElement(Board));
 */
export function AppProvider({ app, children }: AppProviderProps): VNode<any> {
  return createElement(AppContext.Provider, { value: app }, children);
}

/** The App of the nearest {@link AppProvider}, or `null`. */
export function useAppContext(): App | null {
  return useContext(AppContext);
}

/** `app` if given, else the provided one (a hook: call it unconditionally). */
export function useResolvedApp(app: App | null | undefined): App | null {
  const provided = useContext(AppContext);
  return app ?? provided;
}
