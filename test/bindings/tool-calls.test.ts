// ToolCalls, the framework-free half of useCallServerTool, on its own over a stub App: the state of
// the latest call, isError as an error, and what aborts a pending call.
import { describe, expect, it } from "vitest";
import { IDLE_CALL, ToolCalls, type CallState } from "../../src/bindings/tool-calls.js";
import { AppError, type App, type CallToolResult, type RequestOptions } from "../../src/index.js";

/** A stub App whose callServerTool resolves or rejects when the test says, and records each call's signal. */
function stubApp() {
  const calls: Array<{ signal: AbortSignal; settle: (result: CallToolResult) => void; fail: (error: unknown) => void }> = [];
  const app = {
    callServerTool: (_params: unknown, options: RequestOptions) =>
      new Promise<CallToolResult>((settle, fail) => {
        const signal = options.signal!;
        calls.push({ signal, settle, fail });
        const abort = () => fail(new AppError("ABORTED", String(signal.reason)));
        if (signal.aborted) abort();
        signal.addEventListener("abort", abort);
      }),
  } as unknown as App;
  return { app, calls };
}

/** ToolCalls attached to a listener that records every state. */
function attached() {
  const states: CallState[] = [];
  const calls = new ToolCalls();
  const detach = calls.attach((state) => void states.push(state));
  return { calls, states, detach };
}

const RESULT: CallToolResult = { content: [{ type: "text", text: "done" }] };

describe("ToolCalls", () => {
  it("starts from the frozen idle state", () => {
    expect(IDLE_CALL).toEqual({ status: "idle", result: undefined, error: undefined });
    expect(Object.isFrozen(IDLE_CALL)).toBe(true);
  });

  it("reports pending, then success with the result", async () => {
    const { app, calls: pending } = stubApp();
    const { calls, states } = attached();
    const call = calls.call(app, { name: "t" });
    pending[0]!.settle(RESULT);
    await expect(call).resolves.toBe(RESULT);
    expect(states).toEqual([
      { status: "pending", result: undefined, error: undefined },
      { status: "success", result: RESULT, error: undefined },
    ]);
  });

  it("reports an isError result as an error naming the tool and its text, and still resolves with it", async () => {
    const { app, calls: pending } = stubApp();
    const { calls, states } = attached();
    const failed: CallToolResult = { content: [{ type: "text", text: "illegal move" }], isError: true };
    const call = calls.call(app, { name: "move" });
    pending[0]!.settle(failed);
    await expect(call).resolves.toBe(failed);
    expect(states.at(-1)).toEqual({
      status: "error",
      result: failed,
      error: expect.objectContaining({ kind: "REMOTE_ERROR", message: "Tool move returned isError: illegal move", data: failed }),
    });
  });

  it("reports a rejection as an error, and the promise rejects with it", async () => {
    const { app, calls: pending } = stubApp();
    const { calls, states } = attached();
    const error = new AppError("TIMEOUT", "Request tools/call timed out after 5 ms");
    const call = calls.call(app, { name: "t" });
    pending[0]!.fail(error);
    await expect(call).rejects.toBe(error);
    expect(states.at(-1)).toEqual({ status: "error", result: undefined, error });
  });

  it("rejects NOT_CONNECTED without an App, and reports it", async () => {
    const { calls, states } = attached();
    const message =
      "Cannot call tool t: no App (pass one, or provide a connected App to the component: AppProvider, provideApp, setAppContext)";
    await expect(calls.call(null, { name: "t" })).rejects.toMatchObject({ kind: "NOT_CONNECTED", message });
    expect(states.at(-1)).toMatchObject({ status: "error", error: { message } });
  });

  it("reports only the latest call's outcome", async () => {
    const { app, calls: pending } = stubApp();
    const { calls, states } = attached();
    const first = calls.call(app, { name: "first" });
    const second = calls.call(app, { name: "second" });
    pending[1]!.settle(RESULT);
    await second;
    pending[0]!.settle({ content: [] });
    await first;
    expect(states.map((s) => s.status)).toEqual(["pending", "pending", "success"]);
    expect(states.at(-1)!.result).toBe(RESULT);
  });

  it("aborts every pending call when detached, with the reason that the component unmounted", async () => {
    const { app, calls: pending } = stubApp();
    const { calls, detach } = attached();
    const call = calls.call(app, { name: "t" });
    detach();
    await expect(call).rejects.toMatchObject({ kind: "ABORTED" });
    expect(pending[0]!.signal.reason).toBe("the component unmounted");
  });

  it("abort() aborts every pending call with its reason", async () => {
    const { app, calls: pending } = stubApp();
    const { calls } = attached();
    const calling = [calls.call(app, { name: "a" }), calls.call(app, { name: "b" })];
    calls.abort("user left");
    await Promise.allSettled(calling);
    expect(pending.map((c) => c.signal.reason)).toEqual(["user left", "user left"]);
  });

  it("passes the abort of the caller's signal on, with its reason, even when it was aborted already", async () => {
    const { app, calls: pending } = stubApp();
    const { calls } = attached();
    const later = new AbortController();
    const call = calls.call(app, { name: "a" }, { signal: later.signal });
    later.abort("cancelled");
    const early = calls.call(app, { name: "b" }, { signal: AbortSignal.abort("too late") });
    await Promise.allSettled([call, early]);
    expect(pending.map((c) => c.signal.reason)).toEqual(["cancelled", "too late"]);
  });

  it("tells nobody after detach", async () => {
    const { app, calls: pending } = stubApp();
    const { calls, states, detach } = attached();
    detach();
    const call = calls.call(app, { name: "t" });
    pending[0]!.settle(RESULT);
    await call;
    expect(states).toEqual([]);
  });
});
