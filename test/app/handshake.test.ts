// The ui/initialize handshake, over a scripted host.
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { AppError } from "../../src/index.js";
import { createHost, flush, HOST_RESULT } from "../support/host.js";
import { make, VIEW_INFO as INFO } from "./support.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("handshake", () => {
  it("sends ui/initialize first, with exactly appInfo, appCapabilities and protocolVersion", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    expect(host.sent[0]).toEqual({
      jsonrpc: "2.0",
      id: host.requestId("ui/initialize"),
      method: "ui/initialize",
      params: { appInfo: INFO, appCapabilities: {}, protocolVersion: "2026-01-26" },
    });
  });

  it("sends the declared app capabilities", async () => {
    const { app, host } = make({ capabilities: { availableDisplayModes: ["inline"], experimental: { x: {} } } });
    await app.connect(host.view);
    expect((host.sent[0] as { params: Record<string, unknown> }).params.appCapabilities).toEqual({
      availableDisplayModes: ["inline"],
      experimental: { x: {} },
    });
  });

  it("numbers ui/initialize 0 in a fresh page, and later requests 1, 2, …", async () => {
    vi.resetModules();
    const fresh = await import("../../src/index.js");
    const host = createHost();
    host.rpc.handle("ui/open-link", () => ({}));
    const app = new fresh.App(INFO, {}, { autoResize: false });
    onTestFinished(() => app.close());
    await app.connect(host.view);
    await app.openLink({ url: "https://a.example" });
    await app.openLink({ url: "https://b.example" });
    const ids = host.sent.filter((m) => "id" in m).map((m) => (m as { id: unknown }).id);
    expect(ids).toEqual([0, 1, 2]);
  });

  it("sends exactly one initialized after the result is stored, and the getters return it when connect() resolves", async () => {
    const { app, host } = make();
    let storedWhenInitialized: unknown;
    host.rpc.listen("ui/notifications/initialized", () => (storedWhenInitialized = app.getHostContext()));
    await app.connect(host.view);
    expect(app.getHostContext()).toEqual(HOST_RESULT.hostContext);
    expect(app.getHostCapabilities()).toEqual(HOST_RESULT.hostCapabilities);
    expect(app.getHostVersion()).toEqual(HOST_RESULT.hostInfo);
    expect(app.getSnapshot()).toMatchObject({ status: "connected", protocolVersion: "2026-01-26" });
    await flush();
    expect(host.methods().filter((m) => m === "ui/notifications/initialized")).toHaveLength(1);
    expect(storedWhenInitialized).toEqual(HOST_RESULT.hostContext);
  });

  it("sends initialized with no params key", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    expect(host.messages("ui/notifications/initialized")).toEqual([{ jsonrpc: "2.0", method: "ui/notifications/initialized" }]);
  });

  it("rejects connect() with the host's error code, sends no initialized and closes the transport", async () => {
    const { app, host } = make({
      host: {
        initialize: () => {
          throw Object.assign(new Error("Method not found"), { code: -32601 });
        },
      },
    });
    const error = await app.connect(host.view).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "HANDSHAKE_FAILED",
      code: -32601,
      message: "ui/initialize failed: MCP error -32601: Method not found",
    });
    expect(host.methods()).toEqual(["ui/initialize"]);
    expect(host.view.closed).toBe(true);
    expect(app.getSnapshot()).toMatchObject({ status: "failed", error });
  });

  it("rejects connect() after the default 60 s and sends notifications/cancelled for its request", async () => {
    vi.useFakeTimers();
    const { app, host } = make({ host: { initialize: () => new Promise(() => {}) } });
    const result = app.connect(host.view).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(app.getSnapshot().status).toBe("connecting");
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toMatchObject({
      kind: "HANDSHAKE_FAILED",
      message: "ui/initialize failed: Request ui/initialize timed out after 60000 ms",
    });
    expect((error as AppError).cause).toMatchObject({ kind: "TIMEOUT" });
    expect(host.sent[1]).toEqual({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: host.requestId("ui/initialize"), reason: "Request ui/initialize timed out after 60000 ms" },
    });
    expect(host.methods()).not.toContain("ui/notifications/initialized");
    expect(host.view.closed).toBe(true);
  });

  it("takes the handshake timeout from connect()'s options argument", async () => {
    vi.useFakeTimers();
    const { app, host } = make({ host: { initialize: () => new Promise(() => {}) } });
    const result = app.connect(host.view, { timeout: 1000 }).catch((e: AppError) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({
      kind: "HANDSHAKE_FAILED",
      message: "ui/initialize failed: Request ui/initialize timed out after 1000 ms",
    });
    expect(host.sent[1]).toMatchObject({ method: "notifications/cancelled", params: { requestId: host.requestId("ui/initialize") } });
  });

  it("completes the handshake when the host answers another protocol version", async () => {
    const { app, host } = make({ host: { result: { ...HOST_RESULT, protocolVersion: "1999-01-01" } } });
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    expect(app.getSnapshot()).toMatchObject({ status: "connected", protocolVersion: "1999-01-01" });
    expect(onerror).not.toHaveBeenCalled();
  });

  it("completes the handshake when hostContext is missing, with the context treated as {}", async () => {
    const { hostContext: _, ...result } = HOST_RESULT;
    const { app, host } = make({ host: { result } });
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    expect(app.getHostContext()).toEqual({});
    expect(app.getSnapshot().status).toBe("connected");
    expect(host.methods()).toEqual(["ui/initialize", "ui/notifications/initialized"]);
    expect(onerror).not.toHaveBeenCalled();
  });

  it("completes the handshake when styles.variables holds a non-standard key, and keeps it", async () => {
    const variables = { "--color-text-primary": "red", "--x": "1" };
    const { app, host } = make({ host: { result: { ...HOST_RESULT, hostContext: { styles: { variables } } } } });
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    expect(app.getHostContext()).toEqual({ styles: { variables } });
    expect(onerror).not.toHaveBeenCalled();
  });

  it("completes the handshake when a known hostContext field is invalid, dropping that field with one onerror", async () => {
    const { app, host } = make({ host: { result: { ...HOST_RESULT, hostContext: { theme: "blue", locale: "fr-FR" } } } });
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    expect(app.getHostContext()).toEqual({ locale: "fr-FR" });
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0]).toMatchObject({ kind: "INVALID_MESSAGE", message: "Ignored invalid host context fields: theme" });
  });

  it("preserves unknown top-level hostContext keys", async () => {
    const { app, host } = make({ host: { result: { ...HOST_RESULT, hostContext: { theme: "dark", foo: 1, bar: { baz: [1] } } } } });
    await app.connect(host.view);
    expect(app.getHostContext()).toEqual({ theme: "dark", foo: 1, bar: { baz: [1] } });
  });

  it("drops hostContext keys named like Object.prototype members, with one onerror, and keeps the rest", async () => {
    const hostContext = JSON.parse(
      '{"theme":"dark","foo":1,"hasOwnProperty":1,"toString":"x","constructor":2,"__proto__":{"polluted":true}}',
    );
    const { app, host } = make({ host: { result: { ...HOST_RESULT, hostContext } } });
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    expect(app.getSnapshot().status).toBe("connected");
    expect(app.getHostContext()).toEqual({ theme: "dark", foo: 1 });
    expect(() => `${app.getHostContext()}` && app.getHostContext()!.hasOwnProperty("theme")).not.toThrow();
    expect("polluted" in {}).toBe(false);
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: "Ignored host context keys named like Object.prototype members: hasOwnProperty, toString, constructor, __proto__",
    });
  });

  it("rejects a second connect() while connected with ALREADY_CONNECTED and sends nothing", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    await flush();
    const count = host.sent.length;
    await expect(app.connect(host.view)).rejects.toMatchObject({
      kind: "ALREADY_CONNECTED",
      message: expect.stringMatching(/^App is already connected/),
    });
    await app.sendLog({ level: "info", data: "after" });
    expect(host.methods().slice(count)).toEqual(["notifications/message"]);
  });

  it("rejects a second connect() made while the first is still in progress", async () => {
    const { app, host } = make();
    const first = app.connect(host.view);
    await expect(app.connect(host.view)).rejects.toMatchObject({ kind: "ALREADY_CONNECTED" });
    await first;
    expect(host.methods().filter((m) => m === "ui/initialize")).toHaveLength(1);
  });

  it("queues a request made before connect() and sends it right after initialized instead of warning", async () => {
    const { app, host } = make();
    host.rpc.handle("ui/message", () => ({}));
    const sent = app.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] });
    await flush();
    expect(host.sent).toEqual([]);
    await app.connect(host.view);
    await expect(sent).resolves.toEqual({});
    expect(host.methods()).toEqual(["ui/initialize", "ui/notifications/initialized", "ui/message"]);
  });

  it("rejects a request made before the handshake with NOT_CONNECTED under strict: true, and sends nothing", async () => {
    const { app, host } = make({ host: { initialize: () => new Promise(() => {}) }, app: { strict: true } });
    await expect(app.sendMessage({ role: "user", content: [] })).rejects.toMatchObject({
      kind: "NOT_CONNECTED",
      message: "ui/message called before connect() completed the ui/initialize handshake",
    });
    void app.connect(host.view).catch(() => {});
    await expect(app.openLink({ url: "https://a.example" })).rejects.toMatchObject({ kind: "NOT_CONNECTED" });
    await flush();
    expect(host.methods()).toEqual(["ui/initialize"]);
  });

  it("sends nothing but ui/initialize (and answers to pings) before the initialize result arrives", async () => {
    let answer!: (value: unknown) => void;
    const { app, host } = make({ host: { initialize: () => new Promise((resolve) => (answer = resolve)) }, app: { autoResize: true } });
    const connecting = app.connect(host.view);
    void app.sendMessage({ role: "user", content: [] }).catch(() => {});
    void app.sendLog({ level: "info", data: "x" });
    void app.sendSizeChanged({ width: 1, height: 2 });
    host.post({ jsonrpc: "2.0", id: 101, method: "ping" });
    await flush();
    expect(host.methods()).toEqual(["ui/initialize", "response"]);
    expect(host.sent[1]).toEqual({ jsonrpc: "2.0", id: 101, result: {} });
    answer(structuredClone(HOST_RESULT));
    await connecting;
    expect(host.methods().slice(0, 6)).toEqual([
      "ui/initialize",
      "response",
      "ui/notifications/initialized",
      "ui/message",
      "notifications/message",
      "ui/notifications/size-changed",
    ]);
  });
});
