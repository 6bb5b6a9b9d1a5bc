// Two in-memory transports wired to each other, with structured cloning and asynchronous delivery
// like postMessage. Shaped like the MCP SDK's Transport, so the official AppBridge can use one end.
import type { JSONRPCMessage, MessageExtra, Transport } from "../../src/index.js";

export interface LinkedTransport extends Transport {
  /** Everything this end sent, in order (clones). */
  readonly sent: JSONRPCMessage[];
  /** Delivers raw data to this end as if the peer had posted it. */
  inject(data: unknown, extra?: MessageExtra): void;
  readonly closed: boolean;
}

export function createLinkedTransports(origin = "https://host.example"): [view: LinkedTransport, host: LinkedTransport] {
  const make = (): LinkedTransport & { peer?: LinkedTransport; started: boolean } => {
    const end = {
      sent: [] as JSONRPCMessage[],
      closed: false,
      started: false,
      peer: undefined as LinkedTransport | undefined,
      onmessage: undefined as Transport["onmessage"],
      onerror: undefined as Transport["onerror"],
      onclose: undefined as Transport["onclose"],
      async start() {
        end.started = true;
      },
      async send(message: JSONRPCMessage) {
        if (end.closed) throw new Error("transport closed");
        const copy = structuredClone(message);
        end.sent.push(copy);
        const peer = end.peer!;
        queueMicrotask(() => peer.inject(structuredClone(copy), { origin }));
      },
      async close() {
        if (end.closed) return;
        end.closed = true;
        end.onclose?.();
      },
      inject(data: unknown, extra?: MessageExtra) {
        if (end.closed || !end.started) return;
        end.onmessage?.(data as JSONRPCMessage, extra ?? { origin });
      },
    };
    return end;
  };
  const view = make();
  const host = make();
  view.peer = host;
  host.peer = view;
  return [view, host];
}
