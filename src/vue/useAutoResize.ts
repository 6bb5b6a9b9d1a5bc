// useAutoResize: report the size of the document, or of the element given, while the scope lives.
import { toValue, watch, type MaybeRefOrGetter } from "vue";
import { resolveApp, type AppSource } from "./provideApp.js";

/**
 * Reports the view's size to the host: the document's, or the element's when given (a template
 * ref works: it is followed after each render). `useApp` already reports the document's size unless
 * `autoResize: false`; pass that when you observe an element instead.
 *
 * @example
 * const root = useTemplateRef<HTMLElement>("root");
 * useAutoResize(app, root);
 */
export function useAutoResize(app?: AppSource, element?: MaybeRefOrGetter<HTMLElement | null | undefined>): void {
  const target = resolveApp(app);
  watch(
    [target, () => toValue(element)],
    ([next, el], _previous, onCleanup) => {
      const stop = next?.setupSizeChangedNotifications(el ?? undefined);
      if (stop) onCleanup(stop);
    },
    { immediate: true, flush: "post" },
  );
}
