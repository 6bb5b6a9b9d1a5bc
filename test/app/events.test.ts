// Events: late handlers get the current value once, on() returns its unsubscribe, on* slots never clobber listeners.
import { describe, expect, it, vi } from "vitest";
import { AppError, type App } from "../../src/index.js";
import { flush, HOST_RESULT, until } from "../support/host.js";
import { connected } from "./support.js";

const INPUT = "ui/notifications/tool-input";
const RESULT = "ui/notifications/tool-result";

describe("late handlers", () => {
  it.each([
    ["ontoolinput setter", (app: App, fn: (v: unknown) => void) => (app.ontoolinput = fn)],
    ["addEventListener", (app: App, fn: (v: unknown) => void) => app.addEventListener("toolinput", fn)],
    ["on()", (app: App, fn: (v: unknown) => void) => void app.on("toolinput", fn)],
  ])("a %s attached after the data arrived is called exactly once with the current value", async (_, attach) => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: { a: 1 } });
    await flush();
    const fn = vi.fn();
    attach(app, fn);
    expect(fn).not.toHaveBeenCalled();
    await flush();
    expect(fn.mock.calls).toEqual([[{ arguments: { a: 1 } }]]);
  });

  it("replays the latest of several tool results, once", async () => {
    const { app, host } = await connected();
    host.notify(RESULT, { content: [], structuredContent: { n: 1 } });
    host.notify(RESULT, { content: [], structuredContent: { n: 2 } });
    await flush();
    const fn = vi.fn();
    app.ontoolresult = fn;
    await flush();
    expect(fn.mock.calls).toEqual([[{ content: [], structuredContent: { n: 2 } }]]);
  });

  it("does not replay to a late handler when a new notification reaches it first", async () => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: { n: 1 } });
    await flush();
    const fn = vi.fn();
    app.ontoolinput = fn;
    host.view.inject({ jsonrpc: "2.0", method: INPUT, params: { arguments: { n: 2 } } });
    await flush();
    expect(fn.mock.calls).toEqual([[{ arguments: { n: 2 } }]]);
  });

  it("replays once when the same handler is assigned or added twice in a row", async () => {
    const { app, host } = await connected();
    host.notify(RESULT, { content: [] });
    await flush();
    const fn = vi.fn();
    const listener = vi.fn();
    app.ontoolresult = fn;
    app.ontoolresult = fn;
    app.on("toolresult", listener);
    app.on("toolresult", listener);
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("replays to one handler attached to several events, once per event", async () => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: {} });
    host.notify(RESULT, { content: [] });
    await flush();
    const fn = vi.fn();
    app.on("toolinput", fn);
    app.on("toolresult", fn);
    await flush();
    expect(fn.mock.calls).toEqual([[{ arguments: {} }], [{ content: [] }]]);
  });

  it("does not replay to a handler removed before the replay ran", async () => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: {} });
    await flush();
    const slot = vi.fn();
    const listener = vi.fn();
    app.ontoolinput = slot;
    app.ontoolinput = undefined;
    app.on("toolinput", listener)();
    const control = vi.fn();
    app.on("toolinput", control);
    await until(() => expect(control).toHaveBeenCalled());
    expect(slot).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it("replays the partial input only while no complete input has arrived", async () => {
    const { app, host } = await connected();
    host.notify("ui/notifications/tool-input-partial", { arguments: { a: "x" } });
    await flush();
    const early = vi.fn();
    app.ontoolinputpartial = early;
    await flush();
    expect(early.mock.calls).toEqual([[{ arguments: { a: "x" } }]]);
    host.notify(INPUT, { arguments: { a: "xyz" } });
    await flush();
    const late = vi.fn();
    app.on("toolinputpartial", late);
    const control = vi.fn();
    app.on("toolinput", control);
    await until(() => expect(control).toHaveBeenCalled());
    expect(late).not.toHaveBeenCalled();
  });

  it("replays the full host context to a hostcontextchanged handler attached after the handshake", async () => {
    const { app, host } = await connected();
    host.notify("ui/notifications/host-context-changed", { theme: "dark" });
    await flush();
    const fn = vi.fn();
    app.onhostcontextchanged = fn;
    await flush();
    expect(fn.mock.calls).toEqual([[{ ...HOST_RESULT.hostContext, theme: "dark" }]]);
  });

  it("replays tool cancellation to a late handler", async () => {
    const { app, host } = await connected();
    host.notify("ui/notifications/tool-cancelled", { reason: "user" });
    await flush();
    const fn = vi.fn();
    app.on("toolcancelled", fn);
    await flush();
    expect(fn.mock.calls).toEqual([[{ reason: "user" }]]);
  });

  it("replays nothing to a handler attached before any data arrived", async () => {
    const { app, host } = await connected();
    const fn = vi.fn();
    app.ontoolresult = fn;
    app.on("toolinput", fn);
    host.notify(RESULT, { content: [] });
    await until(() => expect(fn).toHaveBeenCalled());
    expect(fn.mock.calls).toEqual([[{ content: [] }]]);
  });
});

describe("listeners and slots", () => {
  it("on() returns the unsubscribe of its listener", async () => {
    const { app, host } = await connected();
    const fn = vi.fn();
    const off = app.on("toolresult", fn);
    host.notify(RESULT, { content: [] });
    await flush();
    off();
    host.notify(RESULT, { content: [] });
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("on* setters replace only their own slot and never remove listeners", async () => {
    const { app, host } = await connected();
    const listener = vi.fn();
    const first = vi.fn();
    const second = vi.fn();
    app.on("toolresult", listener);
    app.ontoolresult = first;
    app.ontoolresult = second;
    expect(app.ontoolresult).toBe(second);
    host.notify(RESULT, { content: [] });
    await flush();
    app.ontoolresult = undefined;
    host.notify(RESULT, { content: [] });
    await flush();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reports a throwing handler to onerror and still calls the other listeners", async () => {
    const { app, host, onerror } = await connected();
    const after = vi.fn();
    app.ontoolresult = () => {
      throw new Error("render failed");
    };
    app.on("toolresult", after);
    host.notify(RESULT, { content: [] });
    await flush();
    expect(after).toHaveBeenCalledTimes(1);
    expect(onerror).toHaveBeenCalledTimes(1);
    const error = onerror.mock.calls[0]![0];
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: "INVALID_MESSAGE", message: "A toolresult handler threw: render failed" });
  });

  it("delivers errors to onerror and to error listeners", async () => {
    const { app, host, onerror } = await connected();
    const listener = vi.fn();
    app.on("error", listener);
    host.post({ jsonrpc: "2.0", id: 5 });
    await flush();
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(onerror.mock.calls[0]![0]);
  });

  it("does not loop when an error handler throws", async () => {
    const { app, host } = await connected();
    const listener = vi.fn(() => {
      throw new Error("again");
    });
    app.onerror = listener;
    host.post({ jsonrpc: "2.0", id: 5 });
    await flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
