// View state: the widget's own state (a selected tab, a filter, a half-filled form), kept in the App's
// snapshot and in a storage that survives the frame being reloaded.
//
// The key. A keyed storage (localStorage) keeps each view's state under its own key, known once the
// tool result arrives: `mcp-view:<app name>:<tool name>:uuid:<viewUUID>` when the result's `_meta`
// carries a `viewUUID` string (the server makes one per tool call), else
// `mcp-view:<app name>:<tool name>:call:<hash>` of the tool call's request id (host context
// `toolInfo.id`), its arguments and its result's content, which a host resends unchanged when it
// reloads the frame. A scoped storage (ChatGPT's widget state) belongs to the one view: it needs no key.
//
// The order. Until the key is known the state lives in the snapshot only; once it is, state set
// before is written (the widget's latest word wins), else the stored state is read. A result with a
// different key switches to that key's state. A storage that throws or rejects is reported once
// (`STORAGE_UNAVAILABLE`) and dropped: the state lives on in memory, and the widget never sees a throw.
import { AppError, errorMessage } from "../errors.js";
import type * as P from "../protocol/shapes.js";
import type { AppSnapshot, AppStore } from "../state/store.js";
import { hashText, toStateJson } from "./json.js";
import { localViewStateStorage, openAiViewStateStorage, type OpenAiWidgetStateHost, type ViewStateStorage } from "./storage.js";

/** Options of the view state (`AppOptions.viewState`). */
export interface ViewStateOptions {
  /** Where the state is kept; `null` keeps it in memory only. @default localStorage, keyed per view */
  storage?: ViewStateStorage | null;
  /**
   * What the model may see of the state; off by default (the model sees none of it). On MCP Apps
   * hosts each `setViewState` sends it with `ui/update-model-context` (a string as text content, an
   * object as `structuredContent`); on ChatGPT it is the widget state's `modelContent`.
   */
  modelSummary?: (state: unknown) => string | Record<string, unknown> | undefined;
}

/** A new state, or a function of the previous one that returns it. */
export type ViewStateUpdate<T> = T | ((previous: T | undefined) => T);

/** What the view state needs from its App. */
export interface ViewStateHost {
  readonly store: AppStore;
  /** The App's name: the namespace of its keys. */
  readonly name: string;
  report(error: AppError): void;
  updateModelContext(params: P.McpUiUpdateModelContextParams): Promise<unknown>;
}

/** The key of the view a snapshot's tool call belongs to, or `undefined` before its result. */
function viewStateKey(name: string, snapshot: AppSnapshot): string | undefined {
  const result = snapshot.toolResult;
  if (!result) return undefined;
  const tool = snapshot.hostContext?.toolInfo;
  const uuid = result._meta?.viewUUID;
  let id: string;
  try {
    id = typeof uuid === "string" && uuid ? `uuid:${uuid}` : `call:${hashText(JSON.stringify([tool?.id, snapshot.toolInput?.arguments, result.structuredContent, result.content]))}`;
  } catch {
    return undefined; // not JSON (a BigInt sent by postMessage): no key, the state stays in memory
  }
  return `mcp-view:${name}:${tool?.tool?.name ?? ""}:${id}`;
}

/** One App's view state: see the file comment. */
export class ViewState {
  readonly #host: ViewStateHost;
  readonly #summarise: ViewStateOptions["modelSummary"];
  #storage: ViewStateStorage | null;
  #key: string | undefined;
  /** State set while it could not be written yet: its JSON and model summary. */
  #unsaved: [string | undefined, unknown] | undefined;
  #result: P.CallToolResult | undefined;
  #reported = false;

