// createApp: the frame's App, created and connected once however many components own it (see
// src/bindings/registry.ts): the registry entry is acquired when the owner is created and released
// when it is disposed, so the App closes in a later task after its last owner goes.
import { createMemo, getOwner, onCleanup, type Accessor } from "solid-js";
import { AppError, type App } from "../index.js";
import { acquireApp, releaseApp, type UseAppOptions } from "../bindings/registry.js";
import { createSnapshot } from "./createAppState.js";

/** The options of {@link createApp}: the App's own, plus what it needs to be created and connected. */
export type CreateAppOptions = UseAppOptions;

/** What {@link createApp} returns: the official hook's shape, as accessors. */
export interface AppAccessors {
  /** The App once connected; `null` while connecting, after a failure and after close. */
  app: Accessor<App | null>;
  /** Whether the `ui/initialize` handshake completed. */
  isConnected: Accessor<boolean>;
  /** Why the handshake failed (an `AppError` with code `HANDSHAKE_FAILED`), else `null`. */
  error: Accessor<AppError | null>;
}

/**
 * Creates and connects the view's App: exactly one `ui/initialize` per frame, however many components
 * call it with the same `appInfo.name` (and `transport`). Options are read once. Disposing the last
 * owner closes the App in the next task unless another owner takes it first. Call it while a component
 * (or a `createRoot`) is created. With `elicitation: true`, the view declares that it renders the
 * host's elicitations (`createElicitation`).
 *
 * @example
 * const { app, isConnected, error } = createApp({ appInfo: { name: "board", version: "1.0.0" } });
 */
export function createApp(options: CreateAppOptions): AppAccessors {
  if (!getOwner()) throw new AppError("INVALID_PARAMS", "createApp needs an owner: call it in a component or a createRoot");
  const entry = acquireApp(options);
  onCleanup(() => releaseApp(entry));
  const snapshot = createSnapshot(() => entry.app);
  const isConnected = createMemo(() => snapshot().status === "connected");
  const error = createMemo(() => snapshot().error ?? null);
  return { app: createMemo(() => (isConnected() ? entry.app : null)), isConnected, error };
}
