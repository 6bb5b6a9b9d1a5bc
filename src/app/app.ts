// The App: the view side of MCP Apps (io.modelcontextprotocol/ui, 2026-01-26).
//
// Lifecycle. `connect()` attaches a transport (by default `window.parent` over postMessage, reading
// only messages whose source is the parent; the transport pins the parent's origin from its answer)
// and sends `ui/initialize` as the very first message. The result is stored (a missing or partly
// invalid `hostContext` never fails it), the status turns `connected`, and
// `ui/notifications/initialized` goes out; `connect()` resolves once the transport has sent it. Only
// then does the gate open: every request and notification made earlier, even before `connect()`, is
// sent in call order, and auto-resize starts. `close()` ends the connection and releases what it set
// up; the handlers stay, and `connect()` may start a new connection with a new handshake.
//
// State, not just events. Tool input, partial input, result, cancellation and the host context are
// kept in a snapshot (`getSnapshot`/`subscribe`), and a handler attached after its data arrived is
// called once with the current value, so late handlers, React effects and StrictMode remounts never
// miss data. `on*` setters are one slot each and `on()`/`addEventListener` add listeners: nobody
// overwrites anybody else.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { Connection } from "./handler-api.js";
import { AppError, errorCode, errorMessage } from "../errors.js";
import { checkInitializeResult, checkListToolsResult, checkToolResult, droppedKeysMessage, isObject } from "../protocol/guards.js";
import { routeNotifications } from "./notifications.js";
import { callOpenAi, findOpenAi } from "../protocol/openai.js";
import { recoverStructuredContent } from "./recover.js";
import * as M from "../protocol/methods.js";
import type { AppRequestMap, LoggingMessageNotificationParams } from "../protocol/methods.js";
import * as P from "../protocol/shapes.js";
import { observeSize } from "../styles/resize.js";
import { Rpc, type HandlerContext, type LogEntry, type RequestOptions, type SendFlags } from "../rpc/rpc.js";
import { AppStore, type AppEventMap, type AppSnapshot, type Listener } from "../state/store.js";
import { ToolRegistry, type AppToolCallback, type AppToolConfig, type RegisteredAppTool } from "./view-tools.js";
import { PostMessageTransport, type Transport } from "../rpc/transport.js";
import type { ToolCallParams, ToolResult, ToolTypes } from "./tool-types.js";
import { ViewState, type ViewStateOptions, type ViewStateUpdate } from "../view-state/view-state.js";
import type { ViewStateStorage } from "../view-state/storage.js";

/** Options of the {@link App}. */
export interface AppOptions {
  /** Report the view's size to the host whenever it changes. @default true */
  autoResize?: boolean;
  /** Reject requests made before the handshake completes instead of queueing them. @default false */
  strict?: boolean;
  /** Default request timeout in ms. @default 60000 */
  timeout?: number;
  /**
   * The host origins this view accepts (exact origins such as `"https://chat.example"`), for the
   * default transport: messages from any other origin are dropped, including the handshake's answer.
   * @default any origin, until the handshake's answer pins the host's
   */
  hostOrigins?: readonly string[];
  /** Sees every message sent, received or ignored, and every error. */
  log?: (entry: LogEntry) => void;
  /** Accepted for compatibility; mcp-view never evaluates code. */
  allowUnsafeEval?: boolean;
  /**
   * Rebuild a tool result's missing `structuredContent` from its one text block holding a JSON object,
   * beside any plain-text blocks (hosts that drop it); {@link isStructuredContentRecovered} tells such
   * a result. @default true
   */
  recoverStructuredContent?: boolean;
  /**
   * Wraps the default transport (used only when `connect()` is given none), to reach hosts that do not
   * answer over `window.parent`: `openAiFallback` from `mcp-view/openai` runs the App on ChatGPT's
   * `window.openai`.
   */
  fallback?: (parent: Transport) => Transport;
  /** Where view state is kept, and what of it the model sees (see {@link App.setViewState}). */
  viewState?: ViewStateOptions;
}

