// The wire between the fake `window.openai` the playground injects into a view's frame (the
// "ChatGPT with only window.openai" profile) and the host page's test host. The fake's JSON-RPC
// travels in its own envelope, `{ "mcp-view:openai": message }`, so that neither side mistakes it for
// the view's own JSON-RPC, and each side takes it only from the other's window and origin: the host
// page from the current view frame's window on the widget origin, the frame from its parent on the
// host page's origin. The frame also reports each call the view makes on the fake, in
// `{ "mcp-view:openai-call": name }`, so that the host page can tell whether the view uses it.
import { AppError } from "../../src/errors.js";
import { isJsonRpc, isObject } from "../../src/protocol/guards.js";
import type { JSONRPCMessage } from "../../src/protocol/shapes.js";
import type { MessageExtra, Transport } from "../../src/rpc/transport.js";

/** The key of the envelope that carries the fake's JSON-RPC. */
export const OPENAI_ENVELOPE = "mcp-view:openai";
/** The key of the frame's report of a call on the fake (its value: the method's name). */
export const OPENAI_CALL = "mcp-view:openai-call";
/** The key of the frame's report of the widget state the view set (its value: JSON text, or null). */
export const OPENAI_WIDGET_STATE = "mcp-view:openai-widget-state";

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
    if (!peer) throw new AppError("NOT_CONNECTED", `Cannot send ${"method" in message ? message.method : "an answer"}: ${this.#stop ? "the other window is gone" : "the transport is not started"}`);
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
    if (!isObject(data) || !Object.hasOwn(data, OPENAI_ENVELOPE)) return this.#options.onOther?.(data);
    const message = data[OPENAI_ENVELOPE];
    if (isJsonRpc(message)) this.onmessage?.(message as unknown as JSONRPCMessage, { origin: event.origin });
  }
}

/** The method named by a call report, or undefined when `data` is none. */
export function calledMethod(data: unknown): string | undefined {
  const name = isObject(data) && Object.hasOwn(data, OPENAI_CALL) ? data[OPENAI_CALL] : undefined;
  return typeof name === "string" && /^[A-Za-z]{1,40}$/.test(name) ? name : undefined;
}

/** The largest widget-state report the host page reads (ChatGPT's own limits are far below). */
const MAX_WIDGET_STATE_REPORT = 1_000_000;

/**
 * The widget state a report carries: `{ state }` (its parsed JSON; `undefined` when the view set one
 * JSON cannot write), or undefined when `data` is no well-formed report.
 */
export function reportedWidgetState(data: unknown): { state: unknown } | undefined {
  if (!isObject(data) || !Object.hasOwn(data, OPENAI_WIDGET_STATE)) return undefined;
  const json = data[OPENAI_WIDGET_STATE];
  if (json === null) return { state: undefined };
  if (typeof json !== "string" || json.length > MAX_WIDGET_STATE_REPORT) return undefined;
  try {
    return { state: JSON.parse(json) as unknown };
  } catch {
    return undefined;
  }
}
