import { isJsonRpc } from "../protocol/guards.js";
import type { JSONRPCMessage } from "../protocol/shapes.js";

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
}

/** Options of {@link PostMessageTransport}. */
export interface PostMessageTransportOptions {
  /** The window whose `message` events are read. @default globalThis (the view's own window) */
  listenOn?: Pick<Window, "addEventListener" | "removeEventListener">;
  /**
   * The host origins to accept (exact origins, such as `"https://chat.example"`). Messages from any
   * other origin are dropped from the start. @default any origin, until the first answer pins one
   */
  origins?: readonly string[];
  /** Called with data that was dropped, and why (for the App's `log` option). */
  onIgnore?: (data: unknown, reason: string) => void;
}

/**
 * A transport over `window.postMessage`. It reads only messages whose `event.source` is `source`
 * (by default the `target` window itself) and skips anything that is not JSON-RPC 2.0.
 *
 * Origins: the first answer the peer sends (a JSON-RPC response, which for a view is the answer to
 * `ui/initialize`) pins the peer's origin, and from then on messages from any other origin are
 * dropped and messages are posted to that origin only. An opaque origin (`"null"`, a sandboxed host
 * without `allow-same-origin`) cannot be named as a target, so it is not pinned and messages are
 * posted with `"*"`: the source check still holds, but a host frame that navigates away would
 * receive them. Pass `origins` to accept only known hosts.
 *
 * @example
 * await app.connect(new PostMessageTransport(window.parent, window.parent, { origins: ["https://chat.example"] }));
 */
export class PostMessageTransport implements Transport {
  onmessage?: ((message: JSONRPCMessage, extra?: MessageExtra) => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onclose?: (() => void) | undefined;
  readonly #target: Window;
  readonly #source: MessageEventSource | null;
  readonly #options: PostMessageTransportOptions;
  /** The pinned origin: from the first answer, or the one origin allowed. */
  #origin: string | undefined;
  #stop: (() => void) | undefined;

  constructor(target: Window = window.parent, source: MessageEventSource | null = target, options: PostMessageTransportOptions = {}) {
    this.#target = target;
    this.#source = source;
    this.#options = options;
    if (options.origins?.length === 1) this.#origin = options.origins[0];
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

  #receive(event: MessageEvent): void {
    const { data, origin } = event;
    const ignore = this.#options.onIgnore;
    if (this.#source && event.source !== this.#source) return ignore?.(data, "source is not the parent");
    if (this.#origin && origin !== this.#origin) return ignore?.(data, `origin ${origin} is not ${this.#origin}`);
    const allowed = this.#options.origins;
    if (allowed && !allowed.includes(origin)) return ignore?.(data, `origin ${origin} is not one of ${allowed.join(", ")}`);
    if (!isJsonRpc(data)) return ignore?.(data, "not JSON-RPC 2.0");
    const isAnswer = "id" in data && ("result" in data || "error" in data);
    if (isAnswer && !this.#origin && origin && origin !== "null") this.#origin = origin;
    this.onmessage?.(data as unknown as JSONRPCMessage, { origin });
  }
}
