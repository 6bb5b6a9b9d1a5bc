// App-rendered elicitation, experimental (a draft of MCP Apps; see schema.ts): the view answers the
// host's forwarded `elicitation/create` with an `ElicitResult`. Its own module, on the App's public
// API and its internals, so that a widget that never calls `elicitationOf` carries none of it.
//
// Two ways to answer. `onelicitation` (one slot, like the App's `oncalltool`) answers each request
// with what it returns. Without it, a request waits in `pending` and subscribers hear of it (the
// event, and what the framework bindings render), until its `respond`, `decline` or `cancel`, or the
// host cancels it. With neither a handler nor a subscriber, the host gets -32601 and uses its own
// form. Every answer is checked against the request's schema first: a handler's answer that does
// not fit is never sent (the host gets -32603 and onerror hears why); `respond` with one that does
// not fit throws and leaves the request pending, so the form can say what is wrong.
import type { App } from "../app/app.js";
import { internalsOf } from "../app/internals.js";
import { AppError, errorMessage, RPC_INTERNAL_ERROR, RPC_INVALID_PARAMS, RPC_METHOD_NOT_FOUND } from "../errors.js";
import { ELICITATION_CREATE_METHOD } from "../protocol/methods.js";
import type { HandlerContext } from "../rpc/rpc.js";
import { elicitParamsDefect, elicitResultDefect, type ElicitRequestParams, type ElicitResult, type ElicitValue } from "./schema.js";

/** Answers one forwarded elicitation. */
export type ElicitationHandler = (params: ElicitRequestParams, ctx: HandlerContext) => ElicitResult | Promise<ElicitResult>;

/** A request waiting for the view's answer (no `onelicitation` was set). */
export interface PendingElicitation {
  /** The request as the host forwarded it: `message`, `requestedSchema`, `_meta`. */
  readonly params: ElicitRequestParams;
  /** Aborts when the host cancels the request (it then leaves `pending`). */
  readonly signal: AbortSignal;
  /**
   * Sends `result` as the answer. One that does not fit the request's schema throws `AppError`
   * `INVALID_PARAMS`, is not sent, and the request stays pending.
   */
  respond(result: ElicitResult): void;
  /** Accepts with `content` (checked as `respond` checks it). */
  accept(content: Record<string, ElicitValue>): void;
  /** The user said no. */
  decline(): void;
  /** The user dismissed the form without choosing. */
  cancel(): void;
}

/** A view's app-rendered elicitation: see {@link elicitationOf}. */
export interface Elicitation {
  /** Answers each request with what it returns; while unset, requests wait in {@link Elicitation.pending}. */
  onelicitation: ElicitationHandler | undefined;
  /** The requests waiting for an answer, oldest first. */
  readonly pending: readonly PendingElicitation[];
  /** Calls `listener` whenever `pending` changes. Returns its unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** What elicitation uses of its App. */
export type ElicitationApp = Pick<App, "getSnapshot">;

const made = new WeakMap<object, Elicitation>();

/**
 * Experimental. The app-rendered elicitation of `app`, one per App: the first call declares
 * `appCapabilities.elicitation` (so call it before `connect()`, or construct the App with
 * `{ elicitation: {} }`) and answers `elicitation/create` from then on.
 *
 * @example
 * const elicitation = elicitationOf(app);
 * elicitation.onelicitation = async ({ requestedSchema }) => ({ action: "accept", content: await showForm(requestedSchema) });
 */
export function elicitationOf(app: ElicitationApp): Elicitation {
  let elicitation = made.get(app);
  if (!elicitation) made.set(app, (elicitation = new ViewElicitation(app)));
  return elicitation;
}

class ViewElicitation implements Elicitation {
  onelicitation: ElicitationHandler | undefined;
  #pending: PendingElicitation[] = [];
  readonly #listeners = new Set<() => void>();
  readonly #report: (error: AppError) => void;

  constructor(app: ElicitationApp) {
    const { capabilities, rpc } = internalsOf(app);
    const report = (error: AppError) => rpc.report(error);
    this.#report = report;
    const { status } = app.getSnapshot();
    if (!capabilities.elicitation && (status === "connecting" || status === "connected"))
      report(
        new AppError(
          "NOT_SUPPORTED",
          "elicitationOf() was called after connect() on an App that did not declare appCapabilities.elicitation: the host was told this view renders no elicitation. Call it before connect().",
        ),
      );
    capabilities.elicitation ??= {};
    rpc.handle(ELICITATION_CREATE_METHOD, async (params, ctx) => {
      const defect = elicitParamsDefect(params);
      if (defect)
        throw new AppError("INVALID_PARAMS", `Invalid ${ELICITATION_CREATE_METHOD} params: ${defect}`, { code: RPC_INVALID_PARAMS });
      const request = params as ElicitRequestParams;
      if (!this.onelicitation) return this.#wait(request, ctx.signal);
      const result: unknown = await this.onelicitation(request, ctx);
      const wrong = elicitResultDefect(result, request.requestedSchema);
      if (!wrong) return result;
      // The host hears why there is no answer; the refused answer itself goes only to onerror.
      const message = `The view's elicitation answer was not sent: ${wrong}`;
      report(new AppError("INVALID_PARAMS", message, { data: result }));
      throw new AppError("INVALID_PARAMS", message, { code: RPC_INTERNAL_ERROR });
    });
  }

  get pending(): readonly PendingElicitation[] {
    return this.#pending;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Keeps the request pending until it is answered or cancelled. */
  #wait(params: ElicitRequestParams, signal: AbortSignal): Promise<ElicitResult> {
    if (!this.#listeners.size)
      return Promise.reject(new AppError("NOT_SUPPORTED", "Nothing in this view renders elicitations", { code: RPC_METHOD_NOT_FOUND }));
    return new Promise((resolve, reject) => {
      const settle = () => {
        signal.removeEventListener("abort", abort);
        this.#change(this.#pending.filter((p) => p !== entry));
      };
      const abort = () => (settle(), reject(new AppError("ABORTED", "The host cancelled the elicitation")));
      const respond = (result: ElicitResult) => {
        if (!this.#pending.includes(entry)) throw new AppError("INVALID_PARAMS", "This elicitation was answered or cancelled already");
        const wrong = elicitResultDefect(result, params.requestedSchema);
        if (wrong) throw new AppError("INVALID_PARAMS", `Invalid elicitation answer: ${wrong}`, { data: result });
        settle();
        resolve(result);
      };
      const entry: PendingElicitation = {
        params,
        signal,
        respond,
        accept: (content) => respond({ action: "accept", content }),
        decline: () => respond({ action: "decline" }),
        cancel: () => respond({ action: "cancel" }),
      };
      signal.addEventListener("abort", abort, { once: true });
      this.#change([...this.#pending, entry]);
    });
  }

  #change(pending: PendingElicitation[]): void {
    this.#pending = pending;
    for (const listener of [...this.#listeners])
      try {
        listener();
      } catch (cause) {
        this.#report(new AppError("INVALID_MESSAGE", `An elicitation subscriber threw: ${errorMessage(cause)}`, { cause }));
      }
  }
}
