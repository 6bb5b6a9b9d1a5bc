// deepLink: ChatGPT's deep link (`hostContext["openai/deepLink"]`) as a store, read from the App's
// published snapshot (src/bindings/deep-link.ts): the same object until the URL changes.
import type { Readable } from "svelte/store";
import type { OpenAiDeepLink } from "../openai/extension-types.js";
import { deepLinkOf } from "../bindings/deep-link.js";
import { frameSource } from "../bindings/frame-source.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

/**
 * The app-relative URL a ChatGPT deep link opened this view with (`{ url }`, as a store that notifies
 * when a new one arrives; an invalid one is ignored), or `undefined` (always, on other hosts). Without
 * `app`, the App of the nearest `setAppContext`.
 *
 * @example
 * const link = deepLink(app);
 * $: if ($link) goto($link.url);
 */
export function deepLink(app?: AppSource): Readable<OpenAiDeepLink | undefined> {
  return perApp<OpenAiDeepLink | undefined>(app, undefined, (target, set) => {
    const frames = frameSource(target);
    let shown: OpenAiDeepLink | undefined;
    const show = (first: boolean) => {
      const link = deepLinkOf(target, frames.getSnapshot());
      if (first || link !== shown) set((shown = link));
    };
    const stop = frames.subscribe(() => show(false));
    show(true);
    return stop;
  }).store;
}
