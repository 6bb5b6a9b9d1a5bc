// useModelContext: one keyed part of the App's model context (src/model-context/), set while the
// component is mounted and removed when it unmounts.
import { useEffect, useMemo } from "react";
import { modelContextOf, type App, type ModelContextStatus, type ModelContextValue } from "../index.js";
import { useStore } from "./useStore.js";
import { useResolvedApp } from "./useAppContext.js";

const noSubscription = () => () => {};
const none = () => undefined;

/**
 * Gives the model `value` under `key` while this component is mounted: the parts of every component
 * go to the host merged, one update per tick (see `createModelContext`). A new value replaces the
 * part in place; `undefined`, a new `key`, or unmounting removes it. Returns where the model context
 * stands (`undefined` without an App). Without `app`, the nearest `AppProvider`'s.
 *
 * @example
 * useModelContext("selection", selected ? `Selected: ${selected.name}` : undefined);
 */
export function useModelContext(key: string, value: ModelContextValue | undefined, app?: App | null): ModelContextStatus | undefined {
  const target = useResolvedApp(app);
  const context = useMemo(() => (target ? modelContextOf(target) : undefined), [target]);
  // The part by its JSON, so that an equal value made anew on each render sets nothing.
  const json = value === undefined ? undefined : JSON.stringify(value);
  useEffect(() => {
    if (context && json !== undefined) context.set(key, JSON.parse(json) as ModelContextValue);
    else context?.delete(key);
  }, [context, key, json]);
  useEffect(() => () => void context?.delete(key), [context, key]);
  const subscribe = useMemo(() => (context ? (onChange: () => void) => context.subscribe(onChange) : noSubscription), [context]);
  return useStore(subscribe, context ? () => context.status : none);
}
