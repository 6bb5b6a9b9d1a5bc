// createElicitation (experimental): the requests of app-rendered elicitation (src/elicitation/)
// waiting for this view's answer, as an accessor. Its subscription, released with the owner, is what
// routes the host's requests to them.
import { createRenderEffect, createSignal, onCleanup, type Accessor } from "solid-js";
import { elicitationOf, type PendingElicitation } from "../index.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

const NONE: readonly PendingElicitation[] = [];

/**
 * Experimental. An accessor of the elicitations the host forwarded that wait for an answer, oldest
 * first: render the first one's `params` (`message`, `requestedSchema`) as a form, and answer it with
 * its `accept(content)`, `decline()`, `cancel()` or `respond(result)`. `accept` with content that does
 * not fit the schema throws `AppError` `INVALID_PARAMS` and the request stays pending. Until its owner
 * is disposed (and while no `onelicitation` handler is set), the host's requests wait here; with
 * none, the host gets `-32601` and shows its own form. The App must declare the capability before it
 * connects: `createApp({ elicitation: true })`, or `elicitationOf(app)` before `connect()`. Without
 * `app`, the nearest `AppProvider`'s.
 *
 * @example
 * const pending = createElicitation();
 * <Show when={pending()[0]}>{(request) => <p>{request().params.message}</p>}</Show>
 */
export function createElicitation(app?: MaybeApp): Accessor<readonly PendingElicitation[]> {
  const target = resolveApp(app);
  const [pending, setPending] = createSignal(NONE);
  createRenderEffect(() => {
    const current = target();
    const elicitation = current ? elicitationOf(current) : undefined;
    const update = () => setPending(elicitation ? elicitation.pending : NONE);
    if (elicitation) onCleanup(elicitation.subscribe(update));
    update();
  });
  return pending;
}
