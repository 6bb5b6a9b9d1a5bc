// mcp-view/solid (Solid 1.8 and later): the core, re-exported as the other bindings do (imported,
// never bundled in), and the primitives: accessors over the App's frame store, released with their owner.
export * from "../index.js";
export { AppContext, AppProvider } from "./AppProvider.js";
export type { AppProviderProps, MaybeApp } from "./AppProvider.js";
export { useAppContext } from "./useAppContext.js";
export { createApp } from "./createApp.js";
export type { AppAccessors, CreateAppOptions } from "./createApp.js";
export { createAppState, createHostContext, createToolInput, createToolInputPartial, createToolResult } from "./createAppState.js";
export { createCallServerTool } from "./createCallServerTool.js";
export type { CallState, CallStatus, CallToolParams, ServerToolCall } from "./createCallServerTool.js";
export { createDisplayMode } from "./createDisplayMode.js";
export type { DisplayModeAccessors } from "./createDisplayMode.js";
export { createDeepLink } from "./createDeepLink.js";
export { createHostFonts, createHostStyles, createHostStyleVariables } from "./createHostStyles.js";
export type { MaybeHostContext } from "./createHostStyles.js";
export { createAutoResize } from "./createAutoResize.js";
export type { MaybeElement } from "./createAutoResize.js";
export { createDocumentTheme } from "./createDocumentTheme.js";
export { createModelContextPart } from "./createModelContextPart.js";
export { createViewStateSignal } from "./createViewStateSignal.js";
export type { ViewStateSignal } from "./createViewStateSignal.js";
export { createElicitation } from "./createElicitation.js";
