// The host end for a view in an iframe, over real postMessage. The view is whatever document the
// host loaded into the frame; once that document is replaced (the view navigated its frame, or
// something navigated it), the new document must neither reach the host nor hear from it. So the
// channel pins the origin of the URL the host loaded (from the iframe's `src`, or the option), posts
// to that origin only, drops messages from any other origin, and stops talking to the frame when its
// document was replaced: a message from another origin, or a `load` event after the loaded
// document's own. (A document of the same origin, or of an opaque origin, can still talk until its
// load event: nothing else tells the parent a frame navigated.)
import { AppError, type JSONRPCMessage } from "../index.js";
import { isJsonRpc } from "../protocol/guards.js";
import { ChannelBase } from "./channel-base.js";

/** Options of {@link FrameChannel}. */
export interface FrameChannelOptions {
  /** The origin of the view's document. @default from the iframe's `src` (`"null"` when its sandbox lacks allow-same-origin); for a bare window, the origin of its first message */
  frameOrigin?: string;
  /** Called with data the host did not take from the frame, and why. */
  onIgnore?: (data: unknown, reason: string) => void;
  /** Called once, before the channel closes, when the view's document was replaced. */
  onLeave?: (error: AppError) => void;
}

/** How the notes and errors about a replaced document begin. */
export const NAVIGATED_AWAY = "The view's frame navigated away";

/** The origin of the document the host loaded into `iframe`, or undefined before it has a URL. */
function loadedOrigin(iframe: HTMLIFrameElement): string | undefined {
  const sandbox = iframe.getAttribute("sandbox");
  if (sandbox !== null && !sandbox.split(/\s+/).includes("allow-same-origin")) return "null";
  const own = iframe.ownerDocument.defaultView?.location.origin;
  if (iframe.hasAttribute("srcdoc")) return own;
  const src = iframe.getAttribute("src")?.trim();
  if (!src) return undefined;
  const url = new URL(src, iframe.ownerDocument.baseURI);
  return url.protocol === "about:" ? own : url.origin;
}

/** A host-side transport to the view in an iframe (or a window), bound to the document the host loaded. */
export class FrameChannel extends ChannelBase {
  readonly #frame: HTMLIFrameElement | undefined;
  readonly #window: Window | undefined;
  readonly #options: FrameChannelOptions;
  #pinned: string | undefined;
  #expectLoad = true;
  #gone: string | undefined;

  constructor(frame: HTMLIFrameElement | Window, options: FrameChannelOptions = {}) {
    super();
    const isFrame = typeof (frame as HTMLIFrameElement).getAttribute === "function";
    this.#frame = isFrame ? (frame as HTMLIFrameElement) : undefined;
    this.#window = isFrame ? undefined : (frame as Window);
    this.#options = options;
    this.#pinned = options.frameOrigin;
  }

  /** The origin the view's document must have (undefined until known). */
  get origin(): string | undefined {
    return this.#options.frameOrigin ?? (this.#frame ? loadedOrigin(this.#frame) : this.#pinned);
  }

  /** Listens for the frame's messages and loads; returns how to stop. */
  protected setUp(): () => void {
    const frame = this.#frame;
    const on = frame?.ownerDocument.defaultView ?? globalThis;
    const onMessage = (event: MessageEvent) => this.#receive(event);
    const onLoad = () => this.#loaded();
    on.addEventListener("message", onMessage as EventListener);
    frame?.addEventListener("load", onLoad);
    // The host loading another URL into the frame expects that document's load event.
    const observer = frame && typeof MutationObserver === "function" ? new MutationObserver(() => (this.#expectLoad = true)) : undefined;
    observer?.observe(frame!, { attributes: true, attributeFilter: ["src", "srcdoc"] });
    return () => {
      on.removeEventListener("message", onMessage as EventListener);
      frame?.removeEventListener("load", onLoad);
      observer?.disconnect();
    };
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.#gone) throw this.#goneError();
    const target = this.#target();
    if (!target) throw new AppError("NOT_CONNECTED", "The iframe has no contentWindow: it is not in the document");
    const origin = this.origin;
    target.postMessage(message, origin && origin !== "null" ? origin : "*");
  }

  #target(): Window | null {
    return this.#frame ? this.#frame.contentWindow : (this.#window ?? null);
  }

  #receive(event: MessageEvent): void {
    const { data } = event;
    const ignore = (reason: string) => void (isJsonRpc(data) && this.#options.onIgnore?.(data, reason));
    if (event.source === null || event.source !== this.#target()) return ignore("source is not the view's frame");
    if (this.#gone) return ignore(`${NAVIGATED_AWAY} (${this.#gone})`);
    const expected = this.origin;
    if (expected === undefined) this.#pinned = event.origin;
    else if (event.origin !== expected)
      return this.#leave(`a document of origin ${event.origin} now sends from the frame the host loaded from ${expected}`, data);
    if (!isJsonRpc(data)) return;
    this.onmessage?.(data as unknown as JSONRPCMessage, { origin: event.origin });
  }

  #loaded(): void {
    const src = this.#frame?.getAttribute("src");
    if (!src || src === "about:blank") return; // the frame's initial empty document, not the view
    if (this.#expectLoad) return void (this.#expectLoad = false);
    this.#leave("another document loaded in the frame", undefined);
  }

  #goneError(): AppError {
    return new AppError("CLOSED", `${NAVIGATED_AWAY} (${this.#gone}); the host no longer talks to it`);
  }

  /** The view's document is gone: record why, stop talking, and close. */
  #leave(reason: string, data: unknown): void {
    if (this.#gone) return;
    this.#gone = reason;
    this.#options.onIgnore?.(data, `${NAVIGATED_AWAY}: ${reason}; the host stopped talking to it`);
    this.#options.onLeave?.(this.#goneError());
    void this.close();
  }
}
