// The engine's options and flags, and the entries of its opt-in protocol log.
import type { AppError } from "../errors.js";
import type { JSONRPCMessage, JSONRPCParams } from "../protocol/shapes.js";
import type { MessageExtra } from "./transport.js";

export type NotificationHandler = (params: JSONRPCParams | undefined, extra?: MessageExtra) => unknown;

/** One line of the opt-in protocol log. */
export type LogEntry =
  | { type: "send" | "receive"; message: JSONRPCMessage }
  | { type: "ignore"; data: unknown; reason: string }
  | { type: "error"; error: AppError };

export interface RpcOptions {
  /** Default request timeout in ms. @default 60000 */
  timeout?: number;
  log?: ((entry: LogEntry) => void) | undefined;
  onError?: (error: AppError) => void;
  /** Called after the transport closed by itself (not through `Rpc.close()`). */
  onClose?: () => void;
}

/** How `Rpc.request()` and `Rpc.notify()` send. */
export interface SendFlags {
  /** Skip the gate (the handshake itself). */
  early?: boolean;
  /** Runs when the request would be sent: a thrown error rejects it, a returned value answers it unsent. */
  answerLocally?: () => Record<string, unknown> | undefined;
}
