// The JSON-RPC engine on its own: two Rpc instances over linked transports, or one Rpc and a raw peer.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, Rpc, type LogEntry } from "../src/index.js";
import { forbidConsole } from "./support/console.js";
import { flush } from "./support/host.js";
import { createLinkedTransports, type LinkedTransport } from "./support/linked.js";

forbidConsole();

let rpcs: Rpc[] = [];

/** An open Rpc on one end; the other end is driven raw. */
async function pair(options: ConstructorParameters<typeof Rpc>[0] = {}) {
  const [end, peer] = createLinkedTransports();
  await peer.start();
  const onerror = vi.fn();
  const rpc = new Rpc({ onerror, ...options });
  rpcs.push(rpc);
  await rpc.attach(end);
  return { rpc, end, peer, onerror };
}

/** Two open Rpc engines wired together. */
async function engines() {
  const [a, b] = createLinkedTransports();
  const left = new Rpc({ onerror: () => {} });
  const right = new Rpc({ onerror: () => {} });
  rpcs.push(left, right);
  await left.attach(a);
  await right.attach(b);
  left.open();
  right.open();
  return { left, right, a, b };
}

const responses = (t: LinkedTransport) => t.sent.filter((m) => !("method" in m));

afterEach(() => {
  for (const rpc of rpcs) rpc.close();
  rpcs = [];
  vi.useRealTimers();
});

