// The official styling hooks, except that they add listeners (app.on) instead of taking the
// `onhostcontextchanged` slot, so they never overwrite each other's or the user's handler.
import { useEffect, useRef } from "preact/hooks";
import { applyDocumentTheme, applyHostFonts, applyHostStyleVariables, type App, type McpUiHostContext } from "../index.js";
import { useResolvedApp } from "./AppProvider.js";

function applyVariables(context: McpUiHostContext): void {
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
}

function applyFonts(context: McpUiHostContext): void {
  if (context.styles?.css?.fonts) applyHostFonts(context.styles.css.fonts);
}

/** Applies `initialContext` at mount, then the App's context (current, then every change). */
function useHostContextEffect(app: App | null | undefined, initialContext: McpUiHostContext | null | undefined, apply: (context: McpUiHostContext) => void): void {
  const target = useResolvedApp(app);
  const initial = useRef(initialContext);
  useEffect(() => {
    if (initial.current) apply(initial.current);
    return target?.on("hostcontextchanged", apply);
  }, [target, apply]);
}

/** Applies the host's theme (`data-theme`, `color-scheme`) and CSS variables to `<html>`, and keeps them current. */
export function useHostStyleVariables(app?: App | null, initialContext?: McpUiHostContext | null): void {
  useHostContextEffect(app, initialContext, applyVariables);
}

/** Adds the host's font CSS (`styles.css.fonts`) once, as the official hook does. */
export function useHostFonts(app?: App | null, initialContext?: McpUiHostContext | null): void {
  useHostContextEffect(app, initialContext, applyFonts);
}

/**
 * {@link useHostStyleVariables} and {@link useHostFonts} together.
 *
 * @example
 * const { app } = useApp({ appInfo });
 * useHostStyles(app, app?.getHostContext());
 */
export function useHostStyles(app?: App | null, initialContext?: McpUiHostContext | null): void {
  useHostStyleVariables(app, initialContext);
  useHostFonts(app, initialContext);
}
