// What modules beside the core (view state, elicitation) may ask of an App: its name, its engine (to
// answer a host request of their own, and to report an error as the App reports its own) and the
// capabilities it will declare.
// Kept in a module-private WeakMap rather than on the App, so that it is no public API and a bundle
// without those modules drops it (a computed class member would keep the App in every bundle).
import type { McpUiAppCapabilities } from "../protocol/shapes.js";
import type { Rpc } from "../rpc/rpc.js";

/** What an App lends the modules built on it. */
export interface AppInternals {
  /** The `name` of the App's `appInfo`. */
  readonly name: string;
  /**
   * The App's engine: `rpc.handle(method, handler)` answers a host request, and `rpc.report(error)`
   * reports an error to the App's log, its `onerror` and its `error` listeners.
   */
  readonly rpc: Rpc;
  /** The capabilities `connect()` declares in `ui/initialize`: a module may add one before it. */
  readonly capabilities: McpUiAppCapabilities;
}

const internals = /* @__PURE__ */ new WeakMap<object, AppInternals>();

/** Lends `app`'s internals (the App's constructor does). */
export function lendInternals(app: object, lent: AppInternals): void {
  internals.set(app, lent);
}

/** The internals of `app`; an object that is no App of this module throws `INVALID_PARAMS`. */
export function internalsOf(app: object): AppInternals {
  const found = internals.get(app);
  if (!found) throw new TypeError("Expected an App of mcp-view");
  return found;
}
