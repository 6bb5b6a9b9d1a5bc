/** Every way an mcp-view operation can fail, as a string code. */
export type AppErrorCode =
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
  | "NOT_SUPPORTED";

/** Options of an {@link AppError}: the JSON-RPC error code and data a remote sent, and the cause. */
export interface AppErrorOptions {
  rpcCode?: number;
  data?: unknown;
  cause?: unknown;
}

/**
 * The one error class mcp-view throws or rejects with.
 *
 * @example
 * try { await app.callServerTool({ name: "x" }); }
 * catch (e) { if (e instanceof AppError && e.code === "TIMEOUT") retry(); }
 */
export class AppError extends Error {
  override readonly name = "AppError";
  // Declared, not initialized: the constructor assigns them (no empty field definitions emitted first).
  /** What kind of failure this is. */
  declare readonly code: AppErrorCode;
  /** The JSON-RPC error code, for `REMOTE_ERROR` (and the code mcp-view would answer with). */
  declare readonly rpcCode: number | undefined;
  /** The JSON-RPC error `data`, for `REMOTE_ERROR`. */
  declare readonly data: unknown;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : options);
    this.code = code;
    this.rpcCode = options.rpcCode;
    this.data = options.data;
  }
}

/** The message of an `Error`, or any other thrown value as a string. */
export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** JSON-RPC error codes used on the wire. */
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_PARAMS = -32602;
export const RPC_INTERNAL_ERROR = -32603;
