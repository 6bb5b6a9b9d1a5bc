// The typed method maps behind `App.request` and the host side: method → params and result.
import type {
  CallToolRequestParams,
  CreateMessageRequestParams,
  CreateMessageResult,
  ListPromptsResult,
  ListResourcesResult,
  ListResourceTemplatesResult,
  ListToolsResult,
  LoggingMessageNotificationParams,
  PaginatedRequestParams,
  ReadResourceRequestParams,
  ReadResourceResult,
} from "@modelcontextprotocol/sdk/spec.types.js";
import type * as P from "./protocol.js";

export type {
  CallToolRequestParams,
  CreateMessageRequestParams,
  CreateMessageResult,
  ListResourcesResult,
  ListToolsResult,
  LoggingMessageNotificationParams,
  ReadResourceRequestParams,
  ReadResourceResult,
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
  "sampling/createMessage": { params: CreateMessageRequestParams; result: CreateMessageResult };
  ping: { params: Empty | undefined; result: Empty };
}
