// The host context: ui/notifications/host-context-changed.
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../../src/index.js";
import { flush, until } from "../support/host.js";
import { connected, make, type ViewSetup } from "./support.js";

const CHANGED = "ui/notifications/host-context-changed";

/** A host whose handshake carries `hostContext` (and no capabilities). */
const answering = (hostContext: Record<string, unknown>): ViewSetup => ({
  host: { result: { protocolVersion: "2026-01-26", hostInfo: { name: "h", version: "1" }, hostCapabilities: {}, hostContext } },
});

describe("host context", () => {
  it("merges a change: theme updates and every other stored key is unchanged", async () => {
    const styles = { variables: { "--color-text-primary": "red" } };
    const { app, host } = await connected(answering({ theme: "light", locale: "en-US", styles }));
    host.notify(CHANGED, { theme: "dark" });
    await flush();
    expect(app.getHostContext()).toEqual({ theme: "dark", locale: "en-US", styles });
  });

  it("merges shallowly: a new styles object replaces the old one wholesale", async () => {
    const { app, host } = await connected(
      answering({ styles: { variables: { "--color-text-primary": "red" }, css: { fonts: "@import url(x.css);" } } }),
    );
    host.notify(CHANGED, { styles: { variables: { "--color-text-secondary": "blue" } } });
    await flush();
    expect(app.getHostContext()!.styles).toEqual({ variables: { "--color-text-secondary": "blue" } });
  });

  it("has the stored context updated when the handler runs, and hands the handler only the partial params", async () => {
    const { app, host } = await connected(answering({ theme: "light", locale: "en-US" }));
    const seen: unknown[] = [];
    app.onhostcontextchanged = (params) => seen.push([params, app.getHostContext()]);
    await flush();
    seen.length = 0;
    host.notify(CHANGED, { theme: "dark" });
    await flush();
    expect(seen).toEqual([[{ theme: "dark" }, { theme: "dark", locale: "en-US" }]]);
  });

  it("merges the context even when no hostcontextchanged handler is registered", async () => {
    const { app, host } = await connected(answering({ theme: "light" }));
    host.notify(CHANGED, { displayMode: "fullscreen" });
    await flush();
    expect(app.getHostContext()).toEqual({ theme: "light", displayMode: "fullscreen" });
  });

  it.each([
    ["an unknown displayMode", { displayMode: "modal" }, "displayMode"],
    ["a partial safeAreaInsets", { safeAreaInsets: { top: 1 } }, "safeAreaInsets"],
    ["an unknown theme next to a valid locale", { theme: "blue", locale: "fr-FR" }, "theme"],
  ])("changes no state, calls no handler and raises one onerror for %s", async (_, params, field) => {
    const { app, host, onerror } = await connected(answering({ theme: "light", locale: "en-US" }));
    const handler = vi.fn();
    app.onhostcontextchanged = handler;
    await flush();
    handler.mockClear();
    const before = app.getSnapshot();
    host.notify(CHANGED, params);
    await until(() => expect(onerror).toHaveBeenCalled());
    expect(handler).not.toHaveBeenCalled();
    expect(app.getSnapshot()).toBe(before);
    expect(onerror).toHaveBeenCalledTimes(1);
    const error = onerror.mock.calls[0]![0];
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: "INVALID_MESSAGE", message: `Invalid ${CHANGED} notification: bad ${field}`, data: params });
  });

  it("reports a displayMode it does not know and still applies the rest of the change; the mode stays the last known", async () => {
    const { app, host, onerror } = await connected(answering({ theme: "light", displayMode: "inline" }));
    const handler = vi.fn();
    app.onhostcontextchanged = handler;
    await flush();
    handler.mockClear();
    const params = { displayMode: "split-right", theme: "dark", containerDimensions: { width: 480, height: 640 } };
    host.notify(CHANGED, params);
    await until(() => expect(handler).toHaveBeenCalled());
    expect(handler.mock.calls).toEqual([[{ theme: "dark", containerDimensions: { width: 480, height: 640 } }]]);
    expect(app.getHostContext()).toEqual({ theme: "dark", displayMode: "inline", containerDimensions: { width: 480, height: 640 } });
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: `Invalid ${CHANGED} notification: bad displayMode`,
      data: params,
    });
  });

  it("an unknown displayMode beside another bad field still changes nothing", async () => {
    const { app, host, onerror } = await connected(answering({ theme: "light" }));
    const before = app.getSnapshot();
    host.notify(CHANGED, { displayMode: "split-right", theme: "blue", locale: "fr-FR" });
    await until(() => expect(onerror).toHaveBeenCalled());
    expect(app.getSnapshot()).toBe(before);
    expect(onerror.mock.calls[0]![0]).toMatchObject({ message: `Invalid ${CHANGED} notification: bad displayMode, theme` });
  });

  it("keeps the known display modes of a handshake whose availableDisplayModes has one it does not know: fullscreen is still offered", async () => {
    const modes = ["inline", "fullscreen", "split-right"];
    const { app, host, onerror } = await connected(answering({ displayMode: "inline", availableDisplayModes: modes }));
    expect(app.getHostContext()?.availableDisplayModes).toEqual(["inline", "fullscreen"]);
    expect(onerror).not.toHaveBeenCalled();
    host.rpc.handle("ui/request-display-mode", () => ({ mode: "fullscreen" }));
    await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "fullscreen" });
    expect(host.messages("ui/request-display-mode")).toHaveLength(1);
  });

  it("stores containerDimensions {width:400, maxHeight:600} verbatim", async () => {
    const { app, host } = await connected(answering({}));
    host.notify(CHANGED, { containerDimensions: { width: 400, maxHeight: 600 } });
    await flush();
    expect(app.getHostContext()!.containerDimensions).toEqual({ width: 400, maxHeight: 600 });
  });

  it("stores containerDimensions {height:10, maxHeight:20} as {height:10}", async () => {
    const { app, host } = await connected(answering({ containerDimensions: { height: 10, maxHeight: 20 } }));
    expect(app.getHostContext()!.containerDimensions).toEqual({ height: 10 });
    host.notify(CHANGED, { containerDimensions: { width: 5, maxWidth: 9, height: 10, maxHeight: 20 } });
    await flush();
    expect(app.getHostContext()!.containerDimensions).toEqual({ width: 5, height: 10 });
  });

  it("does not fire hostcontextchanged for the handshake's context to handlers set before connect(), as the official App", async () => {
    const { app, host } = make();
    const slot = vi.fn();
    const listener = vi.fn();
    app.onhostcontextchanged = slot;
    app.on("hostcontextchanged", listener);
    await app.connect(host.view);
    await app.ping();
    expect(slot).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it("hands a handler set after connect() the current context once", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    const slot = vi.fn();
    app.onhostcontextchanged = slot;
    await app.ping();
    expect(slot.mock.calls).toEqual([[app.getHostContext()]]);
  });
});

describe("host context keys named like Object.prototype members", () => {
  it("are dropped from a change and reported, and the rest of the change applies", async () => {
    const { app, host } = make();
    const onerror = vi.fn();
    const changed = vi.fn();
    app.onerror = onerror;
    app.onhostcontextchanged = changed;
    await app.connect(host.view);
    host.post({
      jsonrpc: "2.0",
      method: "ui/notifications/host-context-changed",
      params: JSON.parse('{"theme":"dark","valueOf":1,"toString":2}'),
    });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(changed).toHaveBeenCalledWith({ theme: "dark" });
    expect(app.getHostContext()!.theme).toBe("dark");
    expect(Object.hasOwn(app.getHostContext()!, "valueOf")).toBe(false);
    expect(onerror.mock.calls.map(([e]) => (e as Error).message)).toEqual([
      "Ignored host context keys named like Object.prototype members: valueOf, toString",
    ]);
  });
});
