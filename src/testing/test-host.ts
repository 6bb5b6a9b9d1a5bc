// A scripted MCP Apps host for widget tests. It speaks the host side of the protocol over the core's
// JSON-RPC engine: it answers `ui/initialize` with its info, capabilities and context, holds every
// notification and request of its own until the view sends `ui/notifications/initialized` (the
// engine's gate), answers the view's requests with defaults or the test's handlers, and records
// everything both ways. Fault injection bends the answers; `close()` undoes everything it installed.
// The TestHost owns the channel to the view (host-channel.ts) and forwards to three parts:
// HostAnswers (what the host does with what the view sends: answers, faults, the handshake),
// TestHostScript (what it sends the view) and HostRecords (what crossed, both ways).
import {
  AppError,
  type AppRequestMap,
  type CallToolResult,
  type HandlerContext,
  type Implementation,
  type McpUiAppCapabilities,
  type McpUiHostCapabilities,
  type McpUiHostContext,
  type McpUiSizeChangedParams,
  type McpUiTheme,
  type McpUiToolCancelledParams,
  type McpUiToolInputParams,
  type RequestOptions,
  type ToolTypes,
  type Transport,
} from "../index.js";
import { Rpc } from "../rpc/rpc.js";
import type { Finding } from "./conformance/rules.js";
import { ConformanceWatch } from "./conformance-watch.js";
import { parseFixture, type Fixture } from "./fixture.js";
import { fixtureContext, mockTools } from "./fixture-host.js";
import type { AnyHandler, HostRequestHandler, TestToolHandler, TestToolHandlers } from "./answers.js";
import { BoundApps } from "./bound-apps.js";
import type { Channel } from "./channel.js";
import type { FakeOpenAi } from "./fake-openai.js";
import type { Fault } from "./faults.js";
import { HostAnswers } from "./host-answers.js";
import { installFakeOpenAi, openHostChannel } from "./host-channel.js";
import { HostRecords } from "./host-records.js";
import type { HostParams, ViewParams } from "./messages.js";
import { profileContext, resolveProfile } from "./profiles.js";
import { Recorder, type HostRecord, type WaitOptions } from "./recorder.js";
import { TestHostScript, type StreamOptions } from "./test-host-script.js";
import type { TestHostOptions } from "./test-host-options.js";

export type { TestHostOptions } from "./test-host-options.js";

/**
 * A scripted host for one view. Create one per test and `close()` it afterwards.
 *
 * @example
 * const host = createTestHost({ tools: { add: ({ a, b }) => ({ content: [{ type: "text", text: `${Number(a) + Number(b)}` }] }) } });
 * await new App({ name: "w", version: "1" }).connect();
 * await host.sendToolResult({ content: [], structuredContent: { n: 1 } });
 */
export class TestHost {
  readonly hostInfo: Implementation;
  readonly hostCapabilities: McpUiHostCapabilities;
  /** Resolves when the view has sent `ui/notifications/initialized`; rejects if the host closes first. */
  readonly ready: Promise<void>;
  /** The fake `window.openai` of a profile with the `openai` behaviour (none over a frame channel or a given transport). */
  readonly openai: FakeOpenAi | undefined;
  /** The fixture the host was created with, checked (see {@link TestHost.sendFixture}). */
  readonly fixture: Fixture | undefined;
  readonly #channel: Channel;
  readonly #answers: HostAnswers;
  readonly #script: TestHostScript;
  readonly #records: HostRecords;
  readonly #bound: BoundApps | undefined;
  readonly #conformance: ConformanceWatch;

