// ChatGPT's host-context keys ("openai/deepLink", "openai/modelContext") as values to read and
// follow. Each key's value is checked by its parser: junk reads as `undefined` and is never
// delivered. A listener is called once with the current value when there is one (so a listener
// attached late still gets it), then on every change.
import type { App } from "../app/app.js";
import { isObject } from "../protocol/guards.js";
import type { OpenAiDeepLink, OpenAiModelContextState } from "./extension-types.js";

type Parse<T> = (value: unknown) => T | undefined;

/** `key` of `app`'s host context, parsed; `undefined` when absent or invalid. */
export function readKey<T>(app: App, key: string, parse: Parse<T>): T | undefined {
  const context = app.getHostContext() as Record<string, unknown> | undefined;
  return context && key in context ? parse(context[key]) : undefined;
}

/** Calls `listener` with `key`'s value now (if any) and on each change (compared as JSON). Returns the unsubscribe. */
export function watchKey<T>(app: App, key: string, parse: Parse<T>, listener: (value: T) => void): () => void {
  let last: string | undefined;
  const check = () => {
    const value = readKey(app, key, parse);
    if (value === undefined) return;
    const text = JSON.stringify(value);
    if (text === last) return;
    last = text;
    listener(value);
  };
  const stop = app.subscribe(check);
  check();
  return stop;
}

/**
 * A deep link: an object whose `url` is app-relative as the browser resolves it, so never another
 * origin: it starts with one `/`, and what follows, once the URL parser has dropped every tab and
 * line break (`"/\t/evil.example"` is `//evil.example`), is no second `/` or backslash.
 */
export const parseDeepLink: Parse<OpenAiDeepLink> = (value) =>
  isObject(value) && typeof value.url === "string" && /^\/(?![\t\n\r]*[/\\])/.test(value.url) ? { url: value.url } : undefined;

/** A model-context state: `null` (none, or removed), or an object with a non-empty `updateId`. */
export const parseModelContext: Parse<OpenAiModelContextState> = (value) => {
  if (value === null) return null;
  if (!isObject(value) || typeof value.updateId !== "string" || !value.updateId) return undefined;
  const state: NonNullable<OpenAiModelContextState> = { updateId: value.updateId };
  if (Array.isArray(value.content)) state.content = value.content;
  if (isObject(value.structuredContent)) state.structuredContent = value.structuredContent;
  return state;
};

/**
 * The deep link ChatGPT opened this view with (`hostContext["openai/deepLink"]`), if any.
 *
 * @example
 * const link = getDeepLink(app); if (link) router.go(link.url);
 */
export function getDeepLink(app: App): OpenAiDeepLink | undefined {
  return readKey(app, "openai/deepLink", parseDeepLink);
}

/** Calls `listener` with the current deep link (if any) and with each new one. Returns the unsubscribe. */
export function onDeepLink(app: App, listener: (link: OpenAiDeepLink) => void): () => void {
  return watchKey(app, "openai/deepLink", parseDeepLink, listener);
}
