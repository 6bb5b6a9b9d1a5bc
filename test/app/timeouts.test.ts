// Typed failures: per-request and App-level timeouts, abort, progress, and REMOTE_ERROR details.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/index.js";
import { flush } from "../support/host.js";
import { connected, type View, type ViewSetup } from "./support.js";

/** A connected App on fake timers, whose host never answers ui/open-link or tools/call. */
async function stalled(setup: ViewSetup = {}): Promise<View> {
  vi.useFakeTimers();
  const view = await connected(setup);
  view.host.rpc.handle("ui/open-link", () => new Promise(() => {}));
  view.host.rpc.handle("tools/call", () => new Promise(() => {}));
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("timeouts", () => {
  it("rejects with TIMEOUT and the exact message, and sends notifications/cancelled", async () => {
    const { app, host } = await stalled();
    const call = app.openLink({ url: "https://a.example" }, { timeout: 5000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    expect(host.messages("notifications/cancelled")).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ name: "AppError", kind: "TIMEOUT", message: "Request ui/open-link timed out after 5000 ms" });
    expect(host.messages("notifications/cancelled")).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: { requestId: host.requestId("ui/open-link"), reason: "Request ui/open-link timed out after 5000 ms" },
      },
    ]);
  });

  it("uses a default of 60 s", async () => {
    const { app } = await stalled();
    const call = app.openLink({ url: "https://a.example" }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toMatchObject({ kind: "TIMEOUT", message: "Request ui/open-link timed out after 60000 ms" });
  });

  it("uses the App's timeout option, which a request's own timeout overrides", async () => {
    const { app } = await stalled({ app: { timeout: 200 } });
    const byApp = app.openLink({ url: "https://a.example" }).catch((e: unknown) => e);
    const byRequest = app.openLink({ url: "https://b.example" }, { timeout: 300 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(200);
    expect(await byApp).toMatchObject({ kind: "TIMEOUT", message: "Request ui/open-link timed out after 200 ms" });
    await vi.advanceTimersByTimeAsync(100);
    expect(await byRequest).toMatchObject({ kind: "TIMEOUT", message: "Request ui/open-link timed out after 300 ms" });
  });

  it("ignores a response that arrives after the timeout, without onerror", async () => {
    const { app, host, onerror } = await stalled();
    const call = app.openLink({ url: "https://a.example" }, { timeout: 10 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    await call;
    host.post({ jsonrpc: "2.0", id: host.requestId("ui/open-link"), result: {} });
    await host.ping();
    expect(onerror).not.toHaveBeenCalled();
  });

  it("does not restart the timer on progress when resetTimeoutOnProgress is false", async () => {
    const { app, host } = await stalled();
    const onprogress = vi.fn();
    const call = app.callServerTool({ name: "t" }, { timeout: 100, onprogress, resetTimeoutOnProgress: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60);
    host.notify("notifications/progress", { progressToken: host.requestId("tools/call"), progress: 1 });
    await flush();
    await vi.advanceTimersByTimeAsync(40);
    expect(onprogress).toHaveBeenCalledTimes(1);
    expect(await call).toMatchObject({ kind: "TIMEOUT" });
  });

  it("ignores progress for a token that is not pending", async () => {
    const { host, onerror } = await stalled();
    host.notify("notifications/progress", { progressToken: 99, progress: 1 });
    await host.ping();
    expect(onerror).not.toHaveBeenCalled();
  });

  it("leaves no timer behind once a request settles", async () => {
    const { app, host } = await stalled();
    host.rpc.handle("ui/message", () => ({}));
    await app.sendMessage({ role: "user", content: [] });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("abort", () => {
  it("rejects ABORTED with the abort reason as cause, and tells the host", async () => {
    const { app, host } = await stalled();
    const controller = new AbortController();
    const reason = new Error("navigated away");
    const call = app.openLink({ url: "https://a.example" }, { signal: controller.signal }).catch((e: unknown) => e);
    await flush();
    controller.abort(reason);
    const error = await call;
    expect(error).toMatchObject({ kind: "ABORTED", message: "Request ui/open-link was aborted: navigated away" });
    expect((error as AppError).cause).toBe(reason);
    expect(host.messages("notifications/cancelled")).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/cancelled",
        params: { requestId: host.requestId("ui/open-link"), reason: "Error: navigated away" },
      },
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does nothing when the signal aborts after the request settled", async () => {
    const { app, host } = await stalled();
    host.rpc.handle("ui/message", () => ({}));
    const controller = new AbortController();
    await app.sendMessage({ role: "user", content: [] }, { signal: controller.signal });
    controller.abort();
    await app.sendLog({ level: "info", data: "after" });
    expect(host.messages("notifications/cancelled")).toEqual([]);
  });
});

describe("remote errors", () => {
  it("keeps the JSON-RPC code and data of an error response", async () => {
    const { app, host } = await stalled();
    host.rpc.handle("resources/read", () => {
      throw Object.assign(new Error("No such resource"), { code: -32002, data: { uri: "file:///x" } });
    });
    const error = await app.readServerResource({ uri: "file:///x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32002,
      message: "MCP error -32002: No such resource",
      data: { uri: "file:///x" },
    });
  });

  it("rejects a request the host does not know with REMOTE_ERROR -32601", async () => {
    const { app } = await stalled();
    await expect(app.request("prompts/list")).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32601,
      message: "MCP error -32601: Method not found",
    });
  });
});
