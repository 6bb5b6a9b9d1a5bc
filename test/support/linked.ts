// The test kit's in-memory transport pair (structured cloning, asynchronous delivery like
// postMessage), with what unit tests also need of each end: a log of what it sent, and a way to
// hand it raw data as if the peer had posted it. Shaped like the MCP SDK's Transport, so the
// official AppBridge can use one end.
import type { JSONRPCMessage, MessageExtra, Transport } from "../../src/index.js";
import { createTransportPair } from "../../src/testing/index.js";

export interface LinkedTransport extends Transport {
  /** Everything this end sent, in order (clones). */
  readonly sent: JSONRPCMessage[];
  /** Delivers raw data to this end as if the peer had posted it (dropped unless started and open). */
  inject(data: unknown, extra?: MessageExtra): void;
  readonly closed: boolean;
}

export function createLinkedTransports(origin = "https://host.example"): [view: LinkedTransport, host: LinkedTransport] {
  const [view, host] = createTransportPair(origin);
  return [linked(view, origin), linked(host, origin)];
}

/** Wraps one end of the pair: records what it sends and accepts injected data. */
function linked(inner: Transport, origin: string): LinkedTransport {
  let started = false;
  const end: LinkedTransport & { closed: boolean } = {
    sent: [],
    closed: false,
    // Each method hands back the pair's own promise, adding no microtask of its own.
    start() {
      started = true;
      return inner.start();
    },
    send(message: JSONRPCMessage) {
      if (!end.closed) end.sent.push(structuredClone(message));
      return inner.send(message);
    },
    close() {
      end.closed = true;
      return inner.close();
    },
    inject(data: unknown, extra?: MessageExtra) {
      if (started && !end.closed) end.onmessage?.(data as JSONRPCMessage, extra ?? { origin });
    },
  };
  inner.onmessage = (message, extra) => end.onmessage?.(message, extra);
  inner.onclose = () => end.onclose?.();
  return end;
}
