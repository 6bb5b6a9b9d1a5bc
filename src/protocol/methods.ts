// The protocol's methods: their names, and the typed maps of what each carries (method → params and
// result) behind `App.request` and the host side. The shapes themselves are in protocol.ts.
import type {
  CallToolRequestParams,
  ListPromptsResult,
  ListResourcesResult,
  ListResourceTemplatesResult,
  LoggingMessageNotificationParams,
  PaginatedRequestParams,
  ReadResourceRequestParams,
  ReadResourceResult,
} from "@modelcontextprotocol/sdk/spec.types.js";
import type {
  CreateMessageRequestParams,
  CreateMessageResult,
  CreateMessageResultWithTools,
  ListToolsResult,
  SamplingMessage,
  SamplingMessageContentBlock,
  ToolResultContent,
} from "./core-types.js";
import type * as P from "./shapes.js";

export type {
  CallToolRequestParams,
  CreateMessageRequestParams,
  CreateMessageResult,
  CreateMessageResultWithTools,
  ListResourcesResult,
  ListToolsResult,
  LoggingMessageNotificationParams,
  ReadResourceRequestParams,
  ReadResourceResult,
  SamplingMessage,
  SamplingMessageContentBlock,
  ToolResultContent,
};

type Empty = Record<string, never>;

/** Requests a view sends to its host. */
export interface AppRequestMap {
  "ui/initialize": { params: P.McpUiInitializeParams; result: P.McpUiInitializeResult };
  "ui/open-link": { params: P.McpUiOpenLinkParams; result: P.McpUiActionResult };
  "ui/download-file": { params: P.McpUiDownloadFileParams; result: P.McpUiActionResult };
  "ui/message": { params: P.McpUiMessageParams; result: P.McpUiActionResult };
  "ui/update-model-context": { params: P.McpUiUpdateModelContextParams; result: P.McpUiActionResult };
  "ui/request-display-mode": { params: P.McpUiRequestDisplayModeParams; result: P.McpUiRequestDisplayModeResult };
  "tools/call": { params: CallToolRequestParams; result: P.CallToolResult };
  "tools/list": { params: PaginatedRequestParams | undefined; result: ListToolsResult };
  "resources/read": { params: ReadResourceRequestParams; result: ReadResourceResult };
  "resources/list": { params: PaginatedRequestParams | undefined; result: ListResourcesResult };
  "resources/templates/list": { params: PaginatedRequestParams | undefined; result: ListResourceTemplatesResult };
  "prompts/list": { params: PaginatedRequestParams | undefined; result: ListPromptsResult };
  "sampling/createMessage": { params: CreateMessageRequestParams; result: CreateMessageResult | CreateMessageResultWithTools };
  ping: { params: Empty | undefined; result: Empty };
}

// ---- method names ----

export const INITIALIZE_METHOD = "ui/initialize";
export const INITIALIZED_METHOD = "ui/notifications/initialized";
export const OPEN_LINK_METHOD = "ui/open-link";
export const DOWNLOAD_FILE_METHOD = "ui/download-file";
export const MESSAGE_METHOD = "ui/message";
export const UPDATE_MODEL_CONTEXT_METHOD = "ui/update-model-context";
/** Host → view, experimental: a form elicitation the view renders (the draft of app-rendered elicitation). */
export const ELICITATION_CREATE_METHOD = "elicitation/create";
export const REQUEST_DISPLAY_MODE_METHOD = "ui/request-display-mode";
export const SIZE_CHANGED_METHOD = "ui/notifications/size-changed";
export const REQUEST_TEARDOWN_METHOD = "ui/notifications/request-teardown";
export const RESOURCE_TEARDOWN_METHOD = "ui/resource-teardown";
export const TOOL_INPUT_METHOD = "ui/notifications/tool-input";
export const TOOL_INPUT_PARTIAL_METHOD = "ui/notifications/tool-input-partial";
export const TOOL_RESULT_METHOD = "ui/notifications/tool-result";
export const TOOL_CANCELLED_METHOD = "ui/notifications/tool-cancelled";
export const HOST_CONTEXT_CHANGED_METHOD = "ui/notifications/host-context-changed";
export const SANDBOX_PROXY_READY_METHOD = "ui/notifications/sandbox-proxy-ready";
export const SANDBOX_RESOURCE_READY_METHOD = "ui/notifications/sandbox-resource-ready";

