// The host side of the MCP Apps protocol for one view, on mcp-view's own JSON-RPC engine (`Rpc`)
// and `PostMessageTransport`. Its names mirror the official `AppBridge` (oninitialized, onmessage,
// setHostContext, sendToolInput, teardownResource, …) so the playground reads like a real host.
//
// Rules it keeps: it answers `ui/initialize` (and `ping`) at once, but holds every notification and
// request it sends until the view's `ui/notifications/initialized` opens the gate; a method with no
// handler set is answered `-32601 Method not found`, which is how a host without a capability
// behaves; `setHostContext` sends only the top-level keys whose value changed.
import { AppError } from "../../src/errors.js";
import * as P from "../../src/protocol.js";
import { Rpc, type HandlerContext, type LogEntry, type RequestOptions } from "../../src/rpc.js";
import type { Transport } from "../../src/transport.js";
import type { AppRequestMap, CallToolRequestParams, LoggingMessageNotificationParams } from "../../src/methods.js";

type Handler<M extends keyof AppRequestMap> = (params: AppRequestMap[M]["params"], ctx: HandlerContext) => Promise<AppRequestMap[M]["result"]> | AppRequestMap[M]["result"];

/** Options of {@link HostBridge}. */
export interface HostBridgeOptions {
  /** The context sent in the `ui/initialize` result. */
  hostContext?: P.McpUiHostContext;
  /** Sees every message sent and received. */
  log?: (entry: LogEntry) => void;
  /** Default timeout of the requests the host sends. @default 10000 */
  timeout?: number;
}

/** Host-side request handlers, by view method (unset → `-32601`). */
const HANDLED = {
  onmessage: P.MESSAGE_METHOD,
  onopenlink: P.OPEN_LINK_METHOD,
  ondownloadfile: P.DOWNLOAD_FILE_METHOD,
  onupdatemodelcontext: P.UPDATE_MODEL_CONTEXT_METHOD,
  onrequestdisplaymode: P.REQUEST_DISPLAY_MODE_METHOD,
  oncalltool: "tools/call",
  onreadresource: "resources/read",
  onlistresources: "resources/list",
  oncreatesamplingmessage: "sampling/createMessage",
} as const;

export class HostBridge {
  onmessage: Handler<"ui/message"> | undefined;
  onopenlink: Handler<"ui/open-link"> | undefined;
  ondownloadfile: Handler<"ui/download-file"> | undefined;
  onupdatemodelcontext: Handler<"ui/update-model-context"> | undefined;
  onrequestdisplaymode: Handler<"ui/request-display-mode"> | undefined;
  oncalltool: Handler<"tools/call"> | undefined;
  onreadresource: Handler<"resources/read"> | undefined;
  onlistresources: Handler<"resources/list"> | undefined;
  oncreatesamplingmessage: Handler<"sampling/createMessage"> | undefined;
  /** The view sent `ui/notifications/initialized` (the gate is now open). */
  oninitialized: (() => void) | undefined;
  onsizechange: ((params: P.McpUiSizeChangedParams) => void) | undefined;
  onloggingmessage: ((params: LoggingMessageNotificationParams) => void) | undefined;
  onrequestteardown: (() => void) | undefined;
  readonly #rpc: Rpc;
  readonly #hostInfo: P.Implementation;
  readonly #capabilities: P.McpUiHostCapabilities;
  #context: P.McpUiHostContext;
  #appInfo: P.Implementation | undefined;
  #appCapabilities: P.McpUiAppCapabilities | undefined;
  #initialized = false;