type TeardownHandler = (params: Record<string, unknown>, ctx: HandlerContext) => P.McpUiResourceTeardownResult | Promise<P.McpUiResourceTeardownResult>;
type CallToolHandler = (params: AppRequestMap["tools/call"]["params"], ctx: HandlerContext) => Promise<P.CallToolResult>;
type ListToolsHandler = (params: Record<string, unknown>, ctx: HandlerContext) => Promise<AppRequestMap["tools/list"]["result"]>;

/** Host → view requests the App answers itself: setRequestHandler cannot take them. */
const OWNED_METHODS = new Set(["ping", M.RESOURCE_TEARDOWN_METHOD, "tools/call", "tools/list", M.CALL_VIEW_TOOL_METHOD, M.LIST_VIEW_TOOLS_METHOD, "notifications/cancelled", "notifications/progress"]);

/**
 * An MCP App view. Drop-in compatible with the official `App`.
 *
 * @example
 * const app = new App({ name: "board", version: "1.0.0" });
 * app.ontoolresult = (result) => render(result.structuredContent);
 * await app.connect();
 */
export class App extends Connection {
  /** Called once each time the App closes. */
  onclose: (() => void) | undefined;
  /** Answers `ui/resource-teardown`; the host waits for the returned promise. */
  onteardown: TeardownHandler | undefined;
  /** The official alias of {@link App.openLink}: the same function. */
  sendOpenLink = this.openLink;
  readonly #appInfo: P.Implementation;
  readonly #capabilities: P.McpUiAppCapabilities;
  readonly #options: AppOptions;
  readonly #store: AppStore;
  readonly #tools = new ToolRegistry(() => this.#toolsChanged());
  readonly #viewState: ViewState;
  /** Undoes what the current connection set up (observers); run by close(). */
  readonly #cleanups = new Set<() => void>();
  /** Counts connections and closes, so a connect() can tell that close() ran while it waited. */
  #generation = 0;
  #oncalltool: CallToolHandler | undefined;
  #onlisttools: ListToolsHandler | undefined;
  /** The log method the host negotiated: `ui/log` for a host on the next wire names. */
  #logMethod = "notifications/message";

