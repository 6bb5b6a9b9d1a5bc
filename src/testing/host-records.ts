// What the test host can tell about the traffic so far: every record, the params of the messages
// each way by method, waits for a message still to come, and the transcript for failure messages.
// It reads the host's Recorder, which the host's RecordingTransport fills. The first layer of
// TestHost (records → script → answers → TestHost): each layer extends the one before it and owns
// its public members, written once.
import type { McpUiSizeChangedParams } from "../index.js";
import type { HostParams, ViewParams } from "./messages.js";
import type { HostRecord, Recorder, WaitOptions } from "./recorder.js";

const isCall = (r: HostRecord) => r.kind === "request" || r.kind === "notification";

/** What {@link HostRecords} reads: the host's recorder, and the default `timeout` of {@link HostRecords.waitFor}. */
export interface RecordsParts {
  recorder: Recorder;
  /** Milliseconds before a wait (and the host's own requests) give up. */
  timeout: number;
}

/** The test host's view of its records: the first layer of a `TestHost`. */
export class HostRecords {
  readonly #recorder: Recorder;
  readonly #timeout: number;

  constructor(parts: RecordsParts) {
    this.#recorder = parts.recorder;
    this.#timeout = parts.timeout;
  }

  /** Every message both ways, and everything ignored, in order. */
  get messages(): readonly HostRecord[] {
    return this.#recorder.records;
  }

  /** The params of every `method` request or notification the view sent, in order. */
  received<M extends string>(method: M): ViewParams<M>[] {
    return this.#calls("received", method) as ViewParams<M>[];
  }

  /** The params of every `method` request or notification the host sent, in order. */
  sent<M extends string>(method: M): HostParams<M>[] {
    return this.#calls("sent", method) as HostParams<M>[];
  }

  /**
   * Resolves with the params of the first `method` message from the view (already received or still
   * to come) that `predicate` accepts. Rejects with `TIMEOUT` and the transcript after `timeout` ms.
   */
  async waitFor<M extends string>(
    method: M,
    predicate?: (params: ViewParams<M>) => boolean,
    options: WaitOptions = {},
  ): Promise<ViewParams<M>> {
    // A predicate that throws is no match.
    const match = (r: HostRecord) => {
      if (r.direction !== "received" || !isCall(r) || r.method !== method) return false;
      try {
        return !predicate || predicate(r.params as ViewParams<M>);
      } catch {
        return false;
      }
    };
    const record = await this.#recorder.waitFor(`("${method}")`, match, options.timeout ?? this.#timeout);
    return record.params as ViewParams<M>;
  }

  /** The last size the view reported (`ui/notifications/size-changed`). */
  lastSize(): McpUiSizeChangedParams | undefined {
    return this.received("ui/notifications/size-changed").at(-1);
  }

  /** The view's log messages (`notifications/message`, or `ui/log` on the next wire names). */
  logs(): ViewParams<"notifications/message">[] {
    return [...this.received("notifications/message"), ...(this.received("ui/log") as unknown as ViewParams<"notifications/message">[])];
  }

  /** Calls `fn` with every message and every ignored datum from now on. Returns its unsubscribe. */
  onRecord(fn: (record: HostRecord) => void): () => void {
    return this.#recorder.subscribe(fn);
  }

  /** Every message so far as readable text, one per line: for failure messages. */
  transcript(): string {
    return this.#recorder.transcript();
  }

  /** Rejects the waits still pending, and every later one, with `CLOSED`. */
  close(): void {
    this.#recorder.close();
  }

  #calls(direction: "received" | "sent", method: string): unknown[] {
    return this.#recorder.records.filter((r) => r.direction === direction && isCall(r) && r.method === method).map((r) => r.params);
  }
}
