// What the test host does with what the view sends. It answers the view's requests: the default
// answers (answers.ts), replaced by the test's server tools and handlers, refused for a capability
// the host lacks or as the profile's facts say (refusals.ts), and bent by the faults (faults.ts), which also say how often to send each of the
// host's notifications. It follows the handshake (what ui/initialize said; on initialized, it opens
// the engine's gate for the host's own messages), runs what an answer leaves for later (a granted
// display mode changes the context) once the view has been handed the response, and hands the
// view's notifications to the test's listeners.
import {
  AppError,
  INITIALIZED_METHOD,
  INITIALIZE_METHOD,
  type HandlerContext,
  type Implementation,
  type McpUiAppCapabilities,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type RequestId,
} from "../index.js";
import type { Rpc } from "../rpc/rpc.js";
import type { RecordingTransport } from "./recording-transport.js";
import { defaultAnswers, jsonRpcError, REQUIRED_CAPABILITY, type AnyHandler, type TestToolHandler } from "./answers.js";
import { behave } from "./behaviour.js";
import { Faults, type Fault } from "./faults.js";
import type { HostProfile } from "./profiles.js";
import { refusalOf } from "./refusals.js";
import type { TestFile } from "./openai-answers.js";

/** What {@link HostAnswers} answers with, and what its answers may do to the host. */
export interface AnswersSetup {
  /** The host's engine: each answered method gets a handler on it, each heard one a listener. */
  rpc: Rpc;
  /** The host's end: it says when a response has been handed to the view. */
  wire: Pick<RecordingTransport, "ondelivered">;
  profile: HostProfile;
  hostInfo: Implementation;
  hostCapabilities: McpUiHostCapabilities;
  /** The protocol version to answer `ui/initialize` with (the latest when undefined). */
  protocolVersion: string | undefined;
  /** The host context as the host last sent it. */
  hostContext(): McpUiHostContext;
  /** Files opened by a file entrypoint, by `resourceUri` (written in place by `openai/resources/write`). */
  files: Record<string, TestFile>;
  /** Switches the host's display mode (after a granted `ui/request-display-mode` reached the view). */
  changeDisplayMode(mode: McpUiHostContext["displayMode"]): void;
}

/** The answering and listening half of a test host. */
export class HostAnswers {
  /** Resolves when the view has sent `ui/notifications/initialized`; rejects if the host closes first. */
  readonly ready: Promise<void>;
  readonly #setup: AnswersSetup;
  readonly #faults = new Faults();
  readonly #tools = new Map<string, TestToolHandler>();
  readonly #handlers = new Map<string, AnyHandler>();
  readonly #defaults: Record<string, AnyHandler>;
  readonly #afterReply = new Map<RequestId, () => void>();
  readonly #listeners = new Map<string, Set<(params: Record<string, unknown> | undefined) => void>>();
  #appInfo: Implementation | undefined;
  #appCapabilities: McpUiAppCapabilities | undefined;
  #handshakeSeen = false;
  #initialized = false;
  #settleReady!: [() => void, (error: AppError) => void];

  constructor(setup: AnswersSetup) {
    this.#setup = setup;
    this.ready = new Promise<void>((resolve, reject) => void (this.#settleReady = [resolve, reject]));
    this.ready.catch(() => {});
    this.#defaults = defaultAnswers({
      hostInfo: setup.hostInfo,
      hostCapabilities: setup.hostCapabilities,
      get hostContext() {
        return setup.hostContext();
      },
      protocolVersion: setup.protocolVersion,
      tool: (name) => this.#tools.get(name),
      appCapabilities: () => this.#appCapabilities,
      afterReply: (id, fn) => void this.#afterReply.set(id, fn),
      changeDisplayMode: setup.changeDisplayMode,
      files: setup.files,
    });
    for (const method of Object.keys(this.#defaults)) this.#route(method);
    setup.wire.ondelivered = (message) => {
      if (typeof message === "object" && message !== null && !("method" in message)) this.#delivered(message.id);
    };
    this.on(INITIALIZED_METHOD, () => this.#onInitialized());
  }

  /** True once the view has sent `ui/notifications/initialized`. */
  get initialized(): boolean {
    return this.#initialized;
  }

  /** Whether the view's `ui/initialize` arrived. */
  get handshakeSeen(): boolean {
    return this.#handshakeSeen;
  }

  /** The view's `appInfo` from `ui/initialize`. */
  get appInfo(): Implementation | undefined {
    return this.#appInfo;
  }

  /** The view's `appCapabilities` from `ui/initialize`. */
  get appCapabilities(): McpUiAppCapabilities | undefined {
    return this.#appCapabilities;
  }

  /** Answers the view's `tools/call` for server tool `name` with `handler`. Returns the undo. */
  addServerTool(name: string, handler: TestToolHandler): () => void {
    this.#tools.set(name, handler);
    return () => this.#tools.get(name) === handler && this.#tools.delete(name);
  }

  /** Answers the view's `method` requests with `handler` instead of the default. Returns the undo. */
  handle(method: string, handler: AnyHandler): () => void {
    this.#handlers.set(method, handler);
    this.#route(method);
    return () => this.#handlers.get(method) === handler && this.#handlers.delete(method);
  }

  /** Sets the fault of `method`, replacing its earlier one. Returns the undo. */
  fault(method: string, fault: Fault): () => void {
    this.#route(method);
    return this.#faults.set(method, fault);
  }

  /** How many times to send the host's next `method` notification (its `duplicate` fault, counting one use). */
  duplicates(method: string): number {
    return this.#faults.has(method) ? (this.#faults.take(method)?.duplicate ?? 1) : 1;
  }

  /** Calls `fn` with the params of every `method` notification from the view. Returns its unsubscribe. */
  on(method: string, fn: (params: Record<string, unknown> | undefined) => void): () => void {
    let set = this.#listeners.get(method);
    if (!set) {
      const listeners = (set = new Set());
      this.#listeners.set(method, set);
      this.#setup.rpc.listen(method, (params) => [...listeners].forEach((listener) => listener(params)));
    }
    set.add(fn);
    return () => void set.delete(fn);
  }

  /** Rejects {@link HostAnswers.ready} if the view never initialized, and drops what answers left for later. */
  close(): void {
    this.#settleReady[1](new AppError("CLOSED", "The test host closed before the view sent ui/notifications/initialized"));
    this.#afterReply.clear();
  }

  #onInitialized(): void {
    if (this.#initialized) return;
    this.#initialized = true;
    this.#setup.rpc.open();
    this.#settleReady[0]();
  }

  /** Runs what the answer to request `id` left for after the view was handed its response. */
  #delivered(id: RequestId): void {
    const fn = this.#afterReply.get(id);
    this.#afterReply.delete(id);
    fn?.();
  }

  #route(method: string): void {
    this.#setup.rpc.handle(method, (params, ctx) => Faults.apply(this.#faults.take(method), ctx, () => this.#answer(method, params, ctx)));
  }

  #answer(method: string, params: Record<string, unknown>, ctx: HandlerContext): unknown {
    const { profile, hostCapabilities } = this.#setup;
    if (method === INITIALIZE_METHOD) {
      this.#handshakeSeen = true;
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
    const handler = this.#handlers.get(method) ?? this.#defaults[method];
    if (!handler) throw jsonRpcError(-32601, "Method not found");
    const result = handler(params, ctx);
    return profile.behaviour ? Promise.resolve(result).then((answer) => behave(profile, method, answer)) : result;
  }
}
