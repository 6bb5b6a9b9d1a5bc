// A typed event registry: per event one `on*` slot (dispatched first) plus any number of listeners,
// a dispatch count per event (so a late listener's replay can tell whether it was already served),
// and dispatch over a copy so that (un)subscribing during dispatch takes effect next time.

type Handler<T> = (payload: T) => void;

export class Events<M extends { [K in keyof M]: unknown }> {
  readonly #slots = new Map<keyof M, Handler<any>>();
  readonly #listeners = new Map<keyof M, Set<Handler<any>>>();
  readonly #counts = new Map<keyof M, number>();
  readonly #onThrow: (error: unknown, event: keyof M) => void;

  constructor(onThrow: (error: unknown, event: keyof M) => void) {
    this.#onThrow = onThrow;
  }

  /** The handler in the `on*` slot of `event`. */
  slot<K extends keyof M>(event: K): Handler<M[K]> | undefined {
    return this.#slots.get(event);
  }

  /** Fills or (with `undefined`) empties the slot of `event`; listeners are untouched. */
  setSlot<K extends keyof M>(event: K, handler: Handler<M[K]> | undefined): void {
    if (handler) this.#slots.set(event, handler);
    else this.#slots.delete(event);
  }

  /** Adds a listener (once per function, as the DOM does). Returns its unsubscribe. */
  add<K extends keyof M>(event: K, handler: Handler<M[K]>): () => void {
    let set = this.#listeners.get(event);
    if (!set) this.#listeners.set(event, (set = new Set()));
    set.add(handler);
    return () => this.remove(event, handler);
  }

  remove<K extends keyof M>(event: K, handler: Handler<M[K]>): void {
    this.#listeners.get(event)?.delete(handler);
  }

  /** True while `handler` is the slot or a listener of `event`. */
  has<K extends keyof M>(event: K, handler: Handler<M[K]>): boolean {
    return this.#slots.get(event) === handler || !!this.#listeners.get(event)?.has(handler);
  }

  /** How many times `event` has been emitted. */
  count(event: keyof M): number {
    return this.#counts.get(event) ?? 0;
  }

  /** Calls the slot, then each listener in insertion order; one that throws does not stop the rest. */
  emit<K extends keyof M>(event: K, payload: M[K]): void {
    this.#counts.set(event, this.count(event) + 1);
    const slot = this.#slots.get(event) as Handler<M[K]> | undefined;
    const handlers = [...(slot ? [slot] : []), ...((this.#listeners.get(event) ?? []) as Set<Handler<M[K]>>)];
    for (const handler of handlers) {
      try {
        handler(payload);
      } catch (error) {
        this.#onThrow(error, event);
      }
    }
  }

  clear(): void {
    this.#slots.clear();
    this.#listeners.clear();
  }
}
