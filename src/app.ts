// The App: the view side of MCP Apps (io.modelcontextprotocol/ui, 2026-01-26).
//
// Lifecycle. `connect()` attaches a transport (by default `window.parent` over postMessage, reading
// only messages whose source is the parent) and sends `ui/initialize` as the very first message. The
// result is stored (a missing or partly invalid `hostContext` never fails it), host styles are
// applied when asked for, the status turns `connected`, and `ui/notifications/initialized` goes out.
// Only then does the gate open: every request and notification made earlier, even before
// `connect()`, is sent in call order, and auto-resize starts. The parent's origin is pinned from the
// handshake response (unless opaque), so later messages from any other origin are dropped.
//
// State, not just events. Tool input, partial input, result, cancellation and the host context are
// kept in a snapshot (`getSnapshot`/`subscribe`), and a handler attached after its data arrived is
// called once with the current value, so late handlers, React effects and StrictMode remounts never
// miss data. `on*` setters are one slot each and `on()`/`addEventListener` add listeners: nobody
// overwrites anybody else.
import { AppError } from "./errors.js";
import { checkHostContext, checkToolResult } from "./context.js";
import { routeNotifications } from "./inbound.js";
import * as P from "./protocol.js";
import { observeSize } from "./resize.js";
import { methodNotFound, Rpc, type HandlerContext, type LogEntry, type RequestOptions } from "./rpc.js";
import type { HostStyleSync } from "./styles.js";
import { ToolRegistry, type AppToolCallback, type AppToolConfig, type RegisteredAppTool } from "./tools.js";
import { AppStore, type AppEventMap, type AppSnapshot, type Listener } from "./store.js";
import { PostMessageTransport, type Transport } from "./transport.js";
import type { AppRequestMap, LoggingMessageNotificationParams } from "./methods.js";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ToolCallParams, ToolResult, ToolTypes } from "./typed-tools.js";

/** Options of the {@link App}. */
export interface AppOptions {
  /** Report the view's size to the host whenever it changes. @default true */
  autoResize?: boolean;
  /** Reject requests made before the handshake completes instead of queueing them. @default false */
  strict?: boolean;
  /** Default request timeout in ms. @default 60000 */
  timeout?: number;
  /**
   * Applies the host's theme, CSS variables and fonts from the handshake on, keeps them in sync, and
   * undoes them on close. Pass `createHostStyleSync()` (so that widgets without it do not carry its
   * code), or any `{ update, undo }`.
   *
   * @example
   * new App(appInfo, {}, { hostStyles: createHostStyleSync() });
   */
  hostStyles?: HostStyleSync;
  /** Sees every message sent, received or ignored, and every error. */
  log?: (entry: LogEntry) => void;
  /** Accepted for compatibility; mcp-view never evaluates code. */
  allowUnsafeEval?: boolean;
}

type TeardownHandler = (params: Record<string, unknown>, ctx: HandlerContext) => P.McpUiResourceTeardownResult | Promise<P.McpUiResourceTeardownResult>;
type CallToolHandler = (params: AppRequestMap["tools/call"]["params"], ctx: HandlerContext) => Promise<P.CallToolResult>;
type ListToolsHandler = (params: Record<string, unknown>, ctx: HandlerContext) => Promise<AppRequestMap["tools/list"]["result"]>;

/** The events with an `on*` slot on the App. */
const SLOT_EVENTS = ["toolinput", "toolinputpartial", "toolresult", "toolcancelled", "hostcontextchanged", "error"] as const;

/**
 * An MCP App view. Drop-in compatible with the official `App`.
 *
 * @example
 * const app = new App({ name: "board", version: "1.0.0" });
 * app.ontoolresult = (result) => render(result.structuredContent);
 * await app.connect();
 */
