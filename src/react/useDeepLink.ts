// useDeepLink: ChatGPT's deep link (`hostContext["openai/deepLink"]`) as state, read from the App's
// published snapshot (src/bindings/deep-link.ts): the same object until the URL changes.
import { useCallback } from "react";
import type { App, AppSnapshot } from "../index.js";
import type { OpenAiDeepLink } from "../openai/extension-types.js";
import { deepLinkOf } from "../bindings/deep-link.js";
import { useResolvedApp } from "./useAppContext.js";
import { useSnapshot } from "./useAppState.js";

/**
 * The app-relative URL a ChatGPT deep link opened this view with (`{ url }`, re-rendering when a new
 * one arrives; an invalid one is ignored), or `undefined` (always, on other hosts).
 *
 * @example
 * const link = useDeepLink(app);
 * useEffect(() => void (link && navigate(link.url)), [link]);
 */
export function useDeepLink(app?: App | null): OpenAiDeepLink | undefined {
  const target = useResolvedApp(app);
  const select = useCallback((snapshot: AppSnapshot) => deepLinkOf(target, snapshot), [target]);
  return useSnapshot(target, select);
}
