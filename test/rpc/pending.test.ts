// A pending request: its timer, its abort listener and its one settlement.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/errors.js";
import { PendingRequest, type PendingHooks, type RequestOptions } from "../../src/rpc/pending.js";

afterEach(() => void vi.useRealTimers());

function pending(options: RequestOptions = {}, timeout = 1000) {
  const hooks = { resolve: vi.fn(), reject: vi.fn(), cancel: vi.fn(), release: vi.fn() } satisfies PendingHooks;
  const request = new PendingRequest("ui/message", options, timeout, hooks);
  return { request, hooks };
}

describe("PendingRequest", () => {
  it("times out after its timeout, tells the engine to cancel it, and rejects with TIMEOUT -32001", () => {
    vi.useFakeTimers();
    const { request, hooks } = pending({}, 1000);
    vi.advanceTimersByTime(999);
    expect(hooks.reject).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    const error = new AppError("TIMEOUT", "Request ui/message timed out after 1000 ms");
    expect(hooks.cancel).toHaveBeenCalledWith(request, error);
    expect(hooks.reject).toHaveBeenCalledWith(error);
    expect(hooks.reject.mock.calls[0]![0]).toMatchObject({ kind: "TIMEOUT", code: -32001 });
    expect(hooks.release).toHaveBeenCalledWith(request);
    expect(request.done).toBe(true);
  });

  it("takes the per-request timeout over the engine's default", () => {
    vi.useFakeTimers();
    const { hooks } = pending({ timeout: 10 }, 1000);
    vi.advanceTimersByTime(10);
    expect(hooks.reject).toHaveBeenCalledWith(new AppError("TIMEOUT", "Request ui/message timed out after 10 ms"));
  });

  it("settles once: a later answer, timeout or abort changes nothing", () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const { request, hooks } = pending({ signal: controller.signal });
    request.settle(undefined, { ok: true });
    request.settle(new AppError("CLOSED", "x"));
    controller.abort();
    vi.advanceTimersByTime(5000);
    expect(hooks.resolve).toHaveBeenCalledExactlyOnceWith({ ok: true });
    expect(hooks.reject).not.toHaveBeenCalled();
    expect(hooks.cancel).not.toHaveBeenCalled();
    expect(hooks.release).toHaveBeenCalledTimes(1);
  });

  it("rejects with ABORTED and the reason when its signal aborts, and asks the engine to cancel it", () => {
    const controller = new AbortController();
    const { request, hooks } = pending({ signal: controller.signal });
    controller.abort("user left");
    const error = hooks.reject.mock.calls[0]![0] as AppError;
    expect([error.kind, error.message, error.cause]).toEqual(["ABORTED", "Request ui/message was aborted: user left", "user left"]);
    expect(hooks.cancel).toHaveBeenCalledWith(request, error);
  });

  it("rejects at once for a signal aborted before it was made", () => {
    const { hooks } = pending({ signal: AbortSignal.abort() });
    expect(hooks.reject.mock.calls[0]![0]).toMatchObject({ kind: "ABORTED" });
  });

  it("restarts its timeout on progress and passes the report on", () => {
    vi.useFakeTimers();
    const onprogress = vi.fn();
    const { request, hooks } = pending({ onprogress }, 1000);
    expect(request.wantsProgress).toBe(true);
    vi.advanceTimersByTime(900);
    request.progress({ progress: 1, total: 2 });
    vi.advanceTimersByTime(900);
    expect(hooks.reject).not.toHaveBeenCalled();
    expect(onprogress).toHaveBeenCalledWith({ progress: 1, total: 2 });
    vi.advanceTimersByTime(100);
    expect(hooks.reject).toHaveBeenCalledWith(new AppError("TIMEOUT", "Request ui/message timed out after 1000 ms"));
  });

  it("keeps its timer on progress with resetTimeoutOnProgress: false", () => {
    vi.useFakeTimers();
    const { request, hooks } = pending({ onprogress: () => {}, resetTimeoutOnProgress: false }, 1000);
    vi.advanceTimersByTime(900);
    request.progress({ progress: 1 });
    vi.advanceTimersByTime(100);
    expect(hooks.reject).toHaveBeenCalled();
  });

  it("never outlives maxTotalTimeout, however much progress it reports", () => {
    vi.useFakeTimers();
    const { request, hooks } = pending({ onprogress: () => {}, maxTotalTimeout: 1500 }, 1000);
    vi.advanceTimersByTime(900);
    request.progress({ progress: 1 }); // 600 ms left in all: the timer is cut to that
    vi.advanceTimersByTime(599);
    expect(hooks.reject).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hooks.reject).toHaveBeenCalledWith(new AppError("TIMEOUT", "Request ui/message timed out after 1500 ms in all (maxTotalTimeout)"));
  });

  it("does not ask for progress unless onprogress is given", () => {
    expect(pending().request.wantsProgress).toBe(false);
  });
});
