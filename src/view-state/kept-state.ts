// How view state is kept (see view-state.ts for where and in which order): the current storage and
// the view's key in it, reads and writes and which of them still count, the storages left to fall
// back on when one fails, what the widget set while no storage held it, and the subscribers.
import { internalsOf } from "../app/internals.js";
import { AppError, errorMessage } from "../errors.js";
import { contexts } from "../model-context/registry.js";
import type { CallToolResult } from "../protocol/shapes.js";
import { defaultChain, WAIT, type Link } from "./chain.js";
import { toStateJson } from "./json.js";
import { viewStateKey } from "./key.js";
import type { ViewStateStorage, ViewStateWhere } from "./storage.js";
import type { ViewState, ViewStateApp, ViewStateOptions, ViewStateUpdate } from "./types.js";

type Unsaved = [json: string | undefined, summary: unknown];
/** Why the state left a storage: reported unless `quiet` (the storage was never offered here). */
type Failure = { why: string; cause: unknown; quiet: boolean };

/** A view's state, kept along the chain of storages. */
export class KeptState<T> implements ViewState<T> {
  readonly #app: ViewStateApp;
  readonly #summarise: ViewStateOptions<T>["modelSummary"];
  readonly #listeners = new Set<() => void>();
  /** The storages still to try, in order, each made when its turn comes. */
  readonly #candidates: Link[];
  /** The server's link, passed before the handshake: tried once the host's capabilities are known. */
  #waiting: Link | undefined;
  #storage: ViewStateStorage | null = null;
  #reason: string | undefined;
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
    const given = options.storage;
    const chain = defaultChain(app).filter((_, i) => i !== 1 || given?.where !== "server"); // one server storage at most
    this.#candidates = given === null ? [] : [...(given ? [() => given] : []), ...chain];
    this.#moveOn(undefined);
    app.subscribe(() => this.#onChange());
  }

  get where(): ViewStateWhere {
    return this.#storage?.where ?? "memory";
  }

  get reason(): string | undefined {
    return this.#reason;
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
    if (this.#waiting && this.#key === undefined && (snapshot.hostCapabilities || snapshot.status === "connected")) {
      // Connected, before any key: the server's link goes before the storage that holds the state meanwhile.
      const [current, reason] = [this.#storage, this.#reason];
      this.#candidates.unshift(this.#waiting, () => current ?? (reason === undefined ? undefined : { why: reason }));
      this.#waiting = undefined;
      this.#moveOn(undefined);
    }
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
      return this.#failed(storage, "it has no key for this view (no _meta.viewUUID in the tool result)", true);
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

  /**
   * `storage` failed (`cause`, or a reason as text): the next storage in line takes the state, and with
   * `carry` the widget's latest. Quietly when it was never offered here: it has no key for this view,
   * or it says `NOT_SUPPORTED` (the server's tools, before they ever answered).
   */
  #failed(storage: ViewStateStorage, cause: unknown, carry: boolean): void {
    if (storage !== this.#storage) return;
    if (carry && this.#unsaved === undefined) this.#unsaved = this.#latest;
    const quiet = typeof cause === "string" || (cause instanceof AppError && cause.kind === "NOT_SUPPORTED");
    this.#moveOn({ why: `its ${storage.where} storage failed (${typeof cause === "string" ? cause : errorMessage(cause)})`, cause, quiet });
  }

  /**
   * Takes the next storage that is offered (memory after the last), skipping those that are not
   * quietly. Reports a failure that lost a storage which was offered.
   */
  #moveOn(failure: Failure | undefined): void {
    let next: ViewStateStorage | undefined;
    const whys = failure ? [failure.why] : [];
    while (!next && this.#candidates.length) {
      const link = this.#candidates.shift()!;
      const candidate = link();
      if (candidate === WAIT) this.#waiting = link;
      else if (candidate && "read" in candidate) next = candidate;
      else if (candidate) whys.push(candidate.why);
    }
    this.#storage = next ?? null;
    this.#key = undefined;
    this.#reason = whys.length ? whys.join("; ") : this.#reason;
    if (failure && !failure.quiet)
      this.#report(
        new AppError("STORAGE_UNAVAILABLE", `View state is kept ${next ? `in ${next.where} storage` : "in memory only"}: ${failure.why}`, {
          cause: failure.cause,
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

  /**
   * Hands the summary to the model: as the "viewState" part where the widget keeps a model context, else
   * as the whole context; nothing on a host known to offer no model context.
   */
  #mirror(summary: string | Record<string, unknown>): void {
    const params = typeof summary === "string" ? { content: [{ type: "text" as const, text: summary }] } : { structuredContent: summary };
    const context = contexts.get(this.#app);
    if (context) return context.set("viewState", typeof summary === "string" ? summary : params);
    const offered = this.#app.getSnapshot().hostCapabilities;
    if (offered && !offered.updateModelContext) return; // a host without model context: nothing to tell it, quietly
    this.#app.updateModelContext(params).catch((error: AppError) => this.#report(error));
  }

  #report(error: AppError): void {
    internalsOf(this.#app).rpc.report(error);
  }
}
