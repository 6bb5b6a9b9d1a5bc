// createDisplayMode: the display mode as an accessor, and a way to ask for another one. Which requests
// are sent is the core's policy (`App.requestDisplayMode`), not the primitive's.
import { createMemo, createRenderEffect, createSignal, onCleanup, untrack, type Accessor } from "solid-js";
import { AppError, type App, type McpUiDisplayMode } from "../index.js";
import { createSnapshot } from "./createAppState.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

/** What {@link createDisplayMode} returns. */
export type DisplayModeAccessors = [
  mode: Accessor<McpUiDisplayMode | undefined>,
  request: (mode: McpUiDisplayMode) => Promise<McpUiDisplayMode>,
];

/**
 * The current display mode (`undefined` until the host says) and `request(mode)`, which asks through
 * `app.requestDisplayMode`: a mode the host does not offer is not sent, and resolves with the current
 * mode. The mode a request resolves with is shown until the host context next reports a `displayMode`.
 *
 * @example
 * const [mode, request] = createDisplayMode();
 * <button onClick={() => request(mode() === "fullscreen" ? "inline" : "fullscreen")}>Toggle</button>
 */
export function createDisplayMode(app?: MaybeApp): DisplayModeAccessors {
  const target = resolveApp(app);
  const snapshot = createSnapshot(target);
  const hostMode = createMemo(() => snapshot().hostContext?.displayMode);
  const [answer, setAnswer] = createSignal<{ app: App; mode: McpUiDisplayMode }>();
  createRenderEffect(() => {
    const off = target()?.on("hostcontextchanged", (context) => "displayMode" in context && setAnswer(undefined));
    if (off) onCleanup(off);
  });
  const request = (mode: McpUiDisplayMode) => {
    const current = untrack(target);
    if (!current) return Promise.reject(new AppError("NOT_CONNECTED", `Cannot request display mode ${mode}: no App`));
    const promise = current.requestDisplayMode({ mode }).then(({ mode: granted }) => {
      setAnswer({ app: current, mode: granted });
      return granted;
    });
    promise.catch(() => {}); // the caller sees the rejection; an ignored one is not reported as unhandled
    return promise;
  };
  const mode = createMemo(() => {
    const given = answer();
    return given && given.app === target() ? given.mode : hostMode();
  });
  return [mode, request];
}
