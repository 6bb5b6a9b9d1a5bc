// The JSON-RPC 2.0 engine shared by the App, the test host and the playground's host bridge:
// one pending-request map, timeouts, abort and progress, request/notification dispatch, and a gate
// that holds outbound traffic until the handshake has opened it. Internal: it is not part of the
// public API, and may change with it.
import { AppError, errorMessage, remoteError, toText } from "../errors.js";
import { parseMessage } from "../protocol/guards.js";
import type {
  JSONRPCErrorResponse,
  JSONRPCMessage,
  JSONRPCParams,
  JSONRPCRequest,
  JSONRPCResultResponse,
  RequestId,
} from "../protocol/shapes.js";
import { firstTimeout, timeoutAfterProgress, type PendingRequest, type Progress, type RequestOptions } from "./pending.js";
import type { MessageExtra, Transport } from "./transport.js";

import type { NotificationHandler, RpcOptions, SendFlags } from "./options.js";
import { Responder, type RequestHandler } from "./responder.js";

export type { Progress, RequestOptions } from "./pending.js";
export type { HandlerContext, RequestHandler } from "./responder.js";
export type { LogEntry, NotificationHandler, RpcOptions, SendFlags } from "./options.js";

/** Why a connection closed when nobody gave a reason. */
const CONNECTION_CLOSED = new AppError("CLOSED", "Connection closed");

/** Request ids are unique in the page, so two engines on one window never take each other's answers. */
let lastId = -1;
const nextId = () => ++lastId;

