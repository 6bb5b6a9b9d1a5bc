// useApp: creates the iframe's App once and connects it once, however often its owners mount (see
// src/bindings/registry.ts). The entry is acquired in setup and released when the effect scope
// ends, so the App closes in a later task once its last owner unmounts, unless a remount in the
// same task (hot reload) reclaims it. The App is marked raw: Vue never wraps it in a proxy.
import { computed, markRaw, type ComputedRef } from "vue";
import type { App, AppError, AppSnapshot } from "../index.js";
import { acquireApp, releaseApp, type UseAppOptions } from "../bindings/registry.js";
import { onDispose } from "./scope.js";
import { useSnapshot } from "./useSnapshot.js";

export type { UseAppOptions };

/** What {@link useApp} returns: read-only refs. */
export interface AppState {
  /** The App once connected; `null` while connecting, after a failure and after close. */
  app: ComputedRef<App | null>;
  /** Whether the `ui/initialize` handshake completed. */
  isConnected: ComputedRef<boolean>;
  /** Why the handshake failed (an `AppError` with code `HANDSHAKE_FAILED`), else `null`. */
  error: ComputedRef<AppError | null>;
}

const status = (s: AppSnapshot) => s.status;
const error = (s: AppSnapshot) => s.error;

/**
 * Creates and connects the view's App: exactly one `ui/initialize` per iframe, however often the
 * component mounts. Options are read once. Call it in `setup` (or inside `effectScope().run()`). With
 * `elicitation: true`, the view declares that it renders the host's elicitations (`useElicitation`).
 *
 * @example
 * const { app, isConnected, error } = useApp({ appInfo: { name: "board", version: "1.0.0" } });
 */
export function useApp(options: UseAppOptions): AppState {
  onDispose("useApp", () => releaseApp(entry)); // first: it throws outside an effect scope, before anything is acquired
  const entry = acquireApp(options);
  const app = markRaw(entry.app);
  const target = () => app;
  const state = useSnapshot(target, status);
  const failure = useSnapshot(target, error);
  const connected = computed(() => state.value === "connected");
  return { app: computed(() => (connected.value ? app : null)), isConnected: connected, error: computed(() => failure.value ?? null) };
}
