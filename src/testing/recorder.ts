// The test host's memory: every message in both directions, with time, plus what was ignored and
// why, and the waits that tests block on. It renders a readable transcript for failure messages.
import { AppError, type RequestId } from "../index.js";

/** One line of the test host's record. */
export interface HostRecord {
  /** `received`: view → host; `sent`: host → view; `ignored`: data the host did not take (see `note`). */
  readonly direction: "received" | "sent" | "ignored";
  /** `Date.now()` when it crossed. */
  readonly at: number;
  readonly kind: "request" | "notification" | "result" | "error" | "other";
  /** The method; for a response, the method of the request it answers. */
  readonly method: string | undefined;
  readonly id: RequestId | undefined;
  /** The params of a request or notification, the result, or the error object. */
  readonly params: unknown;
  /** The message (or data) itself. */
  readonly message: unknown;
  readonly note?: string;
}

/** Options of {@link Recorder.waitFor}. */
export interface WaitOptions {
  /** Milliseconds before the wait rejects with `TIMEOUT` and the transcript. */
  timeout?: number;
}

interface Waiter {
  match: (record: HostRecord) => boolean;
  resolve: (record: HostRecord) => void;
  reject: (error: AppError) => void;
}

const ARROWS = { received: "view → host", sent: "host → view", ignored: "ignored:   " } as const;
const MAX_LINE = 300;

export class Recorder {
  readonly records: HostRecord[] = [];
  readonly #start = Date.now();
  readonly #methods = { received: new Map<RequestId, string>(), sent: new Map<RequestId, string>() };
  readonly #waiters = new Set<Waiter>();
  readonly #listeners = new Set<(record: HostRecord) => void>();
  #closed: AppError | undefined;

  /** Records a message crossing in `direction` (and pairs responses with their requests). */
  message(direction: "received" | "sent", message: unknown): HostRecord {
    const m = (typeof message === "object" && message !== null ? message : {}) as Record<string, unknown>;
    const id = m.id as RequestId | undefined;
    const other = direction === "received" ? "sent" : "received";
    let kind: HostRecord["kind"] = "other";
    let method: string | undefined;
    let params: unknown = m.params;
    if (typeof m.method === "string") {
      kind = id === undefined ? "notification" : "request";
      method = m.method;
      if (id !== undefined) this.#methods[direction].set(id, method);
    } else if (id !== undefined && ("result" in m || "error" in m)) {
      kind = "result" in m ? "result" : "error";
      method = this.#methods[other].get(id);
      params = m.result ?? m.error;
    }
    return this.#add({ direction, at: Date.now(), kind, method, id, params, message });
  }

  /** Records data the host did not take, with the reason. */
  ignored(data: unknown, note: string): HostRecord {
    return this.#add({
      direction: "ignored",
      at: Date.now(),
      kind: "other",
      method: undefined,
      id: undefined,
      params: undefined,
      message: data,
      note,
    });
  }

  #add(record: HostRecord): HostRecord {
    this.records.push(record);
    for (const waiter of [...this.#waiters]) if (waiter.match(record)) waiter.resolve(record);
    for (const listener of [...this.#listeners]) {
      try {
        listener(record);
      } catch (error) {
        // A listener's bug must not break the host's traffic: report it as an uncaught error instead.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
    return record;
  }

  /** Calls `fn` with every new record. Returns its unsubscribe. */
  subscribe(fn: (record: HostRecord) => void): () => void {
    this.#listeners.add(fn);
    return () => void this.#listeners.delete(fn);
  }

  /** Resolves with the first record (already here or still to come) that `match` accepts. */
  waitFor(what: string, match: (record: HostRecord) => boolean, timeout: number): Promise<HostRecord> {
    const found = this.records.find(match);
    if (found) return Promise.resolve(found);
    if (this.#closed) return Promise.reject(new AppError("CLOSED", `waitFor ${what}: the test host is closed`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter);
        reject(new AppError("TIMEOUT", `waitFor ${what} timed out after ${timeout} ms. Transcript:\n${this.transcript()}`));
      }, timeout);
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          clearTimeout(timer);
          this.#waiters.delete(waiter);
          fn(value);
        };
      const waiter: Waiter = { match, resolve: settle(resolve), reject: settle(reject) };
      this.#waiters.add(waiter);
    });
  }

  /** Rejects every pending wait with `CLOSED` and refuses new ones. */
  close(): void {
    this.#closed = new AppError("CLOSED", "The test host is closed");
    this.#listeners.clear();
    for (const waiter of [...this.#waiters]) waiter.reject(new AppError("CLOSED", "waitFor: the test host was closed while waiting"));
  }

  /** One line per record: time since the host was created, direction, kind, id, method and payload. */
  transcript(): string {
    if (this.records.length === 0) return "(no messages)";
    return this.records.map((r) => this.#line(r)).join("\n");
  }

  #line(r: HostRecord): string {
    const id = r.id === undefined ? "" : ` #${r.id}`;
    const method = r.method === undefined ? "" : r.kind === "result" || r.kind === "error" ? ` (${r.method})` : ` ${r.method}`;
    const what =
      r.direction === "ignored"
        ? `${r.note}: ${show(r.message)}`
        : `${r.kind}${id}${method} ${r.params === undefined ? "" : show(r.params)}`;
    const line = `+${String(r.at - this.#start).padStart(4)}ms ${ARROWS[r.direction]} ${what}`.trimEnd();
    return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line;
  }
}

function show(value: unknown): string {
  try {
    return typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    return String(value);
  }
}
