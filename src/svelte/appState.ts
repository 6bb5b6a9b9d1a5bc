// The data stores: the App's snapshot, or one part of it, as a readable that changes only when that
// part does. They read it through the App's frame store (src/bindings/frame-source.ts): streamed
// partial input is published at most once per animation frame (the latest partial, never lost),
// every other change at once, and every store of one App reads the same snapshot.
import type { Readable } from "svelte/store";
import {
  INITIAL_SNAPSHOT,
  type AppSnapshot,
  type McpUiHostContext,
  type McpUiToolInputParams,
  type ToolInput,
  type ToolResult,
  type ToolTypes,
} from "../index.js";
import { frameSource } from "../bindings/frame-source.js";
import type { AppSource } from "./app-source.js";
import { perApp } from "./per-app.js";

const whole = (snapshot: AppSnapshot) => snapshot;

/**
 * The App's snapshot, or the part `selector` picks, as a store that notifies only when that part
 * changes (`Object.is`). Without `app`, the App of the nearest `setAppContext`. A selector that builds
 * a new object on every call notifies on every change: select plain values.
 *
 * @example
 * const status = appState(app, (s) => s.status); // $status
 */
export function appState(app?: AppSource): Readable<AppSnapshot>;
export function appState<T>(app: AppSource | undefined, selector: (snapshot: AppSnapshot) => T): Readable<T>;
export function appState<T>(selector: (snapshot: AppSnapshot) => T): Readable<T>;
export function appState<T>(a?: AppSource | ((snapshot: AppSnapshot) => T), b?: (snapshot: AppSnapshot) => T): Readable<T | AppSnapshot> {
  const [app, selector] = typeof a === "function" ? [undefined, a] : [a, b];
  return snapshotPart<T | AppSnapshot>(app, selector ?? whole);
}

/** A store of `select(snapshot)` for the App `source` holds. */
function snapshotPart<T>(source: AppSource | undefined, select: (snapshot: AppSnapshot) => T): Readable<T> {
  return perApp(source, select(INITIAL_SNAPSHOT), (app, set) => {
    const frames = frameSource(app);
    let value: T;
    const read = (first: boolean) => {
      const next = select(frames.getSnapshot());
      if (first || !Object.is(next, value)) set((value = next));
    };
    const unsubscribe = frames.subscribe(() => read(false));
    read(true);
    return unsubscribe;
  }).store;
}

/** The host context (from the handshake, merged with every change since); `undefined` until connected. */
export function hostContext(app?: AppSource): Readable<McpUiHostContext | undefined> {
  return snapshotPart(app, (s) => s.hostContext);
}

/**
 * The latest `ui/notifications/tool-input` params (`{ arguments }`), there at once if it came
 * earlier. `toolInput<typeof tool>()` types the arguments from the tool's definition (types only).
 */
export function toolInput<T extends ToolTypes = ToolTypes>(app?: AppSource): Readable<ToolInput<T> | undefined> {
  return snapshotPart(app, (s) => s.toolInput as ToolInput<T> | undefined);
}

/** The latest streamed partial tool input (`{ arguments }`), at most once per animation frame; it stays after the full input arrives. */
export function toolInputPartial(app?: AppSource): Readable<McpUiToolInputParams | undefined> {
  return snapshotPart(app, (s) => s.toolInputPartial);
}

/**
 * The latest `ui/notifications/tool-result`, there at once if it came earlier. `toolResult<typeof tool>()`
 * types its `structuredContent` from the tool's output schema (types only; see `validateToolResult`).
 */
export function toolResult<T extends ToolTypes = ToolTypes>(app?: AppSource): Readable<ToolResult<T> | undefined> {
  return snapshotPart(app, (s) => s.toolResult as ToolResult<T> | undefined);
}
