// The styling actions (`use:hostStyles={app}`), built on the core's host-style sync (`syncHostStyles`,
// through src/bindings/host-styles.ts): they apply the theme, the CSS variables and the font CSS to
// the document, follow every host-context change, and undo everything when the element goes away.
// They subscribe instead of taking `onhostcontextchanged`, so they never overwrite each other or the
// user's handler. The element they sit on is only their lifetime: the styles go on `<html>`.
import { App, type McpUiHostContext } from "../index.js";
import { ALL_STYLES, FONTS, startHostStyles, VARIABLES, type StylePart } from "../bindings/host-styles.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

/** What a styling action takes: the App (or a store of it), or that with the context to show until the App has one. */
export type HostStylesParameter = AppSource | { app?: AppSource; initialContext?: McpUiHostContext | null };

/** A Svelte action: what `use:action={parameter}` calls, in Svelte 4 and 5. */
export interface HostStylesAction {
  (node: Element, parameter?: HostStylesParameter): { update(parameter?: HostStylesParameter): void; destroy(): void };
}

const isOptions = (p: HostStylesParameter | undefined): p is { app?: AppSource; initialContext?: McpUiHostContext | null } =>
  !!p && !(p instanceof App) && typeof (p as { subscribe?: unknown }).subscribe !== "function";

/** Syncs `part` for `parameter` until the returned stop. */
function start(parameter: HostStylesParameter | undefined, part: StylePart): () => void {
  const { app = null, initialContext = undefined } = isOptions(parameter) ? parameter : { app: parameter ?? null };
  return perApp(app, undefined, (target) => startHostStyles(target, initialContext, part)).store.subscribe(noop);
}

const noop = () => {};

function action(part: StylePart): HostStylesAction {
  return (_node, parameter) => {
    let stop = start(parameter, part);
    return {
      update(next) {
        stop();
        stop = start(next, part);
      },
      destroy: () => stop(),
    };
  };
}

/**
 * Applies the host's theme, CSS variables and font CSS to the document while the element is there:
 * `<svelte:body use:hostStyles={app} />` or `<main use:hostStyles={{ app, initialContext }}>`. The
 * App can be a store (`createApp`'s); actions cannot read the context, so pass `getAppContext()`.
 */
export const hostStyles: HostStylesAction = action(ALL_STYLES);
/** The host's theme (`data-theme`, `color-scheme`) and CSS variables only, as {@link hostStyles} does. */
export const hostStyleVariables: HostStylesAction = action(VARIABLES);
/** The host's font CSS (`styles.css.fonts`) only, as {@link hostStyles} does. */
export const hostFonts: HostStylesAction = action(FONTS);
