// Sits between the host's JSON-RPC engine and its channel to the view: records every message both
// ways, knows when everything sent so far has been handed over, and can send raw data.
import type { JSONRPCMessage, MessageExtra, Transport } from "../index.js";
import type { Recorder } from "./recorder.js";

export class RecordingTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  /** Called once a message has been handed to the view. */
  ondelivered?: (message: JSONRPCMessage) => void;
  readonly #inner: Transport;
  readonly #recorder: Recorder;
  readonly #inflight = new Set<Promise<void>>();

  constructor(inner: Transport, recorder: Recorder) {
    this.#inner = inner;
    this.#recorder = recorder;
  }

  async start(): Promise<void> {
    const inner = this.#inner;
    inner.onmessage = (message, extra) => {
      this.#recorder.message("received", message);
      this.onmessage?.(message, extra);
    };
    inner.onerror = (error) => this.onerror?.(error);
    inner.onclose = () => this.onclose?.();
    await inner.start();
  }

  send(message: JSONRPCMessage): Promise<void> {
    this.#recorder.message("sent", message);
    const sending = this.#inner.send(message).then(() => this.ondelivered?.(message));
    this.#inflight.add(sending);
    const forget = () => void this.#inflight.delete(sending);
    sending.then(forget, forget);
    return sending;
  }

  /** Sends any data, even data that is not JSON-RPC, exactly as given. */
  sendRaw(data: unknown): Promise<void> {
    return this.send(data as JSONRPCMessage);
  }

  /** Resolves once everything sent so far has been handed to the view (or failed to be). */
  async settled(): Promise<void> {
    while (this.#inflight.size) await Promise.allSettled([...this.#inflight]);
  }

  async close(): Promise<void> {
    const inner = this.#inner;
    inner.onmessage = inner.onerror = inner.onclose = undefined;
    await inner.close();
  }
}
