// The test host's default channel: the view calls connect() with no arguments in the same window, and
// the host takes over window.parent.postMessage until it closes.
import { describe, expect, it } from "vitest";
import { AppError, INITIALIZED_METHOD, INITIALIZE_METHOD } from "../../src/index.js";
import { createTestHost, WindowChannel } from "../../src/testing/index.js";
import { connected, host } from "./support.js";

describe("the default window channel", () => {
  it("completes the handshake with a view that calls connect() with no arguments", async () => {
    const { host: h, app: a } = await connected();
    expect(a.getSnapshot().status).toBe("connected");
    expect(h.initialized).toBe(true);
    expect(h.received(INITIALIZE_METHOD)).toEqual([
      { appInfo: { name: "widget", version: "1.0.0" }, appCapabilities: {}, protocolVersion: "2026-01-26" },
    ]);
    expect(h.received(INITIALIZED_METHOD)).toEqual([undefined]);
  });

  it("delivers host messages as message events whose source is window.parent and whose origin is the host's", async () => {
    const { host: h } = await connected();
    const events: Array<{ source: unknown; origin: string }> = [];
    const listener = (e: MessageEvent) => events.push({ source: e.source, origin: e.origin });
    window.addEventListener("message", listener);
    await h.sendToolInput({ arguments: {} });
    window.removeEventListener("message", listener);
    expect(events).toEqual([{ source: window.parent, origin: window.location.origin }]);
  });

  it("stamps the origin option on its messages, and the view then posts to that origin only", async () => {
    const { host: h, app: a } = await connected({ origin: "https://host.example" }, {}, { timeout: 500 });
    const origins: string[] = [];
    const listener = (e: MessageEvent) => origins.push(e.origin);
    window.addEventListener("message", listener);
    await h.sendToolInput({ arguments: {} });
    window.removeEventListener("message", listener);
    expect(origins).toEqual(["https://host.example"]);
    await a.sendMessage({ role: "user", content: [] });
    expect(h.received("ui/message")).toHaveLength(1);
  });

  it("takes a view's message to its parent only once the message has left the view, a microtask later", async () => {
    const h = host();
    window.parent.postMessage({ jsonrpc: "2.0", method: "ui/notifications/size-changed", params: { width: 1, height: 2 } }, "*");
    expect(h.lastSize()).toBeUndefined();
    await Promise.resolve();
    expect(h.lastSize()).toEqual({ width: 1, height: 2 });
  });

  it("structured-clones what the view posts, so later changes to the object are not seen", async () => {
    const h = host();
    const params = { width: 1, height: 2 };
    window.parent.postMessage({ jsonrpc: "2.0", method: "ui/notifications/size-changed", params }, "*");
    params.width = 99;
    await Promise.resolve();
    expect(h.lastSize()).toEqual({ width: 1, height: 2 });
  });

  it("ignores, and records why, a message posted to another target origin", async () => {
    const h = host();
    window.parent.postMessage({ jsonrpc: "2.0", method: "ping", id: 1 }, "https://elsewhere.example");
    window.parent.postMessage({ jsonrpc: "2.0", method: "ping", id: 2 }, "*");
    await h.waitFor("ping");
    expect(h.messages.filter((r) => r.direction !== "sent").map((r) => [r.direction, r.note ?? r.id])).toEqual([
      ["ignored", "posted to targetOrigin https://elsewhere.example, but the host's origin is http://localhost:3000"],
      ["received", 2],
    ]);
  });

  it("passes data that is not JSON-RPC on to the real postMessage", async () => {
    const h = host();
    const seen = new Promise<unknown>((resolve) => window.addEventListener("message", (e) => resolve(e.data), { once: true }));
    window.parent.postMessage("webpackOk", "*");
    expect(await seen).toBe("webpackOk");
    expect(h.messages.map((r) => r.note)).toEqual(["not JSON-RPC 2.0 (passed on to the real postMessage)"]);
  });

  it("refuses to install a second host on the same window while the first is open", () => {
    host();
    expect(() => createTestHost()).toThrow(
      new AppError("ALREADY_CONNECTED", "Another test host is still installed on window.parent; close() it before creating a new one"),
    );
  });

  it("says which channel it uses when asked for host.transport", () => {
    expect(() => host().transport).toThrow(
      'host.transport exists only with createTestHost({ channel: "transport" }); this host uses the window channel',
    );
  });

  it("can be driven on its own as a Transport (start, send, close)", async () => {
    const channel = new WindowChannel({ origin: "https://host.example" });
    const got: unknown[] = [];
    channel.onmessage = (m) => got.push(m);
    await channel.start();
    window.parent.postMessage({ jsonrpc: "2.0", method: "x" }, "*");
    await Promise.resolve();
    await channel.close();
    expect(got).toEqual([{ jsonrpc: "2.0", method: "x" }]);
    await expect(channel.send({ jsonrpc: "2.0", method: "y" })).rejects.toThrow("The test host's window channel is closed");
  });
});
