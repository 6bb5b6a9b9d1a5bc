// mcp-view/vue (Vue 3.3 and later): composables on the framework-free half in src/bindings/, the
// core re-exported first (imported, never bundled in). Every composable returns read-only refs, takes
// its App as a value, a ref or a getter (else the provided one), and cleans up with its effect scope.
export * from "../index.js";
export { APP_KEY, injectApp, provideApp } from "./provideApp.js";
export type { AppSource } from "./provideApp.js";
export { useApp } from "./useApp.js";
export type { AppState, UseAppOptions } from "./useApp.js";
export { useAppState, useHostContext, useToolInput, useToolInputPartial, useToolResult } from "./useAppState.js";
export { useCallServerTool } from "./useCallServerTool.js";
export type { CallServerTool, CallState, CallStatus, CallToolParams, TypedRefsCall, TypedCallServerToolRefs } from "./useCallServerTool.js";
export { useDisplayMode } from "./useDisplayMode.js";
export type { DisplayMode } from "./useDisplayMode.js";
export { useDeepLink } from "./useDeepLink.js";
export { useHostFonts, useHostStyles, useHostStyleVariables } from "./useHostStyles.js";
export type { InitialContextSource } from "./useHostStyles.js";
export { useAutoResize } from "./useAutoResize.js";
export { useDocumentTheme } from "./useDocumentTheme.js";
export { useModelContext } from "./useModelContext.js";
export { useViewState } from "./useViewState.js";
export type { ViewStateRef } from "./useViewState.js";
export { useElicitation } from "./useElicitation.js";