describe("Rpc", () => {
  it("resolves a request with the peer handler's result", async () => {
    const { left, right } = await engines();
    right.handle("add", (p) => ({ sum: (p.a as number) + (p.b as number) }));
    await expect(left.request("add", { a: 1, b: 2 })).resolves.toEqual({ sum: 3 });
  });

  it("numbers requests from 0 and omits params when there are none", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    void rpc.request("a").catch(() => {});
    void rpc.request("b", { x: 1 }).catch(() => {});
    expect(end.sent).toEqual([
      { jsonrpc: "2.0", id: 0, method: "a" },
      { jsonrpc: "2.0", id: 1, method: "b", params: { x: 1 } },
    ]);
  });

  it("holds requests and notifications until open(), then sends them in call order; early ones go at once", async () => {
    const { rpc, end } = await pair();
    void rpc.request("first").catch(() => {});
    void rpc.notify("second");
    void rpc.request("handshake", undefined, {}, { early: true }).catch(() => {});
    expect(end.sent.map((m) => ("method" in m ? m.method : ""))).toEqual(["handshake"]);
    rpc.open();
    expect(end.sent.map((m) => ("method" in m ? m.method : ""))).toEqual(["handshake", "first", "second"]);
    expect(end.sent.map((m) => ("id" in m ? m.id : "-"))).toEqual([0, 1, "-"]);
  });

  it("adds _meta.progressToken equal to the request id, keeping other _meta keys", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    void rpc.request("tools/call", { name: "t", _meta: { a: 1 } }, {}, { progress: true }).catch(() => {});
    expect(end.sent[0]).toEqual({ jsonrpc: "2.0", id: 0, method: "tools/call", params: { name: "t", _meta: { a: 1, progressToken: 0 } } });
  });

  it("answers a request without handler with -32601, for string and number ids", async () => {
    const { end } = await pair();
    end.inject({ jsonrpc: "2.0", id: "s", method: "nope" });
    end.inject({ jsonrpc: "2.0", id: 4, method: "nope" });
    await flush();
    expect(responses(end)).toEqual([
      { jsonrpc: "2.0", id: "s", error: { code: -32601, message: "Method not found" } },
      { jsonrpc: "2.0", id: 4, error: { code: -32601, message: "Method not found" } },
    ]);
  });

  it("answers a throwing handler with its integer code (rpcCode first) or -32603, and its data", async () => {
    const { rpc, end } = await pair();
    rpc.handle("a", () => {
      throw new Error("plain");
    });
    rpc.handle("b", () => {
      throw Object.assign(new Error("coded"), { code: -32000, data: { d: 1 } });
    });
    rpc.handle("c", () => {
      throw new AppError("NOT_SUPPORTED", "typed", { rpcCode: -32601 });
    });
    rpc.handle("d", () => Promise.reject("a string"));
    for (const [id, method] of [[1, "a"], [2, "b"], [3, "c"], [4, "d"]] as const) end.inject({ jsonrpc: "2.0", id, method });
    await flush();
    expect(responses(end)).toEqual([
      { jsonrpc: "2.0", id: 1, error: { code: -32603, message: "plain" } },
      { jsonrpc: "2.0", id: 2, error: { code: -32000, message: "coded", data: { d: 1 } } },
      { jsonrpc: "2.0", id: 3, error: { code: -32601, message: "typed" } },
      { jsonrpc: "2.0", id: 4, error: { code: -32603, message: "a string" } },
    ]);
  });

  it("answers {} for a handler that returns a non-object, and hands the handler {} for missing params", async () => {
    const { rpc, end } = await pair();
    const handler = vi.fn((_params: Record<string, unknown>) => 42);
    rpc.handle("x", handler);
    end.inject({ jsonrpc: "2.0", id: 1, method: "x" });
    await flush();
    expect(handler.mock.calls[0]![0]).toEqual({});
    expect(responses(end)).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }]);
  });

  it("sends responses before open(): the gate holds only what this side initiates", async () => {
    const { rpc, end } = await pair();
    rpc.handle("ping", () => ({}));
    end.inject({ jsonrpc: "2.0", id: 1, method: "ping" });
    await flush();
    expect(end.sent).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }]);
  });

  it("has handle() and listen() undos that remove only their own handler", async () => {
    const { rpc, end } = await pair();
    const undoOld = rpc.handle("m", () => ({ v: "old" }));
    rpc.handle("m", () => ({ v: "new" }));
    undoOld();
    const seen = vi.fn();
    const undoListen = rpc.listen("n", seen);
    end.inject({ jsonrpc: "2.0", id: 1, method: "m" });
    end.inject({ jsonrpc: "2.0", method: "n", params: { a: 1 } });
    undoListen();
    end.inject({ jsonrpc: "2.0", method: "n" });
    await flush();
    expect(responses(end)).toEqual([{ jsonrpc: "2.0", id: 1, result: { v: "new" } }]);
    expect(seen.mock.calls).toEqual([[{ a: 1 }, { origin: "https://host.example" }]]);
  });

  it("reports a throwing notification handler through onerror", async () => {
    const { rpc, end, onerror } = await pair();
    rpc.listen("n", () => {
      throw new Error("bad");
    });
    end.inject({ jsonrpc: "2.0", method: "n" });
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0]).toMatchObject({ code: "INVALID_MESSAGE", message: "Uncaught error in notification handler for n: bad" });
  });

  it("aborts a running handler on notifications/cancelled and sends no response", async () => {
    const { rpc, end } = await pair();
    let signal!: AbortSignal;
    let finish!: () => void;
    rpc.handle("slow", (_, ctx) => {
      signal = ctx.signal;
      expect(ctx.mcpReq).toEqual({ id: 3, signal });
      expect(ctx.requestId).toBe(3);
      return new Promise((resolve) => (finish = () => resolve({})));
    });
    end.inject({ jsonrpc: "2.0", id: 3, method: "slow" });
    end.inject({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 3 } });
    expect(signal.reason).toBe("cancelled");
    finish();
    await flush();
    expect(end.sent).toEqual([]);
  });

  it("ignores notifications/cancelled for a request it is not handling", async () => {
    const { end, onerror } = await pair();
    end.inject({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 12 } });
    end.inject({ jsonrpc: "2.0", method: "notifications/cancelled" });
    expect(onerror).not.toHaveBeenCalled();
  });

  it("answers a request locally, unsent, when the before flag returns a value, and rejects when it throws", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    await expect(rpc.request("m", {}, {}, { before: () => ({ local: true }) })).resolves.toEqual({ local: true });
    await expect(
      rpc.request("m", {}, {}, {
        before: () => {
          throw new AppError("NOT_SUPPORTED", "no");
        },
      }),
    ).rejects.toMatchObject({ code: "NOT_SUPPORTED", message: "no" });
    expect(end.sent).toEqual([]);
  });

  it("rejects a request with NOT_CONNECTED when it has no transport", async () => {
    const rpc = new Rpc();
    rpcs.push(rpc);
    rpc.open();
    await expect(rpc.request("m")).rejects.toMatchObject({ code: "NOT_CONNECTED", message: "Cannot send m: not connected" });
  });

  it("rejects a request with NOT_CONNECTED when the transport fails to send it", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    end.send = () => Promise.reject(new Error("frame gone"));
    await expect(rpc.request("m")).rejects.toMatchObject({ code: "NOT_CONNECTED", message: "Failed to send m: frame gone" });
  });

  it("reports a notification the transport fails to send through onerror", async () => {
    const { rpc, end, onerror } = await pair();
    rpc.open();
    end.send = () => Promise.reject(new Error("frame gone"));
    await rpc.notify("n");
    await flush();
    expect(onerror.mock.calls[0]![0]).toMatchObject({ code: "NOT_CONNECTED", message: "Failed to send n: frame gone" });
  });

  it("turns a transport error into an INVALID_MESSAGE onerror", async () => {
    const { end, onerror } = await pair();
    end.onerror!(new Error("garbled"));
    expect(onerror.mock.calls[0]![0]).toMatchObject({ code: "INVALID_MESSAGE", message: "garbled" });
  });

  it("forgets old cancelled ids after 64, and then reports their late responses", async () => {
    vi.useFakeTimers();
    const { rpc, end, onerror } = await pair();
    rpc.open();
    for (let i = 0; i < 65; i++) void rpc.request("m", undefined, { timeout: 1 }).catch(() => {});
    await vi.advanceTimersByTimeAsync(1);
    end.inject({ jsonrpc: "2.0", id: 1, result: {} });
    expect(onerror).not.toHaveBeenCalled();
    end.inject({ jsonrpc: "2.0", id: 0, result: {} });
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0].message).toBe("Received a response for an unknown message ID: 0");
  });

  it("close() rejects pending and queued requests with its error, aborts handlers and closes the transport", async () => {
    const { rpc, end } = await pair();
    let signal!: AbortSignal;
    rpc.handle("slow", (_, ctx) => ((signal = ctx.signal), new Promise(() => {})));
    end.inject({ jsonrpc: "2.0", id: 1, method: "slow" });
    const early = rpc.request("early", undefined, {}, { early: true });
    const queued = rpc.request("queued");
    const notified = rpc.notify("note");
    rpc.close(new AppError("HANDSHAKE_FAILED", "gone"));
    await expect(early).rejects.toMatchObject({ code: "HANDSHAKE_FAILED", message: "early: gone" });
    await expect(queued).rejects.toMatchObject({ code: "HANDSHAKE_FAILED", message: "queued: gone" });
    await expect(notified).resolves.toBeUndefined();
    expect(signal.aborted).toBe(true);
    expect(end.closed).toBe(true);
    expect(end.sent.map((m) => ("method" in m ? m.method : ""))).toEqual(["early"]);
    await expect(rpc.notify("after")).rejects.toMatchObject({ code: "HANDSHAKE_FAILED", message: "after: gone" });
  });

  it("logs what it sends, receives and ignores, and its errors", async () => {
    const entries: LogEntry[] = [];
    const { rpc, end } = await pair({ log: (e) => entries.push(e) });
    rpc.open();
    void rpc.notify("out");
    end.inject({ jsonrpc: "2.0", method: "in" });
    end.inject("junk");
    end.inject({ jsonrpc: "2.0", method: 5 });
    expect(entries).toEqual([
      { type: "send", message: { jsonrpc: "2.0", method: "out" } },
      { type: "receive", message: { jsonrpc: "2.0", method: "in" } },
      { type: "ignore", data: "junk", reason: "not JSON-RPC 2.0" },
      { type: "error", error: expect.objectContaining({ code: "INVALID_MESSAGE", message: "Invalid JSON-RPC message received: method must be a string" }) },
    ]);
  });
});
