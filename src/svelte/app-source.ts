// Which App a store works on: the one given (an App, `null`, or a store of either, such as
// `createApp`'s), else the one a parent component handed down with `setAppContext`.
import { getContext, hasContext, setContext } from "svelte";
import { readable, type Readable } from "svelte/store";
import { App, AppError } from "../index.js";

/** An App, `null` (none yet), or a store holding one: an App, `null`, or `createApp`'s `{ app }`. */
export type AppSource = App | null | Readable<App | null | { readonly app: App | null }>;

const KEY = Symbol("mcp-view/svelte app");
const NONE: Readable<App | null> = /* @__PURE__ */ readable(null);

/**
 * Hands `app` (an App, or a store of one such as `createApp`'s) down to every component below this
 * one: their stores use it when created without an App. Call it during component initialisation.
 */
export function setAppContext(app: AppSource): void {
  setContext(KEY, app);
}

/** What the nearest parent passed to {@link setAppContext}, else `null`. Call it during component initialisation. */
export function getAppContext(): AppSource {
  try {
    return hasContext(KEY) ? (getContext<AppSource>(KEY) ?? null) : null;
  } catch (error) {
    throw new AppError(
      "INVALID_PARAMS",
      "No App given: create the store while a component initialises (to read the context), or pass one",
      { cause: error },
    );
  }
}

/** The App in a store's value: the App itself, or the `app` of `createApp`'s value. */
function appIn(value: unknown): App | null {
  if (value instanceof App) return value;
  const app = value && typeof value === "object" && "app" in value ? value.app : null;
  return app instanceof App ? app : null;
}

/** `source` as a store of the App (read from the context when `undefined`). */
export function appStore(source: AppSource | undefined): Readable<App | null> {
  const given = source === undefined ? getAppContext() : source;
  if (given === null) return NONE;
  if (given instanceof App) return readable(given);
  return {
    subscribe(run) {
      let last: App | null | undefined;
      return given.subscribe((value) => {
        const app = appIn(value);
        if (app !== last) run((last = app));
      });
    },
  };
}
