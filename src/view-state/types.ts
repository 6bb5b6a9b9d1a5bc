// The public shape of view state: its options, the state's methods, and what it uses of the App.
// view-state.ts makes it and exports these; kept-state.ts implements it.
import type { App } from "../app/app.js";
import type { ViewStateStorage, ViewStateWhere } from "./storage.js";

/** Options of {@link createViewState}. */
export interface ViewStateOptions<T = unknown> {
  /**
   * Where to keep the state first (falling back along the default chain); `null` keeps it in memory only.
   * @default the host's own storage, else the server's view-state tools where the host has server tools, else localStorage where it works in the frame, else memory
   */
  storage?: ViewStateStorage | null;
  /**
   * What the model may see of the state; off by default (the model sees none of it). On MCP Apps
   * hosts each `set` sends it with `ui/update-model-context` (a string as text content, an object as
   * `structuredContent`); on ChatGPT it is the widget state's `modelContent`.
   */
  modelSummary?: (state: T) => string | Record<string, unknown> | undefined;
}

/** A new state, or a function of the previous one that returns it. */
export type ViewStateUpdate<T> = T | ((previous: T | undefined) => T);

/** A view's own state: see {@link createViewState}. */
export interface ViewState<T = unknown> {
  /** The state, as JSON reads it back, or `undefined` for none (yet). */
  get(): T | undefined;
  /**
   * Sets the state (a value, or a function of the previous one). It must be plain JSON of at most
   * 16,384 characters, else this throws `AppError` `INVALID_PARAMS` and nothing changes. Resolves once
   * stored; a storage failure is reported once to `onerror`, never thrown.
   */
  set(update: ViewStateUpdate<T>): Promise<void>;
  /** Calls `listener` after every change of the state. Returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Where the state is kept now. */
  readonly where: ViewStateWhere;
  /** Why it is not kept in a storage before `where` in the chain (each storage passed over or left on the way, and why), if any. */
  readonly reason: string | undefined;
}

/** What view state uses of its App. */
export type ViewStateApp = Pick<App, "getSnapshot" | "subscribe" | "updateModelContext" | "callServerTool">;
