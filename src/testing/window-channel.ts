// The host end for views that call `connect()` with no transport, in a page where the test itself is
// the top window (vitest + happy-dom, or a real page that loads the widget and the kit together):
// `window.parent === window`. While started it replaces `window.parent.postMessage`, so what the view
// posts to its parent reaches the host, and it delivers host messages as `message` events on the
// view's window whose `source` is `window.parent`, which is what the view's transport accepts.
import { AppError, type JSONRPCMessage } from "../index.js";
import { isJsonRpc } from "../protocol/guards.js";
import { ChannelBase } from "./channel-base.js";

const MARK = Symbol.for("mcp-view/testing.postMessage");

type PostMessage = (message: unknown, targetOrigin?: string | WindowPostMessageOptions, transfer?: Transferable[]) => void;

/** Options of {@link WindowChannel}. */
export interface WindowChannelOptions {
  /** The view's window. @default globalThis.window */
  view?: Window;
  /** The host origin: stamped on delivered events, and the only target origin besides `*` accepted. @default the view's origin */
  origin?: string;
  /** Called with data the view posted that the host does not take, and why. */
  onIgnore?: (data: unknown, reason: string) => void;
}

/**
 * A host-side transport that stands in for the parent window of a view in the same window.
 * Throws on `start()` when another test host is still installed on that window; `close()` restores
 * `window.parent.postMessage`.
 */
export class WindowChannel extends ChannelBase {
  readonly #view: Window;
  readonly #origin: string;
  readonly #onIgnore: ((data: unknown, reason: string) => void) | undefined;

  constructor(options: WindowChannelOptions = {}) {
    super();
    this.#view = options.view ?? globalThis.window;
    const own = this.#view.location?.origin;
    this.#origin = options.origin ?? (own && own !== "null" ? own : "http://localhost");
    this.#onIgnore = options.onIgnore;
  }

  /** The origin the view sees on the host's messages. */
  get origin(): string {
    return this.#origin;
  }

  /** Replaces `window.parent.postMessage` now (what `start()` does), throwing if another host is installed. */
  install(): void {
    this.open();
  }

  /** Replaces `window.parent.postMessage`; returns how to put the one it replaced back. */
  protected setUp(): () => void {
    const parent = this.#view.parent as Window & { postMessage: PostMessage & { [MARK]?: true } };
    if (parent.postMessage[MARK]) {
      throw new AppError(
        "ALREADY_CONNECTED",
        "Another test host is still installed on window.parent; close() it before creating a new one",
      );
    }
    const own = Object.getOwnPropertyDescriptor(parent, "postMessage");
    const original = parent.postMessage;
    const patched = Object.assign(
      (message: unknown, target?: string | WindowPostMessageOptions, transfer?: Transferable[]) => {
        if (!isJsonRpc(message)) {
          this.#onIgnore?.(message, "not JSON-RPC 2.0 (passed on to the real postMessage)");
          return original.call(parent, message, target as string, transfer);
        }
        const targetOrigin = typeof target === "string" ? target : (target?.targetOrigin ?? "/");
        const data = structuredClone(message);
        if (targetOrigin !== "*" && targetOrigin !== "/" && targetOrigin !== this.#origin) {
          return this.#onIgnore?.(data, `posted to targetOrigin ${targetOrigin}, but the host's origin is ${this.#origin}`);
        }
        const from = this.#view.location?.origin ?? "null";
        queueMicrotask(() => this.isOpen && this.onmessage?.(data as unknown as JSONRPCMessage, { origin: from }));
      },
      { [MARK]: true as const },
    );
    Object.defineProperty(parent, "postMessage", {
      value: patched,
      writable: true,
      configurable: true,
      enumerable: own?.enumerable ?? true,
    });
    return () => {
      if (own) Object.defineProperty(parent, "postMessage", own);
      else delete (parent as Partial<typeof parent>).postMessage;
    };
  }

  /** Clones `message` now and resolves once the view's window has dispatched it (a microtask later). */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!this.isOpen) throw new AppError("NOT_CONNECTED", "The test host's window channel is closed");
    const data = structuredClone(message);
    await Promise.resolve();
    if (!this.isOpen) return;
    const view = this.#view as Window & { MessageEvent?: typeof MessageEvent };
    const Event = view.MessageEvent ?? MessageEvent;
    view.dispatchEvent(new Event("message", { data, origin: this.#origin, source: view.parent }));
  }
}