export class App {
  /** Called once when the App closes. */
  onclose: (() => void) | undefined;
  /** Answers `ui/resource-teardown`; the host waits for the returned promise. */
  onteardown: TeardownHandler | undefined;
  readonly #appInfo: P.Implementation;
  readonly #capabilities: P.McpUiAppCapabilities;
  readonly #options: AppOptions;
  readonly #rpc: Rpc;
  readonly #store: AppStore;
  readonly #tools = new ToolRegistry(() => this.#toolsChanged());
  readonly #cleanups = new Set<() => void>();
  #transport: Transport | undefined;
  #styles: HostStyleSync | undefined;
  #oncalltool: CallToolHandler | undefined;
  #onlisttools: ListToolsHandler | undefined;

  constructor(appInfo: P.Implementation, capabilities: P.McpUiAppCapabilities = {}, options: AppOptions = {}) {
    if (options.hostStyles && typeof options.hostStyles.update !== "function") {
      throw new AppError("INVALID_PARAMS", "The hostStyles option takes createHostStyleSync(), as in { hostStyles: createHostStyleSync() }");
    }
    this.#appInfo = appInfo;
    this.#capabilities = { ...capabilities };
    this.#options = options;
    const store = (this.#store = new AppStore(options.log));
    this.#rpc = new Rpc({
      ...options, // its timeout and log
      onerror: (error) => store.emit("error", error),
      onresponse: (_id, extra) => {
        if (store.get().status === "connecting" && extra?.origin) this.#transport?.pinOrigin?.(extra.origin);
      },
      onclose: () => void this.close(),
    });
    for (const event of SLOT_EVENTS) {
      Object.defineProperty(this, `on${event}`, { get: () => store.slot(event), set: (fn) => store.setSlot(event, fn) });
    }
    routeNotifications(this.#rpc, store, () => this.#styles);
    this.#routeRequests();
  }

  // ---- lifecycle ----

