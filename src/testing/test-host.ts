// A scripted MCP Apps host for widget tests. It speaks the host side of the protocol over the core's
// JSON-RPC engine: it answers `ui/initialize` with its info, capabilities and context, holds every
// notification and request of its own until the view sends `ui/notifications/initialized` (the
// engine's gate), answers the view's requests with defaults or the test's handlers, and records
// everything both ways. Fault injection bends the answers; `close()` undoes everything it installed.
import {
  AppError,
  INITIALIZED_METHOD,
  INITIALIZE_METHOD,
  type AppRequestMap,
  type HandlerContext,
  type Implementation,
  type McpUiAppCapabilities,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type McpUiTheme,
  type RequestId,
  type Transport,
} from "../index.js";
import { Rpc } from "../rpc/rpc.js";
import { defaultAnswers, jsonRpcError, REQUIRED_CAPABILITY, type AnswerContext, type AnyHandler, type HostRequestHandler, type TestToolHandler } from "./answers.js";
import { createChannel, type Channel, type ChannelOptions } from "./channel.js";
import type { HostParams } from "./messages.js";
import { Faults, type Fault } from "./faults.js";
import { behave, viewToolMethod } from "./behaviour.js";
import { FakeOpenAi } from "./fake-openai.js";
import { profileContext, resolveProfile, type HostProfile, type ProfileName } from "./profiles.js";
import { Recorder } from "./recorder.js";
import { RecordingTransport } from "./recording-transport.js";
import { TestHostScript } from "./test-host-script.js";

/** Options of {@link createTestHost}. */
export interface TestHostOptions extends ChannelOptions {
  /** Starting point for info, capabilities and context. @default "default" (every capability) */
  profile?: ProfileName | HostProfile;
  /** The profile's theme and variables to start in. @default hostContext.theme, else "light" */
  theme?: McpUiTheme;
  /** Replaces the profile's host info. */
  hostInfo?: Implementation;
  /** Replaces the profile's capabilities. Requests needing a capability that is absent get -32601. */
  hostCapabilities?: McpUiHostCapabilities;
  /** Merged over the profile's context (top-level keys). */
  hostContext?: McpUiHostContext;
  /** The protocol version to answer with. @default "2026-01-26" */
  protocolVersion?: string;
  /** Milliseconds before the host's own requests and `waitFor()` give up. @default 3000 */
  timeout?: number;
  /** Server tools the view may call, by name. */
  tools?: Record<string, TestToolHandler>;
  /** Handlers for the view's requests, by method (they replace the defaults). */
  handlers?: { [M in keyof AppRequestMap]?: HostRequestHandler<M> };
  /** Faults by method (see {@link TestHost.fault}). */
  faults?: Record<string, Fault>;
}

/**
 * A scripted host for one view. Create one per test and `close()` it afterwards.
 *
 * @example
 * const host = createTestHost({ tools: { add: ({ a, b }) => ({ content: [{ type: "text", text: `${Number(a) + Number(b)}` }] }) } });
 * await new App({ name: "w", version: "1" }).connect();
 * await host.sendToolResult({ content: [], structuredContent: { n: 1 } });
 */
export class TestHost extends TestHostScript {
  readonly hostInfo: Implementation;
  readonly hostCapabilities: McpUiHostCapabilities;
  /** Resolves when the view has sent `ui/notifications/initialized`; rejects if the host closes first. */
  readonly ready: Promise<void>;
  readonly #channel: Channel;
  readonly #faults = new Faults();
  readonly #tools = new Map<string, TestToolHandler>();
  readonly #handlers = new Map<string, AnyHandler>();
  readonly #defaults: Record<string, AnyHandler>;
  readonly #listeners = new Map<string, Set<(params: Record<string, unknown> | undefined) => void>>();
  readonly #afterReply = new Map<RequestId, () => void>();
  readonly #protocolVersion: string | undefined;
  #appInfo: Implementation | undefined;
  #appCapabilities: McpUiAppCapabilities | undefined;
  #handshakeSeen = false;
  #initialized = false;
  #settleReady: [() => void, (error: AppError) => void];
  readonly #profile: HostProfile;
  /** The fake `window.openai` of a profile with the `openai` behaviour (none over a frame channel or a given transport). */
  readonly openai: FakeOpenAi | undefined;