  constructor(options: TestHostOptions = {}) {
    const profile = resolveProfile(options.profile);
    const fixture = options.fixture === undefined ? undefined : parseFixture(options.fixture, "createTestHost({ fixture })");
    this.fixture = fixture;
    const theme = options.theme ?? options.hostContext?.theme ?? fixture?.hostContext?.theme ?? "light";
    const context = { ...profileContext(profile, theme), ...fixtureContext(fixture), ...structuredClone(options.hostContext) };
    const timeout = options.timeout ?? 3000;
    const recorder = new Recorder();
    const rpc = new Rpc({ log: (entry) => entry.type === "error" && void recorder.ignored(entry.error.data, entry.error.message) });
    // Last of what can throw: from here on the channel may have installed itself on the window.
    const { channel, wire } = openHostChannel(options, profile, recorder, rpc);
    this.#channel = channel;
    this.hostInfo = options.hostInfo ?? profile.hostInfo;
    this.hostCapabilities = options.hostCapabilities ?? profile.hostCapabilities;
    this.#records = new HostRecords(recorder, timeout);
    this.#conformance = new ConformanceWatch((fn) => this.#records.onRecord(fn), viewDocument(options, channel));
    const { hostInfo, hostCapabilities } = this;
    const changeDisplayMode = (mode: McpUiHostContext["displayMode"]) => void this.setHostContext({ displayMode: mode }).catch(() => {});
    const answers = new HostAnswers({
      rpc,
      wire,
      profile,
      hostInfo,
      hostCapabilities,
      protocolVersion: options.protocolVersion,
      hostContext: () => this.hostContext,
      changeDisplayMode,
      files: structuredClone(options.files ?? {}),
    });
    this.#answers = answers;
    this.ready = answers.ready;
    this.#script = new TestHostScript({ rpc, wire, records: this.#records, profile, timeout, context, answers, ready: this.ready });
    for (const [name, handler] of Object.entries({ ...mockTools(fixture), ...options.tools })) this.addServerTool(name, handler);
    for (const [method, handler] of Object.entries(options.handlers ?? {}))
      this.handle(method as keyof AppRequestMap, handler as HostRequestHandler);
    for (const [method, fault] of Object.entries(options.faults ?? {})) this.fault(method, fault);
    rpc.attach(wire).catch((error: Error) => recorder.ignored(undefined, `the channel failed to start: ${error.message}`));
    this.openai = installFakeOpenAi(options, profile, channel, context);
    this.#bound = bindApps(options, channel, this.openai !== undefined);
  }

  // ---- state ----

  /** True once the view has sent `ui/notifications/initialized`. */
  get initialized(): boolean {
    return this.#answers.initialized;
  }

  /** The view's `appInfo` from `ui/initialize`. */
  get appInfo(): Implementation | undefined {
    return this.#answers.appInfo;
  }

  /** The view's `appCapabilities` from `ui/initialize`. */
  get appCapabilities(): McpUiAppCapabilities | undefined {
    return this.#answers.appCapabilities;
  }

  /** The host context as the host last sent it (the handshake's, merged with every change since). */
  get hostContext(): McpUiHostContext {
    return this.#script.hostContext;
  }

  /** True once {@link TestHost.close} ran. */
  get closed(): boolean {
    return this.#script.closed;
  }

