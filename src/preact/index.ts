// mcp-view/react and mcp-view/preact: the same hooks, name for name, over the core App (React 18/19,
// Preact 10). The core is imported, never bundled in; it is re-exported, as the official entry does.
export * from "../index.js";
export { AppProvider, useAppContext } from "./AppProvider.js";
export type { AppProviderProps } from "./AppProvider.js";
export { useApp } from "./useApp.js";
export type { AppState, UseAppOptions } from "./useApp.js";
export { useAppState, useHostContext, useToolInput, useToolInputPartial, useToolResult } from "./useAppState.js";
export { useCallServerTool } from "./useCallServerTool.js";
export type { CallServerTool, CallState, CallStatus, CallToolParams } from "./useCallServerTool.js";
export { useDisplayMode } from "./useDisplayMode.js";
export { useHostFonts, useHostStyles, useHostStyleVariables } from "./useHostStyles.js";
export { useAutoResize } from "./useAutoResize.js";
export { useDocumentTheme } from "./useDocumentTheme.js";
