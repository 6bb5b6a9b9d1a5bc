// The switch between the standard bridge and the ChatGPT adapter. It speaks to the parent as usual;
// when `window.openai` is present and the parent has not answered `ui/initialize` within `wait` ms,
// it stops listening to the parent, posts nothing more to it, and hands the same `ui/initialize` to an
// {@link OpenAiTransport}. A parent that answers keeps the standard bridge, `window.openai` or not.
// Meanwhile a `ui/initialize` arriving from the parent is the view's own (no host sends one), echoed
// by a top-level window that is its own parent: no host is behind such a parent, so the switch happens
// at once instead of after `wait` (a view outside a frame, as under happy-dom with the test kit's
// chatgpt-openai profile).
import { INITIALIZE_METHOD } from "../protocol/methods.js";
import type { JSONRPCMessage } from "../protocol/shapes.js";
import type { Transport } from "../rpc/transport.js";
import { OpenAiTransport } from "./transport.js";
import { findOpenAi } from "../protocol/openai.js";

/** Options of {@link openAiFallback}. */
export interface OpenAiFallbackOptions {
  /** Milliseconds to wait for the parent's answer to `ui/initialize`. @default 1000 */
  wait?: number;
  /** The view's window, which carries `openai`. @default this window */
  target?: Window;
}

/**
 * The App's `fallback` option for ChatGPT: wraps the default transport so that the App also runs on
 * hosts that only inject `window.openai`.
 *
 * @example
 * const app = new App(info, {}, { fallback: openAiFallback });
 */
export function openAiFallback(parent: Transport, options: OpenAiFallbackOptions = {}): Transport {
  return new FallbackTransport(parent, options);
}

class FallbackTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  readonly #options: OpenAiFallbackOptions;
  #active: Transport;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The id of the `ui/initialize` the parent has yet to answer. */
  #waitingFor: unknown;
  /** Switches to window.openai now, with the `ui/initialize` the parent has yet to answer. */
  #switchNow: (() => void) | undefined;

  constructor(parent: Transport, options: OpenAiFallbackOptions) {
    this.#options = options;
    this.#active = this.#wire(parent);
  }

  start(): Promise<void> {
    return this.#active.start();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const target = this.#options.target ?? window;
    const handshake = "method" in message && message.method === INITIALIZE_METHOD && "id" in message;
    if (!handshake || this.#active instanceof OpenAiTransport || !findOpenAi(target)) return this.#active.send(message);
    this.#waitingFor = message.id;
    clearTimeout(this.#timer);
    this.#switchNow = () => {
      clearTimeout(this.#timer);
      this.#switchNow = undefined;
      void this.#switch(message, target).catch((error: Error) => this.onerror?.(error));
    };
    this.#timer = setTimeout(this.#switchNow, this.#options.wait ?? 1000);
    return this.#active.send(message);
  }

  async close(): Promise<void> {
    clearTimeout(this.#timer);
    this.#switchNow = undefined;
    await this.#active.close();
  }

  /**
   * Forwards `transport`'s callbacks to this one's; a parent's answer to `ui/initialize` stops the
   * switch, and our own `ui/initialize` echoed by the parent makes it now.
   */
  #wire(transport: Transport): Transport {
    transport.onmessage = (message, extra) => {
      if ("method" in message && message.method === INITIALIZE_METHOD && this.#waitingFor !== undefined) {
        if (transport === this.#active && "id" in message && message.id === this.#waitingFor) this.#switchNow?.();
        return; // our own, echoed
      }
      if ("id" in message && message.id === this.#waitingFor && !("method" in message)) {
        clearTimeout(this.#timer);
        this.#switchNow = undefined;
        this.#waitingFor = undefined;
      }
      (this.onmessage as Transport["onmessage"])?.(message, extra);
    };
    transport.onerror = (error) => this.onerror?.(error);
    transport.onclose = () => this.onclose?.();
    return transport;
  }

  /** Leaves the parent (silently: no close is reported) and sends `handshake` to the adapter instead. */
  async #switch(handshake: JSONRPCMessage, target: Window): Promise<void> {
    const parent = this.#active;
    parent.onmessage = parent.onerror = parent.onclose = undefined;
    await parent.close();
    this.#active = this.#wire(new OpenAiTransport(target));
    await this.#active.start();
    await this.#active.send(handshake);
  }
}