  /** The view's end of the `"transport"` channel: pass it to `app.connect(host.transport)`. */
  get transport(): Transport {
    const view = this.#channel.view;
    if (!view && this.#channel.kind === "transport")
      throw new AppError(
        "NOT_SUPPORTED",
        "host.transport exists only when the test host makes the transport pair; this host speaks over the transport option, whose other end is the view's",
      );
    if (!view)
      throw new AppError(
        "NOT_SUPPORTED",
        `host.transport exists only with createTestHost({ channel: "transport" }); this host uses the ${this.#channel.kind} channel`,
      );
    return view;
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
    return this.#answers.addServerTool(name, handler as unknown as TestToolHandler);
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
    return this.#answers.handle(method, handler);
  }

  /** Calls `fn` with the params of every `method` notification from the view. Returns its unsubscribe. */
  on(method: string, fn: (params: Record<string, unknown> | undefined) => void): () => void {
    return this.#answers.on(method, fn);
  }

  /**
   * Bends what happens to `method`: delay, drop or fail the replies to the view's requests, duplicate
   * the host's notifications. Replaces the method's earlier fault. Returns the undo.
   *
   * @example
   * host.fault("ui/initialize", { drop: true }); // the handshake never completes
   */
  fault(method: string, fault: Fault): () => void {
    return this.#answers.fault(method, fault);
  }

  // ---- notifications to the view (each resolves once the view has been handed it) ----

  /** Sends the complete tool arguments (`ui/notifications/tool-input`): `{ arguments: { … } }`. */
  sendToolInput(params: McpUiToolInputParams): Promise<void> {
    return this.#script.sendToolInput(params);
  }

  /** Sends partial tool arguments (`ui/notifications/tool-input-partial`): `{ arguments: { … } }`. */
  sendToolInputPartial(params: McpUiToolInputParams): Promise<void> {
    return this.#script.sendToolInputPartial(params);
  }

  /** Streams `{ arguments }` as growing partials, then (unless `final: false`) the complete input; resolves with the partials. */
  streamToolInput(params: { arguments: Record<string, unknown> }, options?: StreamOptions): Promise<Record<string, unknown>[]> {
    return this.#script.streamToolInput(params, options);
  }

  /** Sends the tool result (`ui/notifications/tool-result`). */
  sendToolResult(result: CallToolResult): Promise<void> {
    return this.#script.sendToolResult(result);
  }

  /** Plays the fixture's call as a host does: its arguments (`tool-input`), then its result (`tool-result`). */
  async sendFixture(): Promise<void> {
    if (!this.fixture) throw new AppError("INVALID_PARAMS", "sendFixture() needs a fixture: createTestHost({ fixture })");
    await this.sendToolInput({ arguments: structuredClone(this.fixture.arguments ?? {}) });
    await this.sendToolResult(structuredClone(this.fixture.result));
  }

  /** Tells the view the tool call was cancelled (`ui/notifications/tool-cancelled`). */
  sendToolCancelled(params?: McpUiToolCancelledParams): Promise<void> {
    return this.#script.sendToolCancelled(params);
  }

  /**
   * Changes the host context like the reference host: only top-level keys whose value changed are
   * sent, each in full. Before the view's handshake it only changes what the handshake will carry.
   * Resolves with the changes sent (`{}` when nothing changed).
   */
  setHostContext(context: McpUiHostContext): Promise<McpUiHostContext> {
    return this.#script.setHostContext(context);
  }

  /** Switches `theme` and the profile's variables for it (one `host-context-changed`). */
  setTheme(theme: McpUiTheme): Promise<McpUiHostContext> {
    return this.#script.setTheme(theme);
  }

  /** Sends `ui/notifications/host-context-changed` with `params` exactly as given, and merges them. */
  sendHostContextChange(params: McpUiHostContext): Promise<void> {
    return this.#script.sendHostContextChange(params);
  }

  /** Sends any notification (held until the view is initialized); a profile's behaviour may change its params. */
  sendNotification<M extends string>(method: M, params?: HostParams<M>): Promise<void> {
    return this.#script.sendNotification(method, params);
  }

  // ---- requests to the view ----

  /** Asks the view to tear down (`ui/resource-teardown`) and resolves with its answer. */
  teardownResource(params?: Record<string, unknown>, options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#script.teardownResource(params, options);
  }

  /** Calls one of the view's own tools (`tools/call`, needs the view's `tools` capability). */
  callTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<CallToolResult> {
    return this.#script.callTool(params, options);
  }

  /** Lists the view's own tools (`tools/list`). */
  listTools(params?: Record<string, unknown>, options?: RequestOptions): Promise<AppRequestMap["tools/list"]["result"]> {
    return this.#script.listTools(params, options);
  }

  /** Pings the view. */
  ping(options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#script.ping(options);
  }

  /** Sends any request to the view (held until it is initialized). A timeout's error carries the transcript. */
  sendRequest(method: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#script.sendRequest(method, params, options);
  }

  // ---- raw and malformed data ----

  /** Sends `data` exactly as given, bypassing the engine (after the handshake unless `early`). */
  sendRaw(data: unknown, options?: { early?: boolean }): Promise<void> {
    return this.#script.sendRaw(data, options);
  }

  /** Sends a `method` notification whose params are not an object, which no view may accept. */
  sendMalformed(method: string): Promise<void> {
    return this.#script.sendMalformed(method);
  }

  // ---- recording ----

  /** Every message both ways, and everything ignored, in order. */
  get messages(): readonly HostRecord[] {
    return this.#records.messages;
  }

  /** The params of every `method` request or notification the view sent, in order. */
  received<M extends string>(method: M): ViewParams<M>[] {
    return this.#records.received(method);
  }

  /** The params of every `method` request or notification the host sent, in order. */
  sent<M extends string>(method: M): HostParams<M>[] {
    return this.#records.sent(method);
  }

  /**
   * Resolves with the params of the first `method` message from the view (already received or still
   * to come) that `predicate` accepts. Rejects with `TIMEOUT` and the transcript after `timeout` ms.
   */
  waitFor<M extends string>(method: M, predicate?: (params: ViewParams<M>) => boolean, options?: WaitOptions): Promise<ViewParams<M>> {
    return this.#records.waitFor(method, predicate, options);
  }

  /** The last size the view reported (`ui/notifications/size-changed`). */
  lastSize(): McpUiSizeChangedParams | undefined {
    return this.#records.lastSize();
  }

  /** The view's log messages (`notifications/message`, or `ui/log` on the next wire names). */
  logs(): ViewParams<"notifications/message">[] {
    return this.#records.logs();
  }

  /** Calls `fn` with every message and every ignored datum from now on. Returns its unsubscribe. */
  onRecord(fn: (record: HostRecord) => void): () => void {
    return this.#records.onRecord(fn);
  }

  /**
   * The conformance rules (docs/conformance.md) on what the view did so far: the behaviour rules on
   * the wire, the static ones on the fixture, the design rules on the view's document (when it is in
   * this realm). With `settled: false` (a view still running) only what was sent is judged: what the
   * view has not sent yet (ui/initialize, initialized, its size, a tools/list answer) is no finding.
   * See `expectConformance(host)`.
   */
  conformance(options?: { settled?: boolean }): Finding[] {
    return this.#conformance.findings(this.#records.messages, this.fixture, options?.settled ?? true);
  }

  /** Every message so far as readable text, one per line: for failure messages. */
  transcript(): string {
    return this.#records.transcript();
  }

  /**
   * Releases everything: restores `window.parent.postMessage`, rejects pending requests and waits,
   * stops timers, and closes the Apps connected through this host (made after it was created, in
   * this JavaScript realm): with `connect()` in the window it stands in for, or `connect(host.transport)`.
   * Idempotent.
   */
  close(): void {
    if (this.closed) return;
    this.#script.close();
    this.#records.close();
    this.#answers.close();
    this.openai?.uninstall();
    this.#bound?.close();
  }
}

/** The view's document, when the view runs in this realm (not in a frame, nor at a transport's far end elsewhere). */
function viewDocument(options: TestHostOptions, channel: Channel): Document | undefined {
  if (channel.kind === "frame" || typeof document === "undefined") return undefined;
  return options.window?.document ?? document;
}

/**
 * Watches for the Apps that connect through this host: with no transport, in the window whose
 * parent (or window.openai) the host stands in for, if that is this realm's window; or over the
 * view's end of the host's transport pair. None for a frame, whose Apps run in another document.
 */
function bindApps(options: TestHostOptions, channel: Channel, openai: boolean): BoundApps | undefined {
  const own = typeof window !== "undefined" && (options.window ?? window) === window;
  const byDefault = own && (channel.kind === "window" || openai);
  const view = channel.view;
  if (!byDefault && !view) return undefined;
  return new BoundApps((transport) => (transport === undefined ? byDefault : transport === view));
}

/**
 * Creates a {@link TestHost}. With the default `"window"` channel it takes over `window.parent`
 * until `close()`, so a view calling `connect()` with no arguments talks to it.
 */
export function createTestHost(options: TestHostOptions = {}): TestHost {
  return new TestHost(options);
}
