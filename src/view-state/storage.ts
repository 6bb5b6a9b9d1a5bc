// Where view state is kept, per host: the storage interface, localStorage (MCP Apps hosts, the
// default) and ChatGPT's `window.openai.widgetState`. A storage reads and writes JSON text; the App
// validates, parses, keys and reports (src/view-state.ts). A storage that throws or rejects is
// unavailable: the App keeps the state in memory from then on.

/** Where view state is kept. Give one in `AppOptions.viewState.storage` or to `app.setViewStateStorage()`. */
export interface ViewStateStorage {
  /** The JSON text stored under `key`, or `null`/`undefined` for none. Throws when the storage is unavailable. */
  read(key: string): string | null | undefined;
  /**
   * Stores `json` under `key`, or removes what is there when `json` is `undefined` (no state).
   * `summary` is the model-visible summary (`viewState.modelSummary`), when there is one. Throws or
   * rejects when the storage is unavailable or full.
   */
  write(key: string, json: string | undefined, summary?: unknown): void | Promise<void>;
  /** The storage belongs to this one view (ChatGPT's widget state): it needs no key and is read at once. */
  readonly scoped?: boolean;
  /** The storage shows `summary` to the model itself, so the App sends no `ui/update-model-context` for it. */
  readonly modelVisible?: boolean;
}

/**
 * View state in `localStorage` (the default on MCP Apps hosts), or in `storage` if given. Reading
 * `window.localStorage` throws in a sandbox without `allow-same-origin`; that, a full quota or disabled
 * storage make the App fall back to memory.
 */
export function localViewStateStorage(storage?: Storage): ViewStateStorage {
  const target = () => storage ?? globalThis.localStorage;
  return {
    read: (key) => target().getItem(key),
    write: (key, json) => (json === undefined ? target().removeItem(key) : target().setItem(key, json)),
  };
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
    scoped: true,
    modelVisible: true,
    read() {
      const state = openai.widgetState;
      const value = isStructuredWidgetState(state) ? state.privateContent : state;
      return value == null ? undefined : JSON.stringify(value);
    },
    async write(_key, json, summary) {
      const current = openai.widgetState;
      const state: OpenAiWidgetState = { ...(isStructuredWidgetState(current) ? current : {}), privateContent: json === undefined ? null : JSON.parse(json) };
      if (summary !== undefined) state.modelContent = summary;
      await openai.setWidgetState(state);
    },
  };
}
