// State, not just events: the snapshot and subscribe.
import { describe, expect, it, vi } from "vitest";
import { flush, HOST_RESULT, until } from "../support/host.js";
import { connected, make } from "./support.js";

const INPUT = "ui/notifications/tool-input";
const RESULT = "ui/notifications/tool-result";

describe("snapshot and subscribe", () => {
  it("starts idle with nothing known", () => {
    const { app } = make();
    expect(app.getSnapshot()).toEqual({
      status: "idle",
      error: undefined,
      protocolVersion: undefined,
      hostInfo: undefined,
      hostCapabilities: undefined,
      hostContext: undefined,
      toolInput: undefined,
      toolInputPartial: undefined,
      toolResult: undefined,
      toolCancelled: undefined,
    });
  });

  it("returns the same frozen object until something changes", async () => {
    const { app, host } = await connected();
    const a = app.getSnapshot();
    expect(app.getSnapshot()).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    await app.openLink({ url: "https://a.example" }).catch(() => {});
    host.post({ jsonrpc: "2.0", id: 3, method: "ping" });
    await flush();
    expect(app.getSnapshot()).toBe(a);
    host.notify(INPUT, { arguments: { a: 1 } });
    await flush();
    const b = app.getSnapshot();
    expect(b).not.toBe(a);
    expect(b.toolInput).toEqual({ arguments: { a: 1 } });
    expect(b.hostContext).toBe(a.hostContext);
  });

  it("goes idle → connecting → connected → closed, telling subscribers each time", async () => {
    const { app, host } = make();
    const statuses: string[] = [];
    app.subscribe(() => statuses.push(app.getSnapshot().status));
    await app.connect(host.view);
    await app.close();
    expect(statuses).toEqual(["connecting", "connected", "closed"]);
  });

  it("records the handshake result and every kind of tool data", async () => {
    const { app, host } = await connected();
    host.notify("ui/notifications/tool-input-partial", { arguments: { a: "x" } });
    host.notify(INPUT, { arguments: { a: "xy" } });
    host.notify(RESULT, { content: [], structuredContent: { ok: true } });
    host.notify("ui/notifications/tool-cancelled", { reason: "r" });
    await flush();
    expect(app.getSnapshot()).toEqual({
      status: "connected",
      error: undefined,
      protocolVersion: HOST_RESULT.protocolVersion,
      hostInfo: HOST_RESULT.hostInfo,
      hostCapabilities: HOST_RESULT.hostCapabilities,
      hostContext: HOST_RESULT.hostContext,
      toolInput: { arguments: { a: "xy" } },
      toolInputPartial: { arguments: { a: "x" } },
      toolResult: { content: [], structuredContent: { ok: true } },
      toolCancelled: { reason: "r" },
    });
  });

  it("stops calling a subscriber after its unsubscribe", async () => {
    const { app, host } = await connected();
    const fn = vi.fn();
    const off = app.subscribe(fn);
    host.notify(INPUT, { arguments: {} });
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
    off();
    host.notify(INPUT, { arguments: {} });
    await flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("reports a throwing subscriber to onerror and still calls the others", async () => {
    const { app, host, onerror } = await connected();
    const other = vi.fn();
    app.subscribe(() => {
      throw new Error("bad subscriber");
    });
    app.subscribe(other);
    host.notify(INPUT, { arguments: {} });
    await flush();
    expect(other).toHaveBeenCalledTimes(1);
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0]).toMatchObject({ kind: "INVALID_MESSAGE", message: "A subscriber handler threw: bad subscriber" });
  });
});

describe("a new tool call in the interactive phase", () => {
  const PARTIAL = "ui/notifications/tool-input-partial";
  const CANCELLED = "ui/notifications/tool-cancelled";

  it("clears the old result and input when partial input of a new call arrives", async () => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: { a: 1 } });
    host.notify(RESULT, { content: [], structuredContent: { n: 1 } });
    host.notify(PARTIAL, { arguments: { a: 2 } });
    await flush();
    expect(app.getSnapshot()).toMatchObject({
      toolInput: undefined,
      toolInputPartial: { arguments: { a: 2 } },
      toolResult: undefined,
      toolCancelled: undefined,
    });
  });

  it("clears the old cancellation when complete input of a new call arrives", async () => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: { a: 1 } });
    host.notify(CANCELLED, { reason: "user" });
    host.notify(INPUT, { arguments: { a: 2 } });
    await flush();
    expect(app.getSnapshot()).toMatchObject({ toolInput: { arguments: { a: 2 } }, toolCancelled: undefined, toolResult: undefined });
  });

  it("keeps the input when its result arrives, and keeps a result when no new input follows", async () => {
    const { app, host } = await connected();
    host.notify(INPUT, { arguments: { a: 1 } });
    host.notify(RESULT, { content: [] });
    host.notify(RESULT, { content: [{ type: "text", text: "again" }] });
    await flush();
    expect(app.getSnapshot().toolInput).toEqual({ arguments: { a: 1 } });
    expect(app.getSnapshot().toolResult).toEqual({ content: [{ type: "text", text: "again" }] });
  });

  it("does not replay the previous call's result to a handler attached after a new call started", async () => {
    const { app, host } = await connected();
    host.notify(RESULT, { content: [] });
    host.notify(INPUT, { arguments: { a: 2 } });
    await flush();
    const late = vi.fn();
    app.ontoolresult = late;
    const control = vi.fn();
    app.on("toolinput", control);
    await until(() => expect(control).toHaveBeenCalled());
    expect(late).not.toHaveBeenCalled();
  });
});
