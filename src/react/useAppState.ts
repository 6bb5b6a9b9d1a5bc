// The data layer: the App's snapshot, or one part of it, as React state that changes only when
// that part does.
import { useCallback, useMemo } from "react";
import { INITIAL_SNAPSHOT, type App, type AppSnapshot, type CallToolResult, type McpUiHostContext, type McpUiToolInputParams } from "../index.js";
import { useResolvedApp } from "./AppProvider.js";
import { useStore } from "./useStore.js";

/** What the hooks read while there is no App yet. */
const NO_APP = INITIAL_SNAPSHOT;

const noop = () => {};
const whole = (snapshot: AppSnapshot) => snapshot;

/** Subscribes to `select(app.getSnapshot())`; re-renders only when the selected value changes (`Object.is`). */
export function useSnapshot<T>(app: App | null, select: (snapshot: AppSnapshot) => T): T {
  const subscribe = useCallback((onChange: () => void) => (app ? app.subscribe(onChange) : noop), [app]);
  const read = useMemo(() => {
    let last: AppSnapshot | undefined;
    let value: T;
    return () => {
      const snapshot = app ? app.getSnapshot() : NO_APP;
      if (snapshot === last) return value;
      const next = select(snapshot);
      if (last === undefined || !Object.is(next, value)) value = next;
      last = snapshot;
      return value;
    };
  }, [app, select]);
  return useStore(subscribe, read);
}

/**
 * The App's snapshot, or the part `selector` picks; re-renders only when that changes. Without
 * `app`, the App of the nearest `AppProvider`. A selector that builds a new object on every call
 * re-renders on every change: select plain values, or memoise.
 *
 * @example
 * const status = useAppState(app, (s) => s.status);
 */
export function useAppState(app?: App | null): AppSnapshot;
export function useAppState<T>(app: App | null | undefined, selector: (snapshot: AppSnapshot) => T): T;
export function useAppState<T>(selector: (snapshot: AppSnapshot) => T): T;
export function useAppState<T>(
  a?: App | null | ((snapshot: AppSnapshot) => T),
  b?: (snapshot: AppSnapshot) => T,
): T | AppSnapshot {
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

/** The latest `ui/notifications/tool-input` params (`{ arguments }`), there on first render if it came earlier. */
export function useToolInput(app?: App | null): McpUiToolInputParams | undefined {
  return useAppState(app, toolInput);
}

/** The latest streamed partial tool input (`{ arguments }`); it stays after the full input arrives. */
export function useToolInputPartial(app?: App | null): McpUiToolInputParams | undefined {
  return useAppState(app, toolInputPartial);
}

/** The latest `ui/notifications/tool-result`, there on first render if it came earlier. */
export function useToolResult(app?: App | null): CallToolResult | undefined {
  return useAppState(app, toolResult);
}
