// Picks the host's end of the connection to the view: the patched window.parent (default in a DOM),
// an in-memory transport pair (no DOM, or asked for) or a transport the test gives, or real
// postMessage to an iframe's window.
import { AppError, type Transport } from "../index.js";
import { FrameChannel } from "./frame-channel.js";
import { createTransportPair } from "./transport-pair.js";
import { WindowChannel } from "./window-channel.js";

/**
 * How the test host reaches the view.
 * - `"window"`: the view calls `connect()` with no transport in the same window (default with a DOM);
 * - `"transport"`: the view calls `connect(host.transport)` (default without a DOM), or the host
 *   speaks over the `transport` option, whose other end the test hands to the view itself;
 * - an iframe, or its `contentWindow`: the view runs in that frame and talks over real postMessage,
 *   bound to the document the host loaded (see {@link FrameChannel}).
 */
export type ChannelOption = "window" | "transport" | Window | HTMLIFrameElement;

/** Options that decide the channel. */
export interface ChannelOptions {
  channel?: ChannelOption;
  /** The view's window for the `"window"` channel. @default globalThis.window */
  window?: Window;
  /** The host's origin as the view sees it (`"window"` and `"transport"` channels). @default the view's own origin (`http://localhost` in a memory pair) */
  origin?: string;
  /** The origin of the view's document (iframe channels). @default the origin of the iframe's `src`; for a bare window, its first message's */
  frameOrigin?: string;
  /**
   * The host's end of the `"transport"` channel, when the view's end is not the host's to make (it
   * lives in another window, reached by the test's own messages). Picks the `"transport"` channel;
   * `host.transport` is then unavailable. @default a new in-memory pair
   */
  transport?: Transport;
}

/** The host's end, and the view's end when the host owns both (the `"transport"` channel). */
export interface Channel {
  host: Transport;
  view: Transport | undefined;
  kind: "window" | "transport" | "frame";
}

/** What the channel reports to the host. */
export interface ChannelEvents {
  /** View data the host did not take, and why. */
  onIgnore: (data: unknown, reason: string) => void;
  /** The view's document in a frame was replaced: the channel closes with `error`. */
  onLeave: (error: AppError) => void;
}

/** Builds the channel. Throws if it cannot be built. */
export function createChannel(options: ChannelOptions, events: ChannelEvents): Channel {
  const choice = options.channel ?? (options.transport || typeof window === "undefined" ? "transport" : "window");
  if (options.transport && choice !== "transport")
    throw new AppError(
      "INVALID_PARAMS",
      'The transport option is the host\'s end of the "transport" channel: leave channel unset or set it to "transport"',
    );
  if (choice === "transport") {
    if (options.transport) return { host: options.transport, view: undefined, kind: "transport" };
    const [view, host] = createTransportPair(options.origin);
    return { host, view, kind: "transport" };
  }
  if (choice === "window") {
    const channel = new WindowChannel({ view: options.window, origin: options.origin, onIgnore: events.onIgnore });
    channel.install();
    return { host: channel, view: undefined, kind: "window" };
  }
  if ("contentWindow" in choice && !choice.contentWindow)
    throw new AppError("NOT_CONNECTED", "The iframe has no contentWindow yet: add it to the document before creating the test host");
  const host = new FrameChannel(choice, { ...(options.frameOrigin !== undefined && { frameOrigin: options.frameOrigin }), ...events });
  return { host, view: undefined, kind: "frame" };
}
