// The data layer: the App's snapshot, or one part of it, as component state that changes only when
// that part does. Hooks read it through the App's frame store (src/bindings/frames.ts): streamed
// partial input renders at most once per animation frame (the latest partial, never lost), every
// other change at once, and every hook of one render reads the same snapshot (no tearing).
import { useMemo } from "react";
import type { App, AppSnapshot, McpUiHostContext, McpUiToolInputParams, ToolInput, ToolResult, ToolTypes } from "../index.js";
import { frameSource } from "../bindings/frame-source.js";
import { useResolvedApp } from "./useAppContext.js";
import { useStore } from "./useStore.js";

const whole = (snapshot: AppSnapshot) => snapshot;

/** Subscribes to `select(snapshot)`; re-renders only when the selected value changes (`Object.is`). */
export function useSnapshot<T>(app: App | null, select: (snapshot: AppSnapshot) => T): T {
  const source = frameSource(app);
  const read = useMemo(() => {
    let last: AppSnapshot | undefined;
    let value: T;
    return () => {
      const snapshot = source.getSnapshot();
      if (snapshot === last) return value;
      const next = select(snapshot);
      if (last === undefined || !Object.is(next, value)) value = next;
      last = snapshot;
      return value;
    };
  }, [source, select]);
  return useStore(source.subscribe, read);
}

/**
 * The App's snapshot, or the part `selector` picks; re-renders only when that changes. Without
 * `app`, the App of the nearest `AppProvider`. While partial input streams in, a component that
 * reads it renders at most once per animation frame, with the latest partial; status, errors, tool
 * input, result, cancellation and host context arrive at once. A selector that builds a new object
 * on every call re-renders on every change: select plain values, or memoise.
 *
 * @example
 * const status = useAppState(app, (s) => s.status);
 */
export function useAppState(app?: App | null): AppSnapshot;
export function useAppState<T>(app: App | null | undefined, selector: (snapshot: AppSnapshot) => T): T;
export function useAppState<T>(selector: (snapshot: AppSnapshot) => T): T;
export function useAppState<T>(a?: App | null | ((snapshot: AppSnapshot) => T), b?: (snapshot: AppSnapshot) => T): T | AppSnapshot {
  const [app, selector] = typeof a === "function" ? [undefined, a] : [a, b];
  return useSnapshot<T | AppSnapshot>(useResolvedApp(app), selector ?? whole);
}

const hostContext = (s: AppSnapshot) => s.hostContext;
const toolInput = (s: AppSnapshot) => s.toolInput;
const toolInputPartial = (s: AppSnapshot) => s.toolInputPartial;
const toolResult = (s: AppSnapshot) => s.toolResult;

/** The host context (from the handshake, merged with every change since); `undefined` until connected. */
export function useHostContext(app?: App | null): McpUiHostContext | undefined {
  return useAppState(app, hostContext);
}

/**
 * The latest `ui/notifications/tool-input` params (`{ arguments }`), there on first render if it came
 * earlier. `useToolInput<typeof tool>()` types the arguments from the tool's definition (types only).
 */
export function useToolInput<T extends ToolTypes = ToolTypes>(app?: App | null): ToolInput<T> | undefined {
  return useAppState(app, toolInput) as ToolInput<T> | undefined;
}

/**
 * The latest streamed partial tool input (`{ arguments }`); it stays after the full input arrives.
 * During a burst it renders at most once per animation frame, always ending on the latest partial.
 */
export function useToolInputPartial(app?: App | null): McpUiToolInputParams | undefined {
  return useAppState(app, toolInputPartial);
}

/**
 * The latest `ui/notifications/tool-result`, there on first render if it came earlier.
 * `useToolResult<typeof tool>()` types its `structuredContent` from the tool's output schema (types
 * only: nothing checks it at run time; see `validateToolResult`).
 */
export function useToolResult<T extends ToolTypes = ToolTypes>(app?: App | null): ToolResult<T> | undefined {
  return useAppState(app, toolResult) as ToolResult<T> | undefined;
}
