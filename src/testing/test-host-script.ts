// The test host's scripting and recording half: what a test makes the host send (tool data, context
// changes, requests to the view's own tools, raw and malformed data) and what it can ask about the
// traffic so far. Every send goes through the core's engine and its handshake gate.
import {
  AppError,
  HOST_CONTEXT_CHANGED_METHOD,
  RESOURCE_TEARDOWN_METHOD,
  TOOL_CANCELLED_METHOD,
  TOOL_INPUT_METHOD,
  TOOL_INPUT_PARTIAL_METHOD,
  TOOL_RESULT_METHOD,
  type AppRequestMap,
  type CallToolResult,
  type McpUiHostContext,
  type McpUiSizeChangedParams,
  type McpUiTheme,
  type McpUiToolCancelledParams,
  type McpUiToolInputParams,
  type RequestOptions,
} from "../index.js";
import type { Rpc } from "../rpc/rpc.js";
import type { HostParams, ViewParams } from "./messages.js";
import { growingPartials } from "./partial-json.js";
import { checkToolInput } from "./tool-input.js";
import type { HostProfile } from "./profiles.js";
import type { HostRecord, Recorder, WaitOptions } from "./recorder.js";
import type { RecordingTransport } from "./recording-transport.js";

/** The parts a {@link TestHostScript} works with. */
export interface ScriptParts {
  rpc: Rpc;
  wire: RecordingTransport;
  recorder: Recorder;
  profile: HostProfile;
  timeout: number;
  context: McpUiHostContext;
}

/** Options of {@link TestHostScript.streamToolInput}. */
export interface StreamOptions {
  /** How many cuts of the arguments' JSON to stream as partials. @default 5 */
  steps?: number;
  /** Send the complete `tool-input` after the partials. @default true */
  final?: boolean;
}

const isCall = (r: HostRecord) => r.kind === "request" || r.kind === "notification";

/** Scripting and recording for {@link TestHost}; not used on its own. */
export abstract class TestHostScript {
  abstract readonly ready: Promise<void>;
  protected readonly rpc: Rpc;
  readonly #wire: RecordingTransport;
  readonly #recorder: Recorder;
  readonly #profile: HostProfile;
  readonly #timeout: number;
  #context: McpUiHostContext;
  #closed = false;

  constructor(parts: ScriptParts) {
    this.rpc = parts.rpc;
    this.#wire = parts.wire;
    this.#recorder = parts.recorder;
    this.#profile = parts.profile;
    this.#timeout = parts.timeout;
    this.#context = parts.context;
  }

  /** Whether the view's `ui/initialize` arrived (later context changes are then notified). */
  protected abstract handshakeSeen(): boolean;
  /** How many times to send the next `method` notification (the `duplicate` fault). */
  protected abstract duplicates(method: string): number;

  /** The name this host gives a request to the view (a host on the next wire names renames some). */
  protected wireName(method: string): string {
    return method;
  }

  /** The host context as the host last sent it (the handshake's, merged with every change since). */
  get hostContext(): McpUiHostContext {
    return this.#context;
  }

  /** True once {@link TestHostScript.close} ran. */
  get closed(): boolean {
    return this.#closed;
  }

  // ---- notifications to the view (each resolves once the view has been handed it) ----

  /** Sends the complete tool arguments (`ui/notifications/tool-input`): `{ arguments: { … } }`. */
  async sendToolInput(params: McpUiToolInputParams): Promise<void> {
    checkToolInput("sendToolInput", params);
    return this.sendNotification(TOOL_INPUT_METHOD, params);
  }

  /** Sends partial tool arguments (`ui/notifications/tool-input-partial`): `{ arguments: { … } }`. */
  async sendToolInputPartial(params: McpUiToolInputParams): Promise<void> {
    checkToolInput("sendToolInputPartial", params);
    return this.sendNotification(TOOL_INPUT_PARTIAL_METHOD, params);
  }

  /** Streams `{ arguments }` as growing partials, then (unless `final: false`) the complete input; resolves with the partials. */
  async streamToolInput(params: { arguments: Record<string, unknown> }, options: StreamOptions = {}): Promise<Record<string, unknown>[]> {
    checkToolInput("streamToolInput", params, { required: true });
    const partials = growingPartials(params.arguments, options.steps);
    for (const partial of partials) await this.sendToolInputPartial({ arguments: partial });
    if (options.final ?? true) await this.sendToolInput(params);
    return partials;
  }

  /** Sends the tool result (`ui/notifications/tool-result`). */
  sendToolResult(result: CallToolResult): Promise<void> {
    return this.sendNotification(TOOL_RESULT_METHOD, result);
  }

  /** Tells the view the tool call was cancelled (`ui/notifications/tool-cancelled`). */
  sendToolCancelled(params: McpUiToolCancelledParams = {}): Promise<void> {
    return this.sendNotification(TOOL_CANCELLED_METHOD, params);
  }

