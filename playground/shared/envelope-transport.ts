// The Transport of the fake window.openai's JSON-RPC between a view's frame and the host page: each
// message travels in the `{ "mcp-view:openai": message }` envelope (openai-envelope.ts) and is taken
// only from the other side's window and origin.
import { AppError, type JSONRPCMessage, type MessageExtra, type Transport } from "mcp-view";
import { claimsJsonRpc, isPlainObject } from "./guards.js";
import { OPENAI_ENVELOPE } from "./openai-envelope.js";

/** Options of {@link EnvelopeTransport}. */
export interface EnvelopeOptions {
  /** The window whose `message` events are read. */
  listenOn: Window;
  /** The other side's window, looked up for each message (a frame's `contentWindow`, or `parent`). */
  peer: () => Window | null;
  /** The other side's origin: messages are posted to it, and taken from it only. */
  origin: string;
  /** Called with anything else the other side (right window, right origin) posts. */
  onOther?: (data: unknown) => void;
}

/** A Transport whose messages travel in the {@link OPENAI_ENVELOPE} envelope, to and from one window. */
export class EnvelopeTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  readonly #options: EnvelopeOptions;
  #stop: (() => void) | undefined;

  constructor(options: EnvelopeOptions) {
    this.#options = options;
  }

  async start(): Promise<void> {
    if (this.#stop) return;
    const { listenOn } = this.#options;
    const onMessage = (event: MessageEvent) => this.#receive(event);
    listenOn.addEventListener("message", onMessage);
    this.#stop = () => listenOn.removeEventListener("message", onMessage);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const peer = this.#stop ? this.#options.peer() : null;
    if (!peer)
      throw new AppError(
        "NOT_CONNECTED",
        `Cannot send ${"method" in message ? message.method : "an answer"}: ${this.#stop ? "the other window is gone" : "the transport is not started"}`,
      );
    peer.postMessage({ [OPENAI_ENVELOPE]: message }, this.#options.origin);
  }

  async close(): Promise<void> {
    const stop = this.#stop;
    if (!stop) return;
    this.#stop = undefined;
    stop();
    this.onclose?.();
  }

  #receive(event: MessageEvent): void {
    const { data } = event;
    if (event.source === null || event.source !== this.#options.peer() || event.origin !== this.#options.origin) return;
    if (!isPlainObject(data) || !Object.hasOwn(data, OPENAI_ENVELOPE)) return this.#options.onOther?.(data);
    const message = data[OPENAI_ENVELOPE];
    if (claimsJsonRpc(message)) this.onmessage?.(message as unknown as JSONRPCMessage, { origin: event.origin });
  }
}
