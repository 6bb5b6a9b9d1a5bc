// Reading an external store during render without tearing, with preact/hooks only (preact/compat's
// useSyncExternalStore would pull compat in). The value read in render is re-checked after commit
// and after subscribing, so a change that lands in between is never missed.
import { useEffect, useLayoutEffect, useState } from "preact/hooks";

interface Instance<T> {
  value: T;
  getSnapshot: () => T;
}

const changed = <T>(inst: Instance<T>) => !Object.is(inst.value, inst.getSnapshot());

/**
 * Returns `getSnapshot()` and re-renders when `subscribe`'s callback reports a different value
 * (`Object.is`). Preact: the `useSyncExternalStore` algorithm over `preact/hooks`.
 */
export function useStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ inst }, rerender] = useState(() => ({ inst: { value, getSnapshot } as Instance<T> }));
  useLayoutEffect(() => {
    inst.value = value;
    inst.getSnapshot = getSnapshot;
    if (changed(inst)) rerender({ inst });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed(inst)) rerender({ inst });
    return subscribe(() => {
      if (changed(inst)) rerender({ inst });
    });
  }, [subscribe]);
  return value;
}
