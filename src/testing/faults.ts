// Fault injection: what can go wrong between a view and its host, per method. Replies to the view's
// requests can be delayed, dropped or turned into JSON-RPC errors; the host's notifications can be
// duplicated. Timers follow the test's clock (fake timers included) and stop when the host closes.
import type { HandlerContext, JSONRPCErrorObject } from "../index.js";
import { jsonRpcError } from "./answers.js";

/** What goes wrong for one method. */
export interface Fault {
  /** Answer the view's request `delay` ms late. */
  delay?: number;
  /** Never answer the view's request (`ui/initialize` included: the handshake then hangs). */
  drop?: boolean;
  /** Answer the view's request with this JSON-RPC error instead of running the handler. */
  error?: JSONRPCErrorObject;
  /** Send each of the host's notifications of this method this many times. */
  duplicate?: number;
  /** Apply to the next `times` messages only. @default every message */
  times?: number;
}

/** The faults of one host, by method. */
export class Faults {
  readonly #faults = new Map<string, { fault: Fault; left: number }>();

  /** Sets the fault of `method`, replacing any earlier one. Returns the undo. */
  set(method: string, fault: Fault): () => void {
    const entry = { fault, left: fault.times ?? Infinity };
    this.#faults.set(method, entry);
    return () => this.#faults.get(method) === entry && this.#faults.delete(method);
  }

  /** The fault for the next `method` message, counting one use. */
  take(method: string): Fault | undefined {
    const entry = this.#faults.get(method);
    if (!entry) return undefined;
    if (--entry.left <= 0) this.#faults.delete(method);
    return entry.fault;
  }

  /** Whether `method` has a fault right now. */
  has(method: string): boolean {
    return this.#faults.has(method);
  }

  /** How many times to send the host's next `method` notification (its `duplicate` fault, counting one use). */
  duplicates(method: string): number {
    return this.has(method) ? (this.take(method)?.duplicate ?? 1) : 1;
  }

  /** Runs `answer` through `fault`: dropped, delayed or replaced by an error. */
  static async apply<T>(fault: Fault | undefined, ctx: HandlerContext, answer: () => T | Promise<T>): Promise<T> {
    if (fault?.drop) return never(ctx.signal);
    if (fault?.delay) await sleep(fault.delay, ctx.signal);
    if (fault?.error) throw jsonRpcError(fault.error.code, fault.error.message, fault.error.data);
    return answer();
  }
}

/** A promise that only ever rejects, when `signal` aborts (the host closed or the view cancelled). */
function never(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
