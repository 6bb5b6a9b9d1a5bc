// mcp-view/svelte (Svelte 4 and 5): the bindings as Svelte stores and actions. Stores follow the
// store contract (`subscribe(run) → unsubscribe`), so `$store` works in Svelte 4 components and in
// Svelte 5, runes mode included. The core is re-exported (imported, never bundled in).
export * from "../index.js";
export { createApp } from "./createApp.js";
export type { AppConnection, CreateAppOptions } from "./createApp.js";
export { getAppContext, setAppContext } from "./app-source.js";
export type { AppSource } from "./app-source.js";
export { appState, hostContext, toolInput, toolInputPartial, toolResult } from "./appState.js";
export { serverToolCall } from "./serverToolCall.js";
export type { CallState, CallStatus, CallToolParams, ServerToolCall } from "./serverToolCall.js";
export { displayMode } from "./displayMode.js";
export type { DisplayMode } from "./displayMode.js";
export { deepLink } from "./deepLink.js";
export { hostFonts, hostStyles, hostStyleVariables } from "./hostStyles.js";
export type { HostStylesParameter } from "./hostStyles.js";
export type { ViewAction } from "./action.js";
export { autoResize } from "./autoResize.js";
export { documentTheme } from "./documentTheme.js";
export { modelContext } from "./modelContext.js";
export type { ModelContextParameter } from "./modelContext.js";
export { viewState } from "./viewState.js";
export type { ViewStateStore } from "./viewState.js";
export { elicitation } from "./elicitation.js";
