// mcp-view/preact: hooks over the core App for Preact 10. `mcp-view/react` has the same names and
// signatures. The core is imported, never bundled in; it is re-exported, as the official entry does.
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
