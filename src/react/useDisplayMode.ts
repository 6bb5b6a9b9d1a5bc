// useDisplayMode: the display mode, and a way to ask for another one. Which requests are sent is the
// core's policy (`App.requestDisplayMode`), not the hook's.
import { useCallback, useEffect, useState } from "react";
import { AppError, type App, type AppSnapshot, type McpUiDisplayMode } from "../index.js";
import { useResolvedApp } from "./useAppContext.js";
import { useSnapshot } from "./useAppState.js";

const displayMode = (s: AppSnapshot) => s.hostContext?.displayMode;

/**
 * The current display mode (`undefined` until the host says) and `request(mode)`, which asks
 * through `app.requestDisplayMode`: a mode the host does not offer in `availableDisplayModes` is
 * not sent, and resolves with the current mode. The mode a request resolves with is shown until
 * the host context next reports a `displayMode`.
 *
 * @example
 * const [mode, request] = useDisplayMode(app);
 * <button onClick={() => request(mode === "fullscreen" ? "inline" : "fullscreen")}>Toggle</button>
 */
export function useDisplayMode(
  app?: App | null,
): [mode: McpUiDisplayMode | undefined, request: (mode: McpUiDisplayMode) => Promise<McpUiDisplayMode>] {
  const target = useResolvedApp(app);
  const hostMode = useSnapshot(target, displayMode);
  const [answer, setAnswer] = useState<{ app: App; mode: McpUiDisplayMode }>();
  useEffect(() => target?.on("hostcontextchanged", (context) => "displayMode" in context && setAnswer(undefined)), [target]);
  const request = useCallback(
    (mode: McpUiDisplayMode) => {
      if (!target) return Promise.reject(new AppError("NOT_CONNECTED", `Cannot request display mode ${mode}: no App`));
      const promise = target.requestDisplayMode({ mode }).then(({ mode: granted }) => {
        setAnswer({ app: target, mode: granted });
        return granted;
      });
      promise.catch(() => {}); // the caller sees the rejection; an ignored one is not reported as unhandled
      return promise;
    },
    [target],
  );
  return [answer?.app === target ? answer.mode : hostMode, request];
}
