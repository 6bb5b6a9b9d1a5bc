// Typed events with the official dispatch order: per event one `on*` handler slot, called first, then
// the listeners in the order they were added.

/** Options of an {@link EventDispatcher}. */
export interface EventDispatcherOptions {
  /**
   * Sees what a handler throws, or the rejection of the promise it returns; dispatch then goes on to
   * the next handler. Without it, a throw propagates out of `dispatch` (as the official dispatcher).
   */
  onError?: (cause: unknown, event: string) => void;
  /** Checked before each handler: once it returns false, the rest of the dispatch is skipped. */
  isActive?: () => boolean;
}

type Handler = (params: never) => unknown;

interface Slot {
  handler: Handler | undefined;
  /** Replaced, never changed, on add and remove: a dispatch iterates the array it started with. */
  listeners: readonly Handler[];
}

/**
 * Per event one replaceable handler and any number of listeners. `dispatch` calls the handler, then
 * each listener in insertion order, over the listeners present when it started: adding or removing
 * during a dispatch takes effect from the next one. Adding the same function twice adds it once, as
 * the DOM's `addEventListener` does.
 *
 * @example
 * const events = new EventDispatcher<{ ping: number }>();
 * events.addEventListener("ping", (n) => count(n));
 * events.dispatch("ping", 1);
 */
export class EventDispatcher<EventMap extends object> {
  readonly #slots = new Map<keyof EventMap, Slot>();
  readonly #options: EventDispatcherOptions;

  constructor(options: EventDispatcherOptions = {}) {
    this.#options = options;
  }

  /** Fills or (with `undefined`) empties the handler slot of `event`; listeners are untouched. */
  setHandler<K extends keyof EventMap>(event: K, handler: ((params: EventMap[K]) => void) | undefined): void {
    this.#slot(event).handler = handler as Handler | undefined;
  }

  getHandler<K extends keyof EventMap>(event: K): ((params: EventMap[K]) => void) | undefined {
    return this.#slot(event).handler as ((params: EventMap[K]) => void) | undefined;
  }

  addEventListener<K extends keyof EventMap>(event: K, listener: (params: EventMap[K]) => void): void {
    const slot = this.#slot(event);
    if (!slot.listeners.includes(listener as Handler)) slot.listeners = [...slot.listeners, listener as Handler];
  }

  removeEventListener<K extends keyof EventMap>(event: K, listener: (params: EventMap[K]) => void): void {
    const slot = this.#slot(event);
    slot.listeners = slot.listeners.filter((l) => l !== listener);
  }

  /** True when `fn` is the handler or one of the listeners of `event`. */
  has(event: keyof EventMap, fn: Function): boolean {
    const slot = this.#slot(event);
    return slot.handler === fn || slot.listeners.includes(fn as Handler);
  }

  /** Calls the handler, then every listener, with `params`. */
  dispatch<K extends keyof EventMap>(event: K, params: EventMap[K]): void {
    const slot = this.#slot(event);
    if (slot.handler && this.#active()) this.call(event, slot.handler, params);
    for (const listener of slot.listeners) {
      if (!this.#active()) return;
      this.call(event, listener, params);
    }
  }

  /** Calls one handler of `event`, routing what it throws or rejects with to `onError` when given. */
  call<K extends keyof EventMap>(event: K, handler: Function, params: EventMap[K]): void {
    const onError = this.#options.onError;
    if (!onError) return void handler(params);
    const report = (cause: unknown) => onError(cause, String(event));
    try {
      const result = handler(params);
      if (result instanceof Promise) result.catch(report);
    } catch (cause) {
      report(cause);
    }
  }

  #active(): boolean {
    return this.#options.isActive?.() !== false;
  }

  /** The slot of `event`, made empty on first use by any method (reads too), so that none needs a branch for a missing one. */
  #slot(event: keyof EventMap): Slot {
    let slot = this.#slots.get(event);
    if (!slot) this.#slots.set(event, (slot = { handler: undefined, listeners: [] }));
    return slot;
  }
}
