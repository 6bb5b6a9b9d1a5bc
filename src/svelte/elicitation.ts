// elicitation (experimental): the requests of app-rendered elicitation (src/elicitation/) waiting for
// this view's answer, as a store. Its subscribers are what routes the host's requests to them.
import type { Readable } from "svelte/store";
import { elicitationOf, type PendingElicitation } from "../index.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

const NONE: readonly PendingElicitation[] = [];

/**
 * Experimental. A store of the elicitations the host forwarded that wait for an answer, oldest
 * first: render the first one's `params` (`message`, `requestedSchema`) as a form, and answer it
 * with its `accept(content)`, `decline()`, `cancel()` or `respond(result)`. `accept` with content
 * that does not fit the schema throws `AppError` `INVALID_PARAMS` and the request stays pending.
 * While the store has a subscriber (`$pending` in a mounted component) and no `onelicitation`
 * handler is set, the host's requests wait in it; with none, the host gets `-32601` and shows its own
 * form. The App must declare the capability before it connects: `createApp({ elicitation: true })`,
 * or `elicitationOf(app)` before `connect()`. Without `app`, the App of the nearest `setAppContext`.
 *
 * @example
 * const pending = elicitation();
 * // {#if $pending[0]}<p>{$pending[0].params.message}</p>{/if}
 */
export function elicitation(app?: AppSource): Readable<readonly PendingElicitation[]> {
  return perApp(app, NONE, (target, set) => {
    const made = target ? elicitationOf(target) : undefined;
    const show = () => set(made ? made.pending : NONE);
    const unsubscribe = made ? made.subscribe(show) : () => {};
    show();
    return unsubscribe;
  }).store;
}
