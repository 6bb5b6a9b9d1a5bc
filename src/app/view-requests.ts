// What the view asks of the host and its server: every view → host request and notification of the
// App, each a short method over the one `sendRequest` (which holds requests until the handshake). The
// App inherits them; they read the App's state through the shared context and nothing else. What only
// ChatGPT offers is in `mcp-view/openai` (src/openai/), never here.
import { AppError } from "../errors.js";
import { checkCallAnswer, checkUiAnswer, isObject } from "../protocol/guards.js";
import * as M from "../protocol/methods.js";
import type { AppRequestMap, LoggingMessageNotificationParams } from "../protocol/methods.js";
import type * as P from "../protocol/shapes.js";
import type { RequestOptions } from "../rpc/pending.js";
import type { SendFlags } from "../rpc/rpc.js";
import { HandlerApi } from "./handler-api.js";
import { sendRequest, type AppContext } from "./options.js";
import { recoverUnlessOff } from "./recover.js";
import type { ToolCallParams, ToolResult, ToolTypes } from "./tool-types.js";

/** Checks the host's answer to a request: the answer (or what the view makes of it), else what is wrong with it. */
type AnswerCheck<R> = (result: Record<string, unknown>, method: string) => string | R;

/** The view → host half of the App. */
export class ViewRequests extends HandlerApi {
  /** The official alias of {@link ViewRequests.openLink}: the same function. */
  sendOpenLink = this.openLink;
  readonly #ctx: AppContext;

  constructor(ctx: AppContext, owned: ReadonlySet<string>) {
    super(ctx, owned);
    this.#ctx = ctx;
  }

  #call<R>(method: string, params: object | undefined, options?: RequestOptions, flags?: SendFlags): Promise<R> {
    return sendRequest(this.#ctx, method, params as Record<string, unknown> | undefined, options, flags) as Promise<R>;
  }

  /**
   * A request whose answer `check` passes (as the official App checks it), else rejects with
   * `INVALID_MESSAGE`: by default a `ui/*` request, checked by {@link checkUiAnswer}.
   */
  #ask<R>(
    method: string,
    params: object,
    options?: RequestOptions,
    flags?: SendFlags,
    // A ui/* answer that passes its check is the result its method declares.
    check: AnswerCheck<R> = checkUiAnswer as AnswerCheck<R>,
  ): Promise<R> {
    return this.#call<Record<string, unknown>>(method, params, options, flags).then((result) => {
      const checked = check(result, method);
      if (typeof checked === "string") throw new AppError("INVALID_MESSAGE", `Invalid ${method} result: ${checked}`, { data: result });
      return checked;
    });
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
        new AppError(
          "INVALID_PARAMS",
          `callServerTool() expects an object as its first argument, but received a string ("${params}"). Did you mean: callServerTool({ name: "${params}", arguments: { ... } })?`,
        ),
      );
    }
    if (!isObject(params) || typeof params.name !== "string")
      return Promise.reject(new AppError("INVALID_PARAMS", "callServerTool() takes { name, arguments? }"));
    // As the official App does, every tools/call asks for progress (a `_meta.progressToken`), so that a
    // long tool that reports progress keeps its request alive: each report restarts the timeout.
    const withProgress = { onprogress: () => {}, ...options };
    return this.#ask("tools/call", params, withProgress, undefined, (result) => {
      const checked = checkCallAnswer(result);
      return typeof checked === "string" ? checked : recoverUnlessOff(this.#ctx.options, checked);
    });
  }

  readServerResource(
    params: AppRequestMap["resources/read"]["params"],
    options?: RequestOptions,
  ): Promise<AppRequestMap["resources/read"]["result"]> {
    return this.#call("resources/read", params, options);
  }

  listServerResources(
    params?: AppRequestMap["resources/list"]["params"],
    options?: RequestOptions,
  ): Promise<AppRequestMap["resources/list"]["result"]> {
    return this.#call("resources/list", params, options);
  }

  /** Asks the host's model for a completion (`sampling/createMessage`); needs the host's `sampling` capability. */
  createSamplingMessage(
    params: AppRequestMap["sampling/createMessage"]["params"],
    options?: RequestOptions,
  ): Promise<AppRequestMap["sampling/createMessage"]["result"]> {
    const answerLocally = () => {
      const sampling = this.#ctx.store.get().hostCapabilities?.sampling;
      if (!sampling) throw new AppError("NOT_SUPPORTED", "The host does not support sampling (no hostCapabilities.sampling)");
      if (params.tools && !sampling.tools)
        throw new AppError("NOT_SUPPORTED", "The host does not support tools in sampling (no hostCapabilities.sampling.tools)");
      return undefined;
    };
    return this.#call("sampling/createMessage", params, options, { answerLocally });
  }

  /** Posts a message to the chat as the user (`ui/message`). */
  sendMessage(params: P.McpUiMessageParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#ask(M.MESSAGE_METHOD, params, options);
  }

  /** Replaces this view's context for the model (`ui/update-model-context`). */
  updateModelContext(params: P.McpUiUpdateModelContextParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#ask(M.UPDATE_MODEL_CONTEXT_METHOD, params, options);
  }

  /** Asks the host to open a URL (`ui/open-link`). */
  openLink(params: P.McpUiOpenLinkParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#ask(M.OPEN_LINK_METHOD, params, options);
  }

  /** Asks the host to save files (`ui/download-file`). */
  downloadFile(params: P.McpUiDownloadFileParams, options?: RequestOptions): Promise<P.McpUiActionResult> {
    return this.#ask(M.DOWNLOAD_FILE_METHOD, params, options);
  }

  /**
   * Asks for a display mode and resolves with the mode in effect. A mode the host does not list in
   * `availableDisplayModes` is not requested: the current mode is returned. A host that lists no modes
   * is asked.
   */
  requestDisplayMode(params: P.McpUiRequestDisplayModeParams, options?: RequestOptions): Promise<P.McpUiRequestDisplayModeResult> {
    const answerLocally = () => {
      const context = this.#ctx.store.get().hostContext;
      const modes = context?.availableDisplayModes;
      return modes && !modes.includes(params.mode) ? { mode: context?.displayMode ?? "inline" } : undefined;
    };
    return this.#ask(M.REQUEST_DISPLAY_MODE_METHOD, params, options, { answerLocally });
  }

  /** Asks the host to tear this view down (`ui/notifications/request-teardown`). */
  requestTeardown(params: Record<string, unknown> = {}): Promise<void> {
    return this.#ctx.rpc.notify(M.REQUEST_TEARDOWN_METHOD, params);
  }

  /** Sends a log message to the host (`notifications/message`, or `ui/log` to a host on the next wire names). */
  sendLog(params: LoggingMessageNotificationParams): Promise<void> {
    return this.#ctx.rpc.notify(this.#ctx.logMethod, params);
  }

  /** Reports the view's size (`ui/notifications/size-changed`). */
  sendSizeChanged(params: P.McpUiSizeChangedParams): Promise<void> {
    return this.#ctx.rpc.notify(M.SIZE_CHANGED_METHOD, params);
  }

  /** Tells the host that the view's own tools changed. */
  sendToolListChanged(params: Record<string, unknown> = {}): Promise<void> {
    return this.#ctx.rpc.notify("notifications/tools/list_changed", params);
  }

  /** Checks that the host answers (`ping`). */
  ping(options?: RequestOptions): Promise<Record<string, unknown>> {
    return this.#call("ping", undefined, options);
  }
}
