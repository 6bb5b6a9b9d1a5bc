// What a test makes the test host send: tool data, context changes, requests to the view's own tools
// and raw or malformed data. Every send goes through the host's engine and its handshake gate; the
// host's profile may change a notification's params or a request's name. It also keeps the host
// context as sent so far, and the host's closed state. The second layer of TestHost, on the records
// (host-records.ts); the answers (host-answers.ts) come on top of it.
import {
  AppError,
  ELICITATION_CREATE_METHOD,
  elicitResultDefect,
  HOST_CONTEXT_CHANGED_METHOD,
  RESOURCE_TEARDOWN_METHOD,
  TOOL_CANCELLED_METHOD,
  TOOL_INPUT_METHOD,
  TOOL_INPUT_PARTIAL_METHOD,
  TOOL_RESULT_METHOD,
  type AppRequestMap,
  type CallToolResult,
  type ElicitRequestParams,
  type ElicitResult,
  type McpUiHostContext,
  type McpUiTheme,
  type McpUiToolCancelledParams,
  type McpUiToolInputParams,
  type RequestOptions,
} from "../index.js";
import type { Rpc } from "../rpc/rpc.js";
import { behave, viewToolMethod } from "./behaviour.js";
import type { Faults } from "./faults.js";
import type { Handshake } from "./handshake.js";
import { HostRecords, type RecordsParts } from "./host-records.js";
import type { HostParams } from "./messages.js";
import { growingPartials } from "./partial-json.js";
import { checkToolInput } from "./tool-input.js";
import type { HostProfile } from "./profiles.js";
import type { RecordingTransport } from "./recording-transport.js";

/** What a {@link TestHostScript} sends through, and what it shares with the answers above it. */
export interface ScriptParts extends RecordsParts {
  rpc: Rpc;
  /** The host's end, for raw data and to know when a send has been handed over. */
  wire: RecordingTransport;
  profile: HostProfile;
  /** The context of the handshake. */
  context: McpUiHostContext;
  /** Whether the view's `ui/initialize` arrived, and `ready`, which raw data waits for unless sent `early`. */
  handshake: Handshake;
  /** How often to send each notification (its `duplicate` fault). */
  faults: Faults;
}

/** Options of {@link TestHostScript.streamToolInput}. */
export interface StreamOptions {
  /** How many cuts of the arguments' JSON to stream as partials. @default 5 */
  steps?: number;
  /** Send the complete `tool-input` after the partials. @default true */
  final?: boolean;
}

/** The sending layer of a test host, on its records. */
export class TestHostScript extends HostRecords {
  readonly #parts: ScriptParts;
  #context: McpUiHostContext;
  #closed = false;

  constructor(parts: ScriptParts) {
    super(parts);
    this.#parts = parts;
    this.#context = parts.context;
  }

  /** The host context as the host last sent it (the handshake's, merged with every change since). */
  get hostContext(): McpUiHostContext {
    return this.#context;
  }

  /** True once {@link TestHost.close} ran. */
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
    if (this.#parts.handshake.seen) await this.sendNotification(HOST_CONTEXT_CHANGED_METHOD, changes);
    return changes;
  }

