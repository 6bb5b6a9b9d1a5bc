// A request waiting for its answer, as plain data that holds its own timer: the engine keeps one map
// of them by id; an answer, a timeout, an abort or close settles the entry once, which clears its
// timer, drops its abort listener and takes it out of the map.
import { AppError, errorMessage } from "../errors.js";
import type { RequestId } from "../protocol/shapes.js";

/** Progress reported by the peer for a request that carried a progress token. */
export interface Progress {
  progress: number;
  total?: number;
  message?: string;
}

/** Per-request options (the MCP SDK's names). */
export interface RequestOptions {
  /** Milliseconds before the request rejects with `TIMEOUT`. @default the App's `timeout` (60000) */
  timeout?: number;
  /** Aborting rejects with `ABORTED` and tells the peer with `notifications/cancelled`. */
  signal?: AbortSignal;
  /** Asks the peer for progress (`_meta.progressToken`) and is called with each report. */
  onprogress?: (progress: Progress) => void;
  /** Whether a progress report restarts the timeout (only for requests that asked for progress). @default true */
  resetTimeoutOnProgress?: boolean;
  /** Milliseconds after which the request rejects with `TIMEOUT` however much progress it reports. @default 600000 */
  maxTotalTimeout?: number;
}

type Result = Record<string, unknown>;

/** What a pending request tells its engine. */
export interface PendingHooks {
  resolve: (result: Result) => void;
  reject: (error: AppError) => void;
  /** The request gave up (timeout or abort): the engine tells the peer, if it was sent. */
  cancel: (request: PendingRequest, error: AppError) => void;
  /** The request settled: the engine forgets it. */
  release: (request: PendingRequest) => void;
}

const MAX_TOTAL_TIMEOUT = 600_000;

/** One request from its creation to its settlement. */
export class PendingRequest {
  readonly method: string;
  /** The wire id, once the request was sent. */
  id: RequestId | undefined;
  /** Settled already (answered, timed out, aborted or closed). */
  done = false;
  /** Whether the peer is asked for progress reports (`_meta.progressToken`). */
  readonly wantsProgress: boolean;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #started = Date.now();
  /** The request's own timeout, restarted by progress. */
  readonly #timeout: number;
  readonly #options: RequestOptions;
  readonly #hooks: PendingHooks;
  readonly #onAbort = () => this.#giveUp(abortError(this.method, this.#options.signal!.reason));

  constructor(method: string, options: RequestOptions, defaultTimeout: number, hooks: PendingHooks) {
    this.method = method;
    this.#options = options;
    this.#timeout = options.timeout ?? defaultTimeout;
    this.#hooks = hooks;
    this.wantsProgress = options.onprogress !== undefined;
    const { signal } = options;
    if (signal?.aborted) {
      this.#onAbort();
      return;
    }
    signal?.addEventListener("abort", this.#onAbort);
    this.#arm(this.#timeout, `timed out after ${this.#timeout} ms`);
  }

  /** Settles with `error`, or else with `result`; later calls do nothing. */
  settle(error: AppError | undefined, result?: Result): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.#timer);
    this.#options.signal?.removeEventListener("abort", this.#onAbort);
    this.#hooks.release(this);
    if (error) this.#hooks.reject(error);
    else this.#hooks.resolve(result ?? {});
  }

  /** A progress report: restarts the timeout (unless turned off), never past `maxTotalTimeout`, then tells the caller. */
  progress(progress: Progress): void {
    const maxTotal = this.#options.maxTotalTimeout ?? MAX_TOTAL_TIMEOUT;
    const leftInAll = Math.max(maxTotal - (Date.now() - this.#started), 0);
    if (leftInAll < this.#timeout) this.#arm(leftInAll, `timed out after ${maxTotal} ms in all (maxTotalTimeout)`);
    else if (this.#options.resetTimeoutOnProgress ?? true) this.#arm(this.#timeout, `timed out after ${this.#timeout} ms`);
    this.#options.onprogress?.(progress);
  }

  #arm(ms: number, reason: string): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#giveUp(new AppError("TIMEOUT", `Request ${this.method} ${reason}`)), ms);
  }

  #giveUp(error: AppError): void {
    if (this.done) return;
    this.#hooks.cancel(this, error);
    this.settle(error);
  }
}

function abortError(method: string, reason: unknown): AppError {
  return new AppError("ABORTED", `Request ${method} was aborted${reason === undefined ? "" : `: ${errorMessage(reason)}`}`, { cause: reason });
}
