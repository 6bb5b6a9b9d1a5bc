// The styling primitives, on the core's host-style sync (`syncHostStyles`) through the shared
// src/bindings/host-styles.ts: they apply the theme, the CSS variables and the font CSS, follow every
// host-context change, and undo everything when their owner is disposed. They subscribe instead of
// taking the App's `onhostcontextchanged` slot, so they never overwrite each other or the user's handler.
import { createRenderEffect, onCleanup, untrack, type Accessor } from "solid-js";
import type { McpUiHostContext } from "../index.js";
import { ALL_STYLES, FONTS, startHostStyles, VARIABLES, type StylePart } from "../bindings/host-styles.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

/** A host context as a value or an accessor. */
export type MaybeHostContext = McpUiHostContext | null | undefined | Accessor<McpUiHostContext | null | undefined>;

const read = (context: MaybeHostContext) => (typeof context === "function" ? context() : context);

/**
 * Syncs `part` while the owner lives, following a change of App. `initialContext` is read when the App
 * changes (the App's own context wins once it has one), and followed while there is no App.
 */
function createHostStyleSync(app: MaybeApp, initialContext: MaybeHostContext, part: StylePart): void {
  const target = resolveApp(app);
  createRenderEffect(() => {
    const current = target();
    const initial = current ? untrack(() => read(initialContext)) : read(initialContext);
    onCleanup(startHostStyles(current, initial, part));
  });
}

/** Applies the host's theme (`data-theme`, `color-scheme`) and CSS variables to `<html>`, keeps them current, and undoes them on cleanup. */
export function createHostStyleVariables(app?: MaybeApp, initialContext?: MaybeHostContext): void {
  createHostStyleSync(app, initialContext, VARIABLES);
}

/** Adds the host's font CSS (`styles.css.fonts`), replaces it when the host sends new CSS, and removes it on cleanup. */
export function createHostFonts(app?: MaybeApp, initialContext?: MaybeHostContext): void {
  createHostStyleSync(app, initialContext, FONTS);
}

/**
 * {@link createHostStyleVariables} and {@link createHostFonts} together, as one sync.
 *
 * @example
 * const { app } = createApp({ appInfo });
 * createHostStyles(app);
 */
export function createHostStyles(app?: MaybeApp, initialContext?: MaybeHostContext): void {
  createHostStyleSync(app, initialContext, ALL_STYLES);
}
