// The SDK-shaped part of the App: the generic `request` and `notification` calls, the `transport`, and
// the handler API (`setRequestHandler` and its relatives) in both official forms: a method name with
// an optional Standard Schema for the params (MCP SDK 2.x), or a zod request schema whose `method` is a
// literal (1.x). The schema is only read (its `shape.method.value`, its `~standard.validate`), never
// imported, so no schema library enters the bundle.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { AppError, RPC_INVALID_PARAMS } from "../errors.js";
import { isStandardSchema, validate } from "../protocol/schema.js";
import type { AppRequestMap } from "../protocol/methods.js";
import type { JSONRPCParams } from "../protocol/shapes.js";
import type { HandlerContext, RequestOptions } from "../rpc/rpc.js";
import { sendRequest, type AppContext } from "./options.js";
import type { Transport } from "../rpc/transport.js";

/** A request or notification as the handler API passes it: method and params. */
export interface MethodCall {
  method: string;
  params?: Record<string, unknown>;
}

/** A 1.x request or notification schema: a zod object whose `method` is a literal. */
export interface MethodSchema {
  shape: { method: { value: string } };
}

/** What a 1.x schema parses to (zod's `_output`), else a {@link MethodCall}. */
export type MethodSchemaOutput<S> = S extends { _output: infer O } ? O : MethodCall;

type Infer<S extends StandardSchemaV1> = StandardSchemaV1.InferOutput<S>;
type Handler = (...args: never[]) => unknown;
/** A handler as a route calls it. */
type Call = (call: unknown, ctx?: unknown) => unknown;
type Route = (params: JSONRPCParams, ctx: HandlerContext | undefined) => unknown;

/** The SDK `Protocol` surface of the App: what the App inherits first. */
export class HandlerApi {
  readonly #ctx: AppContext;
  /** Methods the App answers itself: no handler can be set for them. */
  readonly #owned: ReadonlySet<string>;
  /** The undo of each handler set through this API, by the setter that set it and the method: `"setRequestHandler <method>"`. */
  readonly #undos = new Map<string, () => void>();

  constructor(ctx: AppContext, owned: ReadonlySet<string>) {
    this.#ctx = ctx;
    this.#owned = owned;
  }

  /** The transport of the current connection, if any. */
  get transport(): Transport | undefined {
    return this.#ctx.rpc.transport;
  }

