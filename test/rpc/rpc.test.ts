// The JSON-RPC engine on its own: two Rpc instances over linked transports, or one Rpc and a raw peer.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, type LogEntry } from "../../src/index.js";
import { Rpc } from "../../src/rpc/rpc.js";
import { flush } from "../support/host.js";
import { createLinkedTransports, type LinkedTransport } from "../support/linked.js";

let rpcs: Rpc[] = [];

/** An open Rpc on one end; the other end is driven raw. */
async function pair(options: ConstructorParameters<typeof Rpc>[0] = {}) {
  const [end, peer] = createLinkedTransports();
  await peer.start();
  const onError = vi.fn();
  const rpc = new Rpc({ onError, ...options });
  rpcs.push(rpc);
  await rpc.attach(end);
  return { rpc, end, peer, onError };
}

/** Two open Rpc engines wired together. */
async function engines() {
  const [a, b] = createLinkedTransports();
  const left = new Rpc({ onError: () => {} });
  const right = new Rpc({ onError: () => {} });
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

  it("numbers requests upward and omits params when there are none", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    void rpc.request("a").catch(() => {});
    void rpc.request("b", { x: 1 }).catch(() => {});
    const first = (end.sent[0] as { id: number }).id;
    expect(end.sent).toEqual([
      { jsonrpc: "2.0", id: first, method: "a" },
      { jsonrpc: "2.0", id: first + 1, method: "b", params: { x: 1 } },
    ]);
  });

  it("numbers requests uniquely across engines in one page, so two engines never share an id", async () => {
    const a = await pair();
    const b = await pair();
    a.rpc.open();
    b.rpc.open();
    void a.rpc.request("x").catch(() => {});
    void b.rpc.request("x").catch(() => {});
    void a.rpc.request("x").catch(() => {});
    const ids = [...a.end.sent, ...b.end.sent].map((m) => (m as { id: number }).id);
    expect(new Set(ids).size).toBe(3);
  });

  it("ignores, without an error, an answer to an id another engine in the page issued", async () => {
    const a = await pair();
    const b = await pair();
    a.rpc.open();
    const pending = a.rpc.request("x");
    const { id } = a.end.sent[0] as { id: number };
    b.end.inject({ jsonrpc: "2.0", id, result: { for: "a" } });
    a.end.inject({ jsonrpc: "2.0", id, result: { for: "a" } });
    await expect(pending).resolves.toEqual({ for: "a" });
    expect(b.onError).not.toHaveBeenCalled();
  });

  it("holds requests and notifications until open(), then sends them in call order; early ones go at once", async () => {
    const { rpc, end } = await pair();
    void rpc.request("first").catch(() => {});
    void rpc.notify("second");
    void rpc.request("handshake", undefined, {}, { early: true }).catch(() => {});
    expect(end.sent.map((m) => ("method" in m ? m.method : ""))).toEqual(["handshake"]);
    rpc.open();
    expect(end.sent.map((m) => ("method" in m ? m.method : ""))).toEqual(["handshake", "first", "second"]);
    const [handshake, first] = end.sent as Array<{ id: number }>;
    expect(first!.id).toBe(handshake!.id + 1);
  });

  it("with onprogress, adds _meta.progressToken equal to the request id, keeping other _meta keys", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    void rpc.request("tools/call", { name: "t", _meta: { a: 1 } }, { onprogress: () => {} }).catch(() => {});
    const { id } = end.sent[0] as { id: number };
    expect(end.sent[0]).toEqual({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "t", _meta: { a: 1, progressToken: id } } });
  });

  it("without onprogress, sends no progress token, and progress for it neither calls back nor restarts the timeout", async () => {
    vi.useFakeTimers();
    const { rpc, end } = await pair();
    rpc.open();
    const result = rpc.request("slow", {}, { timeout: 1000 }).catch((e: AppError) => e);
    const { id } = end.sent[0] as { id: number };
    expect(end.sent[0]).toEqual({ jsonrpc: "2.0", id, method: "slow", params: {} });
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(500);
      end.inject({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: id, progress: i } });
    }
    await expect(result).resolves.toMatchObject({ kind: "TIMEOUT" });
  });

  it("with onprogress, restarts the timeout on progress but gives up after maxTotalTimeout", async () => {
    vi.useFakeTimers();
    const { rpc, end } = await pair();
    rpc.open();
    const onprogress = vi.fn();
    const result = rpc.request("slow", {}, { timeout: 1000, onprogress, maxTotalTimeout: 3000 }).catch((e: AppError) => e);
    const { id } = end.sent[0] as { id: number };
    let settled = false;
    void result.then(() => (settled = true));
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(900);
      end.inject({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: id, progress: i } });
    }
    expect(onprogress).toHaveBeenCalledTimes(3);
    expect(settled).toBe(true);
    await expect(result).resolves.toMatchObject({
      kind: "TIMEOUT",
      message: "Request slow timed out after 3000 ms in all (maxTotalTimeout)",
    });
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

  it("answers a throwing handler with its integer code or -32603, and its data", async () => {
    const { rpc, end } = await pair();
    rpc.handle("a", () => {
      throw new Error("plain");
    });
    rpc.handle("b", () => {
      throw Object.assign(new Error("coded"), { code: -32000, data: { d: 1 } });
    });
    rpc.handle("c", () => {
      throw new AppError("NOT_SUPPORTED", "typed", { code: -32601 });
    });
    rpc.handle("d", () => Promise.reject("a string"));
    for (const [id, method] of [
      [1, "a"],
      [2, "b"],
      [3, "c"],
      [4, "d"],
    ] as const)
      end.inject({ jsonrpc: "2.0", id, method });
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

  it("reports a throwing notification handler through onError", async () => {
    const { rpc, end, onError } = await pair();
    rpc.listen("n", () => {
      throw new Error("bad");
    });
    end.inject({ jsonrpc: "2.0", method: "n" });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: "Uncaught error in notification handler for n: bad",
    });
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
    const { end, onError } = await pair();
    end.inject({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 12 } });
    end.inject({ jsonrpc: "2.0", method: "notifications/cancelled" });
    expect(onError).not.toHaveBeenCalled();
  });

  it("answers a request locally, unsent, when answerLocally returns a value, and rejects when it throws", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    await expect(rpc.request("m", {}, {}, { answerLocally: () => ({ local: true }) })).resolves.toEqual({ local: true });
    await expect(
      rpc.request(
        "m",
        {},
        {},
        {
          answerLocally: () => {
            throw new AppError("NOT_SUPPORTED", "no");
          },
        },
      ),
    ).rejects.toMatchObject({ kind: "NOT_SUPPORTED", message: "no" });
    expect(end.sent).toEqual([]);
  });

  it("rejects a request with NOT_CONNECTED when it has no transport", async () => {
    const rpc = new Rpc();
    rpcs.push(rpc);
    rpc.open();
    await expect(rpc.request("m")).rejects.toMatchObject({ kind: "NOT_CONNECTED", message: "Cannot send m: not connected" });
  });

  it("rejects a request with NOT_CONNECTED when the transport fails to send it", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    end.send = () => Promise.reject(new Error("frame gone"));
    await expect(rpc.request("m")).rejects.toMatchObject({ kind: "NOT_CONNECTED", message: "Failed to send m: frame gone" });
  });

  it("resolves a notification once the transport has sent it", async () => {
    const { rpc, end } = await pair();
    rpc.open();
    let release!: () => void;
    end.send = () => new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    const notified = rpc.notify("n").then(() => (sent = true));
    await flush();
    expect(sent).toBe(false);
    release();
    await notified;
    expect(sent).toBe(true);
  });

  it("rejects a notification the transport fails to send", async () => {
    const { rpc, end, onError } = await pair();
    rpc.open();
    end.send = () => Promise.reject(new Error("frame gone"));
    await expect(rpc.notify("n")).rejects.toMatchObject({ kind: "NOT_CONNECTED", message: "Failed to send n: frame gone" });
    expect(onError).not.toHaveBeenCalled();
  });

  it("turns a transport error into an INVALID_MESSAGE onError", async () => {
    const { end, onError } = await pair();
    end.onerror!(new Error("garbled"));
    expect(onError.mock.calls[0]![0]).toMatchObject({ kind: "INVALID_MESSAGE", message: "garbled" });
  });

  it("ignores a late answer to a request it cancelled, and a second answer to one it settled, logging both", async () => {
    vi.useFakeTimers();
    const log: LogEntry[] = [];
    const { rpc, end, onError } = await pair({ log: (e) => log.push(e) });
    rpc.open();
    const timedOut = rpc.request("m", undefined, { timeout: 1 }).catch(() => {});
    const answered = rpc.request("m");
    const [first, second] = end.sent as Array<{ id: number }>;
    await vi.advanceTimersByTimeAsync(1);
    await timedOut;
    end.inject({ jsonrpc: "2.0", id: first!.id, result: {} });
    end.inject({ jsonrpc: "2.0", id: second!.id, result: {} });
    await answered;
    end.inject({ jsonrpc: "2.0", id: second!.id, result: {} });
    expect(onError).not.toHaveBeenCalled();
    expect(log.filter((e) => e.type === "ignore")).toEqual([
      { type: "ignore", data: { jsonrpc: "2.0", id: first!.id, result: {} }, reason: `no pending request ${first!.id} here` },
      { type: "ignore", data: { jsonrpc: "2.0", id: second!.id, result: {} }, reason: `no pending request ${second!.id} here` },
    ]);
  });

  it("reports an answer to an id nobody in the page issued", async () => {
    const { rpc, end, onError } = await pair();
    rpc.open();
    end.inject({ jsonrpc: "2.0", id: "never-sent", result: {} });
    expect(onError.mock.calls[0]![0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: "Received a response for an unknown message ID: never-sent",
    });
  });

  it("refuses a request whose id is still in use by one in progress, and still answers the first", async () => {
    const { rpc, end } = await pair();
    let finish!: () => void;
    const handler = vi.fn(() => new Promise((resolve) => (finish = () => resolve({ done: true }))));
    rpc.handle("slow", handler);
    end.inject({ jsonrpc: "2.0", id: 7, method: "slow" });
    end.inject({ jsonrpc: "2.0", id: 7, method: "slow" });
    await flush();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(responses(end)).toEqual([
      { jsonrpc: "2.0", id: 7, error: { code: -32600, message: "Request id 7 is already in use by a request in progress" } },
    ]);
    finish();
    await flush();
    expect(responses(end)[1]).toEqual({ jsonrpc: "2.0", id: 7, result: { done: true } });
  });

  it("answers with -32603 when the transport cannot carry the handler's result", async () => {
    const { rpc, end } = await pair();
    const send = end.send.bind(end);
    end.send = (message) =>
      "result" in message && "fn" in message.result ? Promise.reject(new Error("could not be cloned")) : send(message);
    rpc.handle("make", () => ({ fn: () => {} }));
    end.inject({ jsonrpc: "2.0", id: 3, method: "make" });
    await flush();
    expect(responses(end)).toEqual([
      { jsonrpc: "2.0", id: 3, error: { code: -32603, message: "The result of make could not be sent: could not be cloned" } },
    ]);
  });

  it("close() rejects pending and queued requests and notifications with its error, aborts handlers and closes the transport", async () => {
    const { rpc, end } = await pair();
    let signal!: AbortSignal;
    rpc.handle("slow", (_, ctx) => ((signal = ctx.signal), new Promise(() => {})));
    end.inject({ jsonrpc: "2.0", id: 1, method: "slow" });
    const early = rpc.request("early", undefined, {}, { early: true });
    const queued = rpc.request("queued");
    const notified = rpc.notify("note");
    rpc.close(new AppError("HANDSHAKE_FAILED", "gone"));
    await expect(early).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED", message: "early: gone" });
    await expect(queued).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED", message: "queued: gone" });
    await expect(notified).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED", message: "note: gone" });
    expect(signal.aborted).toBe(true);
    expect(end.closed).toBe(true);
    expect(end.sent.map((m) => ("method" in m ? m.method : ""))).toEqual(["early"]);
    await expect(rpc.notify("after")).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED", message: "after: gone" });
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
      {
        type: "error",
        error: expect.objectContaining({ kind: "INVALID_MESSAGE", message: "Invalid JSON-RPC message received: method must be a string" }),
      },
    ]);
  });
});

