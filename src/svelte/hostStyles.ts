// The styling actions (`use:hostStyles={app}`), built on the core's host-style sync (`syncHostStyles`,
// through src/bindings/host-styles.ts): they apply the theme, the CSS variables and the font CSS to
// the document, follow every host-context change, and undo everything when the element goes away.
// They subscribe instead of taking `onhostcontextchanged`, so they never overwrite each other or the
// user's handler. The element they sit on is only their lifetime: the styles go on `<html>`.
import { App, type McpUiHostContext } from "../index.js";
import { ALL_STYLES, FONTS, startHostStyles, VARIABLES, type StylePart } from "../bindings/host-styles.js";
import type { AppSource } from "./app-source.js";
import { action, followApp, type ViewAction } from "./action.js";

/** What a styling action takes: the App (or a store of it), or that with the context to show until the App has one. */
export type HostStylesParameter = AppSource | { app?: AppSource; initialContext?: McpUiHostContext | null };

const isOptions = (p: HostStylesParameter | undefined): p is { app?: AppSource; initialContext?: McpUiHostContext | null } =>
  !!p && !(p instanceof App) && typeof (p as { subscribe?: unknown }).subscribe !== "function";

/** The action syncing `part`. */
const styling = (part: StylePart): ViewAction<Element, HostStylesParameter> =>
  action((_node, parameter) => {
    const { app = null, initialContext = undefined } = isOptions(parameter) ? parameter : { app: parameter ?? null };
    return followApp(app, (target) => startHostStyles(target, initialContext, part));
  });

/**
 * Applies the host's theme, CSS variables and font CSS to the document while the element is there:
 * `<svelte:body use:hostStyles={app} />` or `<main use:hostStyles={{ app, initialContext }}>`. The
 * App can be a store (`createApp`'s); actions cannot read the context, so pass `getAppContext()`.
 */
export const hostStyles: ViewAction<Element, HostStylesParameter> = /* @__PURE__ */ styling(ALL_STYLES);
/** The host's theme (`data-theme`, `color-scheme`) and CSS variables only, as {@link hostStyles} does. */
export const hostStyleVariables: ViewAction<Element, HostStylesParameter> = /* @__PURE__ */ styling(VARIABLES);
/** The host's font CSS (`styles.css.fonts`) only, as {@link hostStyles} does. */
export const hostFonts: ViewAction<Element, HostStylesParameter> = /* @__PURE__ */ styling(FONTS);
