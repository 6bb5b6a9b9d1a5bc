// The App's state and events: an immutable snapshot replaced on every change (for subscribe /
// getSnapshot and the framework bindings), the typed events, and the replay that hands a handler
// attached after its data arrived the current value, once. What to do with a handler's error is the
// owner's decision: the store passes it to the `onError` it was given.
import type { AppError } from "../errors.js";
import { EventDispatcher } from "./events.js";
import type * as P from "../protocol/shapes.js";

/** Where the connection stands. */
export type AppStatus = "idle" | "connecting" | "connected" | "failed" | "closed";

/** Everything the App knows, as one immutable object replaced on every change (a field not known yet is absent or undefined). */
export interface AppSnapshot {
  readonly status: AppStatus;
  readonly error?: AppError | undefined;
  readonly protocolVersion?: string | undefined;
  readonly hostInfo?: P.Implementation | undefined;
  readonly hostCapabilities?: P.McpUiHostCapabilities | undefined;
  readonly hostContext?: P.McpUiHostContext | undefined;
  readonly toolInput?: P.McpUiToolInputParams | undefined;
  readonly toolInputPartial?: P.McpUiToolInputParams | undefined;
  readonly toolResult?: P.CallToolResult | undefined;
  readonly toolCancelled?: P.McpUiToolCancelledParams | undefined;
}

/** The App's events and their payloads. */
export interface AppEventMap {
  toolinput: P.McpUiToolInputParams;
  toolinputpartial: P.McpUiToolInputParams;
  toolresult: P.CallToolResult;
  toolcancelled: P.McpUiToolCancelledParams;
  hostcontextchanged: P.McpUiHostContext;
  error: AppError;
}

export type Listener<K extends keyof AppEventMap> = (payload: AppEventMap[K]) => void;

/** The snapshot of an App that has not connected yet: only its status. */
export const INITIAL_SNAPSHOT: AppSnapshot = /* @__PURE__ */ Object.freeze({ status: "idle" });

type Event = keyof AppEventMap;

/** Options of an {@link AppStore}. */
export interface AppStoreOptions {
  /** Sees what a handler or subscriber threw (`where` is the event, or `"subscriber"`). */
  onError: (cause: unknown, where: string) => void;
  /** Checked before each handler of a dispatch; false skips the rest (the App closed meanwhile). */
  isActive: () => boolean;
}

/**
 * The snapshot, its subscribers, and the events: an {@link EventDispatcher} (its handler slots,
 * listeners and dispatch are the store's own, with no wrapper to pay for) with the replay to late
 * handlers on top.
 */
export class AppStore extends EventDispatcher<AppEventMap> {
  readonly #subscribers = new Set<() => void>();
  /** Handler → events with a replay already scheduled (assigning the same handler twice replays once). */
  readonly #replaying = new WeakMap<Function, Set<Event>>();
  readonly #onError: AppStoreOptions["onError"];
  #snapshot: AppSnapshot = INITIAL_SNAPSHOT;

  constructor(options: AppStoreOptions) {
    super(options);
    this.#onError = options.onError;
  }

  get(): AppSnapshot {
    return this.#snapshot;
  }

  /** Applies `patch` and tells every subscriber; a patch that changes nothing keeps the snapshot and tells nobody. */
  set(patch: Partial<AppSnapshot>): void {
    const current = this.#snapshot;
    const changes = (Object.keys(patch) as Array<keyof AppSnapshot>).some((key) => !Object.is(current[key], patch[key])); // absent is undefined
    if (changes) this.replace({ ...current, ...patch });
  }

  /** Replaces the whole snapshot and tells every subscriber. */
  replace(snapshot: AppSnapshot): void {
    this.#snapshot = Object.freeze(snapshot);
    for (const fn of [...this.#subscribers]) {
      try {
        fn();
      } catch (cause) {
        this.#onError(cause, "subscriber");
      }
    }
  }

  subscribe(fn: () => void): () => void {
    this.#subscribers.add(fn);
    return () => void this.#subscribers.delete(fn);
  }

  /** Adds a listener (once per function) and replays the current value to it. Returns its unsubscribe. */
  on<K extends Event>(event: K, listener: Listener<K>): () => void {
    this.addEventListener(event, listener);
    this.#replay(event, listener);
    return () => this.removeEventListener(event, listener);
  }

  /** Fills (and replays to) or empties the `on*` slot of `event`; listeners are untouched. */
  override setHandler<K extends Event>(event: K, handler: Listener<K> | undefined): void {
    super.setHandler(event, handler);
    if (handler) this.#replay(event, handler);
  }

  /** The current value for a late listener of `event`, if there is one. */
  #current<K extends Event>(event: K): AppEventMap[K] | undefined {
    const s = this.#snapshot;
    const values: { [E in Event]?: AppEventMap[E] } = {
      toolinput: s.toolInput,
      toolinputpartial: s.toolInput ? undefined : s.toolInputPartial,
      toolresult: s.toolResult,
      toolcancelled: s.toolCancelled,
      hostcontextchanged: s.status === "connected" ? s.hostContext : undefined,
    };
    return values[event] as AppEventMap[K] | undefined;
  }

  /**
   * Calls a late handler once with the current value, in a microtask, unless it was served meanwhile:
   * every emit of a replayed event stores a new value first, so a changed value means it was emitted.
   */
  #replay<K extends Event>(event: K, handler: Listener<K>): void {
    const pending = this.#replaying.get(handler) ?? new Set();
    const value = this.#current(event);
    if (value === undefined || pending.has(event)) return;
    this.#replaying.set(handler, pending.add(event));
    queueMicrotask(() => {
      pending.delete(event);
      if (this.#current(event) === value && this.has(event, handler)) this.call(event, handler, value);
    });
  }
}