  constructor(hostInfo: P.Implementation, capabilities: P.McpUiHostCapabilities, options: HostBridgeOptions = {}) {
    this.#hostInfo = hostInfo;
    this.#capabilities = capabilities;
    this.#context = { ...options.hostContext };
    this.#rpc = new Rpc({ timeout: options.timeout ?? 10_000, log: options.log });
    this.#rpc.handle(P.INITIALIZE_METHOD, (params) => this.#initialize(params as unknown as P.McpUiInitializeParams));
    this.#rpc.handle("ping", () => ({}));
    for (const [slot, method] of Object.entries(HANDLED)) {
      this.#rpc.handle(method, (params, ctx) => {
        const handler = this[slot as keyof typeof HANDLED] as ((p: unknown, c: HandlerContext) => unknown) | undefined;
        if (!handler) throw new AppError("NOT_SUPPORTED", "Method not found", { rpcCode: -32601 });
        return handler(params, ctx);
      });
    }
    this.#rpc.listen(P.INITIALIZED_METHOD, () => {
      this.#initialized = true;
      this.#rpc.open();
      this.oninitialized?.();
    });
    this.#rpc.listen(P.SIZE_CHANGED_METHOD, (params) => this.onsizechange?.((params ?? {}) as P.McpUiSizeChangedParams));
    this.#rpc.listen("notifications/message", (params) => this.onloggingmessage?.(params as unknown as LoggingMessageNotificationParams));
    this.#rpc.listen(P.REQUEST_TEARDOWN_METHOD, () => this.onrequestteardown?.());
  }

  /** Starts listening to the view. */
  connect(transport: Transport): Promise<void> {
    return this.#rpc.attach(transport);
  }

  #initialize(params: P.McpUiInitializeParams): P.McpUiInitializeResult {
    this.#appInfo = params.appInfo;
    this.#appCapabilities = params.appCapabilities ?? {};
    return {
      protocolVersion: P.LATEST_PROTOCOL_VERSION,
      hostInfo: this.#hostInfo,
      hostCapabilities: this.#capabilities,
      hostContext: this.#context,
    };
  }

  /** True once the view sent `ui/notifications/initialized`. */
  get initialized(): boolean {
    return this.#initialized;
  }

  getAppVersion(): P.Implementation | undefined {
    return this.#appInfo;
  }

  getAppCapabilities(): P.McpUiAppCapabilities | undefined {
    return this.#appCapabilities;
  }

  getCapabilities(): P.McpUiHostCapabilities {
    return this.#capabilities;
  }

  getHostContext(): P.McpUiHostContext {
    return this.#context;
  }

  /** Replaces the context; the changed top-level keys go to the view in `host-context-changed`. */
  setHostContext(context: P.McpUiHostContext): void {
    const changed: P.McpUiHostContext = {};
    for (const key of new Set([...Object.keys(this.#context), ...Object.keys(context)])) {
      if (JSON.stringify(this.#context[key]) !== JSON.stringify(context[key]) && context[key] !== undefined) changed[key] = context[key];
    }
    this.#context = { ...context };
    if (Object.keys(changed).length) this.#send(P.HOST_CONTEXT_CHANGED_METHOD, changed);
  }

  sendToolInput(params: P.McpUiToolInputParams): Promise<void> {
    return this.#send(P.TOOL_INPUT_METHOD, { ...params });
  }

  sendToolInputPartial(params: P.McpUiToolInputParams): Promise<void> {
    return this.#send(P.TOOL_INPUT_PARTIAL_METHOD, { ...params });
  }

  sendToolResult(params: P.CallToolResult): Promise<void> {
    return this.#send(P.TOOL_RESULT_METHOD, params as Record<string, unknown>);
  }

  sendToolCancelled(params: P.McpUiToolCancelledParams): Promise<void> {
    return this.#send(P.TOOL_CANCELLED_METHOD, { ...params });
  }

  /** Sends `ui/resource-teardown` and resolves with the view's answer. */
  teardownResource(params: Record<string, unknown> = {}, options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#rpc.request(P.RESOURCE_TEARDOWN_METHOD, params, options);
  }

  /** Calls one of the view's own tools (`tools/call` host → view). */
  callTool(params: CallToolRequestParams, options?: RequestOptions): Promise<P.CallToolResult> {
    return this.#rpc.request<P.CallToolResult>("tools/call", params as unknown as Record<string, unknown>, options);
  }

  /** Stops listening; pending requests reject with `CLOSED`. */
  close(): void {
    this.#rpc.close();
  }

  #send(method: string, params: Record<string, unknown>): Promise<void> {
    return this.#rpc.closed ? Promise.resolve() : this.#rpc.notify(method, params);
  }
}
