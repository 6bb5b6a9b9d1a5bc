// createApp: the view's App as a store. Its first subscriber creates (or finds) and connects the
// iframe's one App, its last unsubscribe releases it: the App closes in a later task unless a new
// subscriber (a remounted component, a hot update) takes it first (see src/bindings/registry.ts).
import { readable, type Readable } from "svelte/store";
import type { App, AppError, AppSnapshot } from "../index.js";
import { acquireApp, releaseApp, type UseAppOptions } from "../bindings/registry.js";
import { frameSource } from "../bindings/frame-source.js";

/** The options of {@link createApp}: the App's own, plus what it needs to be created and connected. */
export type CreateAppOptions = UseAppOptions;

/** The value of {@link createApp}'s store (the shape of the official `useApp`). */
export interface AppConnection {
  /** The App once connected; `null` while connecting, after a failure and after close. */
  readonly app: App | null;
  /** Whether the `ui/initialize` handshake completed. */
  readonly isConnected: boolean;
  /** Why the handshake failed (an `AppError` with code `HANDSHAKE_FAILED`), else `null`. */
  readonly error: AppError | null;
}

const CONNECTING: AppConnection = /* @__PURE__ */ Object.freeze({ app: null, isConnected: false, error: null });

function connection(app: App, { status, error }: AppSnapshot): AppConnection {
  const connected = status === "connected";
  return { app: connected ? app : null, isConnected: connected, error: error ?? null };
}

/**
 * A store of the view's App and its connection: exactly one `ui/initialize` per iframe, however many
 * components subscribe or remount. The App is created at the first subscription (not at this call),
 * with the options as they were then; it closes after the last unsubscribe. Hand it down with
 * `setAppContext(store)`, or pass it to the other stores. With `elicitation: true`, the view declares
 * that it renders the host's elicitations (the `elicitation` store).
 *
 * @example
 * const connection = createApp({ appInfo: { name: "board", version: "1.0.0" } });
 * // {#if $connection.error}…{:else if $connection.isConnected}…{/if}
 */
export function createApp(options: CreateAppOptions): Readable<AppConnection> {
  return readable(CONNECTING, (set) => {
    const entry = acquireApp(options);
    const frames = frameSource(entry.app);
    let shown = CONNECTING;
    const publish = () => {
      const next = connection(entry.app, frames.getSnapshot());
      if (next.app !== shown.app || next.isConnected !== shown.isConnected || next.error !== shown.error) set((shown = next));
    };
    const unsubscribe = frames.subscribe(publish);
    publish();
    return () => {
      unsubscribe();
      releaseApp(entry);
    };
  });
}
