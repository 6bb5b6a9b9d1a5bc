// useStore for React (its Preact twin is src/preact/useStore.ts): reading an external store during
// render without tearing, which React has built in.
import { useSyncExternalStore } from "react";

/**
 * Returns `getSnapshot()` and re-renders when `subscribe`'s callback reports a different value
 * (`Object.is`). React: `useSyncExternalStore`.
 */
export function useStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
