// useElicitation (experimental): the requests of app-rendered elicitation (src/elicitation/) waiting
// for this view's answer, as component state. Subscribing is what routes the host's requests to them.
import { useMemo } from "react";
import { elicitationOf, type App, type PendingElicitation } from "../index.js";
import { useStore } from "./useStore.js";
import { useResolvedApp } from "./useAppContext.js";

const NONE: readonly PendingElicitation[] = [];
const none = () => NONE;
const noSubscription = () => () => {};

/**
 * Experimental. The elicitations the host forwarded that wait for an answer, oldest first: render
 * the first one's `params` (`message`, `requestedSchema`) as a form, and answer it with its
 * `accept(content)`, `decline()`, `cancel()` or `respond(result)`. `accept` with content that does
 * not fit the schema throws `AppError` `INVALID_PARAMS` and the request stays pending. While a
 * component uses this hook (and no `onelicitation` handler is set), the host's requests wait here;
 * with none mounted, the host gets `-32601` and shows its own form. The App must declare the
 * capability before it connects: `useApp({ elicitation: true })`, or `elicitationOf(app)` before
 * `connect()`. Without `app`, the nearest `AppProvider`'s.
 *
 * @example
 * const [request] = useElicitation();
 * if (request) return <p>{request.params.message}</p>;
 */
export function useElicitation(app?: App | null): readonly PendingElicitation[] {
  const target = useResolvedApp(app);
  const elicitation = useMemo(() => (target ? elicitationOf(target) : undefined), [target]);
  const subscribe = useMemo(
    () => (elicitation ? (onChange: () => void) => elicitation.subscribe(onChange) : noSubscription),
    [elicitation],
  );
  return useStore(subscribe, elicitation ? () => elicitation.pending : none);
}
