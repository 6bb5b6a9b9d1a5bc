// Where view state is kept, per host: the storage interface, ChatGPT's `window.openai.widgetState`
// (the host's own storage) and localStorage (where it really works in the frame). A storage reads and
// writes JSON text; the view state validates, parses, keys and reports (view-state.ts). A storage that
// throws or rejects is unavailable: the view state moves on to the next one, down to memory.
import type { AppSnapshot } from "../state/store.js";

/** Which kind of storage holds a view's state: `where` of the view state. */
export type ViewStateWhere = "host" | "server" | "local" | "memory";

/** What a write tells when it was refused because the stored state changed meanwhile: that state's JSON. */
export interface StaleWrite {
  stale: string | undefined;
}

/** Where view state is kept: give one to `createViewState(app, { storage })`. */
export interface ViewStateStorage {
  /** The kind of storage, for `where`. */
  readonly where: Exclude<ViewStateWhere, "memory">;
  /**
   * The key of the view a snapshot belongs to, or `undefined` while it is not known (before the tool
   * result); a storage that belongs to one view returns `""`. @default mcp-view:<app>:<tool>:uuid:<viewUUID>, or a hash of the tool call
   */
  keyFor?(snapshot: AppSnapshot, appName: string): string | undefined;
  /** The JSON text stored under `key`, or `null`/`undefined` for none. Throws or rejects when the storage is unavailable. */
  read(key: string): string | null | undefined | Promise<string | null | undefined>;
  /**
   * Stores `json` under `key`, or removes what is there when `json` is `undefined` (no state).
   * `summary` is the model-visible summary (`modelSummary`), when there is one. Throws or rejects when
   * the storage is unavailable or full; resolves with {@link StaleWrite} when it refused a write based
   * on an older version.
   */
  write(key: string, json: string | undefined, summary?: unknown): void | StaleWrite | Promise<void | StaleWrite>;
  /** The storage shows `summary` to the model itself, so no `ui/update-model-context` is sent for it. */
  readonly modelVisible?: boolean;
}

/**
 * View state in `localStorage`, or in `storage` if given. Reading `window.localStorage` throws where
 * the browser blocks third-party storage (a frame on another site than the page, in incognito windows
 * or with third-party cookies blocked) and in a sandbox without `allow-same-origin`; that, a full
 * quota or disabled storage make the view state fall back to memory.
 */
export function localViewStateStorage(storage?: Storage): ViewStateStorage {
  const target = () => storage ?? globalThis.localStorage;
  return {
    where: "local",
    read: (key) => target().getItem(key),
    write: (key, json) => (json === undefined ? target().removeItem(key) : target().setItem(key, json)),
  };
}

/** Whether `localStorage` really works in this frame: one write and removal of a probe key; the error when it does not. */
export function probeLocalStorage(): unknown {
  try {
    const probe = "mcp-view:probe";
    globalThis.localStorage.setItem(probe, "1");
    globalThis.localStorage.removeItem(probe);
    return undefined;
  } catch (error) {
    return error ?? new Error("localStorage is not available");
  }
}

/** The part of ChatGPT's `window.openai` that view state uses. */
export interface OpenAiWidgetStateHost {
  readonly widgetState?: unknown;
  setWidgetState(state: unknown): unknown;
}

/**
 * What mcp-view writes to ChatGPT's `widgetState`, in ChatGPT's structured shape: the model sees
 * `modelContent` and never `privateContent`.
 */
export interface OpenAiWidgetState {
  /**
   * What the model sees: the view state's summary (`viewState.modelSummary`), or, on a host with only
   * `window.openai`, the last `updateModelContext()` params. Absent until one of them is given.
   */
  modelContent?: unknown;
  /** The view state itself (`null` once cleared), never shown to the model. */
  privateContent: unknown;
}

/** Whether `state` is in ChatGPT's structured shape (it has `privateContent` or `modelContent`). */
export function isStructuredWidgetState(state: unknown): state is Partial<OpenAiWidgetState> & Record<string, unknown> {
  return typeof state === "object" && state !== null && ("privateContent" in state || "modelContent" in state);
}

/**
 * View state in ChatGPT's widget state: restored from `openai.widgetState` and written with
 * `openai.setWidgetState({ ...rest, privateContent, modelContent? })` (see {@link OpenAiWidgetState}):
 * what else the widget state holds, such as the model context in `modelContent`, is kept. A structured
 * widget state without `privateContent` holds no view state; one not in the structured shape (written
 * by other code) is taken whole.
 */
export function openAiViewStateStorage(openai: OpenAiWidgetStateHost): ViewStateStorage {
  return {
    where: "host",
    keyFor: () => "",
    modelVisible: true,
    read() {
      const state = openai.widgetState;
      const value = isStructuredWidgetState(state) ? state.privateContent : state;
      return value == null ? undefined : JSON.stringify(value);
    },
    async write(_key, json, summary) {
      const current = openai.widgetState;
      const state: OpenAiWidgetState = {
        ...(isStructuredWidgetState(current) ? current : {}),
        privateContent: json === undefined ? null : JSON.parse(json),
      };
      if (summary !== undefined) state.modelContent = summary;
      await openai.setWidgetState(state);
    },
  };
}
