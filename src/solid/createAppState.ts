// The data layer: the App's snapshot, or one part of it, as an accessor that notifies its readers only
// when that part changes. Every accessor reads the App's frame store (src/bindings/frame-source.ts):
// streamed partial input is published at most once per animation frame (the latest partial, never
// lost), every other change at once. Solid has no re-render: a signal holds the published snapshot,
// and a memo per part keeps a change of one part from notifying the readers of another.
import { createMemo, createRenderEffect, createSignal, onCleanup, untrack, type Accessor } from "solid-js";
import type { App, AppSnapshot, McpUiHostContext, McpUiToolInputParams, ToolInput, ToolResult, ToolTypes } from "../index.js";
import { frameSource } from "../bindings/frame-source.js";
import type { MaybeApp } from "./AppProvider.js";
import { resolveApp } from "./useAppContext.js";

/** The published snapshot of the App `app()` gives, following a change of App. */
export function createSnapshot(app: Accessor<App | null>): Accessor<AppSnapshot> {
  const [snapshot, setSnapshot] = createSignal(untrack(() => frameSource(app()).getSnapshot()));
  createRenderEffect(() => {
    const source = frameSource(app());
    const update = () => setSnapshot(source.getSnapshot());
    onCleanup(source.subscribe(update));
    update(); // what was published before this subscription, or the App's own snapshot
  });
  return snapshot;
}

/**
 * The App's snapshot, or the part `selector` picks, as an accessor that notifies only when that part
 * changes (`===`). Without `app`, the nearest `AppProvider`'s. While partial input streams in, readers
 * of it update at most once per animation frame, with the latest partial.
 *
 * @example
 * const status = createAppState((s) => s.status);
 */
export function createAppState(selector?: undefined, app?: MaybeApp): Accessor<AppSnapshot>;
export function createAppState<T>(selector: (snapshot: AppSnapshot) => T, app?: MaybeApp): Accessor<T>;
export function createAppState<T>(selector?: (snapshot: AppSnapshot) => T, app?: MaybeApp): Accessor<T | AppSnapshot> {
  const snapshot = createSnapshot(resolveApp(app));
  return selector ? createMemo(() => selector(snapshot())) : snapshot;
}

/** The host context (from the handshake, merged with every change since); `undefined` until connected. */
export function createHostContext(app?: MaybeApp): Accessor<McpUiHostContext | undefined> {
  return createAppState((s) => s.hostContext, app);
}

/**
 * The latest `ui/notifications/tool-input` params (`{ arguments }`), there at once if it came earlier.
 * `createToolInput<typeof tool>()` types the arguments from the tool's definition (types only).
 */
export function createToolInput<T extends ToolTypes = ToolTypes>(app?: MaybeApp): Accessor<ToolInput<T> | undefined> {
  return createAppState((s) => s.toolInput as ToolInput<T> | undefined, app);
}

/** The latest streamed partial tool input (`{ arguments }`), at most once per animation frame; it stays after the full input. */
export function createToolInputPartial(app?: MaybeApp): Accessor<McpUiToolInputParams | undefined> {
  return createAppState((s) => s.toolInputPartial, app);
}

/**
 * The latest `ui/notifications/tool-result`, there at once if it came earlier. `createToolResult<typeof
 * tool>()` types its `structuredContent` from the tool's output schema (types only; see `validateToolResult`).
 */
export function createToolResult<T extends ToolTypes = ToolTypes>(app?: MaybeApp): Accessor<ToolResult<T> | undefined> {
  return createAppState((s) => s.toolResult as ToolResult<T> | undefined, app);
}
