// useModelContext: one keyed part of the App's model context (src/model-context/), set while the
// component (or effect scope) lives and removed when it ends.
import { readonly, shallowRef, toValue, watch, type MaybeRefOrGetter, type Ref } from "vue";
import { modelContextOf, type ModelContext, type ModelContextStatus, type ModelContextValue } from "../index.js";
import { resolveApp, type AppSource } from "./provideApp.js";

/**
 * Gives the model `value` under `key` while this component lives: the parts of every component go
 * to the host merged, one update per tick (see `createModelContext`). A new value (a ref or getter
 * may change) replaces the part in place; `undefined`, a new `key`, or unmounting removes it.
 * Returns where the model context stands (`undefined` without an App). Without `app`, the provided App.
 *
 * @example
 * const status = useModelContext("selection", () => (selected.value ? `Selected: ${selected.value.name}` : undefined));
 */
export function useModelContext(
  key: MaybeRefOrGetter<string>,
  value: MaybeRefOrGetter<ModelContextValue | undefined>,
  app?: AppSource,
): Readonly<Ref<ModelContextStatus | undefined>> {
  const target = resolveApp(app);
  const status = shallowRef<ModelContextStatus>();
  let context: ModelContext | undefined;
  // The App and the key: the part leaves when either changes, or the scope ends.
  watch(
    [target, () => toValue(key)],
    ([next, name], _previous, onCleanup) => {
      const current = (context = next ? modelContextOf(next) : undefined);
      const read = () => (status.value = current?.status);
      read();
      if (current) onCleanup(current.subscribe(read));
      onCleanup(() => void current?.delete(name));
    },
    { immediate: true, flush: "sync" },
  );
  // The part by its JSON, so that an equal value made anew sets nothing.
  watch(
    [target, () => toValue(key), () => JSON.stringify(toValue(value))],
    ([, name, json]) => {
      if (json === undefined) context?.delete(name);
      else context?.set(name, JSON.parse(json) as ModelContextValue);
    },
    { immediate: true, flush: "sync" },
  );
  return readonly(status);
}