// The next wire names (the upstream project's unreleased breaking-change notes), for hosts that
// negotiate in `capabilities.extensions["io.modelcontextprotocol/ui"]` (SEP-2133). The view accepts
// both spellings inbound, and sends the new one only to a host that negotiated the new way.

/** View → host log message; today's name is `notifications/message`. */
export const LOG_METHOD = "ui/log";
/** Host → view call of one of the view's own tools; today's name is `tools/call`. */
export const CALL_VIEW_TOOL_METHOD = "ui/call-view-tool";
/** Host → view listing of the view's own tools; today's name is `tools/list`. */
export const LIST_VIEW_TOOLS_METHOD = "ui/list-view-tools";

// ---- the official SDK's message type names, for drop-in type imports ----

type Msg<M extends string, Params> = { method: M; params: Params };
export type McpUiInitializeRequest = Msg<typeof INITIALIZE_METHOD, P.McpUiInitializeParams>;
export type McpUiInitializedNotification = { method: typeof INITIALIZED_METHOD; params?: {} };
export type McpUiOpenLinkRequest = Msg<typeof OPEN_LINK_METHOD, P.McpUiOpenLinkParams>;
export type McpUiOpenLinkResult = P.McpUiActionResult;
export type McpUiDownloadFileRequest = Msg<typeof DOWNLOAD_FILE_METHOD, P.McpUiDownloadFileParams>;
export type McpUiDownloadFileResult = P.McpUiActionResult;
export type McpUiMessageRequest = Msg<typeof MESSAGE_METHOD, P.McpUiMessageParams>;
export type McpUiMessageResult = P.McpUiActionResult;
export type McpUiUpdateModelContextRequest = Msg<typeof UPDATE_MODEL_CONTEXT_METHOD, P.McpUiUpdateModelContextParams>;
export type McpUiRequestDisplayModeRequest = Msg<typeof REQUEST_DISPLAY_MODE_METHOD, P.McpUiRequestDisplayModeParams>;
export type McpUiSizeChangedNotification = Msg<typeof SIZE_CHANGED_METHOD, P.McpUiSizeChangedParams>;
export type McpUiRequestTeardownNotification = { method: typeof REQUEST_TEARDOWN_METHOD; params?: {} };
export type McpUiResourceTeardownRequest = Msg<typeof RESOURCE_TEARDOWN_METHOD, {}>;
export type McpUiToolInputNotification = Msg<typeof TOOL_INPUT_METHOD, P.McpUiToolInputParams>;
export type McpUiToolInputPartialNotification = Msg<typeof TOOL_INPUT_PARTIAL_METHOD, P.McpUiToolInputParams>;
export type McpUiToolResultNotification = Msg<typeof TOOL_RESULT_METHOD, P.CallToolResult>;
export type McpUiToolCancelledNotification = Msg<typeof TOOL_CANCELLED_METHOD, P.McpUiToolCancelledParams>;
export type McpUiHostContextChangedNotification = Msg<typeof HOST_CONTEXT_CHANGED_METHOD, P.McpUiHostContext>;
export type McpUiSandboxProxyReadyNotification = Msg<typeof SANDBOX_PROXY_READY_METHOD, {}>;
export type McpUiSandboxResourceReadyNotification = Msg<
  typeof SANDBOX_RESOURCE_READY_METHOD,
  { html: string; sandbox?: string; csp?: P.McpUiResourceCsp; permissions?: P.McpUiResourcePermissions }
>;
