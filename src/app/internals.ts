// What modules beside the core (view state) may ask of an App, behind a symbol: its name and its error
// reporting. Not public API: a widget never needs it.
import type { AppError } from "../errors.js";

/** The key of an App's {@link AppInternals}. */
export const APP_INTERNALS = Symbol("mcp-view.app");

/** What an App lends the modules built on it. */
export interface AppInternals {
  /** The `name` of the App's `appInfo`. */
  readonly name: string;
  /** Reports an error to the App's `onerror`, its `error` listeners and its log. */
  report(error: AppError): void;
}