  /** Connects to the host and completes the `ui/initialize` handshake. */
  async connect(transport?: Transport, options?: RequestOptions): Promise<void> {
    const { status } = this.#store.get();
    if (status === "closed" || status === "failed") throw new AppError("CLOSED", `App is ${status}; create a new App to connect again`);
    if (status !== "idle") throw new AppError("ALREADY_CONNECTED", "App is already connected");
    this.#store.set({ status: "connecting" });
    // The default transport talks to window.parent and reads only messages from it.
    this.#transport = transport ??= new PostMessageTransport(undefined, undefined, {
      onignore: (data, reason) => this.#options.log?.({ type: "ignore", data, reason }),
    });
    let result: Record<string, unknown>;
    try {
      await this.#rpc.attach(transport);
      const params = { appInfo: this.#appInfo, appCapabilities: this.#capabilities, protocolVersion: P.LATEST_PROTOCOL_VERSION };
      result = await this.#rpc.request("ui/initialize", params, options, { early: true });
    } catch (cause) {
      // Keeps the rpcCode and data of the cause (an AppError's own fields).
      const error = new AppError("HANDSHAKE_FAILED", `ui/initialize failed: ${(cause as Error)?.message}`, { ...(cause as AppError), cause });
      if (this.#store.get().status === "connecting") this.#store.set({ status: "failed", error });
      this.#rpc.close(error);
      this.#dispose();
      throw error;
    }
    this.#accept(result);
    await this.#rpc.notify("ui/notifications/initialized", undefined, true);
    this.#rpc.open();
    if (this.#options.autoResize ?? true) this.setupSizeChangedNotifications();
  }

  #accept(result: Record<string, unknown>): void {
    const { context, invalid } = checkHostContext(result.hostContext);
    if (invalid.length) this.#store.fail(`Ignored invalid host context fields: ${invalid.join(", ")}`, result.hostContext);
    this.#styles = this.#options.hostStyles;
    this.#styles?.update(context);
    this.#store.set({
      status: "connected",
      protocolVersion: typeof result.protocolVersion === "string" ? result.protocolVersion : undefined,
      hostInfo: P.isObject(result.hostInfo) ? (result.hostInfo as unknown as P.Implementation) : undefined,
      hostCapabilities: P.isObject(result.hostCapabilities) ? result.hostCapabilities : {},
      hostContext: context,
    });
    // Handlers registered before the handshake get the initial context, as a first change.
    this.#store.emit("hostcontextchanged", context);
  }

  /** Closes the connection: pending requests reject with `CLOSED`, and everything it set up is released. Idempotent. */
  async close(): Promise<void> {
    if (this.#store.get().status === "closed") return;
    this.#rpc.close();
    this.#dispose();
    this.#store.set({ status: "closed" });
    this.#store.clear();
    const onclose = this.onclose;
    this.onclose = undefined;
    onclose?.();
  }

  #dispose(): void {
    for (const cleanup of this.#cleanups) cleanup(); // each removes itself
    this.#styles?.undo();
    this.#styles = undefined;
  }

  // ---- state ----

  /** The current state; the same object until something changes. */
  getSnapshot(): AppSnapshot {
    return this.#store.get();
  }

  /** Calls `fn` after every state change. Returns its unsubscribe. */
  subscribe(fn: () => void): () => void {
    return this.#store.subscribe(fn);
  }

  /** The host context from the handshake, merged with every change since. */
  getHostContext(): P.McpUiHostContext | undefined {
    return this.#store.get().hostContext;
  }

  getHostCapabilities(): P.McpUiHostCapabilities | undefined {
    return this.#store.get().hostCapabilities;
  }

  getHostVersion(): P.Implementation | undefined {
    return this.#store.get().hostInfo;
  }

  // ---- events ----

  /**
   * Listens to `event`. A listener added after its data arrived is called once with the current value.
   * Returns its unsubscribe.
   */
  on<K extends keyof AppEventMap>(event: K, listener: Listener<K>): () => void {
    return this.#store.on(event, listener);
  }

  /** The official spelling of {@link App.on}. */
  addEventListener<K extends keyof AppEventMap>(event: K, listener: Listener<K>): void {
    this.#store.on(event, listener);
  }

  removeEventListener<K extends keyof AppEventMap>(event: K, listener: Listener<K>): void {
    this.#store.off(event, listener);
  }

  /** One handler per event (see {@link App.on} for the replay); set in the constructor, one accessor pair per event. */
  declare ontoolinput: Listener<"toolinput"> | undefined;
  declare ontoolinputpartial: Listener<"toolinputpartial"> | undefined;
  declare ontoolresult: Listener<"toolresult"> | undefined;
  declare ontoolcancelled: Listener<"toolcancelled"> | undefined;
  declare onhostcontextchanged: Listener<"hostcontextchanged"> | undefined;
  /** Called with every inbound problem (an `AppError` with code `INVALID_MESSAGE`); the connection stays up. */
  declare onerror: ((error: AppError) => void) | undefined;

  // ---- inbound ----

  #routeRequests(): void {
    /** Answers `method` with the handler `pick` returns, or with -32601 when it returns none. */
    const answer = (method: string, pick: () => ((params: never, ctx: HandlerContext) => unknown) | undefined) =>
      // `this` is the App, as for a method call.
      this.#rpc.handle(method, (params, ctx) => (pick() ?? methodNotFound).call(this, params as never, ctx));
    this.#rpc.handle("ping", () => ({}));
    answer("ui/resource-teardown", () => this.onteardown);
    // Only with the tools capability; then the on* handler, else the registered tools.
    answer("tools/call", () => this.#capabilities.tools && (this.#oncalltool ?? ((p, ctx) => this.#tools.call(p, ctx))));
    answer("tools/list", () => this.#capabilities.tools && (this.#onlisttools ?? (() => this.#tools.list())));
  }

  /** Answers host `tools/call` (needs the `tools` capability); without it, registered tools answer. */
  get oncalltool(): CallToolHandler | undefined { return this.#oncalltool; }
  set oncalltool(fn: CallToolHandler | undefined) { this.#assertTools("tools/call"); this.#oncalltool = fn; }
  /** Answers host `tools/list` (needs the `tools` capability); without it, registered tools are listed. */
  get onlisttools(): ListToolsHandler | undefined { return this.#onlisttools; }
  set onlisttools(fn: ListToolsHandler | undefined) { this.#assertTools("tools/list"); this.#onlisttools = fn; }

  #assertTools(method: string): void {
    if (!this.#capabilities.tools) throw new AppError("NOT_SUPPORTED", `Client does not support tool capability (required for ${method})`);
  }

  /**
   * Offers a tool to the host. Registering before `connect()` declares `tools: { listChanged: true }`.
   *
   * @example
   * app.registerTool("select", { inputSchema: z.object({ id: z.string() }) }, ({ id }) => select(id));
   */
  registerTool<Out extends StandardSchemaV1 | undefined = undefined, In extends StandardSchemaV1 | undefined = undefined>(
    name: string,
    config: AppToolConfig<In, Out>,
    cb: AppToolCallback<In, Out>,
  ): RegisteredAppTool {
    if (!this.#capabilities.tools) {
      if (this.#store.get().status !== "idle") throw new AppError("NOT_SUPPORTED", "Cannot add the tools capability after connect(); register tools before connecting");
      this.#capabilities.tools = { listChanged: true };
    }
    return this.#tools.register(name, config, cb);
  }

  #toolsChanged(): void {
    if (this.#store.get().status === "connected" && this.#capabilities.tools?.listChanged) void this.sendToolListChanged().catch(() => {});
  }

  // ---- outbound ----

  /**
   * Sends any request, typed by method. Also accepts the official `request({ method, params }, schema?, options?)`.
   */
  request<M extends keyof AppRequestMap>(method: M, params?: AppRequestMap[M]["params"], options?: RequestOptions): Promise<AppRequestMap[M]["result"]>;
  request<M extends string>(method: M & (M extends keyof AppRequestMap ? never : unknown), params?: Record<string, unknown>, options?: RequestOptions): Promise<Record<string, unknown>>;
  request(request: { method: string; params?: Record<string, unknown> }, schema?: unknown, options?: RequestOptions): Promise<Record<string, unknown>>;
  request(a: string | { method: string; params?: Record<string, unknown> }, b?: unknown, c?: RequestOptions): Promise<unknown> {
    if (typeof a === "object" && a) {
      const schema = b as { parse?: (v: unknown) => unknown } | undefined;
      return this.#request(a.method, a.params, c).then((r) => (schema?.parse ? schema.parse(r) : r));
    }
    return this.#request(a, b as Record<string, unknown> | undefined, c);
  }

  #request<R = Record<string, unknown>>(
    method: string,
    params: object | undefined,
    options?: RequestOptions,
    flags: Parameters<Rpc["request"]>[3] = {},
  ): Promise<R> {
    const { status } = this.#store.get();
    if (this.#options.strict && (status === "idle" || status === "connecting")) {
      return Promise.reject(new AppError("NOT_CONNECTED", `${method} called before connect() completed the ui/initialize handshake`));
    }
    return this.#rpc.request<R>(method, params as Record<string, unknown> | undefined, options, flags);
  }

  /**
   * Calls a tool on the MCP server (`tools/call`). A tool error resolves with `isError: true`.
   * Given a tool definition as a type (`callServerTool<typeof greet>(…)`), the name and the arguments
   * are checked and `structuredContent` is typed from the output schema; nothing changes at run time.
   */
  callServerTool<T extends ToolTypes = never>(params: ToolCallParams<T>, options?: RequestOptions): Promise<ToolResult<T>>;
  callServerTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<P.CallToolResult>;
  callServerTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<P.CallToolResult> {
    if (!P.isObject(params) || typeof params.name !== "string") {
      return Promise.reject(new AppError("INVALID_PARAMS", "callServerTool() takes { name, arguments? }, not a tool name"));
    }
    return this.#request<P.CallToolResult>("tools/call", params, options, { progress: true }).then((r) => checkToolResult(r) as P.CallToolResult);
  }

  readServerResource(params: AppRequestMap["resources/read"]["params"], options?: RequestOptions) {
    return this.#request<AppRequestMap["resources/read"]["result"]>("resources/read", params, options);
  }

  listServerResources(params?: AppRequestMap["resources/list"]["params"], options?: RequestOptions) {
    return this.#request<AppRequestMap["resources/list"]["result"]>("resources/list", params, options);
  }

  /** Asks the host's model for a completion (`sampling/createMessage`); needs the host's `sampling` capability. */
  createSamplingMessage(params: AppRequestMap["sampling/createMessage"]["params"], options?: RequestOptions) {
    return this.#request<AppRequestMap["sampling/createMessage"]["result"]>("sampling/createMessage", params, options, {
      before: () => {
        const sampling = this.#store.get().hostCapabilities?.sampling;
        if (!sampling) throw new AppError("NOT_SUPPORTED", "The host does not support sampling (no hostCapabilities.sampling)");
        if (params.tools && !sampling.tools) throw new AppError("NOT_SUPPORTED", "The host does not support tools in sampling (no hostCapabilities.sampling.tools)");
        return undefined;
      },
    });
  }

  /** Posts a message to the chat as the user (`ui/message`). */
  sendMessage(params: P.McpUiMessageParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#request("ui/message", params, options);
  }

  /** Replaces this view's context for the model (`ui/update-model-context`). */
  updateModelContext(params: P.McpUiUpdateModelContextParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#request("ui/update-model-context", params, options);
  }

  /** Asks the host to open a URL (`ui/open-link`). */
  openLink(params: P.McpUiOpenLinkParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#request("ui/open-link", params, options);
  }

  /** @deprecated Use {@link App.openLink}. */
  sendOpenLink = (params: P.McpUiOpenLinkParams, options?: RequestOptions): Promise<P.McpUiActionResult> => this.openLink(params, options);

  /** Asks the host to save files (`ui/download-file`). */
  downloadFile(params: P.McpUiDownloadFileParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#request("ui/download-file", params, options);
  }

  /**
   * Asks for a display mode and resolves with the mode in effect. A mode the host does not list in
   * `availableDisplayModes` is not requested: the current mode is returned.
   */
  requestDisplayMode(params: P.McpUiRequestDisplayModeParams, options?: RequestOptions): Promise<P.McpUiRequestDisplayModeResult> {
    return this.#request<P.McpUiRequestDisplayModeResult>("ui/request-display-mode", params, options, {
      before: () => {
        const context = this.#store.get().hostContext;
        const modes = context?.availableDisplayModes;
        return modes && !modes.includes(params.mode) ? { mode: context?.displayMode ?? "inline" } : undefined;
      },
    }).then((result) => {
      if (typeof result?.mode !== "string") throw new AppError("INVALID_MESSAGE", "ui/request-display-mode result has no mode", { data: result });
      return result;
    });
  }

  /** Asks the host to tear this view down (`ui/notifications/request-teardown`). */
  requestTeardown(params: Record<string, unknown> = {}): Promise<void> {
    return this.#rpc.notify("ui/notifications/request-teardown", params);
  }

  /** Sends a log message to the host (`notifications/message`). */
  sendLog(params: LoggingMessageNotificationParams): Promise<void> {
    return this.#rpc.notify("notifications/message", params);
  }

  /** Reports the view's size (`ui/notifications/size-changed`). */
  sendSizeChanged(params: P.McpUiSizeChangedParams): Promise<void> {
    return this.#rpc.notify("ui/notifications/size-changed", params);
  }

  /** Tells the host that the view's own tools changed. */
  sendToolListChanged(params: Record<string, unknown> = {}): Promise<void> {
    return this.#rpc.notify("notifications/tools/list_changed", params);
  }

  /** Checks that the host answers (`ping`). */
  ping(options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#request("ping", undefined, options);
  }

  /**
   * Starts reporting the size (of the document, or of `element`) on every change. `close()` stops it;
   * so does the returned cleanup. After `close()` (or a failed handshake) it starts nothing.
   */
  setupSizeChangedNotifications(element?: HTMLElement): () => void {
    const { status } = this.#store.get();
    if (status === "closed" || status === "failed") return () => {};
    const stop = observeSize((size) => void this.sendSizeChanged(size).catch(() => {}), element);
    const cleanup = () => {
      this.#cleanups.delete(cleanup);
      stop();
    };
    this.#cleanups.add(cleanup);
    return cleanup;
  }
}