describe("Rpc across connections", () => {
  it("attach() after close() starts a new connection with a closed gate", async () => {
    const [first] = createLinkedTransports();
    const [second, peer] = createLinkedTransports();
    await peer.start();
    const rpc = new Rpc();
    rpcs.push(rpc);
    await rpc.attach(first);
    rpc.open();
    rpc.close();
    await expect(rpc.request("after-close")).rejects.toMatchObject({ kind: "CLOSED", message: "Not connected" });
    await rpc.attach(second);
    const queued = rpc.request("queued");
    expect(second.sent).toEqual([]);
    rpc.open();
    const { id } = second.sent[0] as { id: number };
    second.inject({ jsonrpc: "2.0", id, result: { ok: true } });
    await expect(queued).resolves.toEqual({ ok: true });
  });
});

describe("Rpc: progress and cancellation from the peer", () => {
  it("reports a malformed progress report, and neither calls onprogress nor restarts the timeout", async () => {
    vi.useFakeTimers();
    const { rpc, end, onError } = await pair();
    rpc.open();
    const onprogress = vi.fn();
    const result = rpc.request("slow", {}, { timeout: 1000, onprogress }).catch((e: AppError) => e);
    const { id } = end.sent[0] as { id: number };
    await vi.advanceTimersByTimeAsync(900);
    end.inject({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: id, progress: "half" } });
    await vi.advanceTimersByTimeAsync(100);
    expect(onprogress).not.toHaveBeenCalled();
    expect(onError.mock.calls[0]![0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: expect.stringMatching(/^Invalid notifications\/progress/),
    });
    await expect(result).resolves.toMatchObject({ kind: "TIMEOUT" });
  });

  it("reports what onprogress throws instead of letting it escape", async () => {
    const { rpc, end, onError } = await pair();
    rpc.open();
    void rpc
      .request(
        "slow",
        {},
        {
          onprogress: () => {
            throw new Error("render failed");
          },
        },
      )
      .catch(() => {});
    const { id } = end.sent[0] as { id: number };
    expect(() =>
      end.inject({ jsonrpc: "2.0", method: "notifications/progress", params: { progressToken: id, progress: 1 } }),
    ).not.toThrow();
    expect(onError.mock.calls[0]![0]).toMatchObject({
      message: "Uncaught error in notification handler for notifications/progress: render failed",
    });
  });

  it("frees a cancelled request's id at once, even while its handler ignores the abort", async () => {
    const { rpc, end } = await pair();
    const calls: string[] = [];
    rpc.handle("slow", (params) => {
      calls.push(String(params.n));
      return params.n === 1 ? new Promise(() => {}) : { n: params.n };
    });
    end.inject({ jsonrpc: "2.0", id: 9, method: "slow", params: { n: 1 } });
    end.inject({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 9 } });
    end.inject({ jsonrpc: "2.0", id: 9, method: "slow", params: { n: 2 } });
    await flush();
    expect(calls).toEqual(["1", "2"]);
    expect(responses(end)).toEqual([{ jsonrpc: "2.0", id: 9, result: { n: 2 } }]);
  });
});
