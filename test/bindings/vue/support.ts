// Helpers of the mcp-view/vue unit tests: composables run in an effectScope (no component), or in
// a component mounted with createApp (for provide/inject and unmount).
import { createApp, defineComponent, effectScope, h, type Component } from "vue";
import type { App } from "../../../src/index.js";

/** Runs `fn` in a new effect scope; `stop()` ends it (its cleanups run). */
export function inScope<T>(fn: () => T): { value: T; stop: () => void } {
  const scope = effectScope();
  const value = scope.run(fn)!;
  return { value, stop: () => scope.stop() };
}

/** Mounts `root` into a new container; `unmount()` removes both. */
export function mountVue(root: Component, props: Record<string, unknown> = {}) {
  const container = document.body.appendChild(document.createElement("div"));
  const vue = createApp(root, props);
  vue.mount(container);
  return {
    container,
    unmount() {
      vue.unmount();
      container.remove();
    },
  };
}

/** A component whose setup runs `setup` and renders nothing. */
export const Setup = (setup: () => void) => defineComponent({ setup: () => (setup(), () => h("i")) });

/** Counts the App's snapshot subscriptions that are still attached. */
export function countSubscriptions(app: App): () => number {
  let active = 0;
  const subscribe = app.subscribe.bind(app);
  app.subscribe = (listener) => {
    active++;
    const unsubscribe = subscribe(listener);
    let done = false;
    return () => {
      if (!done) active--;
      done = true;
      unsubscribe();
    };
  };
  return () => active;
}
