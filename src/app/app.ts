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
//
// Parts. The App inherits, with nothing overridden, its SDK handler API (handler-api.ts), its
// view → host requests (view-requests.ts) and its state and events (app-events.ts), which share the
// engine, the store and the options through one context (options.ts); host → view requests are
// answered in host-requests.ts and notifications routed in notifications.ts. This file is the
// lifecycle: the handshake, close, auto-resize, and the view's own tools.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { AppError, errorCode, errorMessage } from "../errors.js";
import { checkInitializeResult, droppedKeysMessage } from "../protocol/guards.js";
import * as M from "../protocol/methods.js";
import * as P from "../protocol/shapes.js";
import type { RequestOptions } from "../rpc/pending.js";
import { Rpc } from "../rpc/rpc.js";
import { PostMessageTransport, type Transport } from "../rpc/transport.js";
import { AppStore } from "../state/store.js";
import { observeSize } from "../styles/resize.js";
import { lendInternals } from "./internals.js";
import {
  answerHostRequests,
  ANSWERED_METHODS,
  type CallToolHandler,
  type ListToolsHandler,
  type TeardownHandler,
} from "./host-requests.js";
import { routeNotifications } from "./notifications.js";
import type { AppContext, AppOptions } from "./options.js";
import { recoverUnlessOff } from "./recover.js";
import { ToolRegistry, type AppToolCallback, type AppToolConfig, type RegisteredAppTool } from "./view-tools.js";
import { AppEvents } from "./app-events.js";

export type { AppOptions } from "./options.js";

/** What a devtool defines as `globalThis.__MCP_VIEW_DEVTOOLS__` in the view's window (see the constructor). */
interface DevtoolsHook {
  appCreated(app: App): void;
}

/**
 * An MCP App view. Drop-in compatible with the official `App`.
 *
 * @example
 * const app = new App({ name: "board", version: "1.0.0" });
 * app.ontoolresult = (result) => render(result.structuredContent);
 * await app.connect();
 */
