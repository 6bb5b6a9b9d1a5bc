// useElicitation (experimental): the requests of app-rendered elicitation (src/elicitation/) waiting
// for this view's answer, as a read-only ref. Subscribing is what routes the host's requests to them.
import { computed, shallowRef, watch, type ComputedRef } from "vue";
import { elicitationOf, type PendingElicitation } from "../index.js";
import { resolveApp, type AppSource } from "./provideApp.js";
import { onDispose } from "./scope.js";

const NONE: readonly PendingElicitation[] = [];

/**
 * Experimental. The elicitations the host forwarded that wait for an answer, oldest first, as a
 * read-only ref: render the first one's `params` (`message`, `requestedSchema`) as a form, and answer
 * it with its `accept(content)`, `decline()`, `cancel()` or `respond(result)`. `accept` with content
 * that does not fit the schema throws `AppError` `INVALID_PARAMS` and the request stays pending.
 * While the effect scope lives (and no `onelicitation` handler is set), the host's requests wait
 * here; with none, the host gets `-32601` and shows its own form. The App must declare the
 * capability before it connects: `useApp({ elicitation: true })`, or `elicitationOf(app)` before
 * `connect()`. Without `app`, the provided App. Outside an effect scope it throws `NOT_SUPPORTED`.
 *
 * @example
 * const pending = useElicitation();
 * const request = computed(() => pending.value[0]);
 */
export function useElicitation(app?: AppSource): ComputedRef<readonly PendingElicitation[]> {
  const target = resolveApp(app);
  const pending = shallowRef(NONE);
  // First: outside an effect scope it throws before subscribing, as a subscription no one ends would
  // keep the host's requests waiting here after the form is gone.
  onDispose("useElicitation", () => stop());
  const stop = watch(
    target,
    (next, _previous, onCleanup) => {
      const elicitation = next ? elicitationOf(next) : undefined;
      const read = () => (pending.value = elicitation ? elicitation.pending : NONE);
      if (elicitation) onCleanup(elicitation.subscribe(read));
      read();
    },
    { immediate: true, flush: "sync" },
  );
  return computed(() => pending.value);
}
