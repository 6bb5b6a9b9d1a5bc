// AppProvider for Preact, the twin of src/react/AppProvider.ts: the same component, with Preact's
// context, element and types. The Preact build uses it wherever the hook source imports React's.
import { createContext, createElement, type ComponentChildren, type VNode } from "preact";
import type { App } from "../index.js";

/** The App of the nearest {@link AppProvider}. */
export const AppContext = createContext<App | null>(null);

/** Props of {@link AppProvider}. */
export interface AppProviderProps {
  /** The App the hooks below use when called without one (`null` while it connects). */
  app: App | null;
  children?: ComponentChildren;
}

/**
 * Makes `app` the default of every hook below it.
 *
 * @example
 * const { app } = useApp({ appInfo: { name: "board", version: "1.0.0" } });
 * return h(AppProvider, { app }, h(Board, null));
 */
export function AppProvider({ app, children }: AppProviderProps): VNode<any> {
  return createElement(AppContext.Provider, { value: app }, children);
}
