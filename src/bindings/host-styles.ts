// The styling hooks' work, framework-free: the core's one host-style sync (`syncHostStyles`) over the
// App's frame store (which publishes host-context changes at once), or over the idle snapshot while
// there is no App (the sync then shows the initial context), limited to the part a hook applies.
// Shared by both bindings.
import { syncHostStyles, type App, type HostContextSource, type McpUiHostContext } from "../index.js";
import { frameSource } from "./frame-source.js";

/** Picks what a styling hook applies from a host context. */
export type StylePart = (context: McpUiHostContext) => McpUiHostContext;

/** Everything: theme, CSS variables and font CSS. */
export const ALL_STYLES: StylePart = (context) => context;
/** The theme and the CSS variables. */
export const VARIABLES: StylePart = ({ theme, styles }) => ({ theme, styles: { variables: styles?.variables } });
/** The font CSS. */
export const FONTS: StylePart = ({ styles }) => ({ styles: { css: { fonts: styles?.css?.fonts } } });

/** `source` with only `part` of its host context (the same object for the same context: the sync compares them). */
function only(source: HostContextSource, part: StylePart): HostContextSource {
  let seen: McpUiHostContext | undefined;
  let picked: McpUiHostContext | undefined;
  return {
    subscribe: source.subscribe,
    getSnapshot() {
      const { status, hostContext } = source.getSnapshot();
      if (hostContext !== seen) picked = (seen = hostContext) && part(hostContext!);
      return { status, hostContext: picked };
    },
  };
}

/**
 * Keeps `part` of the document's host styles in step with `app` (before it connects, with
 * `initialContext`; with no App, `initialContext` alone). Returns the cleanup that undoes it all.
 */
export function startHostStyles(app: App | null, initialContext: McpUiHostContext | null | undefined, part: StylePart): () => void {
  return syncHostStyles(only(frameSource(app), part), { initialContext: initialContext && part(initialContext) });
}
