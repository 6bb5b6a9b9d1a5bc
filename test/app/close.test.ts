// Clean close: idempotent, pending requests reject CLOSED, and every listener, observer, frame and
// timer the App set up is released.
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFrames, mockLayout } from "../support/frames.js";
import { createHost, flush, HOST_RESULT } from "../support/host.js";
import { post, spyParent } from "../support/window.js";
import { createApp, make } from "./support.js";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("close()", () => {
  it("is idempotent and calls onclose once", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    const onclose = vi.fn();
    app.onclose = onclose;
    await app.close();
    await app.close();
    expect(onclose).toHaveBeenCalledTimes(1);
    expect(app.getSnapshot().status).toBe("closed");
    expect(host.view.closed).toBe(true);
  });

  it("can close an App that never connected, and connect it afterwards", async () => {
    const { app, host } = make();
    await app.close();
    expect(app.getSnapshot().status).toBe("closed");
    expect(host.sent).toEqual([]);
    await app.connect(host.view);
    expect(app.getSnapshot().status).toBe("connected");
  });

  it("can connect again after a failed handshake", async () => {
    const { app, host } = make({ host: { initialize: () => Promise.reject(new Error("no")) } });
    await expect(app.connect(host.view)).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED" });
    const second = createHost();
    await app.connect(second.view);
    expect(app.getSnapshot()).toMatchObject({ status: "connected", hostInfo: HOST_RESULT.hostInfo });
    expect(app.getSnapshot().error).toBeUndefined();
  });

  it("during the handshake ends closed, and connect() rejects with CLOSED", async () => {
    const { app, host } = make({ host: { initialize: () => new Promise(() => {}) } });
    const connecting = app.connect(host.view).catch((e: unknown) => e);
    await flush();
    await app.close();
    expect(await connecting).toMatchObject({ kind: "CLOSED", message: "The App was closed during connect()" });
    expect(app.getSnapshot().status).toBe("closed");
    expect(host.view.closed).toBe(true);
  });

  it("closed by a subscriber as it starts connecting: connect() rejects, nothing is sent and the transport never starts", async () => {
    const { app, host } = make();
    const stop = app.subscribe(() => {
      if (app.getSnapshot().status === "connecting") void app.close();
    });
    await expect(app.connect(host.view)).rejects.toMatchObject({ kind: "CLOSED" });
    stop();
    expect(app.getSnapshot().status).toBe("closed");
    expect(host.sent).toEqual([]);
    host.view.inject({ jsonrpc: "2.0", id: 1, method: "ping" });
    await flush();
    expect(host.sent).toEqual([]);
  });

  it("rejects a request made after close with CLOSED and sends nothing", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    await app.close();
    const count = host.sent.length;
    await expect(app.callServerTool({ name: "t" })).rejects.toMatchObject({ kind: "CLOSED", message: "Not connected" });
    await expect(app.sendLog({ level: "info", data: 1 })).rejects.toMatchObject({ kind: "CLOSED" });
    expect(host.sent.length).toBe(count);
  });

  it("rejects a request made after close with CLOSED under strict: true as well", async () => {
    const { app, host } = make({ app: { strict: true } });
    await app.connect(host.view);
    await app.close();
    await expect(app.openLink({ url: "https://a.example" })).rejects.toMatchObject({ kind: "CLOSED", message: "Not connected" });
  });

  it("aborts the signal of a host request the view is still handling", async () => {
    const { app, host } = make();
    let signal!: AbortSignal;
    app.onteardown = (_, ctx) => {
      signal = ctx.signal;
      return new Promise(() => {});
    };
    await app.connect(host.view);
    host.post({ jsonrpc: "2.0", id: 5, method: "ui/resource-teardown", params: {} });
    await flush();
    await app.close();
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toMatchObject({ kind: "CLOSED" });
  });

  it("tells subscribers it closed, and keeps handlers and subscribers for a new connection", async () => {
    const { app, host } = make();
    const fn = vi.fn();
    const statuses: string[] = [];
    app.ontoolinput = fn;
    app.on("toolinput", fn);
    app.subscribe(() => statuses.push(app.getSnapshot().status));
    await app.connect(host.view);
    await app.close();
    expect(statuses).toEqual(["connecting", "connected", "closed"]);
    expect(app.ontoolinput).toBe(fn);
    host.view.inject({ jsonrpc: "2.0", method: "ui/notifications/tool-input", params: {} });
    await flush();
    expect(fn).not.toHaveBeenCalled();
    expect(statuses).toHaveLength(3);
  });

  it("connects again after close(): a new handshake, handlers kept, the old host's data gone", async () => {
    const { app, host } = make();
    const inputs: unknown[] = [];
    app.ontoolinput = (params) => inputs.push(params.arguments);
    await app.connect(host.view);
    host.notify("ui/notifications/tool-input", { arguments: { n: 1 } });
    await vi.waitFor(() => expect(inputs).toEqual([{ n: 1 }]));
    await app.close();
    const second = createHost({ result: { ...HOST_RESULT, hostInfo: { name: "second", version: "2" } } });
    await app.connect(second.view);
    expect(second.methods()).toEqual(["ui/initialize", "ui/notifications/initialized"]);
    expect(app.getSnapshot()).toMatchObject({ status: "connected", hostInfo: { name: "second", version: "2" } });
    expect(app.getSnapshot().toolInput).toBeUndefined();
    second.notify("ui/notifications/tool-input", { arguments: { n: 2 } });
    await vi.waitFor(() => expect(inputs).toEqual([{ n: 1 }, { n: 2 }]));
    second.rpc.handle("ui/open-link", () => ({}));
    await expect(app.openLink({ url: "https://a.example" })).resolves.toEqual({});
  });

  it("releases the window message listener, the resize observer, the frame and every timer", async () => {
    vi.useFakeTimers();
    const frames = mockFrames();
    mockLayout(100);
    const parent = spyParent({ origin: "https://host.example" });
    const add = vi.spyOn(window, "addEventListener");
    const remove = vi.spyOn(window, "removeEventListener");
    const app = createApp({ app: { autoResize: true } });
    await app.connect();
    await vi.advanceTimersByTimeAsync(0);
    frames.resize();
    const added = add.mock.calls.filter(([type]) => type === "message");
    expect(added).toHaveLength(1);
    void app.openLink({ url: "https://a.example" }).catch(() => {});
    await flush();
    expect(vi.getTimerCount()).toBe(1);
    await app.close();
    expect(remove.mock.calls.filter(([type]) => type === "message").map(([, fn]) => fn)).toEqual([added[0]![1]]);
    expect(frames.observers[0]!.disconnected).toBe(true);
    expect(frames.pending()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    const before = parent.posts.length;
    post({ jsonrpc: "2.0", id: 1, method: "ping" });
    expect(parent.posts.length).toBe(before);
  });

  it("starts no auto-resize when it is closed in the microtask right after the handshake", async () => {
    const frames = mockFrames();
    mockLayout(100);
    const { app, host } = make({ app: { autoResize: true } });
    app.subscribe(() => {
      if (app.getSnapshot().status === "connected") queueMicrotask(() => void app.close());
    });
    await app.connect(host.view).catch(() => {});
    await flush();
    expect(app.getSnapshot().status).toBe("closed");
    expect(frames.observers.filter((o) => !o.disconnected)).toEqual([]);
    expect(frames.pending()).toBe(0);
  });

  it("starts no observer when setupSizeChangedNotifications() is called after close()", async () => {
    const frames = mockFrames();
    const { app, host } = make();
    await app.connect(host.view);
    await app.close();
    const stop = app.setupSizeChangedNotifications();
    expect(frames.observers).toHaveLength(0);
    expect(frames.pending()).toBe(0);
    stop();
  });

  it("ends closed when the transport closes by itself, releasing what it set up", async () => {
    const frames = mockFrames();
    mockLayout(100);
    const { app, host } = make({ app: { autoResize: true } });
    const onclose = vi.fn();
    app.onclose = onclose;
    const pending = app.openLink({ url: "https://a.example" });
    host.rpc.handle("ui/open-link", () => new Promise(() => {}));
    await app.connect(host.view);
    await flush();
    await host.view.close();
    await expect(pending).rejects.toMatchObject({ kind: "CLOSED" });
    expect(app.getSnapshot().status).toBe("closed");
    expect(onclose).toHaveBeenCalledTimes(1);
    expect(frames.observers[0]!.disconnected).toBe(true);
  });

  it("ends closed when the transport closes by itself during the handshake, and connect() rejects", async () => {
    const { app, host } = make({ host: { initialize: () => new Promise(() => {}) } });
    const connecting = app.connect(host.view).catch((e: unknown) => e);
    await flush();
    await host.view.close();
    expect(await connecting).toMatchObject({ kind: "CLOSED" });
    expect(app.getSnapshot().status).toBe("closed");
  });
});
