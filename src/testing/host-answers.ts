// What the test host does with what the view sends. It answers the view's requests: the default
// answers (answers.ts), replaced by the test's server tools and handlers, refused for a capability
// the host lacks or as the profile's facts say (refusals.ts), and bent by the faults (faults.ts), which also say how often to send each of the
// host's notifications. It follows the handshake (what ui/initialize said; on initialized, it opens
// the engine's gate for the host's own messages), runs what an answer leaves for later (a granted
// display mode changes the context) once the view has been handed the response, and hands the
// view's notifications to the test's listeners. The third layer of TestHost, on the script
// (test-host-script.ts), whose host context it answers ui/initialize with and changes.
import {
  AppError,
  INITIALIZED_METHOD,
  INITIALIZE_METHOD,
  type AppRequestMap,
  type HandlerContext,
  type Implementation,
  type McpUiAppCapabilities,
  type McpUiHostCapabilities,
  type RequestId,
  type ToolTypes,
} from "../index.js";
import {
  defaultAnswers,
  jsonRpcError,
  REQUIRED_CAPABILITY,
  type AnyHandler,
  type HostRequestHandler,
  type TestToolHandler,
  type TestToolHandlers,
} from "./answers.js";
import { behave } from "./behaviour.js";
import { Faults, type Fault } from "./faults.js";
import { refusalOf } from "./refusals.js";
import type { TestFile } from "./openai-answers.js";
import { TestHostScript, type ScriptParts } from "./test-host-script.js";

/** What {@link HostAnswers} answers with, on top of what the script below it sends through. */
export interface AnswersParts extends ScriptParts {
  hostInfo: Implementation;
  hostCapabilities: McpUiHostCapabilities;
  /** The protocol version to answer `ui/initialize` with (the latest when undefined). */
  protocolVersion: string | undefined;
  /** Files opened by a file entrypoint, by `resourceUri` (written in place by `openai/resources/write`). */
  files: Record<string, TestFile>;
}

/** The answering and listening layer of a test host, on its script. */
export class HostAnswers extends TestHostScript {
  readonly hostInfo: Implementation;
  readonly hostCapabilities: McpUiHostCapabilities;
  /** Resolves when the view has sent `ui/notifications/initialized`; rejects if the host closes first. */
  readonly ready: Promise<void>;
  readonly #parts: AnswersParts;
  readonly #tools = new Map<string, TestToolHandler>();
  readonly #handlers = new Map<string, AnyHandler>();
  readonly #defaults: Record<string, AnyHandler>;
  readonly #afterReply = new Map<RequestId, () => void>();
  readonly #listeners = new Map<string, Set<(params: Record<string, unknown> | undefined) => void>>();
  #appInfo: Implementation | undefined;
  #appCapabilities: McpUiAppCapabilities | undefined;
  #initialized = false;

