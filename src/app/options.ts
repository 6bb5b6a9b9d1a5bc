// The options of the App, and what its parts share: the engine, the store, the options and what the
// handshake negotiated.
import type { LogEntry, Rpc, SendFlags } from "../rpc/rpc.js";
import type { RequestOptions } from "../rpc/pending.js";
import type { Transport } from "../rpc/transport.js";
import type { AppStore } from "../state/store.js";
import { AppError } from "../errors.js";

/** Options of the {@link App}. */
export interface AppOptions {
  /** Report the view's size to the host whenever it changes. @default true */
  autoResize?: boolean;
  /** Reject requests made before the handshake completes instead of queueing them. @default false */
  strict?: boolean;
  /** Default request timeout in ms. @default 60000 */
  timeout?: number;
  /**
   * The host origins this view accepts (exact origins such as `"https://chat.example"`), for the
   * default transport: messages from any other origin are dropped, including the handshake's answer.
   * @default any origin, until the handshake's answer pins the host's
   */
  hostOrigins?: readonly string[];
  /** Sees every message sent, received or ignored, and every error. */
  log?: (entry: LogEntry) => void;
  /** Accepted for compatibility; mcp-view never evaluates code. */
  allowUnsafeEval?: boolean;
  /**
   * Rebuild a tool result's missing `structuredContent` from its one text block holding a JSON object,
   * beside any plain-text blocks (hosts that drop it); {@link isStructuredContentRecovered} tells such
   * a result. @default true
   */
  recoverStructuredContent?: boolean;
  /**
   * Wraps the default transport (used only when `connect()` is given none), to reach hosts that do not
   * answer over `window.parent`: `openAiFallback` from `mcp-view/openai` runs the App on ChatGPT's
   * `window.openai`.
   */
  fallback?: (parent: Transport) => Transport;
}

/** What the App's parts (its handler API, its requests, its lifecycle) share. */
export interface AppContext {
  readonly rpc: Rpc;
  readonly store: AppStore;
  readonly options: AppOptions;
  /** The log method the host negotiated: `ui/log` for a host on the next wire names. */
  logMethod: string;
}

/** Sends a request under the App's policy: with `strict`, nothing goes out before the handshake completed. */
export function sendRequest(
  ctx: AppContext,
  method: string,
  params: Record<string, unknown> | undefined,
  options?: RequestOptions,
  flags?: SendFlags,
): Promise<Record<string, unknown>> {
  const { status } = ctx.store.get();
  if (ctx.options.strict && (status === "idle" || status === "connecting")) {
    return Promise.reject(new AppError("NOT_CONNECTED", `${method} called before connect() completed the ui/initialize handshake`));
  }
  return ctx.rpc.request(method, params, options, flags);
}
