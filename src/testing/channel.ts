// Picks the host's end of the connection to the view: the patched window.parent (default in a DOM),
// an in-memory transport pair (no DOM, or asked for), or real postMessage to an iframe's window.
import { AppError, PostMessageTransport, type Transport } from "../index.js";
import { createTransportPair } from "./transport-pair.js";
import { isJsonRpc } from "../guards.js";
import { WindowChannel } from "./window-channel.js";

/**
 * How the test host reaches the view.
 * - `"window"`: the view calls `connect()` with no transport in the same window (default with a DOM);
 * - `"transport"`: the view calls `connect(host.transport)` (default without a DOM);
 * - an iframe, or its `contentWindow`: the view runs in that frame and talks over real postMessage.
 */
export type ChannelOption = "window" | "transport" | Window | HTMLIFrameElement;

/** Options that decide the channel. */
export interface ChannelOptions {
  channel?: ChannelOption;
  /** The view's window for the `"window"` channel. @default globalThis.window */
  window?: Window;
  /** The host's origin as the view sees it. @default the view's own origin (`http://localhost` in a memory pair) */
  origin?: string;
}

/** The host's end, and the view's end when the host owns both (the `"transport"` channel). */
export interface Channel {
  host: Transport;
  view: Transport | undefined;
  kind: "window" | "transport" | "frame";
}

/** Builds the channel; `onIgnore` sees view data the host did not take. Throws if it cannot be built. */
export function createChannel(options: ChannelOptions, onIgnore: (data: unknown, reason: string) => void): Channel {
  const choice = options.channel ?? (typeof window === "undefined" ? "transport" : "window");
  if (choice === "transport") {
    const [view, host] = createTransportPair(options.origin);
    return { host, view, kind: "transport" };
  }
  if (choice === "window") {
    const channel = new WindowChannel({ view: options.window, origin: options.origin, onIgnore });
    channel.install();
    return { host: channel, view: undefined, kind: "window" };
  }
  const target = "contentWindow" in choice ? choice.contentWindow : choice;
  if (!target) throw new AppError("NOT_CONNECTED", "The iframe has no contentWindow yet: add it to the document before creating the test host");
  const jsonRpcOnly = (data: unknown, reason: string) => {
    if (isJsonRpc(data)) onIgnore(data, reason);
  };
  return { host: new PostMessageTransport(target, target, { onIgnore: jsonRpcOnly }), view: undefined, kind: "frame" };
}