  constructor(parts: AnswersParts) {
    super(parts);
    this.#parts = parts;
    this.hostInfo = parts.hostInfo;
    this.hostCapabilities = parts.hostCapabilities;
    this.ready = parts.handshake.ready;
    const host = this;
    this.#defaults = defaultAnswers({
      hostInfo: parts.hostInfo,
      hostCapabilities: parts.hostCapabilities,
      get hostContext() {
        return host.hostContext;
      },
      protocolVersion: parts.protocolVersion,
      tool: (name) => this.#tools.get(name),
      appCapabilities: () => this.#appCapabilities,
      afterReply: (id, fn) => void this.#afterReply.set(id, fn),
      // After a granted ui/request-display-mode reached the view.
      changeDisplayMode: (mode) => void this.setHostContext({ displayMode: mode }).catch(() => {}),
      files: parts.files,
    });
    for (const method of Object.keys(this.#defaults)) this.#route(method);
    parts.wire.ondelivered = (message) => {
      if (typeof message === "object" && message !== null && !("method" in message)) this.#delivered(message.id);
    };
    this.on(INITIALIZED_METHOD, () => this.#onInitialized());
  }

  /** True once the view has sent `ui/notifications/initialized`. */
  get initialized(): boolean {
    return this.#initialized;
  }

  /** The view's `appInfo` from `ui/initialize`. */
  get appInfo(): Implementation | undefined {
    return this.#appInfo;
  }

  /** The view's `appCapabilities` from `ui/initialize`. */
  get appCapabilities(): McpUiAppCapabilities | undefined {
    return this.#appCapabilities;
  }

  // ---- answering the view ----

  /**
   * Adds server tool `name`: the view's `tools/call` for it (its `callServerTool`) is answered by
   * `handler`. (A view's own tools, which the host calls, are the view's `oncalltool`.) Returns the undo.
   */
  addServerTool<T extends ToolTypes = ToolTypes>(tool: T | T["name"], handler: TestToolHandler<T>): () => void {
    const name = typeof tool === "string" ? tool : tool?.name;
    if (typeof name !== "string" || !name)
      throw new AppError("INVALID_PARAMS", "addServerTool() needs a tool name or a tool definition with a name");
    if (typeof handler !== "function")
      throw new AppError("INVALID_PARAMS", `addServerTool(${JSON.stringify(name)}) needs a handler function`);
    const answer = handler as unknown as TestToolHandler;
    this.#tools.set(name, answer);
    return () => this.#tools.get(name) === answer && this.#tools.delete(name);
  }

  /**
   * Adds server tools by name (see {@link TestHost.addServerTool}). Typed from the tool definitions
   * (`host.tools<typeof import("./tools")>({ greet: ({ name }) => … })`), each handler's arguments and
   * result are its tool's. Returns the host, for chaining.
   */
  tools<M = ToolTypes>(handlers: TestToolHandlers<M>): this {
    for (const [name, handler] of Object.entries(handlers)) this.addServerTool(name, handler as TestToolHandler);
    return this;
  }

  /** Answers the view's `method` requests with `handler` instead of the default. Returns the undo. */
  handle<M extends keyof AppRequestMap>(method: M, handler: HostRequestHandler<M>): () => void;
  handle(method: string, handler: (params: Record<string, unknown>, ctx: HandlerContext) => unknown): () => void;
  handle(method: string, handler: AnyHandler): () => void {
    this.#handlers.set(method, handler);
    this.#route(method);
    return () => this.#handlers.get(method) === handler && this.#handlers.delete(method);
  }

  /** Calls `fn` with the params of every `method` notification from the view. Returns its unsubscribe. */
  on(method: string, fn: (params: Record<string, unknown> | undefined) => void): () => void {
    let set = this.#listeners.get(method);
    if (!set) {
      const listeners = (set = new Set());
      this.#listeners.set(method, set);
      this.#parts.rpc.listen(method, (params) => [...listeners].forEach((listener) => listener(params)));
    }
    set.add(fn);
    return () => void set.delete(fn);
  }

  /**
   * Bends what happens to `method`: delay, drop or fail the replies to the view's requests, duplicate
   * the host's notifications. Replaces the method's earlier fault. Returns the undo.
   *
   * @example
   * host.fault("ui/initialize", { drop: true }); // the handshake never completes
   */
  fault(method: string, fault: Fault): () => void {
    this.#route(method);
    return this.#parts.faults.set(method, fault);
  }

  /** Closes the layers below; then rejects {@link HostAnswers.ready} if the view never initialized, and drops what answers left for later. */
  override close(): void {
    super.close();
    this.#parts.handshake.close();
    this.#afterReply.clear();
  }

  #onInitialized(): void {
    if (this.#initialized) return;
    this.#initialized = true;
    this.#parts.rpc.open();
    this.#parts.handshake.initialized();
  }

  /** Runs what the answer to request `id` left for after the view was handed its response. */
  #delivered(id: RequestId): void {
    const fn = this.#afterReply.get(id);
    this.#afterReply.delete(id);
    fn?.();
  }

  #route(method: string): void {
    const { rpc, faults } = this.#parts;
    rpc.handle(method, (params, ctx) => Faults.apply(faults.take(method), ctx, () => this.#answer(method, params, ctx)));
  }

  #answer(method: string, params: Record<string, unknown>, ctx: HandlerContext): unknown {
    const { profile, hostCapabilities, handshake } = this.#parts;
    if (method === INITIALIZE_METHOD) {
      handshake.seen = true;
      this.#appInfo = params.appInfo as Implementation;
      this.#appCapabilities = params.appCapabilities as McpUiAppCapabilities;
    }
    const capability = REQUIRED_CAPABILITY[method];
    if (capability && !hostCapabilities[capability]) {
      throw jsonRpcError(-32601, `${method} is not supported by this host (no hostCapabilities.${capability})`);
    }
    const refusal = refusalOf(profile, method);
    if (refusal?.kind === "error") throw jsonRpcError(refusal.code, refusal.message);
    if (refusal) return {};
    const own = this.#handlers.get(method);
    const handler = own ?? this.#defaults[method];
    if (!handler) throw jsonRpcError(-32601, "Method not found");
    const result = own ? Promise.resolve(own(params, ctx)).then((answer) => objectAnswer(method, answer)) : handler(params, ctx);
    return profile.behaviour ? Promise.resolve(result).then((answer) => behave(profile, method, answer)) : result;
  }
}

/**
 * A test handler's answer: an object, or nothing (the empty result `{}`). Anything else is no answer
 * a host may give, and the view gets an error saying so, never `{}`: a view that counts `{}` as
 * taken (`ui/update-model-context`) would otherwise count a handler's `false` or `"refused"` so.
 */
function objectAnswer(method: string, answer: unknown): unknown {
  if (answer === undefined || (typeof answer === "object" && answer !== null && !Array.isArray(answer))) return answer;
  throw jsonRpcError(
    -32603,
    `The test's ${method} handler answered ${JSON.stringify(answer) ?? typeof answer}, not an object ({} for an empty result)`,
  );
}
