// The framework-free half of useCallServerTool: runs `tools/call` requests, reports the state of the
// latest one, and aborts whatever is pending when its owner goes away. Shared by both bindings.
import { AppError, type App, type CallToolResult, type RequestOptions } from "../index.js";

/** Where the latest call stands. */
export type CallStatus = "idle" | "pending" | "success" | "error";

/** The state of the latest call. */
export interface CallState {
  status: CallStatus;
  /** The latest call's result (also when it has `isError: true`). */
  result: CallToolResult | undefined;
  /** Why the latest call failed: the rejection, or `REMOTE_ERROR` for an `isError` result. */
  error: AppError | undefined;
}

/** Parameters of `tools/call`. */
export interface CallToolParams {
  name: string;
  arguments?: Record<string, unknown>;
}

export const IDLE_CALL: CallState = Object.freeze({ status: "idle", result: undefined, error: undefined });

/** The text of an `isError` result, as an error. */
function toolError(name: string, result: CallToolResult): AppError {
  const text = result.content?.find((block) => block.type === "text");
  const detail = text && "text" in text ? `: ${text.text}` : "";
  return new AppError("REMOTE_ERROR", `Tool ${name} returned isError${detail}`, { data: result });
}

/** Runs tool calls for one hook instance; only the latest call's outcome reaches the listener. */
export class ToolCalls {
  readonly #pending = new Set<AbortController>();
  #latest = 0;
  #listener: ((state: CallState) => void) | undefined;

  /** Starts reporting to `listener`. The returned detach aborts every pending call. */
  attach(listener: (state: CallState) => void): () => void {
    this.#listener = listener;
    return () => {
      this.#listener = undefined;
      this.abort("the component unmounted");
    };
  }

  /** Calls `params.name` on the server. The promise rejects on failure but never goes unhandled. */
  call(app: App | null, params: CallToolParams, options: RequestOptions = {}): Promise<CallToolResult> {
    const id = ++this.#latest;
    const report = (state: CallState) => id === this.#latest && this.#listener?.(state);
    const controller = new AbortController();
    const outer = options.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    outer?.addEventListener("abort", forward);
    this.#pending.add(controller);
    report({ status: "pending", result: undefined, error: undefined });
    const promise = app
      ? app.callServerTool(params, { ...options, signal: controller.signal })
      : Promise.reject(
          new AppError(
            "NOT_CONNECTED",
            `Cannot call tool ${params.name}: no App (pass one, or provide a connected App to the component: AppProvider, provideApp, setAppContext)`,
          ),
        );
    promise
      .then(
        (result) =>
          report(
            result.isError
              ? { status: "error", result, error: toolError(params.name, result) }
              : { status: "success", result, error: undefined },
          ),
        (error: AppError) => report({ status: "error", result: undefined, error }),
      )
      .finally(() => {
        this.#pending.delete(controller);
        outer?.removeEventListener("abort", forward);
      });
    return promise;
  }

  /** Aborts every pending call: each rejects with `ABORTED`, and the host gets `notifications/cancelled` with `reason`. */
  abort(reason = "abort() was called"): void {
    for (const controller of [...this.#pending]) controller.abort(reason);
  }
}
