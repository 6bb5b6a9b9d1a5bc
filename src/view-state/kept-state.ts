// How view state is kept (see view-state.ts for where and in which order): the current storage and
// the view's key in it, reads and writes and which of them still count, the storages left to fall
// back on when one fails, what the widget set while no storage held it, and the subscribers.
import { internalsOf } from "../app/internals.js";
import { AppError, errorMessage } from "../errors.js";
import { contexts } from "../model-context/registry.js";
import { findOpenAi } from "../protocol/openai.js";
import type { CallToolResult } from "../protocol/shapes.js";
import { toStateJson } from "./json.js";
import { viewStateKey } from "./key.js";
import {
  localViewStateStorage,
  openAiViewStateStorage,
  probeLocalStorage,
  type OpenAiWidgetStateHost,
  type ViewStateStorage,
  type ViewStateWhere,
} from "./storage.js";
import type { ViewState, ViewStateApp, ViewStateOptions, ViewStateUpdate } from "./types.js";

type Unsaved = [json: string | undefined, summary: unknown];
/** Why a storage is not available (for the report). */
type Unavailable = { why: string; cause: unknown };

/** A view's state, kept along the chain of storages. */
export class KeptState<T> implements ViewState<T> {
  readonly #app: ViewStateApp;
  readonly #summarise: ViewStateOptions<T>["modelSummary"];
  readonly #listeners = new Set<() => void>();
  /** The storages still to try, in order, each made when its turn comes. */
  readonly #candidates: Array<() => ViewStateStorage | Unavailable | undefined>;
  #storage: ViewStateStorage | null = null;
  #key: string | undefined;
  #json: string | undefined;
  #value: T | undefined;
  /** The widget's latest state while no storage has taken it. */
  #unsaved: Unsaved | undefined;
  /** Counts reads and sets, so that a read answered after a newer set or read is dropped. */
  #turn = 0;
  /** The widget's latest `set`, for the next storage when writes in flight fail. */
  #latest: Unsaved | undefined;
  /** The JSON the current storage holds under the current key, as last read or written. */
  #stored: string | undefined;
  #result: CallToolResult | undefined;

