// mcp-view/server: the server side of an MCP App on the MCP SDK's McpServer, either generation. Tools
// are defined once (defineAppTool) and registered with typed handlers; views import the same
// definitions as types. Needs zod (4.x) and one of the peer dependencies @modelcontextprotocol/sdk
// (1.x) or @modelcontextprotocol/server (2.x), whose types it reads off the server it is given; the
// core never imports them.
export { defineAppTool } from "./define.js";
export type { AppToolDefinition, AppToolDefinitionInit, AppToolMeta, AppToolSummary, AppToolUi, ObjectSchema } from "./define.js";
export { registerAppTool } from "./tool.js";
export type {
  AppToolCallback,
  AppToolHandler,
  AppToolHandlerResult,
  AppToolOptions,
  AppToolRegistered,
  AppToolSchema,
  McpUiAppToolConfig,
} from "./tool.js";
export type { AppToolShownAs, AppToolUiContext, AppToolUiExtra, AppToolViewSwitch } from "./tool-view.js";
export { memoryResultStore, registerResultTool } from "./result-store.js";
export type { ResultStore } from "./result-store.js";
export { RESULT_GET_TOOL, RESULT_ID_META_KEY } from "../protocol/result-tool.js";
export type {
  AppResourceExtra,
  AppToolExtra,
  RegisteredResourceOf,
  RegisteredToolOf,
  ResourceServer,
  ServerResourceOptions,
  ServerToolOptions,
  ServerToolResult,
  ToolServer,
} from "./sdk.js";
export { registerAppResource, registerWidgetResource } from "./resource.js";
export type { McpUiAppResourceConfig, McpUiReadResourceCallback, McpUiReadResourceResult, WidgetResourceOptions } from "./resource.js";
export type { OpenAiUiDisplayMode, OpenAiUiEntrypoint, OpenAiUiQuickAction, OpenAiUiResourceMeta, OpenAiUiToolMeta } from "./openai.js";
export { getUiCapability } from "./capability.js";
export { registerViewStateTools } from "./view-state-tools.js";
export type { ViewStateTools, ViewStateToolsOptions } from "./view-state-tools.js";
export { DEFAULT_MAX_VIEW_STATE_KEYS, memoryViewStateStore } from "./view-state-store.js";
export type { MemoryViewStateStoreOptions, ViewStateEntry, ViewStateSetOutcome, ViewStateStore } from "./view-state-store.js";
export { DEFAULT_REDIS_VIEW_STATE_PREFIX, redisViewStateStore } from "./view-state-redis.js";
export type { RedisScriptOptions, RedisViewStateClient, RedisViewStateStoreOptions } from "./view-state-redis.js";
export { MAX_VIEW_UUID_LENGTH } from "./view-state-arguments.js";
export { DEFAULT_MAX_VIEW_STATE_LENGTH, VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../protocol/view-state-tools.js";
export type { StoredViewState, ViewStateGetArguments, ViewStateRefusal, ViewStateSetArguments } from "../protocol/view-state-tools.js";
export { EXTENSION_ID, RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from "../protocol/shapes.js";
export type {
  McpUiClientCapabilities,
  McpUiResourceCsp,
  McpUiResourceMeta,
  McpUiResourcePermissions,
  McpUiToolMeta,
  McpUiToolVisibility,
} from "../protocol/shapes.js";
