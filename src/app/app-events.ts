// The App's state and events: the snapshot and its subscribers, the listeners (`on`,
// `addEventListener`) and the one-handler `on*` slots, all read from the App's store. A handler
// attached after its data arrived is called once with the current value (the store's replay).
import type * as P from "../protocol/shapes.js";
import type { AppEventMap, AppSnapshot, AppStore, Listener } from "../state/store.js";
import type { AppContext } from "./options.js";
import { ViewRequests } from "./view-requests.js";

/** The state and events of the App, over its view → host requests. */
export class AppEvents extends ViewRequests {
  readonly #store: AppStore;

  constructor(ctx: AppContext, owned: ReadonlySet<string>) {
    super(ctx, owned);
    this.#store = ctx.store;
  }

  // ---- state ----

  /** The current state; the same object until something changes. */
  getSnapshot(): AppSnapshot {
    return this.#store.get();
  }

  /** Calls `fn` after every state change. Returns its unsubscribe. */
  subscribe(fn: () => void): () => void {
    return this.#store.subscribe(fn);
  }

  /** The host context from the handshake, merged with every change since. */
  getHostContext(): P.McpUiHostContext | undefined {
    return this.#store.get().hostContext;
  }

  getHostCapabilities(): P.McpUiHostCapabilities | undefined {
    return this.#store.get().hostCapabilities;
  }

  getHostVersion(): P.Implementation | undefined {
    return this.#store.get().hostInfo;
  }

  // ---- events ----

  /**
   * Listens to `event`. A listener added after its data arrived is called once with the current value.
   * Returns its unsubscribe.
   */
  on<K extends keyof AppEventMap>(event: K, listener: Listener<K>): () => void {
    return this.#store.on(event, listener);
  }

  /** The official spelling of {@link AppEvents.on}. */
  addEventListener<K extends keyof AppEventMap>(event: K, listener: Listener<K>): void {
    this.#store.on(event, listener);
  }

  removeEventListener<K extends keyof AppEventMap>(event: K, listener: Listener<K>): void {
    this.#store.removeEventListener(event, listener);
  }

  /** The complete tool arguments (`ui/notifications/tool-input`). One handler; see {@link AppEvents.on} for more. */
  get ontoolinput(): Listener<"toolinput"> | undefined {
    return this.#store.getHandler("toolinput");
  }
  set ontoolinput(fn: Listener<"toolinput"> | undefined) {
    this.#store.setHandler("toolinput", fn);
  }
  /** Streamed partial tool arguments (`ui/notifications/tool-input-partial`). */
  get ontoolinputpartial(): Listener<"toolinputpartial"> | undefined {
    return this.#store.getHandler("toolinputpartial");
  }
  set ontoolinputpartial(fn: Listener<"toolinputpartial"> | undefined) {
    this.#store.setHandler("toolinputpartial", fn);
  }
  /** The tool's result (`ui/notifications/tool-result`). */
  get ontoolresult(): Listener<"toolresult"> | undefined {
    return this.#store.getHandler("toolresult");
  }
  set ontoolresult(fn: Listener<"toolresult"> | undefined) {
    this.#store.setHandler("toolresult", fn);
  }
  /** The tool call was cancelled (`ui/notifications/tool-cancelled`). */
  get ontoolcancelled(): Listener<"toolcancelled"> | undefined {
    return this.#store.getHandler("toolcancelled");
  }
  set ontoolcancelled(fn: Listener<"toolcancelled"> | undefined) {
    this.#store.setHandler("toolcancelled", fn);
  }
  /** The fields of the host context that changed (`ui/notifications/host-context-changed`). */
  get onhostcontextchanged(): Listener<"hostcontextchanged"> | undefined {
    return this.#store.getHandler("hostcontextchanged");
  }
  set onhostcontextchanged(fn: Listener<"hostcontextchanged"> | undefined) {
    this.#store.setHandler("hostcontextchanged", fn);
  }
  /** Every inbound problem and handler failure (an `AppError`); the connection stays up. */
  get onerror(): Listener<"error"> | undefined {
    return this.#store.getHandler("error");
  }
  set onerror(fn: Listener<"error"> | undefined) {
    this.#store.setHandler("error", fn);
  }
}
