import { isJsonRpc } from "./guards.js";
import type { JSONRPCMessage } from "./protocol.js";

/** What a transport knows about an inbound message besides its body. */
export interface MessageExtra {
  /** The sender's origin (`"null"` for opaque origins). */
  origin?: string;
}

/**
 * A bidirectional JSON-RPC channel, shaped like the MCP SDK's `Transport` so that either side's
 * transports can be passed to `App.connect()`.
 */
export interface Transport {
  start(): Promise<void>;
  send(message: JSONRPCMessage, options?: unknown): Promise<void>;
  close(): Promise<void>;
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  /** Optional: accept later messages only from `origin`, and post only to it. */
  pinOrigin?(origin: string): void;
}

/** Options of {@link PostMessageTransport}. */
export interface PostMessageTransportOptions {
  /** The window whose `message` events are read. @default globalThis (the view's own window) */
  listenOn?: Pick<Window, "addEventListener" | "removeEventListener">;
  /** Called with data that was dropped, and why (for the App's `log` option). */
  onignore?: (data: unknown, reason: string) => void;
}

/**
 * A transport over `window.postMessage`. It reads only messages whose `event.source` is `source`
 * (by default the `target` window itself), skips anything that is not JSON-RPC 2.0, and after
 * {@link PostMessageTransport.pinOrigin} accepts and posts to one origin only.
 *
 * @example
 * await app.connect(new PostMessageTransport(window.parent, window.parent));
 */
export class PostMessageTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  readonly #target: Window;
  readonly #source: MessageEventSource | null;
  readonly #options: PostMessageTransportOptions;
  #origin: string | undefined;
  #stop: (() => void) | undefined;

  constructor(
    target: Window = window.parent,
    source: MessageEventSource | null = target,
    options: PostMessageTransportOptions = {},
  ) {
    this.#target = target;
    this.#source = source;
    this.#options = options;
  }

  async start(): Promise<void> {
    if (this.#stop) return;
    const on = this.#options.listenOn ?? globalThis;
    const listener = (event: MessageEvent) => this.#receive(event);
    on.addEventListener("message", listener as EventListener);
    this.#stop = () => on.removeEventListener("message", listener as EventListener);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    this.#target.postMessage(message, this.#origin ?? "*");
  }

  async close(): Promise<void> {
    if (!this.#stop) return;
    this.#stop();
    this.#stop = undefined;
    this.onclose?.();
  }

  /** Pins the peer's origin; `"null"` (an opaque origin) cannot be pinned and is left open. */
  pinOrigin(origin: string): void {
    if (origin && origin !== "null") this.#origin = origin;
  }

  #receive(event: MessageEvent): void {
    const { data } = event;
    const ignore = this.#options.onignore;
    if (this.#source && event.source !== this.#source) return ignore?.(data, "source is not the parent");
    if (this.#origin && event.origin !== this.#origin) return ignore?.(data, `origin ${event.origin} is not ${this.#origin}`);
    if (!isJsonRpc(data)) return ignore?.(data, "not JSON-RPC 2.0");
    this.onmessage?.(data as unknown as JSONRPCMessage, { origin: event.origin });
  }
}
