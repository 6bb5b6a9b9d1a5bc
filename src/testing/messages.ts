// The params of every message the test host can see or send, by method, so that `received()`,
// `sent()` and `waitFor()` return typed values for every method of the MCP Apps protocol.
import type {
  AppRequestMap,
  CallToolResult,
  McpUiHostContext,
  McpUiSizeChangedParams,
  McpUiToolCancelledParams,
  McpUiToolInputParams,
} from "../index.js";
import type { LoggingMessageNotificationParams } from "../protocol/methods.js";

/** View → host: the requests of {@link AppRequestMap} and the view's notifications. */
export type ViewMessageMap = { [M in keyof AppRequestMap]: AppRequestMap[M]["params"] } & {
  "ui/notifications/initialized": Record<string, unknown> | undefined;
  "ui/notifications/size-changed": McpUiSizeChangedParams;
  "ui/notifications/request-teardown": Record<string, unknown> | undefined;
  "notifications/message": LoggingMessageNotificationParams;
  "notifications/tools/list_changed": Record<string, unknown> | undefined;
  "notifications/cancelled": { requestId: string | number; reason?: string };
};

/** Host → view: the host's notifications and requests. */
export interface HostMessageMap {
  "ui/notifications/tool-input": McpUiToolInputParams;
  "ui/notifications/tool-input-partial": McpUiToolInputParams;
  "ui/notifications/tool-result": CallToolResult;
  "ui/notifications/tool-cancelled": McpUiToolCancelledParams;
  "ui/notifications/host-context-changed": McpUiHostContext;
  "ui/resource-teardown": Record<string, unknown>;
  "tools/call": AppRequestMap["tools/call"]["params"];
  "tools/list": Record<string, unknown> | undefined;
  ping: Record<string, unknown> | undefined;
}

/** The params type of a view → host `method` (loose for methods outside the protocol). */
export type ViewParams<M extends string> = M extends keyof ViewMessageMap ? ViewMessageMap[M] : Record<string, unknown> | undefined;

/** The params type of a host → view `method` (loose for methods outside the protocol). */
export type HostParams<M extends string> = M extends keyof HostMessageMap ? HostMessageMap[M] : Record<string, unknown> | undefined;
