// Two in-memory transports wired to each other, for views that are handed a transport instead of
// using the default window.parent one. Delivery behaves like postMessage: structured-cloned, async.
import { AppError, type JSONRPCMessage, type MessageExtra, type Transport } from "../index.js";

class MemoryTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  peer: MemoryTransport | undefined;
  readonly #origin: string;
  #started = false;
  #closed = false;

  constructor(origin: string) {
    this.#origin = origin;
  }

  async start(): Promise<void> {
    this.#started = true;
  }

  /** Clones `message` now and resolves once the peer has been handed it (a microtask later). */
  async send(message: JSONRPCMessage): Promise<void> {
    if (this.#closed) throw new AppError("NOT_CONNECTED", `Cannot send ${describe(message)}: the transport is closed`);
    const copy = structuredClone(message);
    await Promise.resolve();
    this.peer?.deliver(copy, this.#origin);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.onclose?.();
  }

  /** Hands `data` to `onmessage` if this end is started and open (like a window with a listener). */
  deliver(data: unknown, origin: string): void {
    if (this.#started && !this.#closed) this.onmessage?.(data as JSONRPCMessage, { origin });
  }
}

const describe = (m: JSONRPCMessage) => ("method" in m ? m.method : `the response to #${m.id}`);

/**
 * Two linked in-memory transports: what one sends, the other receives (cloned, a microtask later).
 * `origin` is the origin each end reports for the other's messages.
 *
 * @example
 * const [viewEnd, hostEnd] = createTransportPair();
 * await app.connect(viewEnd);
 */
export function createTransportPair(origin = "http://localhost"): [view: Transport, host: Transport] {
  const view = new MemoryTransport(origin);
  const host = new MemoryTransport(origin);
  view.peer = host;
  host.peer = view;
  return [view, host];
}
