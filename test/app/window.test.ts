// Framing, trust and origin pinning: the App over the real PostMessageTransport in happy-dom,
// where the top window is its own parent.
import { describe, expect, it, vi } from "vitest";
import { AppError, PostMessageTransport, type AppOptions } from "../../src/index.js";
import { flush } from "../support/host.js";
import { HOST_ORIGIN, pingFromParent, post, spyParent, stranger } from "../support/window.js";
import { createApp } from "./support.js";

const toolInput = { jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: { a: 1 } } };

/** An App connected over the window to a spied parent at `origin`, closed after the test. */
async function overWindow(options: AppOptions = {}, origin = HOST_ORIGIN) {
  const parent = spyParent({ origin });
  const app = createApp({ app: options });
  const onerror = vi.fn();
  const ontoolinput = vi.fn();
  app.onerror = onerror;
  app.ontoolinput = ontoolinput;
  await app.connect();
  await flush();
  return { app, parent, onerror, ontoolinput };
}

describe("transport and framing", () => {
  it("ignores a valid tool-input whose source is not the parent, and answers nothing", async () => {
    const { app, parent, ontoolinput, onerror } = await overWindow();
    const before = parent.posts.length;
    post(toolInput, { source: stranger });
    post({ jsonrpc: "2.0", id: 9, method: "ping" }, { source: stranger });
    await pingFromParent(parent);
    expect(ontoolinput).not.toHaveBeenCalled();
    expect(onerror).not.toHaveBeenCalled();
    expect(parent.posts.length).toBe(before + 1);
    expect(app.getSnapshot().toolInput).toBeUndefined();
  });

  it("ignores non-JSON-RPC payloads from the parent without onerror, and still processes a later valid message", async () => {
    const { app, ontoolinput, onerror } = await overWindow();
    post("hello");
    post({ type: "webpackOk" });
    post(null);
    post({ jsonrpc: "1.0", method: "x" });
    post(toolInput);
    await flush();
    expect(onerror).not.toHaveBeenCalled();
    expect(ontoolinput).toHaveBeenCalledTimes(1);
    expect(ontoolinput).toHaveBeenCalledWith({ arguments: { a: 1 } });
    expect(app.getSnapshot().status).toBe("connected");
  });

  it("raises exactly one onerror for a malformed JSON-RPC message and stays usable", async () => {
    const { parent, onerror, ontoolinput } = await overWindow();
    post({ jsonrpc: "2.0", id: 5 });
    expect(onerror).toHaveBeenCalledTimes(1);
    const error = onerror.mock.calls[0]![0] as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe("INVALID_MESSAGE");
    expect(error.message).toMatch(/^Invalid JSON-RPC message received/);
    post(toolInput);
    post({ jsonrpc: "2.0", id: 6, method: "ping" });
    await flush();
    expect(ontoolinput).toHaveBeenCalledTimes(1);
    expect(parent.messages()).toContainEqual({ jsonrpc: "2.0", id: 6, result: {} });
    expect(onerror).toHaveBeenCalledTimes(1);
  });

  it("accepts the parent's messages from any origin before the handshake pins one", async () => {
    const parent = spyParent();
    const app = createApp();
    const ontoolinput = vi.fn();
    app.ontoolinput = ontoolinput;
    const connecting = app.connect();
    await flush();
    post(toolInput, { origin: "null" });
    post({ ...toolInput, params: { arguments: { a: 2 } } }, { origin: "https://unrelated.example" });
    expect(parent.methods()).toEqual(["ui/initialize"]);
    const { id } = parent.messages()[0] as { id: number };
    post({
      jsonrpc: "2.0",
      id,
      result: { protocolVersion: "2026-01-26", hostInfo: { name: "h", version: "1" }, hostCapabilities: {}, hostContext: {} },
    });
    await connecting;
    expect(ontoolinput.mock.calls).toEqual([[{ arguments: { a: 1 } }], [{ arguments: { a: 2 } }]]);
  });

  it('accepts messages from any origin after a handshake answered from the opaque origin "null"', async () => {
    const { ontoolinput } = await overWindow({}, "null");
    post(toolInput, { origin: "null" });
    post(toolInput, { origin: "https://elsewhere.example" });
    expect(ontoolinput).toHaveBeenCalledTimes(2);
  });

  it("drops messages from another origin once the handshake pinned the parent's origin", async () => {
    const log = vi.fn();
    const { ontoolinput, onerror, parent } = await overWindow({ log });
    const before = parent.posts.length;
    post(toolInput, { origin: "https://evil.example" });
    post({ jsonrpc: "2.0", id: 3, method: "ping" }, { origin: "null" });
    await pingFromParent(parent);
    expect(ontoolinput).not.toHaveBeenCalled();
    expect(onerror).not.toHaveBeenCalled();
    expect(parent.posts.length).toBe(before + 1);
    expect(log).toHaveBeenCalledWith({ type: "ignore", data: toolInput, reason: `origin https://evil.example is not ${HOST_ORIGIN}` });
    post(toolInput, { origin: HOST_ORIGIN });
    expect(ontoolinput).toHaveBeenCalledTimes(1);
  });

  it('posts the handshake to the parent with targetOrigin "*" as a JSON-RPC object', async () => {
    const { parent } = await overWindow();
    const [message, target] = parent.posts[0]!;
    expect(target).toBe("*");
    expect(typeof message).toBe("object");
    expect(message).toMatchObject({ jsonrpc: "2.0", id: expect.any(Number), method: "ui/initialize" });
  });

  it('posts everything after the handshake to the pinned parent origin instead of "*"', async () => {
    const { app, parent } = await overWindow();
    await app.sendLog({ level: "info", data: "x" });
    post({ jsonrpc: "2.0", id: 4, method: "ping" });
    await flush();
    const after = parent.posts.slice(1);
    expect(after.map(([m]) => ("method" in m ? m.method : "response"))).toEqual([
      "ui/notifications/initialized",
      "notifications/message",
      "response",
    ]);
    for (const [message, target] of after) {
      expect(target).toBe(HOST_ORIGIN);
      expect(message.jsonrpc).toBe("2.0");
    }
  });

  it("does not process messages the parent posted before connect() started listening", async () => {
    post(toolInput);
    post({ jsonrpc: "2.0", id: 0, result: {} });
    const { app, ontoolinput, onerror } = await overWindow();
    expect(ontoolinput).not.toHaveBeenCalled();
    expect(onerror).not.toHaveBeenCalled();
    expect(app.getSnapshot().toolInput).toBeUndefined();
  });

  it("does not crash when a message arrives after close()", async () => {
    const { app, ontoolinput, parent } = await overWindow();
    await app.close();
    const before = parent.posts.length;
    expect(() => post(toolInput)).not.toThrow();
    expect(() => post({ jsonrpc: "2.0", id: 1, method: "ping" })).not.toThrow();
    await flush();
    expect(ontoolinput).not.toHaveBeenCalled();
    expect(parent.posts.length).toBe(before);
  });

  it("reads only the parent when connect() is called with no transport", async () => {
    const { ontoolinput } = await overWindow();
    post(toolInput, { source: null });
    post(toolInput, { source: stranger });
    post(toolInput, { source: window });
    expect(ontoolinput).toHaveBeenCalledTimes(1);
  });

  it("with the transport's origins option, ignores a handshake answer from an origin not listed", async () => {
    const parent = spyParent({ origin: "https://evil.example" });
    const app = createApp();
    const transport = new PostMessageTransport(window.parent, window.parent, { origins: [HOST_ORIGIN] });
    const connecting = app.connect(transport, { timeout: 50 }).catch((e: AppError) => e);
    await expect(connecting).resolves.toMatchObject({ kind: "HANDSHAKE_FAILED" });
    expect(parent.posts[0]![1]).toBe(HOST_ORIGIN);
  });
});
