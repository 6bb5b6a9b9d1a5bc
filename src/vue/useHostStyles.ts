// The styling composables, on the core's one host-style sync (src/bindings/host-styles.ts): they
// apply the theme, the CSS variables and the font CSS, follow every host-context change, and undo
// everything when the effect scope ends. They subscribe instead of taking `onhostcontextchanged`.
import { toRaw, toValue, watch, type MaybeRefOrGetter } from "vue";
import type { App, McpUiHostContext } from "../index.js";
import { ALL_STYLES, FONTS, startHostStyles, VARIABLES, type StylePart } from "../bindings/host-styles.js";
import { resolveApp, type AppSource } from "./provideApp.js";
import { onDispose } from "./scope.js";

/** A host context as a value, a ref or a getter. */
export type InitialContextSource = MaybeRefOrGetter<McpUiHostContext | null | undefined>;

/**
 * Syncs `part` while the scope lives, restarting when the App changes. `initialContext` is read
 * when the App changes, and followed while there is no App.
 */
function useHostStyleSync(name: string, app: AppSource, initialContext: InitialContextSource, part: StylePart): void {
  const target = resolveApp(app);
  const initial = () => toRaw(toValue(initialContext));
  let stop: (() => void) | undefined;
  const restart = (next: App | null) => {
    stop?.();
    stop = startHostStyles(next, initial(), part);
  };
  onDispose(name, () => stop?.());
  // The App's own context wins once it has one: the context is only followed while there is no App.
  watch([target, () => (target() ? undefined : initial())], ([next]) => restart(next), { immediate: true, flush: "sync" });
}

/** Applies the host's theme and CSS variables to `<html>`, keeps them current, and undoes them when the scope ends. */
export function useHostStyleVariables(app?: AppSource, initialContext?: InitialContextSource): void {
  useHostStyleSync("useHostStyleVariables", app, initialContext, VARIABLES);
}

/** Adds the host's font CSS (`styles.css.fonts`), replaces it when the host sends new CSS, and removes it when the scope ends. */
export function useHostFonts(app?: AppSource, initialContext?: InitialContextSource): void {
  useHostStyleSync("useHostFonts", app, initialContext, FONTS);
}

/**
 * {@link useHostStyleVariables} and {@link useHostFonts} together, as one sync.
 *
 * @example
 * const { app } = useApp({ appInfo });
 * useHostStyles(app, () => app.value?.getHostContext());
 */
export function useHostStyles(app?: AppSource, initialContext?: InitialContextSource): void {
  useHostStyleSync("useHostStyles", app, initialContext, ALL_STYLES);
}