  /** Switches `theme` and the profile's variables for it (one `host-context-changed`). */
  setTheme(theme: McpUiTheme): Promise<McpUiHostContext> {
    return this.setHostContext({ theme, styles: { ...this.#context.styles, variables: { ...this.#parts.profile.variables[theme] } } });
  }

  /** Sends `ui/notifications/host-context-changed` with `params` exactly as given, and merges them. */
  sendHostContextChange(params: McpUiHostContext): Promise<void> {
    this.#context = { ...this.#context, ...structuredClone(params) };
    return this.sendNotification(HOST_CONTEXT_CHANGED_METHOD, params);
  }

  /** Sends any notification (held until the view is initialized); a profile's behaviour may change its params. */
  async sendNotification<M extends string>(method: M, params?: HostParams<M>): Promise<void> {
    if (this.#closed) throw closedError(method);
    const { rpc, wire, faults, profile } = this.#parts;
    const times = faults.duplicates(method);
    const p = behave(profile, method, params) as Record<string, unknown> | undefined;
    await Promise.all(Array.from({ length: times }, () => rpc.notify(method, p)));
    if (this.#closed) throw closedError(method);
    await wire.settled();
  }

  // ---- requests to the view ----

  /** Asks the view to tear down (`ui/resource-teardown`) and resolves with its answer. */
  teardownResource(params: Record<string, unknown> = {}, options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.sendRequest(RESOURCE_TEARDOWN_METHOD, params, options);
  }

  /** Calls one of the view's own tools (`tools/call`, needs the view's `tools` capability). */
  callTool(params: AppRequestMap["tools/call"]["params"], options?: RequestOptions): Promise<CallToolResult> {
    return this.sendRequest(
      viewToolMethod(this.#parts.profile, "tools/call"),
      params as unknown as Record<string, unknown>,
      options,
    ) as Promise<CallToolResult>;
  }

  /** Lists the view's own tools (`tools/list`). */
  listTools(params?: Record<string, unknown>, options?: RequestOptions): Promise<AppRequestMap["tools/list"]["result"]> {
    return this.sendRequest(viewToolMethod(this.#parts.profile, "tools/list"), params, options) as Promise<
      AppRequestMap["tools/list"]["result"]
    >;
  }

  /**
   * Experimental: forwards a form `elicitation/create` to the view, as a host does for app-rendered
   * elicitation, and resolves with its `ElicitResult`. A view that does not answer it rejects with
   * its error (-32601 for one that renders no elicitation); an answer that does not fit
   * `requestedSchema` rejects with `INVALID_RESULT`, as a host refuses it.
   *
   * @example
   * const answer = host.elicit({ message: "Size?", requestedSchema: { type: "object", properties: { size: { type: "string" } } } });
   */
  async elicit(params: ElicitRequestParams, options?: RequestOptions): Promise<ElicitResult> {
    const result = await this.sendRequest(ELICITATION_CREATE_METHOD, params, options);
    const defect = elicitResultDefect(result, params.requestedSchema);
    if (defect)
      throw new AppError("INVALID_RESULT", `The view answered ${ELICITATION_CREATE_METHOD} with an invalid ElicitResult: ${defect}`, {
        data: result,
      });
    return result as ElicitResult;
  }

  /** Pings the view. */
  ping(options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.sendRequest("ping", undefined, options);
  }

  /** Sends any request to the view (held until it is initialized). A timeout's error carries the transcript. */
  sendRequest(method: string, params?: Record<string, unknown>, options: RequestOptions = {}): Promise<Record<string, unknown>> {
    return this.#parts.rpc.request(method, params, { timeout: this.#parts.timeout, ...options }).catch((error: AppError) => {
      if (error?.kind !== "TIMEOUT") throw error;
      throw new AppError("TIMEOUT", `${error.message}. Transcript:\n${this.transcript()}`, { cause: error });
    });
  }

  // ---- raw and malformed data ----

  /** Sends `data` exactly as given, bypassing the engine (after the handshake unless `early`). */
  async sendRaw(data: unknown, options: { early?: boolean } = {}): Promise<void> {
    if (!options.early) await this.#parts.handshake.ready;
    if (this.#closed) throw closedError("sendRaw");
    await this.#parts.wire.sendRaw(data);
  }

  /** Sends a `method` notification whose params are not an object, which no view may accept. */
  sendMalformed(method: string): Promise<void> {
    return this.sendRaw({ jsonrpc: "2.0", method, params: "malformed" });
  }

  /** Closes the engine and the channel, and rejects pending requests, waits and later sends with `CLOSED`. */
  override close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#parts.rpc.close(new AppError("CLOSED", "the test host is closed"));
    super.close();
  }
}

const closedError = (what: string) => new AppError("CLOSED", `${what}: the test host is closed`);
