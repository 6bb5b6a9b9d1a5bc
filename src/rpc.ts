// The JSON-RPC 2.0 engine shared by the App, the test host and the playground's host bridge:
// one pending-request map, timeouts, abort and progress, request/notification dispatch, and a gate
// that holds outbound traffic until the handshake has opened it.
import { AppError, errorMessage, RPC_INTERNAL_ERROR, RPC_METHOD_NOT_FOUND } from "./errors.js";
import { isObject, parseMessage } from "./guards.js";
import {
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type JSONRPCResultResponse,
  type JSONRPCParams,
  type RequestId,
} from "./protocol.js";
import type { MessageExtra, Transport } from "./transport.js";

/** Progress reported by the peer for a request that carried a progress token. */
export interface Progress {
  progress: number;
  total?: number;
  message?: string;
}

/** Per-request options. */
export interface RequestOptions {
  /** Milliseconds before the request rejects with `TIMEOUT`. @default the App's `timeout` (60000) */
  timeout?: number;
  /** Aborting rejects with `ABORTED` and tells the peer with `notifications/cancelled`. */
  signal?: AbortSignal;
  /** Called for every `notifications/progress` about this request. */
  onprogress?: (progress: Progress) => void;
  /** Whether progress restarts the timeout. @default true */
  resetTimeoutOnProgress?: boolean;
}

/** What a request handler gets besides the params (with the SDK 1.x and 2.x spellings). */
export interface HandlerContext {
  requestId: RequestId;
  signal: AbortSignal;
  mcpReq: { id: RequestId; signal: AbortSignal };
}

export type RequestHandler = (params: JSONRPCParams, ctx: HandlerContext) => unknown;
export type NotificationHandler = (params: JSONRPCParams | undefined, extra?: MessageExtra) => void;

/** One line of the opt-in protocol log. */
export type LogEntry =
  | { type: "send" | "receive"; message: JSONRPCMessage }
  | { type: "ignore"; data: unknown; reason: string }
  | { type: "error"; error: AppError };

export interface RpcOptions {
  /** Default request timeout in ms. @default 60000 */
  timeout?: number;
  log?: ((entry: LogEntry) => void) | undefined;
  onerror?: (error: AppError) => void;
  /** Called with every response before it settles its request (the App pins origins with it). */
  onresponse?: (id: RequestId, extra: MessageExtra | undefined) => void;
  /** Called after the transport closed by itself (not through {@link Rpc.close}). */
  onclose?: () => void;
}

/** Internal flags of {@link Rpc.request}. */
export interface RequestFlags {
  /** Skip the gate (the handshake itself). */
  early?: boolean;
  /** Carry `_meta.progressToken` (the request's own id). */
  progress?: boolean;
  /** Runs when the request would be sent: a thrown error rejects it, a returned value answers it unsent. */
  before?: () => Record<string, unknown> | undefined;
}

interface Pending {
  method: string;
  /** Settles the request once: with `error` (and, if `tellPeer`, a `notifications/cancelled`), else with `result`. */
  settle: (error: AppError | undefined, result?: Record<string, unknown>, tellPeer?: boolean) => void;
  progress: (progress: Progress) => void;
}

export class Rpc {
  readonly #options: RpcOptions;
  readonly #pending = new Map<RequestId, Pending>();
  readonly #handling = new Map<RequestId, AbortController>();
  readonly #requestHandlers = new Map<string, RequestHandler>();
  readonly #notificationHandlers = new Map<string, NotificationHandler>();
  readonly #cancelled = new Set<RequestId>();
  #queue: Array<() => void> | undefined = [];
  #transport: Transport | undefined;
  #nextId = 0;
  #closed: AppError | undefined;

  constructor(options: RpcOptions = {}) {
    this.#options = options;
  }

  /** Attaches and starts the transport. Outbound traffic still waits for {@link Rpc.open}. */
  async attach(transport: Transport): Promise<void> {
    this.#transport = transport;
    transport.onmessage = (message, extra) => this.#receive(message, extra);
    transport.onerror = (error) => this.#error(new AppError("INVALID_MESSAGE", error.message, { cause: error }));
    transport.onclose = () => {
      this.close();
      this.#options.onclose?.();
    };
    await transport.start();
  }

  /** Opens the gate: everything queued is sent, in order, and later traffic goes straight out. */
  open(): void {
    const queue = this.#queue;
    this.#queue = undefined;
    queue?.forEach((send) => send());
  }