  constructor(app: ViewStateApp, options: ViewStateOptions<T>) {
    this.#app = app;
    this.#summarise = options.modelSummary;
    this.#candidates =
      options.storage === null ? [] : [...(options.storage ? [() => options.storage!] : []), hostStorage, localStorageIfItWorks];
    this.#moveOn(undefined);
    app.subscribe(() => this.#onChange());
  }

  get where(): ViewStateWhere {
    return this.#storage?.where ?? "memory";
  }

  get(): T | undefined {
    return this.#value;
  }

  set(update: ViewStateUpdate<T>): Promise<void> {
    const value = typeof update === "function" ? (update as (previous: T | undefined) => T)(this.#value) : update;
    const json = toStateJson(value);
    const summary = this.#summarise?.(value);
    this.#turn++;
    this.#latest = [json, summary];
    this.#show(json);
    if (summary !== undefined && !this.#storage?.modelVisible) this.#mirror(summary);
    if (this.#storage && this.#key !== undefined) return this.#write([json, summary]);
    this.#unsaved = [json, summary];
    return Promise.resolve();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  #onChange(): void {
    const snapshot = this.#app.getSnapshot();
    if (!snapshot.toolResult || snapshot.toolResult === this.#result) return;
    this.#result = snapshot.toolResult;
    this.#switch(false);
  }

  /** Takes the key of the current storage: writes the unsaved state (`carry`, or the first key), else reads. */
  #switch(carry: boolean): void {
    const storage = this.#storage;
    if (!storage) return;
    const snapshot = this.#app.getSnapshot();
    const key = (storage.keyFor ?? viewStateKey)(snapshot, internalsOf(this.#app).name);
    if (key === undefined && snapshot.toolResult)
      return this.#failed(storage, "it has no key for this view (no _meta.viewUUID in the tool result?)", true);
    if (key === undefined || key === this.#key) return;
    const first = this.#key === undefined;
    this.#key = key;
    this.#stored = undefined;
    const unsaved = this.#unsaved;
    this.#unsaved = undefined;
    if (unsaved && (first || carry)) void this.#write(unsaved);
    else this.#read(storage, key);
  }

  #read(storage: ViewStateStorage, key: string): void {
    const turn = ++this.#turn;
    const loaded = (json: string | null | undefined) => {
      if (turn === this.#turn && storage === this.#storage) this.#load(key, json ?? undefined);
    };
    // A failed read hands the next storage what the widget set since the read began, if anything.
    const failed = (cause: unknown) => {
      if (key === this.#key) this.#failed(storage, cause, turn !== this.#turn);
    };
    try {
      const json = storage.read(key);
      if (json instanceof Promise) json.then(loaded, failed);
      else loaded(json);
    } catch (cause) {
      failed(cause);
    }
  }

  #load(key: string, json: string | undefined): void {
    try {
      if (json !== undefined) JSON.parse(json);
      this.#stored = json;
      this.#show(json);
    } catch (cause) {
      this.#report(
        new AppError("INVALID_MESSAGE", `Ignored corrupt view state stored under "${key}": ${errorMessage(cause)}`, { data: json, cause }),
      );
    }
  }

  async #write(unsaved: Unsaved): Promise<void> {
    const storage = this.#storage!;
    const key = this.#key!;
    const turn = this.#turn;
    try {
      const outcome = await storage.write(key, ...unsaved);
      if (storage !== this.#storage || key !== this.#key) return;
      if (!outcome) return void (this.#stored = unsaved[0]);
      this.#turn++;
      this.#load(key, outcome.stale);
      this.#report(
        new AppError(
          "CONFLICT",
          `View state was not written: it changed in ${storage.where} storage meanwhile (another copy of this view?), and is now what is stored there`,
        ),
      );
    } catch (cause) {
      if (cause instanceof AppError && cause.kind === "INVALID_PARAMS") {
        // The storage refused this value, not every value: unless the widget set another since, it shows what is stored again.
        if (storage === this.#storage && key === this.#key && turn === this.#turn) this.#revert();
        throw cause;
      }
      if (storage === this.#storage && key === this.#key) this.#unsaved = this.#latest ?? unsaved; // the newest, when several writes fail
      this.#failed(storage, cause, false);
    }
  }

  /** `storage` failed (`cause`, or a reason as text): the next storage in line takes the state, and with `carry` the widget's latest. */
  #failed(storage: ViewStateStorage, cause: unknown, carry: boolean): void {
    if (storage !== this.#storage) return;
    if (carry && this.#unsaved === undefined) this.#unsaved = this.#latest;
    this.#moveOn({ why: `its ${storage.where} storage failed (${typeof cause === "string" ? cause : errorMessage(cause)})`, cause });
  }

  /**
   * Takes the next storage that is available (memory after the last). Reports why when a storage
   * failed, or when the state ends in memory because none was available (not by `storage: null`).
   */
  #moveOn(failure: Unavailable | undefined): void {
    let next: ViewStateStorage | undefined;
    let unavailable: Unavailable | undefined;
    while (!next && this.#candidates.length) {
      const candidate = this.#candidates.shift()!();
      if (candidate && !("read" in candidate)) unavailable = candidate;
      else next = candidate;
    }
    this.#storage = next ?? null;
    this.#key = undefined;
    const reason = failure ?? (next ? undefined : unavailable);
    if (reason)
      this.#report(
        new AppError("STORAGE_UNAVAILABLE", `View state is kept ${next ? `in ${next.where} storage` : "in memory only"}: ${reason.why}`, {
          cause: reason.cause,
        }),
      );
    this.#switch(true);
  }

  /** Shows what the storage holds again, in place of a value it refused. */
  #revert(): void {
    this.#latest = [this.#stored, undefined];
    this.#show(this.#stored);
  }

  #show(json: string | undefined): void {
    if (json === this.#json) return;
    this.#json = json;
    this.#value = json === undefined ? undefined : JSON.parse(json);
    for (const listener of [...this.#listeners]) {
      try {
        listener();
      } catch (cause) {
        this.#report(new AppError("INVALID_MESSAGE", `A view-state subscriber threw: ${errorMessage(cause)}`, { cause }));
      }
    }
  }

  /** Hands the summary to the model: as the "viewState" part where the widget keeps a model context, else as the whole context. */
  #mirror(summary: string | Record<string, unknown>): void {
    const params = typeof summary === "string" ? { content: [{ type: "text" as const, text: summary }] } : { structuredContent: summary };
    const context = contexts.get(this.#app);
    if (context) context.set("viewState", typeof summary === "string" ? summary : params);
    else this.#app.updateModelContext(params).catch((error: AppError) => this.#report(error));
  }

  #report(error: AppError): void {
    internalsOf(this.#app).report(error);
  }
}

/** ChatGPT's widget state, when the page has a `window.openai` that can keep it (injected before the widget's scripts run). */
function hostStorage(): ViewStateStorage | undefined {
  const openai = findOpenAi() as Partial<OpenAiWidgetStateHost> | undefined;
  return typeof openai?.setWidgetState === "function" ? openAiViewStateStorage(openai as OpenAiWidgetStateHost) : undefined;
}

/** localStorage, when a probe shows it works in this frame; else why not. */
function localStorageIfItWorks(): ViewStateStorage | Unavailable {
  const error = probeLocalStorage();
  return error === undefined
    ? localViewStateStorage()
    : { why: `localStorage is not available in this frame (${errorMessage(error)})`, cause: error };
}
