// useDeepLink: ChatGPT's deep link (`hostContext["openai/deepLink"]`) as a read-only ref, read from
// the App's published snapshot (src/bindings/deep-link.ts): the same object until the URL changes.
import type { ComputedRef } from "vue";
import type { OpenAiDeepLink } from "../openai/extension-types.js";
import { deepLinkOf } from "../bindings/deep-link.js";
import { resolveApp, type AppSource } from "./provideApp.js";
import { useSnapshot } from "./useSnapshot.js";

/**
 * The app-relative URL a ChatGPT deep link opened this view with (`{ url }`, as a read-only ref that
 * changes when a new one arrives; an invalid one is ignored), or `undefined` (always, on other hosts).
 *
 * @example
 * const link = useDeepLink();
 * watch(link, (next) => next && router.push(next.url), { immediate: true });
 */
export function useDeepLink(app?: AppSource): ComputedRef<OpenAiDeepLink | undefined> {
  const target = resolveApp(app);
  return useSnapshot(target, (snapshot) => deepLinkOf(target(), snapshot));
}
