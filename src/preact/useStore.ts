// useStore for Preact, the twin of src/react/useStore.ts: reading an external store during render
// without tearing, with preact/hooks only (preact/compat's useSyncExternalStore would pull compat
// in). The value read in render is re-checked after commit and after subscribing, so a change that
// lands in between is never missed.
import { useEffect, useLayoutEffect, useState } from "preact/hooks";

interface Instance<T> {
  value: T;
  getSnapshot: () => T;
}

/**
 * Returns `getSnapshot()` and re-renders when `subscribe`'s callback reports a different value
 * (`Object.is`). Preact: the `useSyncExternalStore` algorithm over `preact/hooks`.
 */
export function useStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ inst }, rerender] = useState(() => ({ inst: { value, getSnapshot } as Instance<T> }));
  const check = () => {
    if (!Object.is(inst.value, inst.getSnapshot())) rerender({ inst });
  };
  useLayoutEffect(() => {
    inst.value = value;
    inst.getSnapshot = getSnapshot;
    check();
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}
