// The autoResize action: report an element's size to the host while it is there.
import type { AppSource } from "./app-source.js";
import { action, followApp, type ViewAction } from "./action.js";

const noop = () => {};

/**
 * Reports the element's size to the host while it is mounted (`<div use:autoResize={app}>`); the App
 * can be a store (`createApp`'s). `createApp` already reports the document's size unless
 * `autoResize: false`: pass that when you observe an element instead.
 */
export const autoResize: ViewAction<HTMLElement, AppSource> = /* @__PURE__ */ action((node: HTMLElement, app: AppSource | undefined) =>
  followApp(app ?? null, (target) => target?.setupSizeChangedNotifications(node) ?? noop),
);
