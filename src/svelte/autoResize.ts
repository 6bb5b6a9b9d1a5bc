// The autoResize action: report an element's size to the host while it is there.
import type { App } from "../index.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

/** A Svelte action reporting its element's size: `use:autoResize={app}`. */
export interface AutoResizeAction {
  (node: HTMLElement, app?: AppSource): { update(app?: AppSource): void; destroy(): void };
}

const noop = () => {};

function start(node: HTMLElement, app: AppSource | undefined): () => void {
  const observe = (target: App | null) => target?.setupSizeChangedNotifications(node) ?? noop;
  return perApp(app ?? null, undefined, observe).store.subscribe(noop);
}

/**
 * Reports the element's size to the host while it is mounted (`<div use:autoResize={app}>`); the App
 * can be a store (`createApp`'s). `createApp` already reports the document's size unless
 * `autoResize: false`: pass that when you observe an element instead.
 */
export const autoResize: AutoResizeAction = (node, app) => {
  let stop = start(node, app);
  return {
    update(next) {
      stop();
      stop = start(node, next);
    },
    destroy: () => stop(),
  };
};