  /**
   * Sends any request, typed by method. Also accepts the official `request({ method, params }, schema?, options?)`.
   */
  request<M extends keyof AppRequestMap>(
    method: M,
    params?: AppRequestMap[M]["params"],
    options?: RequestOptions,
  ): Promise<AppRequestMap[M]["result"]>;
  request<M extends string>(
    method: M & (M extends keyof AppRequestMap ? never : unknown),
    params?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<Record<string, unknown>>;
  request(request: MethodCall, schemaOrOptions?: unknown, options?: RequestOptions): Promise<Record<string, unknown>>;
  request(a: string | MethodCall, b?: unknown, c?: RequestOptions): Promise<unknown> {
    if (typeof a === "string") return sendRequest(this.#ctx, a, b as JSONRPCParams | undefined, c);
    const schema = isStandardSchema(b) ? b : undefined;
    const options = schema ? c : ((b ?? c) as RequestOptions | undefined);
    const result = sendRequest(this.#ctx, a.method, a.params, options);
    return schema ? result.then((value) => validate(schema, value, `Invalid result of ${a.method}`)) : result;
  }

  /** Sends a notification (the official `notification({ method, params })`); resolves once it is sent. */
  notification(notification: MethodCall): Promise<void> {
    return this.#ctx.rpc.notify(notification.method, notification.params);
  }

  /**
   * Answers `method` from the host: `(method, handler)` hands the handler the request, `(method,
   * { params }, handler)` the validated params (invalid ones are answered with -32602), and the 1.x
   * `(RequestSchema, handler)` the request. Throws for a method that already has a handler, such as
   * one an `on*` member answers (`tools/call`, `ui/resource-teardown`, `ping`).
   */
  setRequestHandler(method: string, handler: (request: MethodCall, ctx: HandlerContext) => unknown): void;
  setRequestHandler<P extends StandardSchemaV1>(
    method: string,
    schemas: { params: P; result?: StandardSchemaV1 },
    handler: (params: Infer<P>, ctx: HandlerContext) => unknown,
  ): void;
  setRequestHandler<S extends MethodSchema>(schema: S, handler: (request: MethodSchemaOutput<S>, ctx: HandlerContext) => unknown): void;
  setRequestHandler(...args: [string | MethodSchema, unknown, Handler?]): void {
    this.#set("setRequestHandler", args);
  }

  /**
   * Observes `method` notifications from the host, in the same forms as {@link HandlerApi.setRequestHandler}.
   * For the notifications the App routes itself (tool data, host context), the handler runs after the
   * App stored and dispatched them.
   */
  setNotificationHandler(method: string, handler: (notification: MethodCall) => unknown): void;
  setNotificationHandler<P extends StandardSchemaV1>(
    method: string,
    schemas: { params: P },
    handler: (params: Infer<P>, notification: MethodCall) => unknown,
  ): void;
  setNotificationHandler<S extends MethodSchema>(schema: S, handler: (notification: MethodSchemaOutput<S>) => unknown): void;
  setNotificationHandler(...args: [string | MethodSchema, unknown, Handler?]): void {
    this.#set("setNotificationHandler", args);
  }

  /** Removes a request handler set with {@link HandlerApi.setRequestHandler}. */
  removeRequestHandler(method: string): void {
    this.#remove(`setRequestHandler ${method}`);
  }

  /** Removes a notification handler set with {@link HandlerApi.setNotificationHandler}. */
  removeNotificationHandler(method: string): void {
    this.#remove(`setNotificationHandler ${method}`);
  }

  #set(via: "setRequestHandler" | "setNotificationHandler", args: [string | MethodSchema, unknown, Handler?]): void {
    const [method, route] = toRoute(args);
    const key = `${via} ${method}`;
    if (this.#undos.has(key) || this.#owned.has(method)) {
      throw new AppError(
        "INVALID_PARAMS",
        `Handler for "${method}" already registered (via ${via}). Use addEventListener() to attach multiple listeners, or the on* setter for replace semantics.`,
      );
    }
    const { rpc } = this.#ctx;
    const undo = via === "setRequestHandler" ? rpc.handle(method, route) : rpc.listen(method, (params) => route(params ?? {}, undefined));
    this.#undos.set(key, undo);
  }

  #remove(key: string): void {
    this.#undos.get(key)?.();
    this.#undos.delete(key);
  }
}

/** The method and a route calling the handler in the form its arguments ask for. */
function toRoute([first, second, third]: [string | MethodSchema, unknown, Handler?]): [string, Route] {
  // The casts are inline, not locals, so that the bundle keeps no alias of `second` and `third`.
  if (typeof first !== "string") {
    const method = first?.shape?.method?.value;
    if (typeof method !== "string")
      throw new AppError("INVALID_PARAMS", "Expected a method name or a request schema whose method is a literal");
    const request = async (params: JSONRPCParams) =>
      isStandardSchema(first) ? validate(first, { method, params }, `Invalid ${method}`, RPC_INVALID_PARAMS) : { method, params };
    return [method, async (params, ctx) => (second as Call)(await request(params), ctx)];
  }
  if (typeof second === "function") return [first, (params, ctx) => (second as Call)({ method: first, params }, ctx)];
  return [
    first,
    async (params, ctx) => {
      const schemas = second as { params?: StandardSchemaV1; result?: StandardSchemaV1 };
      const valid = schemas.params ? await validate(schemas.params, params, `Invalid params for ${first}`, RPC_INVALID_PARAMS) : params;
      const result = await (third as Call)(valid, ctx ?? { method: first, params });
      return schemas.result ? validate(schemas.result, result, `Invalid result of ${first}`) : result;
    },
  ];
}
