// The App's state and events: an immutable snapshot replaced on every change (for subscribe /
// getSnapshot and the framework bindings), the typed event registry, and the replay that hands a
// handler attached after its data arrived the current value, once.
import { AppError, errorMessage } from "./errors.js";
import type * as P from "./protocol.js";
import type { LogEntry } from "./rpc.js";

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
type AnyListener = (payload: never) => void;

/**
 * Per event one `on*` slot (dispatched first) and any number of listeners, dispatched over a copy so
 * that (un)subscribing during dispatch takes effect next time; a handler that throws is reported to
 * `onerror` and does not stop the others.
 */
export class AppStore {
  readonly #slots = new Map<Event, AnyListener>();
  readonly #listeners = new Map<Event, Set<AnyListener>>();
  readonly #subscribers = new Set<() => void>();
  /** Handler → events with a replay already scheduled (assigning the same handler twice replays once). */
  readonly #replaying = new WeakMap<Function, Set<Event>>();
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
    for (const fn of [...this.#subscribers]) this.#call("subscriber", fn);
  }

  subscribe(fn: () => void): () => void {
    this.#subscribers.add(fn);
    return () => this.#subscribers.delete(fn);
  }

  /** Adds a listener (once per function, as the DOM does) and replays the current value to it. Returns its unsubscribe. */
  on<K extends Event>(event: K, listener: Listener<K>): () => void {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(listener);
    this.#replay(event, listener);
    return () => this.off(event, listener);
  }

  off<K extends Event>(event: K, listener: Listener<K>): void {
    this.#listeners.get(event)?.delete(listener);
  }

  slot<K extends Event>(event: K): Listener<K> | undefined {
    return this.#slots.get(event) as Listener<K> | undefined;
  }

  /** Fills (and replays to) or empties the `on*` slot of `event`; listeners are untouched. */
  setSlot<K extends Event>(event: K, handler: Listener<K> | undefined): void {
    if (!handler) return void this.#slots.delete(event);
    this.#slots.set(event, handler);
    this.#replay(event, handler);
  }

  /** Calls the slot, then each listener in insertion order. */
  emit<K extends Event>(event: K, payload: AppEventMap[K]): void {
    for (const handler of [this.#slots.get(event), ...(this.#listeners.get(event) ?? [])]) {
      if (handler) this.#call(event, handler as Listener<K>, payload);
    }
  }

  /** Reports an inbound problem to `onerror`, the `error` listeners and the log. */
  fail(message: string, data?: unknown, cause?: unknown): void {
    const error = new AppError("INVALID_MESSAGE", message, { data, cause });
    this.#log?.({ type: "error", error });
    this.emit("error", error);
  }

  /** Drops every listener and subscriber (after the final `closed` state was published). */
  clear(): void {
    this.#slots.clear();
    this.#listeners.clear();
    this.#subscribers.clear();
  }

  #has(event: Event, handler: Function): boolean {
    return this.#slots.get(event) === handler || !!this.#listeners.get(event)?.has(handler as AnyListener);
  }

  /** Calls a handler; what it throws becomes an `onerror` (except from `error` handlers: no loops). */
  #call<T>(event: Event | "subscriber", handler: (payload: T) => void, payload?: T): void {
    try {
      handler(payload as T);
    } catch (cause) {
      if (event !== "error") this.fail(`A ${event} handler threw: ${errorMessage(cause)}`, undefined, cause);
    }
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
      if (this.#current(event) === value && this.#has(event, handler)) this.#call(event, handler, value);
    });
  }
}
