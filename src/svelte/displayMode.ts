// displayMode: the display mode as a store, and `request(mode)` to ask for another one. Which
// requests are sent is the core's policy (`App.requestDisplayMode`), not the store's.
import type { Readable } from "svelte/store";
import { AppError, type App, type McpUiDisplayMode } from "../index.js";
import { frameSource } from "../bindings/frame-source.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

/** What {@link displayMode} returns: a store of the mode (`undefined` until the host says), and `request`. */
export interface DisplayMode extends Readable<McpUiDisplayMode | undefined> {
  /** Asks the host for `mode`; resolves with the mode granted (the current one when the host does not offer `mode`). */
  request(mode: McpUiDisplayMode): Promise<McpUiDisplayMode>;
}

/**
 * The current display mode and `request(mode)`, through `app.requestDisplayMode`: a mode the host
 * does not list in `availableDisplayModes` is not sent, and resolves with the current mode. The mode
 * a request resolves with is shown until the host context next reports a `displayMode`. Without
 * `app`, the App of the nearest `setAppContext`.
 *
 * @example
 * const mode = displayMode(app);
 * // <button on:click={() => mode.request($mode === "fullscreen" ? "inline" : "fullscreen")}>
 */
export function displayMode(app?: AppSource): DisplayMode {
  let grant: ((app: App, mode: McpUiDisplayMode) => void) | undefined;
  const bound = perApp<McpUiDisplayMode | undefined>(app, undefined, (target, set) => {
    const frames = frameSource(target);
    let answer: McpUiDisplayMode | undefined;
    const show = () => set(answer ?? frames.getSnapshot().hostContext?.displayMode);
    const stopFrames = frames.subscribe(show);
    const stopEvents = target?.on("hostcontextchanged", (context) => "displayMode" in context && ((answer = undefined), show()));
    grant = (granted, mode) => granted === target && ((answer = mode), show());
    show();
    return () => {
      stopFrames();
      stopEvents?.();
      grant = undefined;
    };
  });
  function request(mode: McpUiDisplayMode): Promise<McpUiDisplayMode> {
    const target = bound.current();
    if (!target) return Promise.reject(new AppError("NOT_CONNECTED", `Cannot request display mode ${mode}: no App`));
    const promise = target.requestDisplayMode({ mode }).then(({ mode: granted }) => {
      grant?.(target, granted);
      return granted;
    });
    promise.catch(() => {}); // the caller sees the rejection; an ignored one is not reported as unhandled
    return promise;
  }
  return { subscribe: bound.store.subscribe, request };
}
