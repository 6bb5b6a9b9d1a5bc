// The engine's answering side: the request handlers, one per method, and the requests in progress
// (id → AbortController), so that a peer's `notifications/cancelled` aborts its handler and a reused
// in-flight id is refused. Every request gets exactly one answer, even a result that cannot be sent.
import { AppError, errorMessage, methodNotFound, toErrorObject, RPC_INTERNAL_ERROR, RPC_INVALID_REQUEST } from "../errors.js";
import { isObject } from "../protocol/guards.js";
import type { JSONRPCErrorObject, JSONRPCMessage, JSONRPCParams, RequestId } from "../protocol/shapes.js";

/** What a request handler gets besides the params (with the SDK 1.x and 2.x spellings). */
export interface HandlerContext {
  requestId: RequestId;
  signal: AbortSignal;
  mcpReq: { id: RequestId; signal: AbortSignal };
}

export type RequestHandler = (params: JSONRPCParams, ctx: HandlerContext) => unknown;

type Answer = { result: Record<string, unknown> } | { error: JSONRPCErrorObject };

/** Answers the peer's requests with the handlers set on it. */
export class Responder {
  readonly #handlers = new Map<string, RequestHandler>();
  readonly #inProgress = new Map<RequestId, AbortController>();
  readonly #send: (message: Omit<JSONRPCMessage, "jsonrpc">) => Promise<void>;
  readonly #error: (error: AppError) => void;

  constructor(send: (message: Omit<JSONRPCMessage, "jsonrpc">) => Promise<void>, error: (error: AppError) => void) {
    this.#send = send;
    this.#error = error;
  }

  /** Answers `method` requests with `handler` (one per method). Returns the undo, which removes it only if it is still set. */
  handle(method: string, handler: RequestHandler): () => void {
    this.#handlers.set(method, handler);
    return () => {
      if (this.#handlers.get(method) === handler) this.#handlers.delete(method);
    };
  }

  /** Aborts the handler of a request the peer cancelled; its id is free for a new request at once. */
  cancelled(params: JSONRPCParams | undefined): void {
    const id = params?.requestId as RequestId;
    const controller = this.#inProgress.get(id);
    this.#inProgress.delete(id);
    controller?.abort(params?.reason ?? "cancelled");
  }

  /** Aborts every handler in progress (the connection ended); none of them is answered. */
  abortAll(reason: AppError): void {
    for (const controller of this.#inProgress.values()) controller.abort(reason);
    this.#inProgress.clear();
  }

  /** Runs the handler of `method` and answers with its result or its error; a cancelled request gets no answer. */
  async answer(id: RequestId, method: string, params: JSONRPCParams | undefined): Promise<void> {
    if (this.#inProgress.has(id)) {
      // Answering would leave the peer unable to tell the two apart, and a cancel would hit the first.
      const error = { code: RPC_INVALID_REQUEST, message: `Request id ${id} is already in use by a request in progress` };
      return this.#send({ id, error }).catch(this.#error);
    }
    const controller = new AbortController();
    this.#inProgress.set(id, controller);
    const answer = await this.#run(id, method, params, controller.signal);
    if (this.#inProgress.get(id) === controller) this.#inProgress.delete(id);
    if (controller.signal.aborted) return;
    await this.#send({ id, ...answer }).catch((cause: AppError) => {
      // A result the transport cannot carry (one that cannot be cloned): the peer still gets an answer.
      if (!("result" in answer)) return this.#error(cause);
      const error = {
        code: RPC_INTERNAL_ERROR,
        message: `The result of ${method} could not be sent: ${errorMessage(cause.cause ?? cause)}`,
      };
      return this.#send({ id, error }).catch(this.#error);
    });
  }

  async #run(id: RequestId, method: string, params: JSONRPCParams | undefined, signal: AbortSignal): Promise<Answer> {
    const handler = this.#handlers.get(method);
    try {
      if (!handler) throw methodNotFound();
      const result = await handler(params ?? {}, { requestId: id, signal, mcpReq: { id, signal } });
      return { result: isObject(result) ? result : {} };
    } catch (cause) {
      return { error: toErrorObject(cause) };
    }
  }
}
