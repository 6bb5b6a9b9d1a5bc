// The data composables: the App's snapshot, or a part of it, as read-only refs (see useSnapshot.ts).
import type { ComputedRef } from "vue";
import type { AppSnapshot, McpUiHostContext, McpUiToolInputParams, ToolInput, ToolResult, ToolTypes } from "../index.js";
import { resolveApp, type AppSource } from "./provideApp.js";
import { useSnapshot } from "./useSnapshot.js";

const whole = (snapshot: AppSnapshot) => snapshot;

/**
 * The App's snapshot, or the part `selector` picks, as a read-only ref that changes only when that
 * part does (`Object.is`). Without `app` (or with `null`), the provided App. While partial input
 * streams in, it changes at most once per animation frame, with the latest partial.
 *
 * @example
 * const status = useAppState(app, (s) => s.status);
 */
export function useAppState(app?: AppSource): ComputedRef<AppSnapshot>;
export function useAppState<T>(app: AppSource, selector: (snapshot: AppSnapshot) => T): ComputedRef<T>;
export function useAppState<T>(app?: AppSource, selector?: (snapshot: AppSnapshot) => T): ComputedRef<T | AppSnapshot> {
  return useSnapshot<T | AppSnapshot>(resolveApp(app), selector ?? whole);
}

const hostContext = (s: AppSnapshot) => s.hostContext;
const toolInput = (s: AppSnapshot) => s.toolInput;
const toolInputPartial = (s: AppSnapshot) => s.toolInputPartial;
const toolResult = (s: AppSnapshot) => s.toolResult;

/** The host context (from the handshake, merged with every change since); `undefined` until connected. */
export function useHostContext(app?: AppSource): ComputedRef<McpUiHostContext | undefined> {
  return useAppState(app, hostContext);
}

/**
 * The latest `ui/notifications/tool-input` params (`{ arguments }`), there at once if it came
 * earlier. `useToolInput<typeof tool>()` types the arguments from the tool's definition (types only).
 */
export function useToolInput<T extends ToolTypes = ToolTypes>(app?: AppSource): ComputedRef<ToolInput<T> | undefined> {
  return useAppState(app, toolInput) as ComputedRef<ToolInput<T> | undefined>;
}

/** The latest streamed partial tool input (`{ arguments }`), at most once per animation frame; it stays after the full input arrives. */
export function useToolInputPartial(app?: AppSource): ComputedRef<McpUiToolInputParams | undefined> {
  return useAppState(app, toolInputPartial);
}

/**
 * The latest `ui/notifications/tool-result`, there at once if it came earlier. `useToolResult<typeof
 * tool>()` types its `structuredContent` from the tool's output schema (types only).
 */
export function useToolResult<T extends ToolTypes = ToolTypes>(app?: AppSource): ComputedRef<ToolResult<T> | undefined> {
  return useAppState(app, toolResult) as ComputedRef<ToolResult<T> | undefined>;
}
