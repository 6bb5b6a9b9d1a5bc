// What the host sends the probe view, as it sends it: the App's protocol log (its `log` option) sees
// every message before the App reads it, so the `ui/initialize` answer is kept raw (unknown fields and
// `capabilities.extensions` included), each context change with its time, every other message's
// method, and whether the tool result carried `structuredContent`.
import type { LogEntry } from "mcp-view";
import { MAX_ITEMS, type ProbeRecord } from "../../shared/probe-record.js";

type Message = Record<string, unknown>;

const isObject = (value: unknown): value is Message => typeof value === "object" && value !== null && !Array.isArray(value);

/** Records the host's messages; `log` is the App's `log` option. */
export class HostRecorder {
  initialize: Message | undefined;
  readonly contextChanges: ProbeRecord["contextChanges"] = [];
  readonly received: ProbeRecord["received"] = [];
  toolResult: ProbeRecord["toolResult"] = "none";
  /** Called after each context change, once the handshake is over. */
  oncontextchange: (() => void) | undefined;
  #initializeId: unknown;
  #since = performance.now();

  readonly log = (entry: LogEntry): void => {
    if (entry.type !== "send" && entry.type !== "receive") return;
    const message = entry.message as unknown as Message;
    if (entry.type === "send") {
      if (message.method === "ui/initialize") this.#initializeId = message.id;
      return;
    }
    if ("id" in message && !("method" in message)) return this.#answer(message);
    if (typeof message.method === "string") this.#message(message.method, "id" in message ? "request" : "notification", message.params);
  };

  #answer(message: Message): void {
    if (message.id !== this.#initializeId || this.initialize || !isObject(message.result)) return;
    this.initialize = message.result;
    this.#since = performance.now();
  }

  #message(method: string, kind: "request" | "notification", params: unknown): void {
    const at = Math.round(performance.now() - this.#since);
    if (method === "ui/notifications/host-context-changed") {
      if (isObject(params) && this.contextChanges.length < MAX_ITEMS.contextChanges) this.contextChanges.push({ at, params });
      if (this.initialize) this.oncontextchange?.();
      return;
    }
    if (method === "ui/notifications/tool-result")
      this.toolResult = isObject(params) && params.structuredContent !== undefined ? "with-structured" : "without-structured";
    if (this.received.length < MAX_ITEMS.received) this.received.push({ at, method: method.slice(0, 100), kind });
  }
}