  constructor(appInfo: P.Implementation, capabilities: P.McpUiAppCapabilities = {}, options: AppOptions = {}) {
    const store: AppStore = new AppStore({
      onError: (cause, where) => {
        if (where !== "error") this.#report(`A ${where} handler threw: ${errorMessage(cause)}`, undefined, cause);
      },
      isActive: () => store.get().status !== "closed",
    });
    const rpc = new Rpc({
      timeout: options.timeout,
      log: options.log,
      onError: (error) => store.emit("error", error),
      onClose: () => void this.close(),
    });
    super(rpc, OWNED_METHODS);
    this.#store = store;
    this.#appInfo = appInfo;
    this.#capabilities = { ...capabilities };
    this.#options = options;
    routeNotifications(rpc, store, (message, data) => this.#report(message, data), (result) => this.#recover(result));
    const report = (error: AppError) => {
      options.log?.({ type: "error", error });
      store.emit("error", error);
    };
    this.#viewState = new ViewState({ store, name: appInfo?.name, report, updateModelContext: (params) => this.updateModelContext(params) }, options.viewState);
    this.#routeRequests();
  }

  // ---- lifecycle ----

  /** Connects to the host and completes the `ui/initialize` handshake. */
  async connect(transport?: Transport, options?: RequestOptions): Promise<void> {
    const { status } = this.#store.get();
    if (status === "connecting" || status === "connected") {
      throw new AppError("ALREADY_CONNECTED", "App is already connected. Call close() before connecting again.");
    }
    const generation = ++this.#generation;
    this.#store.replace({ status: "connecting", viewState: this.#store.get().viewState }); // a new connection: nothing of the previous host's is kept
    if (generation !== this.#generation) throw new AppError("CLOSED", "The App was closed during connect()"); // by a subscriber
    // The default transport talks to window.parent and reads only messages from it.
    if (!transport) {
      const parent = new PostMessageTransport(undefined, undefined, {
        origins: this.#options.hostOrigins,
        onIgnore: (data, reason) => this.#options.log?.({ type: "ignore", data, reason }),
      });
      transport = this.#options.fallback?.(parent) ?? parent;
    }
    try {
      await this.rpc.attach(transport);
      const params = { appInfo: this.#appInfo, appCapabilities: this.#capabilities, protocolVersion: P.LATEST_PROTOCOL_VERSION };
      const result = await this.rpc.request(M.INITIALIZE_METHOD, params, options, { early: true });
      this.#accept(result);
      await this.rpc.notify(M.INITIALIZED_METHOD, undefined, { early: true });
    } catch (cause) {
      throw this.#fail(cause, generation);
    }
    this.rpc.open();
    if (this.#options.autoResize ?? true) this.setupSizeChangedNotifications();
  }

  #accept(result: Record<string, unknown>): void {
    const { context, invalid, dropped, protocolVersion, hostInfo, hostCapabilities, nextWireNames } = checkInitializeResult(result);
    this.#logMethod = nextWireNames ? M.LOG_METHOD : "notifications/message";
    if (invalid.length) this.#report(`Ignored invalid host context fields: ${invalid.join(", ")}`, result.hostContext);
    if (dropped.length) this.#report(droppedKeysMessage(dropped), result.hostContext);
    this.#store.set({ status: "connected", protocolVersion, hostInfo, hostCapabilities, hostContext: context });
  }

  /** A failed handshake: the status turns `failed` (unless close() ran meanwhile) and the connection ends. */
  #fail(cause: unknown, generation: number): AppError {
    if (generation !== this.#generation) return new AppError("CLOSED", "The App was closed during connect()", { cause });
    const message = `ui/initialize failed: ${errorMessage(cause)}`;
    const error = new AppError("HANDSHAKE_FAILED", message, { code: errorCode(cause), data: (cause as AppError)?.data, cause });
    this.rpc.close(error);
    this.#dispose();
    this.#store.set({ status: "failed", error });
    return error;
  }

  /** Closes the connection: pending requests reject with `CLOSED`, and everything it set up is released. Idempotent. */
  async close(): Promise<void> {
    const { status } = this.#store.get();
    if (status === "closed" || status === "failed") return;
    this.#generation++;
    this.rpc.close();
    this.#dispose();
    this.#store.set({ status: "closed" });
    this.onclose?.();
  }

  #dispose(): void {
    for (const cleanup of this.#cleanups) cleanup(); // each removes itself
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

  // ---- view state ----

  /** The view's own state: what {@link App.setViewState} set, or what its storage restored. */
  getViewState<T = unknown>(): T | undefined {
    return this.#viewState.get() as T | undefined;
  }

  /**
   * Sets the view's own state (a value, or a function of the previous one), kept in the snapshot and
   * in the host's storage so that it survives a reload. It must be plain JSON of at most 16,384
   * characters, else this throws `AppError` `INVALID_PARAMS` and nothing changes. Resolves once
   * stored; a storage failure is reported once to `onerror` (`STORAGE_UNAVAILABLE`), never thrown.
   *
   * @example
   * app.setViewState((s = { tab: "all" }) => ({ ...s, tab: "open" }));
   */
  setViewState<T>(update: ViewStateUpdate<T>): Promise<void> {
    return this.#viewState.set(update);
  }

  /** Keeps view state in `storage` from now on: how a host adapter (ChatGPT's) supplies its own. */
  setViewStateStorage(storage: ViewStateStorage | null): void {
    this.#viewState.setStorage(storage);
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

  /** The complete tool arguments (`ui/notifications/tool-input`). One handler; see {@link App.on} for more. */
  get ontoolinput(): Listener<"toolinput"> | undefined { return this.#store.slot("toolinput"); }
  set ontoolinput(fn: Listener<"toolinput"> | undefined) { this.#store.setSlot("toolinput", fn); }
  /** Streamed partial tool arguments (`ui/notifications/tool-input-partial`). */
  get ontoolinputpartial(): Listener<"toolinputpartial"> | undefined { return this.#store.slot("toolinputpartial"); }
  set ontoolinputpartial(fn: Listener<"toolinputpartial"> | undefined) { this.#store.setSlot("toolinputpartial", fn); }
  /** The tool's result (`ui/notifications/tool-result`). */
  get ontoolresult(): Listener<"toolresult"> | undefined { return this.#store.slot("toolresult"); }
  set ontoolresult(fn: Listener<"toolresult"> | undefined) { this.#store.setSlot("toolresult", fn); }
  /** The tool call was cancelled (`ui/notifications/tool-cancelled`). */
  get ontoolcancelled(): Listener<"toolcancelled"> | undefined { return this.#store.slot("toolcancelled"); }
  set ontoolcancelled(fn: Listener<"toolcancelled"> | undefined) { this.#store.setSlot("toolcancelled", fn); }
  /** The fields of the host context that changed (`ui/notifications/host-context-changed`). */
  get onhostcontextchanged(): Listener<"hostcontextchanged"> | undefined { return this.#store.slot("hostcontextchanged"); }
  set onhostcontextchanged(fn: Listener<"hostcontextchanged"> | undefined) { this.#store.setSlot("hostcontextchanged", fn); }
  /** Every inbound problem and handler failure (an `AppError`); the connection stays up. */
  get onerror(): Listener<"error"> | undefined { return this.#store.slot("error"); }
  set onerror(fn: Listener<"error"> | undefined) { this.#store.setSlot("error", fn); }

  /** Reports an inbound problem to `onerror`, the `error` listeners and the log. */
  #report(message: string, data?: unknown, cause?: unknown): void {
    const error = new AppError("INVALID_MESSAGE", message, { data, cause });
    this.#options.log?.({ type: "error", error });
    this.#store.emit("error", error);
  }

  // ---- host → view requests ----

  #routeRequests(): void {
    this.rpc.handle("ping", () => ({}));
    this.rpc.handle(M.RESOURCE_TEARDOWN_METHOD, async (params, ctx) => {
      if (!this.onteardown) throw methodNotFound();
      const result: unknown = await this.onteardown.call(this, params, ctx);
      if (result !== undefined && !isObject(result)) throw invalidAnswer(M.RESOURCE_TEARDOWN_METHOD, "it must be an object");
      return result;
    });
    // Today's names and the next ones (ui/call-view-tool, ui/list-view-tools) reach the same handlers.
    for (const method of ["tools/call", M.CALL_VIEW_TOOL_METHOD]) {
      this.rpc.handle(method, async (params, ctx) => {
        if (!this.#capabilities.tools) throw methodNotFound();
        const call = params as unknown as AppRequestMap["tools/call"]["params"];
        const result = await (this.#oncalltool ? this.#oncalltool.call(this, call, ctx) : this.#tools.call(call, ctx));
        const checked = checkToolResult(result);
        if (typeof checked === "string") throw invalidAnswer(method, checked);
        return checked;
      });
    }
    for (const method of ["tools/list", M.LIST_VIEW_TOOLS_METHOD]) {
      this.rpc.handle(method, async (params, ctx) => {
        if (!this.#capabilities.tools) throw methodNotFound();
        const result = await (this.#onlisttools ? this.#onlisttools.call(this, params, ctx) : this.#tools.list());
        const defect = checkListToolsResult(result);
        if (defect) throw invalidAnswer(method, defect);
        return result;
      });
    }
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

  // ---- view → host ----

  protected override sendRequest(method: string, params: Record<string, unknown> | undefined, options?: RequestOptions, flags?: SendFlags): Promise<Record<string, unknown>> {
    const { status } = this.#store.get();
    if (this.#options.strict && (status === "idle" || status === "connecting")) {
      return Promise.reject(new AppError("NOT_CONNECTED", `${method} called before connect() completed the ui/initialize handshake`));
    }
    return this.rpc.request(method, params, options, flags);
  }

  /** A tool result with its dropped `structuredContent` recovered, unless the option turns that off. */
  #recover(result: P.CallToolResult): P.CallToolResult {
    return this.#options.recoverStructuredContent === false ? result : recoverStructuredContent(result);
  }

  #call<R>(method: string, params: object | undefined, options?: RequestOptions, flags?: SendFlags): Promise<R> {
    return this.sendRequest(method, params as Record<string, unknown> | undefined, options, flags) as Promise<R>;
  }

  /**
   * Calls a tool on the MCP server (`tools/call`). A tool error resolves with `isError: true`.
   * Given a tool definition as a type (`callServerTool<typeof greet>(…)`), the name and the arguments
   * are checked and `structuredContent` is typed from the output schema; nothing changes at run time.
   */
  callServerTool<T extends ToolTypes = never>(params: ToolCallParams<T>, options?: RequestOptions): Promise<ToolResult<T>>;
  callServerTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<P.CallToolResult>;
  callServerTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<P.CallToolResult> {
    if (typeof params === "string") {
      return Promise.reject(
        new AppError("INVALID_PARAMS", `callServerTool() expects an object as its first argument, but received a string ("${params}"). Did you mean: callServerTool({ name: "${params}", arguments: { ... } })?`),
      );
    }
    if (!isObject(params) || typeof params.name !== "string") return Promise.reject(new AppError("INVALID_PARAMS", "callServerTool() takes { name, arguments? }"));
    const withProgress = { onprogress: () => {}, ...options };
    return this.#call<Record<string, unknown>>("tools/call", params, withProgress).then((result) => {
      const checked = checkToolResult(result);
      if (typeof checked === "string") throw new AppError("INVALID_MESSAGE", `Invalid tools/call result: ${checked}`, { data: result });
      return this.#recover(checked);
    });
  }

  readServerResource(params: AppRequestMap["resources/read"]["params"], options?: RequestOptions): Promise<AppRequestMap["resources/read"]["result"]> {
    return this.#call("resources/read", params, options);
  }

  listServerResources(params?: AppRequestMap["resources/list"]["params"], options?: RequestOptions): Promise<AppRequestMap["resources/list"]["result"]> {
    return this.#call("resources/list", params, options);
  }

  /** Asks the host's model for a completion (`sampling/createMessage`); needs the host's `sampling` capability. */
  createSamplingMessage(params: AppRequestMap["sampling/createMessage"]["params"], options?: RequestOptions): Promise<AppRequestMap["sampling/createMessage"]["result"]> {
    const answerLocally = () => {
      const sampling = this.#store.get().hostCapabilities?.sampling;
      if (!sampling) throw new AppError("NOT_SUPPORTED", "The host does not support sampling (no hostCapabilities.sampling)");
      if (params.tools && !sampling.tools) throw new AppError("NOT_SUPPORTED", "The host does not support tools in sampling (no hostCapabilities.sampling.tools)");
      return undefined;
    };
    return this.#call("sampling/createMessage", params, options, { answerLocally });
  }

  /** Posts a message to the chat as the user (`ui/message`). */
  sendMessage(params: P.McpUiMessageParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#call(M.MESSAGE_METHOD, params, options);
  }

  /** Replaces this view's context for the model (`ui/update-model-context`). */
  updateModelContext(params: P.McpUiUpdateModelContextParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#call(M.UPDATE_MODEL_CONTEXT_METHOD, params, options);
  }

  /** Asks the host to open a URL (`ui/open-link`). */
  openLink(params: P.McpUiOpenLinkParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#call(M.OPEN_LINK_METHOD, params, options);
  }

  /** Asks the host to save files (`ui/download-file`). */
  downloadFile(params: P.McpUiDownloadFileParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#call(M.DOWNLOAD_FILE_METHOD, params, options);
  }

  /**
   * Asks for a display mode and resolves with the mode in effect. A mode the host does not list in
   * `availableDisplayModes` is not requested: the current mode is returned. A host that lists no modes
   * is asked.
   */
  async requestDisplayMode(params: P.McpUiRequestDisplayModeParams, options?: RequestOptions): Promise<P.McpUiRequestDisplayModeResult> {
    const answerLocally = () => {
      const context = this.#store.get().hostContext;
      const modes = context?.availableDisplayModes;
      return modes && !modes.includes(params.mode) ? { mode: context?.displayMode ?? "inline" } : undefined;
    };
    const result = await this.#call<P.McpUiRequestDisplayModeResult>(M.REQUEST_DISPLAY_MODE_METHOD, params, options, { answerLocally });
    if (typeof result?.mode !== "string") throw new AppError("INVALID_MESSAGE", "ui/request-display-mode result has no mode", { data: result });
    return result;
  }

  /** Asks the host to tear this view down (`ui/notifications/request-teardown`). */
  requestTeardown(params: Record<string, unknown> = {}): Promise<void> {
    return this.rpc.notify(M.REQUEST_TEARDOWN_METHOD, params);
  }

  /** Sends a log message to the host (`notifications/message`, or `ui/log` to a host on the next wire names). */
  sendLog(params: LoggingMessageNotificationParams): Promise<void> {
    return this.rpc.notify(this.#logMethod, params);
  }

  /** Reports the view's size (`ui/notifications/size-changed`). */
  sendSizeChanged(params: P.McpUiSizeChangedParams): Promise<void> {
    return this.rpc.notify(M.SIZE_CHANGED_METHOD, params);
  }

  /** Tells the host that the view's own tools changed. */
  sendToolListChanged(params: Record<string, unknown> = {}): Promise<void> {
    return this.rpc.notify("notifications/tools/list_changed", params);
  }

  // What only ChatGPT offers, through its `window.openai`: each method calls the one of the same name
  // and rejects with `NOT_SUPPORTED` on a host without it (an MCP Apps host, or ChatGPT without that
  // method); a `window.openai` method that throws or rejects becomes a `REMOTE_ERROR`.

  /** Uploads a file to ChatGPT (`window.openai.uploadFile`); resolves with its `fileId`. */
  uploadFile(file: Blob): Promise<{ fileId: string }> {
    return callOpenAi(findOpenAi(), "uploadFile", file) as Promise<{ fileId: string }>;
  }

  /** A temporary download URL for a file uploaded to ChatGPT (`window.openai.getFileDownloadUrl`). */
  getFileDownloadUrl(params: { fileId: string }): Promise<{ downloadUrl: string }> {
    return callOpenAi(findOpenAi(), "getFileDownloadUrl", params) as Promise<{ downloadUrl: string }>;
  }

  /** Opens a ChatGPT modal (`window.openai.requestModal`). */
  requestModal(params: Record<string, unknown> = {}): Promise<unknown> {
    return callOpenAi(findOpenAi(), "requestModal", params);
  }

  /** Asks ChatGPT to close the widget (`window.openai.requestClose`). */
  requestClose(): Promise<unknown> {
    return callOpenAi(findOpenAi(), "requestClose");
  }

  /** Sets the URL of ChatGPT's "open in app" button (`window.openai.setOpenInAppUrl`). */
  setOpenInAppUrl(params: { href: string }): Promise<unknown> {
    return callOpenAi(findOpenAi(), "setOpenInAppUrl", params);
  }

  /** Checks that the host answers (`ping`). */
  ping(options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#call("ping", undefined, options);
  }

  /**
   * Starts reporting the size (of the document, or of `element`) on every change. `close()` stops it;
   * so does the returned cleanup. Sizes measured before the handshake wait for it; after `close()` (or a
   * failed handshake) it starts nothing.
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

/** The answer to a method nobody handles: the peer gets -32601 "Method not found". */
function methodNotFound(): AppError {
  return new AppError("NOT_SUPPORTED", "Method not found", { code: -32601 });
}

/** A handler's answer that is not a valid result: the host gets -32603 instead of bad data. */
function invalidAnswer(method: string, defect: string): AppError {
  return new AppError("INVALID_PARAMS", `Invalid ${method} result from the view's handler: ${defect}`, { code: -32603 });
}
