// createDeepLink: ChatGPT's deep link (`hostContext["openai/deepLink"]`) as an accessor, read from the
// App's published snapshot (src/bindings/deep-link.ts): the same object until the URL changes.
import { createMemo, type Accessor } from "solid-js";
import type { OpenAiDeepLink } from "../openai/extension-types.js";
import { deepLinkOf } from "../bindings/deep-link.js";
import { frameSource } from "../bindings/frame-source.js";
import type { MaybeApp } from "./AppProvider.js";
import { createSnapshot } from "./createAppState.js";
import { resolveApp } from "./useAppContext.js";

/**
 * The app-relative URL a ChatGPT deep link opened this view with (`{ url }`, as an accessor that
 * notifies when a new one arrives; an invalid one is ignored), or `undefined` (always, on other hosts).
 *
 * @example
 * const link = createDeepLink();
 * createEffect(() => link() && navigate(link()!.url));
 */
export function createDeepLink(app?: MaybeApp): Accessor<OpenAiDeepLink | undefined> {
  const target = resolveApp(app);
  const snapshot = createSnapshot(target);
  return createMemo(() => {
    snapshot(); // re-read on each published snapshot; read from the current App's own store, so a change of App never pairs it with the last App's snapshot
    const current = target();
    return deepLinkOf(current, frameSource(current).getSnapshot());
  });
}
