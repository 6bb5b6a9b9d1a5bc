// Everything mcp-view/react and mcp-view/preact export, AppProvider aside (each entry adds its own):
// the core, re-exported as the official entry does (imported, never bundled in), and the hooks.
export * from "../index.js";
export { useAppContext } from "./useAppContext.js";
export { useApp } from "./useApp.js";
export type { AppState, UseAppOptions } from "./useApp.js";
export { useAppState, useHostContext, useToolInput, useToolInputPartial, useToolResult } from "./useAppState.js";
export { useCallServerTool } from "./useCallServerTool.js";
export type { CallServerTool, CallState, CallStatus, CallToolParams } from "./useCallServerTool.js";
export { useDisplayMode } from "./useDisplayMode.js";
export { useDeepLink } from "./useDeepLink.js";
export { useHostFonts, useHostStyles, useHostStyleVariables } from "./useHostStyles.js";
export { useAutoResize } from "./useAutoResize.js";
export type { ElementRef } from "./useAutoResize.js";
export { useDocumentTheme } from "./useDocumentTheme.js";
export { useModelContext } from "./useModelContext.js";
export { useViewState } from "./useViewState.js";
export type { ViewStateHook } from "./useViewState.js";
export { useElicitation } from "./useElicitation.js";
