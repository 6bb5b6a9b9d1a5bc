// useApp: creates the iframe's App once and connects it once, StrictMode and fast refresh included
// (see registry.ts for how).
import { useEffect, useState } from "react";
import type { App, AppError, AppSnapshot } from "../index.js";
import { acquireApp, peekApp, releaseApp, type UseAppOptions } from "../bindings/registry.js";
import { useSnapshot } from "./useAppState.js";

export type { UseAppOptions };

/** What {@link useApp} returns (the official hook's shape). */
export interface AppState {
  /** The App once connected; `null` while connecting, after a failure and after close. */
  app: App | null;
  /** Whether the `ui/initialize` handshake completed. */
  isConnected: boolean;
  /** Why the handshake failed (an `AppError` with code `HANDSHAKE_FAILED`), else `null`. */
  error: AppError | null;
}

const status = (s: AppSnapshot) => s.status;
const error = (s: AppSnapshot) => s.error;

/**
 * Creates and connects the view's App: exactly one `ui/initialize` per iframe, however often the
 * component mounts (StrictMode, fast refresh). Options are read once, at the first mount. Unmounting
 * the last owner closes the App in the next task unless a remount reclaims it first. With
 * `elicitation: true`, the view declares that it renders the host's elicitations (`useElicitation`).
 *
 * @example
 * const { app, isConnected, error } = useApp({ appInfo: { name: "board", version: "1.0.0" } });
 */
export function useApp(options: UseAppOptions): AppState {
  const [app, setApp] = useState(() => peekApp(options) ?? null);
  useEffect(() => {
    const entry = acquireApp(options);
    setApp(entry.app);
    return () => releaseApp(entry);
  }, []); // read once, as the official hook: changing options must not reconnect
  const connected = useSnapshot(app, status) === "connected";
  const failure = useSnapshot(app, error);
  return { app: connected ? app : null, isConnected: connected, error: failure ?? null };
}
