// The App's state and events: an immutable snapshot replaced on every change (for subscribe /
// getSnapshot and the framework bindings), the typed event registry, and the replay that hands a
// handler attached after its data arrived the current value, once.
import { AppError } from "./errors.js";
import { Events } from "./events.js";
import type * as P from "./protocol.js";
import type { LogEntry } from "./rpc.js";

/** Where the connection stands. */
export type AppStatus = "idle" | "connecting" | "connected" | "failed" | "closed";

/** Everything the App knows, as one immutable object replaced on every change. */
export interface AppSnapshot {
  readonly status: AppStatus;
  readonly error: AppError | undefined;
  readonly protocolVersion: string | undefined;
  readonly hostInfo: P.Implementation | undefined;
  readonly hostCapabilities: P.McpUiHostCapabilities | undefined;
  readonly hostContext: P.McpUiHostContext | undefined;
  readonly toolInput: P.McpUiToolInputParams | undefined;
  readonly toolInputPartial: P.McpUiToolInputParams | undefined;
  readonly toolResult: P.CallToolResult | undefined;
  readonly toolCancelled: P.McpUiToolCancelledParams | undefined;
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

/** The snapshot of an App that has not connected yet. */
export const INITIAL_SNAPSHOT: AppSnapshot = Object.freeze({
  status: "idle",
  error: undefined,
  protocolVersion: undefined,
  hostInfo: undefined,
  hostCapabilities: undefined,
  hostContext: undefined,
  toolInput: undefined,
  toolInputPartial: undefined,
  toolResult: undefined,
  toolCancelled: undefined,
});

export class AppStore {
  readonly #events = new Events<AppEventMap>((e, event) => event !== "error" && this.#threw(event, e));
  readonly #subscribers = new Set<() => void>();
  /** Handler → events with a replay already scheduled (assigning the same handler twice replays once). */
  readonly #replaying = new WeakMap<Function, Set<keyof AppEventMap>>();
  readonly #log: ((entry: LogEntry) => void) | undefined;
  #snapshot: AppSnapshot = INITIAL_SNAPSHOT;

  constructor(log?: (entry: LogEntry) => void) {
    this.#log = log;
  }

  get(): AppSnapshot {
    return this.#snapshot;
  }

  /** Replaces the snapshot with `patch` applied and tells every subscriber. */
  set(patch: Partial<AppSnapshot>): void {
    this.#snapshot = Object.freeze({ ...this.#snapshot, ...patch });
    for (const fn of [...this.#subscribers]) {
      try {
        fn();
      } catch (e) {
        this.#threw("subscriber", e);
      }
    }
  }

  subscribe(fn: () => void): () => void {
    this.#subscribers.add(fn);
    return () => this.#subscribers.delete(fn);
  }

  /** Adds a listener and replays the current value to it. Returns its unsubscribe. */
  on<K extends keyof AppEventMap>(event: K, listener: Listener<K>): () => void {
    const off = this.#events.add(event, listener);
    this.#replay(event, listener);
    return off;
  }

  off<K extends keyof AppEventMap>(event: K, listener: Listener<K>): void {
    this.#events.remove(event, listener);
  }

  slot<K extends keyof AppEventMap>(event: K): Listener<K> | undefined {
    return this.#events.slot(event);
  }

  /** Fills (and replays to) or empties the `on*` slot of `event`. */
  setSlot<K extends keyof AppEventMap>(event: K, handler: Listener<K> | undefined): void {
    this.#events.setSlot(event, handler);
    if (handler) this.#replay(event, handler);
  }

  emit<K extends keyof AppEventMap>(event: K, payload: AppEventMap[K]): void {
    this.#events.emit(event, payload);
  }

  /** Reports an inbound problem to `onerror`, the `error` listeners and the log. */
  fail(message: string, data?: unknown, cause?: unknown): void {
    const error = new AppError("INVALID_MESSAGE", message, { data, cause });
    this.#log?.({ type: "error", error });
    this.#events.emit("error", error);
  }

  /** Drops every listener and subscriber (after the final `closed` state was published). */
  clear(): void {
    this.#events.clear();
    this.#subscribers.clear();
  }

  #threw(event: string, cause: unknown): void {
    this.fail(`A ${event} handler threw: ${cause instanceof Error ? cause.message : String(cause)}`, undefined, cause);
  }

  /** The current value for a late listener of `event`, if there is one. */
  #current<K extends keyof AppEventMap>(event: K): AppEventMap[K] | undefined {
    const s = this.#snapshot;
    const values: { [E in keyof AppEventMap]?: AppEventMap[E] } = {
      toolinput: s.toolInput,
      toolinputpartial: s.toolInput ? undefined : s.toolInputPartial,
      toolresult: s.toolResult,
      toolcancelled: s.toolCancelled,
      hostcontextchanged: s.status === "connected" ? s.hostContext : undefined,
    };
    return values[event] as AppEventMap[K] | undefined;
  }

  /** Calls a late handler once with the current value, in a microtask, unless it was served meanwhile. */
  #replay<K extends keyof AppEventMap>(event: K, handler: Listener<K>): void {
    const pending = this.#replaying.get(handler) ?? new Set();
    if (this.#current(event) === undefined || pending.has(event)) return;
    this.#replaying.set(handler, pending.add(event));
    const count = this.#events.count(event);
    queueMicrotask(() => {
      pending.delete(event);
      const value = this.#current(event);
      if (value === undefined || this.#events.count(event) !== count || !this.#events.has(event, handler)) return;
      try {
        handler(value);
      } catch (e) {
        this.#threw(event, e);
      }
    });
  }
}
