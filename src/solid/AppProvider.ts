// AppProvider for Solid: hands an App down the tree through Solid's context, so that deep components
// can call the primitives without an `app` argument. The context holds an accessor, so a consumer
// follows the provider's `app` prop when it changes.
import { createComponent, createContext, type Accessor, type JSX } from "solid-js";
import type { App } from "../index.js";

/** An App as a value or as an accessor (a signal, a memo, a prop getter's function). */
export type MaybeApp = App | null | undefined | Accessor<App | null | undefined>;

/** The App of the nearest {@link AppProvider}, as an accessor (`null` outside any). */
export const AppContext = createContext<Accessor<App | null>>(() => null);

/** Props of {@link AppProvider}. */
export interface AppProviderProps {
  /** The App the primitives below use when given none: a value (`app={app()}`) or an accessor (`app={app}`). */
  app: MaybeApp;
  children?: JSX.Element;
}

/** The App `app` stands for now (call it inside a tracking scope to follow it). */
export function readApp(app: MaybeApp): App | null {
  return (typeof app === "function" ? app() : app) ?? null;
}

/**
 * Makes `props.app` the default of every primitive below it.
 *
 * @example
 * const { app } = createApp({ appInfo: { name: "board", version: "1.0.0" } });
 * return <AppProvider app={app}><Board /></AppProvider>;
 */
export function AppProvider(props: AppProviderProps): JSX.Element {
  const value: Accessor<App | null> = () => readApp(props.app);
  return createComponent(AppContext.Provider, {
    value,
    get children() {
      return props.children;
    },
  });
}