  constructor(options: TestHostOptions = {}) {
    const profile = resolveProfile(options.profile);
    const theme = options.theme ?? options.hostContext?.theme ?? "light";
    const context = { ...profileContext(profile, theme), ...structuredClone(options.hostContext) };
    const recorder = new Recorder();
    const rpc = new Rpc({ log: (entry) => entry.type === "error" && void recorder.ignored(entry.error.data, entry.error.message) });
    // Last of what can throw: from here on the channel may have installed itself on the window.
    const openai = profile.behaviour?.openai;
    if (openai === "only" && isFrame(options.channel)) throw new AppError("NOT_SUPPORTED", "A profile with only window.openai cannot use a frame channel: the fake window.openai must be installed in the view's window (use the \"window\" or \"transport\" channel, or give the transport option and install a FakeOpenAi bridged to its other end in the view's window)");
    const channelOptions: ChannelOptions = openai === "only" ? { ...options, channel: "transport" } : options;
    const channel = createChannel(channelOptions, { onIgnore: (data, reason) => recorder.ignored(data, reason), onLeave: (error) => rpc.close(error) });
    const wire = new RecordingTransport(channel.host, recorder);
    super({ rpc, wire, recorder, profile, timeout: options.timeout ?? 3000, context });
    this.#channel = channel;
    this.#profile = profile;
    this.hostInfo = options.hostInfo ?? profile.hostInfo;
    this.hostCapabilities = options.hostCapabilities ?? profile.hostCapabilities;
    this.#protocolVersion = options.protocolVersion;
    let settle!: [() => void, (error: AppError) => void];
    this.ready = new Promise<void>((resolve, reject) => void (settle = [resolve, reject]));
    this.ready.catch(() => {});
    this.#settleReady = settle;
    this.#defaults = defaultAnswers(this.#answerContext());
    wire.ondelivered = (message) => {
      if (typeof message === "object" && message !== null && !("method" in message)) this.#runAfterReply(message.id);
    };
    for (const method of Object.keys(this.#defaults)) this.#route(method);
    this.on(INITIALIZED_METHOD, () => this.#onInitialized());
    for (const [name, handler] of Object.entries(options.tools ?? {})) this.addServerTool(name, handler);
    for (const [method, handler] of Object.entries(options.handlers ?? {})) this.handle(method as keyof AppRequestMap, handler as HostRequestHandler);
    for (const [method, fault] of Object.entries(options.faults ?? {})) this.fault(method, fault);
    rpc.attach(wire).catch((error: Error) => recorder.ignored(undefined, `the channel failed to start: ${error.message}`));
    // Over a frame channel the view's window is the frame's, which this page cannot script: no fake there.
    // Over a given transport the view's end, and so the fake, is the test's to install (FakeOpenAi).
    const view = options.transport ? undefined : (options.window ?? (typeof window === "undefined" || channel.kind === "frame" ? undefined : window));
    this.openai = openai && view ? new FakeOpenAi(view, context, openai === "only" ? channel.view : undefined) : undefined;
  }

  // ---- state ----

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

  /** The view's end of the `"transport"` channel: pass it to `app.connect(host.transport)`. */
  get transport(): Transport {
    const view = this.#channel.view;
    if (!view && this.#channel.kind === "transport") throw new AppError("NOT_SUPPORTED", "host.transport exists only when the test host makes the transport pair; this host speaks over the transport option, whose other end is the view's");
    if (!view) throw new AppError("NOT_SUPPORTED", `host.transport exists only with createTestHost({ channel: "transport" }); this host uses the ${this.#channel.kind} channel`);
    return view;
  }

  protected override handshakeSeen(): boolean {
    return this.#handshakeSeen;
  }

  // ---- answering the view ----

  /**
   * Adds server tool `name`: the view's `tools/call` for it (its `callServerTool`) is answered by
   * `handler`. (A view's own tools, which the host calls, are the view's `oncalltool`.) Returns the undo.
   */
  addServerTool(name: string, handler: TestToolHandler): () => void {
    this.#tools.set(name, handler);
    return () => this.#tools.get(name) === handler && this.#tools.delete(name);
  }

  /** Adds server tools by name (see {@link TestHost.addServerTool}). Returns the host, for chaining. */
  tools(handlers: Record<string, TestToolHandler>): this {
    for (const [name, handler] of Object.entries(handlers)) this.addServerTool(name, handler);
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
      this.rpc.listen(method, (params) => [...listeners].forEach((listener) => listener(params)));
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
    return this.#faults.set(method, fault);
  }

  protected override wireName(method: string): string {
    return viewToolMethod(this.#profile, method);
  }

  /** Sends any notification (held until the view is initialized); a profile's behaviour may change its params. */
  override sendNotification<M extends string>(method: M, params?: HostParams<M>): Promise<void> {
    return super.sendNotification(method, behave(this.#profile, method, params) as HostParams<M>);
  }

  protected override duplicates(method: string): number {
    return this.#faults.has(method) ? (this.#faults.take(method)?.duplicate ?? 1) : 1;
  }

  #route(method: string): void {
    this.rpc.handle(method, (params, ctx) => Faults.apply(this.#faults.take(method), ctx, () => this.#answer(method, params, ctx)));
  }

  #answer(method: string, params: Record<string, unknown>, ctx: HandlerContext): unknown {
    if (method === INITIALIZE_METHOD) {
      this.#handshakeSeen = true;
      this.#appInfo = params.appInfo as Implementation;
      this.#appCapabilities = params.appCapabilities as McpUiAppCapabilities;
    }
    const capability = REQUIRED_CAPABILITY[method];
    if (capability && !this.hostCapabilities[capability]) {
      throw jsonRpcError(-32601, `${method} is not supported by this host (no hostCapabilities.${capability})`);
    }
    const handler = this.#handlers.get(method) ?? this.#defaults[method];
    if (!handler) throw jsonRpcError(-32601, "Method not found");
    const result = handler(params, ctx);
    return this.#profile.behaviour ? Promise.resolve(result).then((answer) => behave(this.#profile, method, answer)) : result;
  }

  #answerContext(): AnswerContext {
    const host = this;
    return {
      hostInfo: this.hostInfo,
      hostCapabilities: this.hostCapabilities,
      get hostContext() {
        return host.hostContext;
      },
      protocolVersion: this.#protocolVersion,
      tool: (name) => this.#tools.get(name),
      appCapabilities: () => this.#appCapabilities,
      afterReply: (id, fn) => void this.#afterReply.set(id, fn),
      changeDisplayMode: (mode) => void this.setHostContext({ displayMode: mode }).catch(() => {}),
    };
  }

  #runAfterReply(id: RequestId): void {
    const fn = this.#afterReply.get(id);
    this.#afterReply.delete(id);
    fn?.();
  }

  #onInitialized(): void {
    if (this.#initialized) return;
    this.#initialized = true;
    this.rpc.open();
    this.#settleReady[0]();
  }

  /** Releases everything: restores `window.parent.postMessage`, rejects pending requests and waits, stops timers. Idempotent. */
  override close(): void {
    if (this.closed) return;
    super.close();
    this.#settleReady[1](new AppError("CLOSED", "The test host closed before the view sent ui/notifications/initialized"));
    this.#afterReply.clear();
    this.openai?.uninstall();
  }
}

const isFrame = (channel: TestHostOptions["channel"]): boolean => channel !== undefined && typeof channel === "object";

/**
 * Creates a {@link TestHost}. With the default `"window"` channel it takes over `window.parent`
 * until `close()`, so a view calling `connect()` with no arguments talks to it.
 */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  return new TestHost(options);
}
