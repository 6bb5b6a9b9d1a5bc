// A scripted host for unit tests: the peer end of createLinkedTransports driven by an Rpc, answering
// `ui/initialize` with a configurable result, and recording everything the view sent. Each host is
// closed when the test that made it finishes.
import { onTestFinished, vi } from "vitest";
import type { JSONRPCMessage, JSONRPCParams } from "../../src/index.js";
import { Rpc, type RequestHandler } from "../../src/rpc/rpc.js";
import { createLinkedTransports, type LinkedTransport } from "./linked.js";

/** The initialize result a host sends unless told otherwise. */
export const HOST_RESULT = {
  protocolVersion: "2026-01-26",
  hostInfo: { name: "test-host", version: "1.0.0" },
  hostCapabilities: { openLinks: {}, serverTools: {}, serverResources: {}, logging: {} },
  hostContext: { theme: "light", locale: "en-US", displayMode: "inline", availableDisplayModes: ["inline", "fullscreen"] },
} as const;

export interface HostOptions {
  /** Replaces the whole initialize result (keys may be omitted on purpose). */
  result?: Record<string, unknown>;
  /** How `ui/initialize` is answered; by default with `result`. */
  initialize?: RequestHandler;
  /** The origin the host's messages carry. */
  origin?: string;
}

export interface ScriptedHost {
  /** The end to pass to `app.connect()`. */
  readonly view: LinkedTransport;
  /** The host's own end. */
  readonly end: LinkedTransport;
  /** The host's JSON-RPC engine: `handle()` scripts replies to the view's requests. */
  readonly rpc: Rpc;
  /** Everything the view sent, in order. */
  readonly sent: JSONRPCMessage[];
  /** The methods of what the view sent (`"response"` for responses). */
  methods(): string[];
  /** The messages the view sent with `method`. */
  messages(method: string): JSONRPCMessage[];
  /** Sends a notification to the view. */
  notify(method: string, params?: JSONRPCParams): void;
  /** Delivers raw data to the view. */
  post(data: unknown): void;
  /** The id of the view's latest request with `method` (ids are unique in the page, so not fixed). */
  requestId(method: string): number;
  /**
   * Sends the view a ping and resolves once its answer is back: the view has handled everything the
   * host sent before. Await it before asserting that a message had no effect.
   */
  ping(): Promise<void>;
  /** Closes the host's engine and its end (pending requests to the view reject). Idempotent. */
  close(): void;
}

/**
 * Creates a host whose Rpc is already open (it may send right away, as a misbehaving host could).
 * Call it inside a test: the host closes when the test finishes.
 */
export function createHost(options: HostOptions = {}): ScriptedHost {
  const [view, end] = createLinkedTransports(options.origin);
  const rpc = new Rpc({ onError: () => {} });
  void rpc.attach(end);
  rpc.open();
  rpc.handle("ping", () => ({}));
  rpc.handle("ui/initialize", options.initialize ?? (() => structuredClone(options.result ?? HOST_RESULT)));
  onTestFinished(() => rpc.close());
  return {
    view,
    end,
    rpc,
    sent: view.sent,
    methods: () => view.sent.map((m) => ("method" in m ? m.method : "response")),
    messages: (method) => view.sent.filter((m) => "method" in m && m.method === method),
    notify: (method, params) => void rpc.notify(method, params),
    post: (data) => void end.send(data as JSONRPCMessage),
    requestId: (method) => {
      const request = view.sent.filter((m) => "method" in m && m.method === method && "id" in m).at(-1);
      if (!request) throw new Error(`The view sent no ${method} request`);
      return (request as { id: number }).id;
    },
    ping: () => rpc.request("ping").then(() => undefined),
    close: () => rpc.close(),
  };
}

/**
 * Waits (generously) until `check` stops throwing. Tests wait this way for an event that must come
 * after the one they assert did not happen, so the absence is not merely "not yet".
 */
export function until(check: () => void): Promise<void> {
  return vi.waitFor(check, { timeout: 10_000, interval: 1 });
}

/** Lets queued microtasks (message delivery, replies, replays) run. Works with fake timers too. */
export async function flush(rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
