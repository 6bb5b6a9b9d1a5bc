// The public types of the model context (model-context.ts is the entry and the behaviour).
import type { App } from "../app/app.js";
import type { ContentBlock, McpUiActionResult, McpUiUpdateModelContextParams } from "../protocol/shapes.js";

/** One part: blocks for the model to read, and structured data (under the part's key). */
export interface ModelContextPart {
  content?: ContentBlock[];
  structuredContent?: unknown;
}

/** What `set` takes: a text (one text block), or a part. */
export type ModelContextValue = string | ModelContextPart;

/**
 * Where the parts stand: `idle` (nothing sent yet, or not connected), `sending`, `delivered` (the host
 * took the latest parts), `retrying` (an update failed and goes again), `failed` (it failed every
 * retry; the next change tries again) or `unsupported` (the host has no model context).
 */
export type ModelContextStatus = "idle" | "sending" | "delivered" | "retrying" | "failed" | "unsupported";

/** An update the host accepted: what was sent, and what the host answered. */
export interface ModelContextDelivery {
  readonly params: McpUiUpdateModelContextParams;
  readonly result: McpUiActionResult;
}

/** Options of {@link createModelContext}. */
export interface ModelContextOptions {
  /** Tokens (about a quarter of the JSON's length) past which an update is reported `TOO_LARGE`. @default 20000 */
  maxTokens?: number;
  /** Retries of a failed update. @default 4 */
  retries?: number;
  /** The first retry's delay in ms, doubled for each next one. @default 250 */
  retryDelay?: number;
}

/** The view's model context as keyed parts: see {@link createModelContext}. */
export interface ModelContext {
  /** Sets the part under `key` (a key keeps its place). Throws `INVALID_PARAMS` on a part that is not JSON. */
  set(key: string, value: ModelContextValue): void;
  /** Removes the part under `key`; true if there was one. */
  delete(key: string): boolean;
  /** The part under `key`, as set. */
  get(key: string): ModelContextPart | undefined;
  /** What the parts make now: the update that goes next. */
  readonly params: McpUiUpdateModelContextParams;
  readonly status: ModelContextStatus;
  /** The last update the host accepted, on this connection or an earlier one. */
  readonly delivered: ModelContextDelivery | undefined;
  /** Calls `listener` when `status` or `delivered` changes. Returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Sends now what is not sent yet, and resolves once the host holds the current parts (with what it
   * answered; `undefined` when nothing was ever sent). Rejects with the error when the update fails
   * every retry, and with `NOT_SUPPORTED` on a host without model context.
   */
  flush(): Promise<ModelContextDelivery | undefined>;
}

/** What the model context uses of its App. */
export type ModelContextApp = Pick<App, "getSnapshot" | "subscribe" | "updateModelContext">;