  /** Sends a request (once the gate is open) and resolves with its result. */
  request<R = Record<string, unknown>>(
    method: string,
    params?: JSONRPCParams,
    options: RequestOptions = {},
    flags: RequestFlags = {},
  ): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (this.#closed) return reject(this.#closedError(method));
      const { signal } = options;
      const ms = options.timeout ?? this.#options.timeout ?? 60_000;
      let id: RequestId | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => entry.settle(new AppError("TIMEOUT", `Request ${method} timed out after ${ms} ms`), undefined, true), ms);
      };
      const entry: Pending = {
        method,
        settle: (error, result, tellPeer) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          if (id !== undefined) this.#pending.delete(id);
          if (!error) return resolve(result as R);
          if (tellPeer && id !== undefined) this.#cancel(id, error);
          reject(error);
        },
        progress: (progress) => {
          if (options.resetTimeoutOnProgress ?? true) arm();
          options.onprogress?.(progress);
        },
      };
      const onAbort = () => entry.settle(abortError(method, signal!.reason), undefined, true);
      if (signal?.aborted) return onAbort();
      signal?.addEventListener("abort", onAbort);
      arm();
      this.#whenOpen(!!flags.early, () => {
        if (done) return;
        if (this.#closed) return entry.settle(this.#closedError(method));
        if (flags.before) {
          try {
            const answer = flags.before();
            if (answer !== undefined) return entry.settle(undefined, answer);
          } catch (error) {
            return entry.settle(error as AppError);
          }
        }
        id = this.#nextId++;
        this.#pending.set(id, entry);
        const p = flags.progress ? { ...params, _meta: { ...(params?._meta as object), progressToken: id } } : params;
        this.#send({ id, method, params: p }, entry);
      });
    });
  }

  /** Sends a notification (after the gate opens, unless `early`). */
  notify(method: string, params?: object, early = false): Promise<void> {
    if (this.#closed) return Promise.reject(this.#closedError(method));
    return new Promise((resolve) =>
      this.#whenOpen(early, () => {
        if (!this.#closed) this.#send({ method, params: params as JSONRPCParams | undefined });
        resolve();
      }),
    );
  }

  /** Answers `method` requests with `handler` (one per method). Returns the undo. */
  handle(method: string, handler: RequestHandler): () => void {
    return register(this.#requestHandlers, method, handler);
  }

  /** Routes `method` notifications to `handler` (one per method). Returns the undo. */
  listen(method: string, handler: NotificationHandler): () => void {
    return register(this.#notificationHandlers, method, handler);
  }

  /** Closes for good: pending and queued requests reject with `error` (default `CLOSED`). */
  close(error?: AppError): void {
    if (this.#closed) return;
    this.#closed = error ?? new AppError("CLOSED", "Connection closed");
    this.open(); // queued requests see #closed and reject
    for (const entry of this.#pending.values()) entry.settle(this.#closedError(entry.method));
    for (const controller of this.#handling.values()) controller.abort(this.#closed);
    this.#handling.clear();
    const transport = this.#transport;
    this.#transport = undefined;
    if (transport) {
      transport.onmessage = transport.onclose = transport.onerror = undefined;
      transport.close().catch(() => {});
    }
  }

  #closedError(method: string): AppError {
    const closed = this.#closed!;
    return new AppError(closed.code, `${method}: ${closed.message}`, { cause: closed });
  }

  #whenOpen(early: boolean, send: () => void): void {
    if (early || !this.#queue) send();
    else this.#queue.push(send);
  }

  /** Sends `fields` as a JSON-RPC 2.0 message (an undefined `params` is left out). */
  #send(fields: Omit<JSONRPCMessage, "jsonrpc">, entry?: Pending): void {
    const message = { jsonrpc: "2.0", ...fields } as JSONRPCMessage & { params?: unknown };
    if (message.params === undefined) delete message.params;
    const transport = this.#transport;
    if (!transport || this.#closed) {
      entry?.settle(new AppError("NOT_CONNECTED", `Cannot send ${entry.method}: not connected`));
      return;
    }
    this.#options.log?.({ type: "send", message });
    transport.send(message).catch((cause: Error) => {
      const error = new AppError("NOT_CONNECTED", `Failed to send ${"method" in message ? message.method : "a response"}: ${cause?.message}`, { cause });
      if (entry) entry.settle(error);
      else this.#error(error);
    });
  }

  #cancel(id: RequestId, error: AppError): void {
    this.#cancelled.add(id);
    if (this.#cancelled.size > 64) this.#cancelled.delete(this.#cancelled.values().next().value!);
    const reason = error.code === "ABORTED" && error.cause !== undefined ? String(error.cause) : error.message;
    this.#send({ method: "notifications/cancelled", params: { requestId: id, reason } });
  }

  #error(error: AppError): void {
    this.#options.log?.({ type: "error", error });
    this.#options.onerror?.(error);
  }

  #receive(data: unknown, extra?: MessageExtra): void {
    if (this.#closed) return;
    const message = parseMessage(data);
    if (message === undefined) return this.#options.log?.({ type: "ignore", data, reason: "not JSON-RPC 2.0" });
    if (typeof message === "string") {
      return this.#error(new AppError("INVALID_MESSAGE", `Invalid JSON-RPC message received: ${message}`, { data }));
    }
    this.#options.log?.({ type: "receive", message });
    if (!("method" in message)) return this.#response(message, extra);
    const { id, method, params } = message as JSONRPCRequest;
    if (id === undefined) this.#notification(method, params, extra);
    else void this.#answer(id, method, params);
  }

  #response(message: JSONRPCResultResponse | JSONRPCErrorResponse, extra?: MessageExtra): void {
    const entry = this.#pending.get(message.id);
    if (!entry) {
      if (this.#cancelled.delete(message.id)) return;
      return this.#error(new AppError("INVALID_MESSAGE", `Received a response for an unknown message ID: ${message.id}`, { data: message }));
    }
    this.#options.onresponse?.(message.id, extra);
    if ("error" in message) {
      const { code, message: text, data } = message.error;
      entry.settle(new AppError("REMOTE_ERROR", text, { rpcCode: code, data }));
    } else entry.settle(undefined, message.result);
  }

  #notification(method: string, params: JSONRPCParams | undefined, extra?: MessageExtra): void {
    if (method === "notifications/cancelled") {
      return this.#handling.get(params?.requestId as RequestId)?.abort(params?.reason ?? "cancelled");
    }
    if (method === "notifications/progress") {
      return this.#pending.get(params?.progressToken as RequestId)?.progress(params as unknown as Progress);
    }
    const handler = this.#notificationHandlers.get(method);
    try {
      handler?.(params, extra);
    } catch (cause) {
      this.#error(new AppError("INVALID_MESSAGE", `Uncaught error in notification handler for ${method}: ${errorMessage(cause)}`, { cause }));
    }
  }

  async #answer(id: RequestId, method: string, params: JSONRPCParams | undefined): Promise<void> {
    const handler = this.#requestHandlers.get(method) ?? methodNotFound;
    const controller = new AbortController();
    this.#handling.set(id, controller);
    const { signal } = controller;
    try {
      const result = await handler(params ?? {}, { requestId: id, signal, mcpReq: { id, signal } });
      if (!signal.aborted) this.#send({ id, result: isObject(result) ? result : {} });
    } catch (cause) {
      if (!signal.aborted) this.#send({ id, error: toErrorObject(cause) });
    } finally {
      if (this.#handling.get(id) === controller) this.#handling.delete(id);
    }
  }
}

/** Sets `key` to `value` in `map`; returns the undo, which removes it only if it is still `value`. */
function register<V>(map: Map<string, V>, key: string, value: V): () => void {
  map.set(key, value);
  return () => map.get(key) === value && map.delete(key);
}

/** The handler of a method nobody answers: the peer gets -32601 "Method not found". */
export function methodNotFound(): never {
  throw new AppError("NOT_SUPPORTED", "Method not found", { rpcCode: RPC_METHOD_NOT_FOUND });
}

function abortError(method: string, reason: unknown): AppError {
  return new AppError("ABORTED", `Request ${method} was aborted${reason === undefined ? "" : `: ${errorMessage(reason)}`}`, { cause: reason });
}

function toErrorObject(cause: unknown): { code: number; message: string; data?: unknown } {
  const e = cause as { code?: unknown; rpcCode?: unknown; data?: unknown } | undefined;
  const code = [e?.rpcCode, e?.code].find(Number.isInteger) as number | undefined;
  const out: { code: number; message: string; data?: unknown } = { code: code ?? RPC_INTERNAL_ERROR, message: errorMessage(cause) };
  if (e?.data !== undefined) out.data = e.data;
  return out;
}
