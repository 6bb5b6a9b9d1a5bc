// What the test host's channels to a view in a window share (WindowChannel, FrameChannel): the
// Transport's three handlers, and a lifetime. Opening sets up what lets the channel talk (listeners,
// a patched postMessage) and keeps how to undo it; close() undoes that once, then reports the close.
import type { JSONRPCMessage, MessageExtra, Transport } from "../index.js";

/** A host-side transport that is set up while open and undone by `close()`. */
export abstract class ChannelBase implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  /** Undoes what opening set up; undefined while the channel is not open. */
  #undo: (() => void) | undefined;

  abstract send(message: JSONRPCMessage): Promise<void>;

  /** Sets up what lets the channel talk, and returns how to undo it. May throw, leaving the channel closed. */
  protected abstract setUp(): () => void;

  async start(): Promise<void> {
    this.open();
  }

  /** Whether the channel is set up and not closed since. */
  protected get isOpen(): boolean {
    return this.#undo !== undefined;
  }

  /** Sets the channel up, unless it is open already. */
  protected open(): void {
    if (!this.#undo) this.#undo = this.setUp();
  }

  /** Undoes what opening set up, then calls `onclose`. Idempotent. */
  async close(): Promise<void> {
    const undo = this.#undo;
    if (!undo) return;
    this.#undo = undefined;
    undo();
    this.onclose?.();
  }
}
