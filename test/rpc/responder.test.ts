// The engine's answering side: one answer per request, cancellation, reused ids.
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/errors.js";
import { Responder } from "../../src/rpc/responder.js";

function responder(send = vi.fn(async (_message: object) => {})) {
  const error = vi.fn();
  return { responder: new Responder(send, error), send, error };
}

describe("Responder", () => {
  it("answers with the handler's result, or {} for a result that is not an object", async () => {
    const { responder: r, send } = responder();
    r.handle("a", () => ({ ok: 1 }));
    r.handle("b", () => "text");
    await r.answer(1, "a", undefined);
    await r.answer(2, "b", {});
    expect(send.mock.calls.map(([m]) => m)).toEqual([
      { id: 1, result: { ok: 1 } },
      { id: 2, result: {} },
    ]);
  });

  it("answers -32601 Method not found for a method without a handler", async () => {
    const { responder: r, send } = responder();
    await r.answer(1, "nope", undefined);
    expect(send).toHaveBeenCalledWith({ id: 1, error: { code: -32601, message: "Method not found" } });
  });

  it("answers a handler's failure with its integer code, message and data, else -32603", async () => {
    const { responder: r, send } = responder();
    r.handle("a", () => {
      throw new AppError("REMOTE_ERROR", "gone", { code: -32002, data: { uri: "x" } });
    });
    r.handle("b", () => Promise.reject(new Error("boom")));
    await r.answer(1, "a", undefined);
    await r.answer(2, "b", undefined);
    expect(send.mock.calls.map(([m]) => m)).toEqual([
      { id: 1, error: { code: -32002, message: "gone", data: { uri: "x" } } },
      { id: 2, error: { code: -32603, message: "boom" } },
    ]);
  });

  it("refuses an id already in progress with -32600 and keeps the first request running", async () => {
    const { responder: r, send } = responder();
    let finish!: (value: object) => void;
    r.handle("slow", () => new Promise((resolve) => (finish = resolve)));
    const first = r.answer(7, "slow", undefined);
    await r.answer(7, "slow", undefined);
    expect(send).toHaveBeenCalledWith({
      id: 7,
      error: { code: -32600, message: "Request id 7 is already in use by a request in progress" },
    });
    finish({ done: true });
    await first;
    expect(send).toHaveBeenLastCalledWith({ id: 7, result: { done: true } });
  });

  it("aborts the handler of a cancelled request with the peer's reason and sends no answer", async () => {
    const { responder: r, send } = responder();
    let signal!: AbortSignal;
    r.handle("slow", (_params, ctx) => {
      signal = ctx.signal;
      return new Promise((resolve) => ctx.signal.addEventListener("abort", () => resolve({})));
    });
    const answered = r.answer(3, "slow", undefined);
    r.cancelled({ requestId: 3, reason: "user left" });
    await answered;
    expect([signal.aborted, signal.reason]).toEqual([true, "user left"]);
    expect(send).not.toHaveBeenCalled();
  });

  it("aborts every handler in progress when the connection ends", async () => {
    const { responder: r, send } = responder();
    const signals: AbortSignal[] = [];
    r.handle(
      "slow",
      (_params, ctx) => new Promise((resolve) => (signals.push(ctx.signal), ctx.signal.addEventListener("abort", () => resolve({})))),
    );
    const answers = [r.answer(1, "slow", undefined), r.answer(2, "slow", undefined)];
    const reason = new AppError("CLOSED", "Connection closed");
    r.abortAll(reason);
    await Promise.all(answers);
    expect(signals.map((s) => s.reason)).toEqual([reason, reason]);
    expect(send).not.toHaveBeenCalled();
  });

  it("answers -32603 when the result cannot be sent, and reports a failed error answer", async () => {
    const send = vi.fn(async (message: object) => {
      if ("result" in message)
        throw new AppError("NOT_CONNECTED", "Failed to send a response", { cause: new Error("could not be cloned") });
    });
    const { responder: r, error } = responder(send);
    r.handle("a", () => ({ fn: () => {} }));
    await r.answer(1, "a", undefined);
    expect(send).toHaveBeenLastCalledWith({
      id: 1,
      error: { code: -32603, message: "The result of a could not be sent: could not be cloned" },
    });
    expect(error).not.toHaveBeenCalled();
  });

  it("the undo of handle() removes only the handler it set", async () => {
    const { responder: r, send } = responder();
    const undoFirst = r.handle("a", () => ({ first: true }));
    r.handle("a", () => ({ second: true }));
    undoFirst();
    await r.answer(1, "a", undefined);
    expect(send).toHaveBeenCalledWith({ id: 1, result: { second: true } });
  });
});
