// The App handed down with provide/inject: `provideApp(app)` in a component, and every composable
// below it that gets no App of its own reads the provided one. The App itself never enters Vue's
// reactivity: whatever the caller passes (a value, a ref, a getter, even a deep ref that proxied
// it), the composables read the raw App (`toRaw`), so no reactive proxy ever reads `window.parent`.
import {
  computed,
  hasInjectionContext,
  inject,
  provide,
  toRaw,
  toValue,
  type ComputedRef,
  type InjectionKey,
  type MaybeRefOrGetter,
} from "vue";
import type { App } from "../index.js";

/** What a composable accepts as its App: a value, a ref or a getter; `null`/`undefined` means the provided one. */
export type AppSource = MaybeRefOrGetter<App | null | undefined>;

/** The injection key of the provided App: a getter, so that a provided ref is followed. */
export const APP_KEY: InjectionKey<() => App | null> = Symbol("mcp-view App");

/** The raw App of `source` (never a reactive proxy of it), or `null`. */
function raw(source: AppSource): App | null {
  return toRaw(toValue(source)) ?? null;
}

/**
 * Makes `app` the default App of every composable in this component's descendants (and in the
 * component itself, when called first). Call it in `setup`.
 *
 * @example
 * const { app } = useApp({ appInfo: { name: "board", version: "1.0.0" } });
 * provideApp(app);
 */
export function provideApp(app: AppSource): void {
  provide(APP_KEY, () => raw(app));
}

/** The provided getter, where there is an injection context (a component's setup, or `runWithContext`). */
function provided(): (() => App | null) | null {
  return hasInjectionContext() ? inject(APP_KEY, null) : null;
}

/** The App of the nearest {@link provideApp}, or `null`, as a read-only ref. */
export function injectApp(): ComputedRef<App | null> {
  const getter = provided();
  return computed(() => getter?.() ?? null);
}

/** A getter of `app` if it holds an App, else of the provided one (call it in setup or an effect scope). */
export function resolveApp(app: AppSource): () => App | null {
  const getter = provided();
  return () => raw(app) ?? getter?.() ?? null;
}
