import type { JSONRPCErrorObject } from "./protocol/shapes.js";

/** What kind of failure an {@link AppError} is. */
export type AppErrorKind =
  | "TIMEOUT"
  | "CLOSED"
  | "ABORTED"
  | "HANDSHAKE_FAILED"
  | "REMOTE_ERROR"
  | "INVALID_MESSAGE"
  | "INVALID_PARAMS"
  | "INVALID_RESULT"
  | "NOT_CONNECTED"
  | "ALREADY_CONNECTED"
  | "NOT_SUPPORTED"
  | "STORAGE_UNAVAILABLE"
  | "CONFLICT"
  | "TOO_LARGE"
  | "SIZE_LOOP";

/** Options of an {@link AppError}. */
export interface AppErrorOptions {
  /** The JSON-RPC error code, when the failure has one (a remote error, or one mcp-view answers with). */
  code?: number;
  /** The JSON-RPC error `data` a remote sent. */
  data?: unknown;
  cause?: unknown;
}

/** The numbers the MCP SDK gives the failures it raises itself (its `ErrorCode`). */
const SDK_CODES: Partial<Record<AppErrorKind, number>> = { CLOSED: -32000, TIMEOUT: -32001 };

/**
 * The one error class mcp-view throws or rejects with. `kind` always says what happened; `code`, when
 * present, is always a JSON-RPC error number: the remote's, or the one the MCP SDK uses for the same
 * failure (-32001 for a timeout, -32000 for a closed connection), so `e.code === -32601` works as on
 * the SDK's errors.
 *
 * @example
 * try { await app.callServerTool({ name: "x" }); }
 * catch (e) { if (e instanceof AppError && e.kind === "TIMEOUT") retry(); }
 */
export class AppError extends Error {
  override readonly name = "AppError";
  // `declare`d, not class fields: the constructor sets all three, in this order, so a field's
  // `= undefined` before it would only cost bytes.
  /** What kind of failure this is. */
  declare readonly kind: AppErrorKind;
  /** The JSON-RPC error number, when the failure has one. */
  declare readonly code: number | undefined;
  /** The JSON-RPC error `data` a remote sent. */
  declare readonly data: unknown;

  constructor(kind: AppErrorKind, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.code = options.code ?? SDK_CODES[kind];
    this.data = options.data;
  }
}

/** The error for a JSON-RPC error response, worded as the MCP SDK words it: `MCP error -32002: Resource not found`. */
export function remoteError(error: { code: number; message: string; data?: unknown }): AppError {
  return new AppError("REMOTE_ERROR", `MCP error ${error.code}: ${error.message}`, { code: error.code, data: error.data });
}

/** The answer to a method nobody handles: the peer gets -32601 "Method not found", as from the MCP SDK. */
export function methodNotFound(): AppError {
  return new AppError("NOT_SUPPORTED", "Method not found", { code: RPC_METHOD_NOT_FOUND });
}

/** The JSON-RPC code of an error, when it carries an integer one. */
export function errorCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return Number.isInteger(code) ? (code as number) : undefined;
}

/** What a peer is told about a handler's failure: its integer code (else -32603), message and data. */
export function toErrorObject(cause: unknown): JSONRPCErrorObject {
  const error: JSONRPCErrorObject = { code: errorCode(cause) ?? RPC_INTERNAL_ERROR, message: errorMessage(cause) };
  const data = (cause as { data?: unknown } | null | undefined)?.data;
  if (data !== undefined) error.data = data;
  return error;
}

/** The message of an `Error`, or any other thrown value as text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : toText(error);
}

/** `String(value)`, or its `[object …]` tag for a value that `String()` rejects (`Object.create(null)`). */
export function toText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** JSON-RPC error codes used on the wire. */
export const RPC_INVALID_REQUEST = -32600;
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_PARAMS = -32602;
export const RPC_INTERNAL_ERROR = -32603;