export class Rpc {
  readonly #options: RpcOptions;
  readonly #pending = new Map<RequestId, PendingRequest>();
  readonly #responder = new Responder(
    (message) => this.#send(message),
    (error) => this.report(error),
  );
  readonly #notificationHandlers = new Map<string, Set<NotificationHandler>>();
  /** Sends waiting for {@link Rpc.open}; `undefined` once open. */
  #queue: Array<() => void> | undefined = [];
  #transport: Transport | undefined;
  /** Why the engine is closed; requests made meanwhile reject with it. */
  #closed: AppError | undefined;

  constructor(options: RpcOptions = {}) {
    this.#options = options;
    // The engine's own two notifications go through the listeners like any other (the App lets no
    // handler be set for them): what a progress callback throws is reported as a listener's throw is.
    this.listen("notifications/cancelled", (params) => this.#responder.cancelled(params));
    this.listen("notifications/progress", (params) => this.#progress(params));
  }

  get transport(): Transport | undefined {
    return this.#transport;
  }

  /** Attaches and starts a transport: a new connection, whose outbound traffic waits for {@link Rpc.open}. */
  async attach(transport: Transport): Promise<void> {
    this.#closed = undefined;
    this.#queue ??= [];
    this.#transport = transport;
    transport.onmessage = (message, extra) => this.#receive(message, extra);
    transport.onerror = (error) =>
      this.report(error instanceof AppError ? error : new AppError("INVALID_MESSAGE", error.message, { cause: error }));
    transport.onclose = () => {
      this.close();
      this.#options.onClose?.();
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
    flags: SendFlags = {},
  ): Promise<R> {
    if (this.#closed) return Promise.reject(this.#notConnected(method));
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timeout = options.timeout ?? this.#options.timeout ?? 60_000;
      const onAbort = () => this.#giveUp(request, abortError(method, options.signal!.reason));
      const request: PendingRequest = { method, options, timeout, started: Date.now(), resolve, reject, onAbort };
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener("abort", onAbort);
      this.#arm(request, firstTimeout(request));
      this.#whenOpen(flags.early, () => this.#start(request, params, flags));
    }) as Promise<R>;
  }

  /** Sends a request whose turn has come: unless it settled meanwhile, is answered locally, or the engine closed. */
  #start(request: PendingRequest, params: JSONRPCParams | undefined, flags: SendFlags): void {
    if (request.done) return;
    if (this.#closed) return this.#settle(request, this.#closedError(request.method));
    try {
      const local = flags.answerLocally?.();
      if (local !== undefined) return this.#settle(request, undefined, local);
    } catch (error) {
      return this.#settle(request, error as AppError);
    }
    const id = nextId();
    request.id = id;
    this.#pending.set(id, request);
    const sent = request.options.onprogress ? { ...params, _meta: { ...(params?._meta as object), progressToken: id } } : params;
    this.#send({ id, method: request.method, params: sent }).catch((error: AppError) => this.#settle(request, error));
  }

  /** (Re)starts a request's timer: `[ms, reason]`, from pending.ts's timeout rules. */
  #arm(request: PendingRequest, [ms, reason]: [number, string]): void {
    clearTimeout(request.timer);
    request.timer = setTimeout(() => this.#giveUp(request, new AppError("TIMEOUT", `Request ${request.method} ${reason}`)), ms);
  }

  /** Settles a request once: its timer, its abort listener and its map entry go. */
  #settle(request: PendingRequest, error: AppError | undefined, result?: Record<string, unknown>): void {
    if (request.done) return;
    request.done = true;
    clearTimeout(request.timer);
    request.options.signal?.removeEventListener("abort", request.onAbort);
    if (request.id !== undefined) this.#pending.delete(request.id);
    if (error) request.reject(error);
    else request.resolve(result ?? {});
  }

  /** A request gave up (timeout or abort): the peer is told (`notifications/cancelled`), if it was sent. */
  #giveUp(request: PendingRequest, error: AppError): void {
    if (request.done) return;
    const id = request.id;
    if (id !== undefined) {
      const reason = error.kind === "ABORTED" && error.cause !== undefined ? toText(error.cause) : error.message;
      this.#send({ method: "notifications/cancelled", params: { requestId: id, reason } }).catch(() => {});
    }
    this.#settle(request, error);
  }

  /** Sends a notification (after the gate opens, unless `early`); resolves once the transport has sent it. */
  notify(method: string, params?: object, flags: SendFlags = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.#closed) return reject(this.#notConnected(method));
      this.#whenOpen(flags.early, () => {
        if (this.#closed) return reject(this.#closedError(method));
        this.#send({ method, params: params as JSONRPCParams | undefined }).then(resolve, reject);
      });
    });
  }

  /** Answers `method` requests with `handler` (one per method). Returns the undo. */
  handle(method: string, handler: RequestHandler): () => void {
    return this.#responder.handle(method, handler);
  }

  /** Adds a listener of `method` notifications; listeners run in the order they were added. Returns the undo. */
  listen(method: string, handler: NotificationHandler): () => void {
    let listeners = this.#notificationHandlers.get(method);
    if (!listeners) this.#notificationHandlers.set(method, (listeners = new Set()));
    listeners.add(handler);
    return () => void listeners.delete(handler);
  }

  /** Ends the connection: pending and queued requests reject with `error` (default `CLOSED`). {@link Rpc.attach} starts a new one. */
  close(error?: AppError): void {
    if (this.#closed) return;
    this.#closed = error ?? CONNECTION_CLOSED;
    this.open(); // queued sends see #closed and reject
    for (const request of this.#pending.values()) this.#settle(request, this.#closedError(request.method));
    this.#responder.abortAll(this.#closed);
    const transport = this.#transport;
    this.#transport = undefined;
    if (transport) {
      transport.onmessage = transport.onclose = transport.onerror = undefined;
      transport.close().catch(() => {});
    }
  }

  /** The error of a request or notification made while closed: the MCP SDK's "Not connected" after a plain close. */
  #notConnected(method: string): AppError {
    return this.#closed === CONNECTION_CLOSED ? new AppError("CLOSED", "Not connected") : this.#closedError(method);
  }

  #closedError(method: string): AppError {
    const closed = this.#closed!;
    return new AppError(closed.kind, `${method}: ${closed.message}`, { cause: closed });
  }

  #whenOpen(early: boolean | undefined, send: () => void): void {
    if (early || !this.#queue) send();
    else this.#queue.push(send);
  }

  /** Sends `fields` as a JSON-RPC 2.0 message (an undefined `params` is left out); rejects with `NOT_CONNECTED`. */
  async #send(fields: Omit<JSONRPCMessage, "jsonrpc">): Promise<void> {
    const message = { jsonrpc: "2.0", ...fields } as JSONRPCMessage & { params?: unknown };
    if (message.params === undefined) delete message.params;
    const what = "method" in message ? message.method : "a response";
    const transport = this.#transport;
    if (!transport) throw new AppError("NOT_CONNECTED", `Cannot send ${what}: not connected`);
    this.#options.log?.({ type: "send", message });
    try {
      await transport.send(message);
    } catch (cause) {
      throw new AppError("NOT_CONNECTED", `Failed to send ${what}: ${errorMessage(cause)}`, { cause });
    }
  }

  /** Hands `error` to the log, then to `onError`: the engine's own problems, and those its owner reports the same way (the App's). */
  report(error: AppError): void {
    this.#options.log?.({ type: "error", error });
    this.#options.onError?.(error);
  }

  #receive(data: unknown, extra?: MessageExtra): void {
    if (this.#closed) return;
    const message = parseMessage(data);
    if (message === undefined) return this.#options.log?.({ type: "ignore", data, reason: "not JSON-RPC 2.0" });
    if (typeof message === "string") {
      return this.report(new AppError("INVALID_MESSAGE", `Invalid JSON-RPC message received: ${message}`, { data }));
    }
    this.#options.log?.({ type: "receive", message });
    if (!("method" in message)) return this.#response(message);
    const { id, method, params } = message as JSONRPCRequest;
    if (id === undefined) this.#notification(method, params, extra);
    else void this.#responder.answer(id, method, params);
  }

  #response(message: JSONRPCResultResponse | JSONRPCErrorResponse): void {
    const entry = this.#pending.get(message.id);
    if (entry) {
      // A response settles its request with the remote error, or with the result.
      return "error" in message ? this.#settle(entry, remoteError(message.error)) : this.#settle(entry, undefined, message.result);
    }
    if (typeof message.id === "number" && message.id <= lastId) {
      // An id this page issued: a late answer to a request that timed out or was cancelled, a repeat,
      // or the answer to another engine on the same window.
      return this.#options.log?.({ type: "ignore", data: message, reason: `no pending request ${message.id} here` });
    }
    this.report(new AppError("INVALID_MESSAGE", `Received a response for an unknown message ID: ${message.id}`, { data: message }));
  }

  #notification(method: string, params: JSONRPCParams | undefined, extra?: MessageExtra): void {
    const report = (cause: unknown) =>
      this.report(
        new AppError("INVALID_MESSAGE", `Uncaught error in notification handler for ${method}: ${errorMessage(cause)}`, { cause }),
      );
    for (const handler of [...(this.#notificationHandlers.get(method) ?? [])]) {
      try {
        const result = handler(params, extra);
        if (result instanceof Promise) result.catch(report);
      } catch (cause) {
        report(cause);
      }
    }
  }

  /**
   * Hands a progress report to the request that asked for it; a malformed one is reported instead.
   * What the callback throws is the listener loop's to report.
   */
  #progress(params: JSONRPCParams | undefined): void {
    const entry = this.#pending.get(params?.progressToken as RequestId);
    if (!entry?.options.onprogress) return;
    const { progress, total, message } = params ?? {};
    const valid =
      typeof progress === "number" &&
      (total === undefined || typeof total === "number") &&
      (message === undefined || typeof message === "string");
    if (!valid)
      return this.report(
        new AppError(
          "INVALID_MESSAGE",
          "Invalid notifications/progress: progress must be a number (total a number and message a string when present)",
          { data: params },
        ),
      );
    const next = timeoutAfterProgress(entry, Date.now());
    if (next) this.#arm(entry, next);
    entry.options.onprogress(params as unknown as Progress);
  }
}

function abortError(method: string, reason: unknown): AppError {
  return new AppError("ABORTED", `Request ${method} was aborted${reason === undefined ? "" : `: ${errorMessage(reason)}`}`, {
    cause: reason,
  });
}
