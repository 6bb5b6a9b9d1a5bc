// AppProvider for React: hands an App down the tree, so that deep components can call the hooks
// without an `app` argument. Its Preact twin is src/preact/AppProvider.ts (the context and element
// come from another package, with other types); useAppContext.ts reads it for both.
import { createContext, createElement, type ReactElement, type ReactNode } from "react";
import type { App } from "../index.js";

/** The App of the nearest {@link AppProvider}. */
export const AppContext = createContext<App | null>(null);

/** Props of {@link AppProvider}. */
export interface AppProviderProps {
  /** The App the hooks below use when called without one (`null` while it connects). */
  app: App | null;
  children?: ReactNode;
}

/**
 * Makes `app` the default of every hook below it.
 *
 * @example
 * const { app } = useApp({ appInfo: { name: "board", version: "1.0.0" } });
 * return createElement(AppProvider, { app }, createElement(Board));
 */
export function AppProvider({ app, children }: AppProviderProps): ReactElement {
  return createElement(AppContext.Provider, { value: app }, children);
}
