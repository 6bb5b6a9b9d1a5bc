// The data layer: one part of the App's snapshot as a read-only ref that changes only when that
// part does. It reads through the App's frame store (src/bindings/frame-source.ts): streamed
// partial input is published at most once per animation frame, every other change at once, and it
// follows a change of the App. The subscription ends with the effect scope (a component's unmount).
import { computed, shallowRef, watch, type ComputedRef } from "vue";
import type { App, AppSnapshot } from "../index.js";
import { frameSource } from "../bindings/frame-source.js";

/** `select(snapshot)` of the App `app()` returns, kept current while the current effect scope lives. */
export function useSnapshot<T>(app: () => App | null, select: (snapshot: AppSnapshot) => T): ComputedRef<T> {
  const value = shallowRef<T>(select(frameSource(app()).getSnapshot()));
  watch(
    app,
    (target, _previous, onCleanup) => {
      const source = frameSource(target);
      const read = () => {
        const next = select(source.getSnapshot());
        if (!Object.is(next, value.value)) value.value = next;
      };
      onCleanup(source.subscribe(read));
      read(); // after subscribing: what the store publishes from now on
    },
    { immediate: true, flush: "sync" },
  );
  return computed(() => value.value);
}