  /**
   * Changes the host context like the reference host: only top-level keys whose value changed are
   * sent, each in full. Before the view's handshake it only changes what the handshake will carry.
   * Resolves with the changes sent (`{}` when nothing changed).
   */
  async setHostContext(context: McpUiHostContext): Promise<McpUiHostContext> {
    const changes: McpUiHostContext = {};
    for (const key of Object.keys(context)) {
      if (JSON.stringify(this.#context[key]) !== JSON.stringify(context[key])) changes[key] = structuredClone(context[key]);
    }
    if (Object.keys(changes).length === 0) return changes;
    this.#context = { ...this.#context, ...changes };
    if (this.handshakeSeen()) await this.sendNotification(HOST_CONTEXT_CHANGED_METHOD, changes);
    return changes;
  }

  /** Switches `theme` and the profile's variables for it (one `host-context-changed`). */
  setTheme(theme: McpUiTheme): Promise<McpUiHostContext> {
    return this.setHostContext({ theme, styles: { ...this.#context.styles, variables: { ...this.#profile.variables[theme] } } });
  }

  /** Sends `ui/notifications/host-context-changed` with `params` exactly as given, and merges them. */
  sendHostContextChange(params: McpUiHostContext): Promise<void> {
    this.#context = { ...this.#context, ...structuredClone(params) };
    return this.sendNotification(HOST_CONTEXT_CHANGED_METHOD, params);
  }

  /** Sends any notification (held until the view is initialized). */
  async sendNotification<M extends string>(method: M, params?: HostParams<M>): Promise<void> {
    if (this.#closed) throw closedError(method);
    const times = this.duplicates(method);
    const p = params as Record<string, unknown> | undefined;
    await Promise.all(Array.from({ length: times }, () => this.rpc.notify(method, p)));
    if (this.#closed) throw closedError(method);
    await this.#wire.settled();
  }

  // ---- requests to the view ----

  /** Asks the view to tear down (`ui/resource-teardown`) and resolves with its answer. */
  teardownResource(params: Record<string, unknown> = {}, options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.sendRequest(RESOURCE_TEARDOWN_METHOD, params, options);
  }

  /** Calls one of the view's own tools (`tools/call`, needs the view's `tools` capability). */
  callTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<CallToolResult> {
    return this.sendRequest(this.wireName("tools/call"), params as unknown as Record<string, unknown>, options) as Promise<CallToolResult>;
  }

  /** Lists the view's own tools (`tools/list`). */
  listTools(params?: Record<string, unknown>, options?: RequestOptions): Promise<AppRequestMap["tools/list"]["result"]> {
    return this.sendRequest(this.wireName("tools/list"), params, options) as Promise<AppRequestMap["tools/list"]["result"]>;
  }

  /** Pings the view. */
  ping(options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.sendRequest("ping", undefined, options);
  }

  /** Sends any request to the view (held until it is initialized). A timeout's error carries the transcript. */
  sendRequest(method: string, params?: Record<string, unknown>, options: RequestOptions = {}): Promise<Record<string, unknown>> {
    return this.rpc.request(method, params, { timeout: this.#timeout, ...options }).catch((error: AppError) => {
      if (error?.kind !== "TIMEOUT") throw error;
      throw new AppError("TIMEOUT", `${error.message}. Transcript:\n${this.transcript()}`, { cause: error });
    });
  }

  // ---- raw and malformed data ----

  /** Sends `data` exactly as given, bypassing the engine (after the handshake unless `early`). */
  async sendRaw(data: unknown, options: { early?: boolean } = {}): Promise<void> {
    if (!options.early) await this.ready;
    if (this.#closed) throw closedError("sendRaw");
    await this.#wire.sendRaw(data);
  }

  /** Sends a `method` notification whose params are not an object, which no view may accept. */
  sendMalformed(method: string): Promise<void> {
    return this.sendRaw({ jsonrpc: "2.0", method, params: "malformed" });
  }

  // ---- recording ----

  /** Every message both ways, and everything ignored, in order. */
  get messages(): readonly HostRecord[] {
    return this.#recorder.records;
  }

  /** The params of every `method` request or notification the view sent, in order. */
  received<M extends string>(method: M): ViewParams<M>[] {
    return this.#recorder.records.filter((r) => r.direction === "received" && isCall(r) && r.method === method).map((r) => r.params as ViewParams<M>);
  }

  /** The params of every `method` request or notification the host sent, in order. */
  sent<M extends string>(method: M): HostParams<M>[] {
    return this.#recorder.records.filter((r) => r.direction === "sent" && isCall(r) && r.method === method).map((r) => r.params as HostParams<M>);
  }

  /**
   * Resolves with the params of the first `method` message from the view (already received or still
   * to come) that `predicate` accepts. Rejects with `TIMEOUT` and the transcript after `timeout` ms.
   */
  async waitFor<M extends string>(method: M, predicate?: (params: ViewParams<M>) => boolean, options: WaitOptions = {}): Promise<ViewParams<M>> {
    const match = (r: HostRecord) => {
      if (r.direction !== "received" || !isCall(r) || r.method !== method) return false;
      try {
        return !predicate || predicate(r.params as ViewParams<M>);
      } catch {
        return false;
      }
    };
    const record = await this.#recorder.waitFor(`("${method}")`, match, options.timeout ?? this.#timeout);
    return record.params as ViewParams<M>;
  }

  /** The last size the view reported (`ui/notifications/size-changed`). */
  lastSize(): McpUiSizeChangedParams | undefined {
    return this.received("ui/notifications/size-changed").at(-1);
  }

  /** The view's log messages (`notifications/message`, or `ui/log` on the next wire names). */
  logs(): ViewParams<"notifications/message">[] {
    return [...this.received("notifications/message"), ...(this.received("ui/log") as unknown as ViewParams<"notifications/message">[])];
  }

  /** Calls `fn` with every message and every ignored datum from now on. Returns its unsubscribe. */
  onRecord(fn: (record: HostRecord) => void): () => void {
    return this.#recorder.subscribe(fn);
  }

  /** Every message so far as readable text, one per line: for failure messages. */
  transcript(): string {
    return this.#recorder.transcript();
  }

  /** Closes the engine and the channel, and rejects pending requests and waits with `CLOSED`. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.rpc.close(new AppError("CLOSED", "the test host is closed"));
    this.#recorder.close();
  }
}

const closedError = (what: string) => new AppError("CLOSED", `${what}: the test host is closed`);