  constructor(host: ViewStateHost, options: ViewStateOptions = {}) {
    this.#host = host;
    this.#summarise = options.modelSummary;
    this.#storage = options.storage === undefined ? defaultStorage() : options.storage;
    host.store.subscribe(() => this.#onChange());
    if (this.#storage?.scoped) this.#switch("");
  }

  get(): unknown {
    return this.#host.store.get().viewState;
  }

  /** Validates (throws `INVALID_PARAMS`), updates the snapshot, and resolves once stored. */
  set<T>(update: ViewStateUpdate<T>): Promise<void> {
    const value = typeof update === "function" ? (update as (previous: T | undefined) => T)(this.get() as T | undefined) : update;
    const json = toStateJson(value);
    const summary = this.#summarise?.(value);
    this.#host.store.set({ viewState: json === undefined ? undefined : JSON.parse(json) });
    if (summary !== undefined && !this.#storage?.modelVisible) this.#mirror(summary);
    if (this.#key !== undefined && this.#storage) return this.#write(json, summary);
    this.#unsaved = [json, summary];
    return Promise.resolve();
  }

  /**
   * Keeps the state in `storage` from now on (a host adapter's, or `null` for memory only). Once its
   * key is known, state set but not written yet is written to it; otherwise the state becomes what it holds.
   */
  setStorage(storage: ViewStateStorage | null): void {
    this.#storage = storage;
    this.#key = undefined;
    this.#switch(storage?.scoped ? "" : viewStateKey(this.#host.name, this.#host.store.get()));
  }

  #onChange(): void {
    const result = this.#host.store.get().toolResult;
    if (!result || result === this.#result || this.#storage?.scoped) return;
    this.#result = result;
    this.#switch(viewStateKey(this.#host.name, this.#host.store.get()));
  }

  /** Moves to `key`: writes what was set before it was known, else reads what is stored under it. */
  #switch(key: string | undefined): void {
    if (key === undefined || key === this.#key) return;
    this.#key = key;
    const unsaved = this.#unsaved;
    this.#unsaved = undefined;
    if (unsaved) return void this.#write(...unsaved);
    if (this.#storage) this.#host.store.set({ viewState: this.#read(key) });
  }

  /** The state stored under `key`; `undefined` for none, for corrupt JSON (reported) and when the storage fails. */
  #read(key: string): unknown {
    let json: string | null | undefined;
    try {
      json = this.#storage?.read(key);
    } catch (cause) {
      return this.#unavailable(cause);
    }
    if (json == null) return undefined;
    try {
      return JSON.parse(json);
    } catch (cause) {
      this.#host.report(new AppError("INVALID_MESSAGE", `Ignored corrupt view state stored under "${key}": ${errorMessage(cause)}`, { data: json, cause }));
      return undefined;
    }
  }

  async #write(json: string | undefined, summary: unknown): Promise<void> {
    const storage = this.#storage;
    if (!storage || this.#key === undefined) return;
    try {
      await storage.write(this.#key, json, summary);
    } catch (cause) {
      this.#unavailable(cause);
    }
  }

  /** Drops the storage and reports it, once per App: the state lives on in memory. */
  #unavailable(cause: unknown): undefined {
    this.#storage = null;
    if (this.#reported) return;
    this.#reported = true;
    this.#host.report(new AppError("STORAGE_UNAVAILABLE", `View state is kept in memory only: its storage failed (${errorMessage(cause)})`, { cause }));
  }

  #mirror(summary: string | Record<string, unknown>): void {
    const params = typeof summary === "string" ? { content: [{ type: "text" as const, text: summary }] } : { structuredContent: summary };
    this.#host.updateModelContext(params).catch((error: unknown) => this.#host.report(error as AppError));
  }
}

/**
 * The storage of the host the view runs on: ChatGPT's widget state when the page has a
 * `window.openai` that can keep it (ChatGPT injects it before the widget's scripts run, with or
 * without the standard bridge), else `localStorage`.
 */
function defaultStorage(): ViewStateStorage {
  const openai = (globalThis as { openai?: Partial<OpenAiWidgetStateHost> }).openai;
  return typeof openai?.setWidgetState === "function" ? openAiViewStateStorage(openai as OpenAiWidgetStateHost) : localViewStateStorage();
}