export class App extends AppEvents {
  /** Called once each time the App closes. */
  onclose: (() => void) | undefined;
  /** Answers `ui/resource-teardown`; the host waits for the returned promise. */
  onteardown: TeardownHandler | undefined;
  readonly #appInfo: P.Implementation;
  readonly #capabilities: P.McpUiAppCapabilities;
  readonly #options: AppOptions;
  readonly #ctx: AppContext;
  readonly #rpc: Rpc;
  readonly #store: AppStore;
  readonly #tools = new ToolRegistry(() => this.#toolsChanged());
  /** Undoes what the current connection set up (observers); run by close(). */
  readonly #cleanups = new Set<() => void>();
  /** Counts connections and closes, so a connect() can tell that close() ran while it waited. */
  #generation = 0;
  #oncalltool: CallToolHandler | undefined;
  #onlisttools: ListToolsHandler | undefined;

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
      onError: (error) => store.dispatch("error", error),
      onClose: () => void this.close(),
    });
    const ctx: AppContext = { rpc, store, options, logMethod: "notifications/message" };
    super(ctx, ANSWERED_METHODS);
    this.#ctx = ctx;
    this.#rpc = rpc;
    this.#store = store;
    this.#appInfo = appInfo;
    this.#capabilities = { ...capabilities };
    this.#options = options;
    routeNotifications(
      rpc,
      store,
      (message, data) => this.#report(message, data),
      (result) => recoverUnlessOff(options, result),
    );
    answerHostRequests(rpc, this, this.#tools, () => this.#capabilities.tools !== undefined);
    lendInternals(this, { name: appInfo?.name, rpc, capabilities: this.#capabilities });
    // The devtools hook, in the style of React's __REACT_DEVTOOLS_GLOBAL_HOOK__: a tool that runs in
    // the view's own window before the view (the playground's frame capture, docs/playground.md)
    // defines `globalThis.__MCP_VIEW_DEVTOOLS__ = { appCreated(app) {} }` and is handed each new
    // App, e.g. to listen to its `error` event. Absent, nothing happens; a hook that throws is ignored.
    try {
      (globalThis as { __MCP_VIEW_DEVTOOLS__?: DevtoolsHook }).__MCP_VIEW_DEVTOOLS__?.appCreated(this);
    } catch {
      // a devtool's failure is never the view's
    }
  }

  // ---- lifecycle ----

  /** Connects to the host and completes the `ui/initialize` handshake. */
  async connect(transport?: Transport, options?: RequestOptions): Promise<void> {
    const { status } = this.#store.get();
    if (status === "connecting" || status === "connected") {
      throw new AppError("ALREADY_CONNECTED", "App is already connected. Call close() before connecting again.");
    }
    const generation = ++this.#generation;
    this.#store.replace({ status: "connecting" }); // a new connection: nothing of the previous host's is kept
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
      await this.#rpc.attach(transport);
      const params = { appInfo: this.#appInfo, appCapabilities: this.#capabilities, protocolVersion: P.LATEST_PROTOCOL_VERSION };
      const result = await this.#rpc.request(M.INITIALIZE_METHOD, params, options, { early: true });
      this.#accept(result);
      await this.#rpc.notify(M.INITIALIZED_METHOD, undefined, { early: true });
    } catch (cause) {
      throw this.#fail(cause, generation);
    }
    this.#rpc.open();
    if (this.#options.autoResize ?? true) this.setupSizeChangedNotifications();
  }

  #accept(result: Record<string, unknown>): void {
    const { context, invalid, dropped, protocolVersion, hostInfo, hostCapabilities, nextWireNames } = checkInitializeResult(result);
    this.#ctx.logMethod = nextWireNames ? M.LOG_METHOD : "notifications/message";
    if (invalid.length) this.#report(`Ignored invalid host context fields: ${invalid.join(", ")}`, result.hostContext);
    if (dropped.length) this.#report(droppedKeysMessage(dropped), result.hostContext);
    this.#store.set({ status: "connected", protocolVersion, hostInfo, hostCapabilities, hostContext: context });
  }

  /** A failed handshake: the status turns `failed` (unless close() ran meanwhile) and the connection ends. */
  #fail(cause: unknown, generation: number): AppError {
    if (generation !== this.#generation) return new AppError("CLOSED", "The App was closed during connect()", { cause });
    const message = `ui/initialize failed: ${errorMessage(cause)}`;
    const error = new AppError("HANDSHAKE_FAILED", message, { code: errorCode(cause), data: (cause as AppError)?.data, cause });
    this.#rpc.close(error);
    this.#dispose();
    this.#store.set({ status: "failed", error });
    return error;
  }

  /** Closes the connection: pending requests reject with `CLOSED`, and everything it set up is released. Idempotent. */
  async close(): Promise<void> {
    if (this.#ended()) return;
    this.#generation++;
    this.#rpc.close();
    this.#dispose();
    this.#store.set({ status: "closed" });
    this.onclose?.();
  }

  /** True once the connection ended: closed, or its handshake failed. */
  #ended(): boolean {
    const { status } = this.#store.get();
    return status === "closed" || status === "failed";
  }

  #dispose(): void {
    for (const cleanup of this.#cleanups) cleanup(); // each removes itself
  }

  /**
   * Reports an inbound problem to the log, `onerror` and the `error` listeners: through the engine,
   * whose `log` and `onError` are the App's, so that its errors and the App's go the same way.
   */
  #report(message: string, data?: unknown, cause?: unknown): void {
    this.#rpc.report(new AppError("INVALID_MESSAGE", message, { data, cause }));
  }

  // ---- host → view requests ----

  /** Answers host `tools/call` (needs the `tools` capability); without it, registered tools answer. */
  get oncalltool(): CallToolHandler | undefined {
    return this.#oncalltool;
  }
  set oncalltool(fn: CallToolHandler | undefined) {
    this.#assertTools("tools/call");
    this.#oncalltool = fn;
  }
  /** Answers host `tools/list` (needs the `tools` capability); without it, registered tools are listed. */
  get onlisttools(): ListToolsHandler | undefined {
    return this.#onlisttools;
  }
  set onlisttools(fn: ListToolsHandler | undefined) {
    this.#assertTools("tools/list");
    this.#onlisttools = fn;
  }

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
      if (this.#store.get().status !== "idle")
        throw new AppError("NOT_SUPPORTED", "Cannot add the tools capability after connect(); register tools before connecting");
      this.#capabilities.tools = { listChanged: true };
    }
    return this.#tools.register(name, config, cb);
  }

  #toolsChanged(): void {
    if (this.#store.get().status === "connected" && this.#capabilities.tools?.listChanged) void this.sendToolListChanged().catch(() => {});
  }

  /**
   * Starts reporting the size (of the document, or of `element`) on every change. `close()` stops it;
   * so does the returned cleanup. Sizes measured before the handshake wait for it; after `close()` (or a
   * failed handshake) it starts nothing. A height that follows the frame's own (`100vh`) is no longer
   * reported once seen, and `onerror` hears why once (`SIZE_LOOP`).
   */
  setupSizeChangedNotifications(element?: HTMLElement): () => void {
    if (this.#ended()) return () => {};
    const stop = observeSize(
      (size) => void this.sendSizeChanged(size).catch(() => {}),
      element,
      () => this.#rpc.report(new AppError("SIZE_LOOP", "The view's height follows the frame's (100vh): size it by its content")),
    );
    const cleanup = () => {
      this.#cleanups.delete(cleanup);
      stop();
    };
    this.#cleanups.add(cleanup);
    return cleanup;
  }
}
