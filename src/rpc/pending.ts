// A request waiting for its answer, as plain data that holds its own timer (one entry of the engine's
// pending map, as penpal keeps its reply handlers), and the timeout rules: each request has its own
// timeout, which a progress report restarts, but never past `maxTotalTimeout` from its start.
import type { AppError } from "../errors.js";
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

/** One request, from its creation to its settlement. */
export interface PendingRequest {
  readonly method: string;
  readonly options: RequestOptions;
  /** Its own timeout in ms: the option's, else the engine's default. */
  readonly timeout: number;
  /** `Date.now()` when it was made. */
  readonly started: number;
  readonly resolve: (result: Record<string, unknown>) => void;
  readonly reject: (error: AppError) => void;
  /** Its `abort` listener on `options.signal`. */
  readonly onAbort: () => void;
  /** The wire id, once it was sent. */
  id?: RequestId;
  timer?: ReturnType<typeof setTimeout>;
  /** Settled already (answered, timed out, aborted or closed). */
  done?: boolean;
}

const MAX_TOTAL_TIMEOUT = 600_000;

/** How long a request waits at first, and the end of its timeout message. */
export function firstTimeout(request: PendingRequest): [ms: number, reason: string] {
  return [request.timeout, `timed out after ${request.timeout} ms`];
}

/**
 * The timeout to arm after a progress report: the request's own again (unless `resetTimeoutOnProgress`
 * is false: `undefined`, keep the current one), or what is left of `maxTotalTimeout` when that is shorter.
 */
export function timeoutAfterProgress(request: PendingRequest, now: number): [ms: number, reason: string] | undefined {
  const maxTotal = request.options.maxTotalTimeout ?? MAX_TOTAL_TIMEOUT;
  const leftInAll = Math.max(maxTotal - (now - request.started), 0);
  if (leftInAll < request.timeout) return [leftInAll, `timed out after ${maxTotal} ms in all (maxTotalTimeout)`];
  return (request.options.resetTimeoutOnProgress ?? true) ? firstTimeout(request) : undefined;
}
