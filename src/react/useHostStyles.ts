// The official styling hooks, built on the core's host-style sync (`syncHostStyles`): they apply
// the theme, the CSS variables and the font CSS, follow every host-context change (removing the
// variables the host stops sending, replacing the font CSS) and undo everything on unmount. They
// subscribe to the App instead of taking its `onhostcontextchanged` slot, so they never overwrite
// each other's or the user's handler.
import { useEffect } from "react";
import type { App, McpUiHostContext } from "../index.js";
import { ALL_STYLES, FONTS, startHostStyles, VARIABLES, type StylePart } from "../bindings/host-styles.js";
import { useResolvedApp } from "./useAppContext.js";

/**
 * Syncs `part` while mounted. The App's own context wins once it has one; `initialContext` is read
 * when the App changes, and followed while there is no App (pass a stable object then).
 */
function useHostStyleSync(app: App | null | undefined, initialContext: McpUiHostContext | null | undefined, part: StylePart): void {
  const target = useResolvedApp(app);
  const standalone = target ? undefined : initialContext;
  // initialContext is left out of the dependencies while there is an App: `app?.getHostContext()`
  // is a new object after every change, and the sync follows the App by itself.
  useEffect(() => startHostStyles(target, initialContext, part), [target, standalone, part]);
}

/** Applies the host's theme (`data-theme`, `color-scheme`) and CSS variables to `<html>`, keeps them current, and undoes them on unmount. */
export function useHostStyleVariables(app?: App | null, initialContext?: McpUiHostContext | null): void {
  useHostStyleSync(app, initialContext, VARIABLES);
}

/** Adds the host's font CSS (`styles.css.fonts`), replaces it when the host sends new CSS, and removes it on unmount. */
export function useHostFonts(app?: App | null, initialContext?: McpUiHostContext | null): void {
  useHostStyleSync(app, initialContext, FONTS);
}

/**
 * {@link useHostStyleVariables} and {@link useHostFonts} together, as one sync.
 *
 * @example
 * const { app } = useApp({ appInfo });
 * useHostStyles(app, app?.getHostContext());
 */
export function useHostStyles(app?: App | null, initialContext?: McpUiHostContext | null): void {
  useHostStyleSync(app, initialContext, ALL_STYLES);
}
