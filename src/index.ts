// mcp-view: the view side of MCP Apps, in a few KB.
export { App } from "./app/app.js";
export type { AppOptions } from "./app/app.js";
export { INITIAL_SNAPSHOT } from "./state/store.js";
export { isStructuredContentRecovered } from "./app/recover.js";
export type { AppEventMap, AppSnapshot, AppStatus } from "./state/store.js";
export { AppError } from "./errors.js";
export type { AppErrorKind, AppErrorOptions } from "./errors.js";
export { EventDispatcher } from "./state/events.js";
export type { EventDispatcherOptions } from "./state/events.js";
export type { MethodCall, MethodSchema, MethodSchemaOutput } from "./app/handler-api.js";
export { PostMessageTransport } from "./rpc/transport.js";
export type { MessageExtra, PostMessageTransportOptions, Transport } from "./rpc/transport.js";
export type { HandlerContext, LogEntry, Progress, RequestOptions } from "./rpc/rpc.js";
export { applyDocumentTheme, applyHostFonts, applyHostStyleVariables, getDocumentTheme, syncHostStyles } from "./styles/host-styles.js";
export type { HostContextSource, StrictFonts, SyncHostStylesOptions } from "./styles/host-styles.js";
export { strictFontCss } from "./styles/font-css.js";
export { observeSize } from "./styles/resize.js";
export type { Size } from "./styles/resize.js";
export type { AppToolCallback, AppToolConfig, AppToolResult, RegisteredAppTool } from "./app/view-tools.js";
export type * from "./protocol/methods.js";
export type { TypedApp } from "./app/typed-app.js";
export { validateToolResult } from "./app/validate-result.js";
export { fetchStructuredContent } from "./app/fetch-result.js";
export { createViewState, viewStateOf } from "./view-state/view-state.js";
export type { ViewState, ViewStateApp, ViewStateOptions, ViewStateUpdate } from "./view-state/view-state.js";
export { createModelContext, modelContextOf } from "./model-context/model-context.js";
export type {
  ModelContext,
  ModelContextApp,
  ModelContextDelivery,
  ModelContextOptions,
  ModelContextPart,
  ModelContextStatus,
  ModelContextValue,
} from "./model-context/types.js";
export { estimateTokens, MODEL_CONTEXT_TOKENS } from "./protocol/tokens.js";
export { elicitationOf } from "./elicitation/elicitation.js";
export type { Elicitation, ElicitationApp, ElicitationHandler, PendingElicitation } from "./elicitation/elicitation.js";
export { elicitResultDefect } from "./elicitation/schema.js";
export type { ElicitationField, ElicitationSchema, ElicitRequestParams, ElicitResult, ElicitValue } from "./elicitation/schema.js";
export { serverViewStateStorage } from "./view-state/server-storage.js";
export type { ServerViewStateStorageOptions } from "./view-state/server-storage.js";
export { MAX_VIEW_STATE_LENGTH } from "./view-state/json.js";
export { localViewStateStorage, openAiViewStateStorage } from "./view-state/storage.js";
export type { OpenAiWidgetState, OpenAiWidgetStateHost, StaleWrite, ViewStateStorage, ViewStateWhere } from "./view-state/storage.js";
export type {
  ToolArguments,
  ToolCallParams,
  ToolInput,
  ToolNamed,
  ToolResult,
  ToolsOf,
  ToolTypes,
  TypedCallServerTool,
  CheckedToolResult,
  TypedToolResult,
  WithTypedCalls,
} from "./app/tool-types.js";
export {
  DOWNLOAD_FILE_METHOD,
  ELICITATION_CREATE_METHOD,
  HOST_CONTEXT_CHANGED_METHOD,
  INITIALIZED_METHOD,
  CALL_VIEW_TOOL_METHOD,
  INITIALIZE_METHOD,
  LIST_VIEW_TOOLS_METHOD,
  LOG_METHOD,
  MESSAGE_METHOD,
  OPEN_LINK_METHOD,
  REQUEST_DISPLAY_MODE_METHOD,
  REQUEST_TEARDOWN_METHOD,
  RESOURCE_TEARDOWN_METHOD,
  SANDBOX_PROXY_READY_METHOD,
  SANDBOX_RESOURCE_READY_METHOD,
  SIZE_CHANGED_METHOD,
  TOOL_CANCELLED_METHOD,
  TOOL_INPUT_METHOD,
  TOOL_INPUT_PARTIAL_METHOD,
  TOOL_RESULT_METHOD,
  UPDATE_MODEL_CONTEXT_METHOD,
} from "./protocol/methods.js";
export { EXTENSION_ID, LATEST_PROTOCOL_VERSION, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from "./protocol/shapes.js";
export type * from "./protocol/shapes.js";
