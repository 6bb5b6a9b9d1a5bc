// useDisplayMode: the display mode as a read-only ref, and a way to ask for another one. Which
// requests are sent is the core's policy (`App.requestDisplayMode`), not the composable's.
import { computed, shallowRef, watch, type ComputedRef } from "vue";
import { AppError, type App, type AppSnapshot, type McpUiDisplayMode } from "../index.js";
import { resolveApp, type AppSource } from "./provideApp.js";
import { useSnapshot } from "./useSnapshot.js";

/** What {@link useDisplayMode} returns. */
export interface DisplayMode {
  /** The current display mode; `undefined` until the host says. */
  mode: ComputedRef<McpUiDisplayMode | undefined>;
  /** Asks for `mode`; resolves with the mode granted (the current one for a mode the host does not offer). */
  request(mode: McpUiDisplayMode): Promise<McpUiDisplayMode>;
}

const displayMode = (s: AppSnapshot) => s.hostContext?.displayMode;

/**
 * The display mode and `request(mode)`. The mode a request resolves with is shown until the host
 * context next reports a `displayMode`.
 *
 * @example
 * const { mode, request } = useDisplayMode();
 * // <button @click="request(mode === 'fullscreen' ? 'inline' : 'fullscreen')">Toggle</button>
 */
export function useDisplayMode(app?: AppSource): DisplayMode {
  const target = resolveApp(app);
  const hostMode = useSnapshot(target, displayMode);
  const answer = shallowRef<{ app: App; mode: McpUiDisplayMode }>();
  watch(
    target,
    (next, _previous, onCleanup) => {
      if (next) onCleanup(next.on("hostcontextchanged", (context) => void ("displayMode" in context && (answer.value = undefined))));
    },
    { immediate: true, flush: "sync" },
  );
  const request = (mode: McpUiDisplayMode) => {
    const app = target();
    if (!app) return Promise.reject(new AppError("NOT_CONNECTED", `Cannot request display mode ${mode}: no App`));
    const promise = app.requestDisplayMode({ mode }).then(({ mode: granted }) => {
      answer.value = { app, mode: granted };
      return granted;
    });
    promise.catch(() => {}); // the caller sees the rejection; an ignored one is not reported as unhandled
    return promise;
  };
  return { mode: computed(() => (answer.value && answer.value.app === target() ? answer.value.mode : hostMode.value)), request };
}
