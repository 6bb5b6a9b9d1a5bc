// The three ways the test host reaches a view: the default `connect()` in the same window, an
// explicit transport, and (with a fake frame window here; real iframes run in test/browser) postMessage.
// The transport pair itself is in transport-pair.test.ts.
import { describe, expect, it } from "vitest";
import { AppError, INITIALIZED_METHOD, INITIALIZE_METHOD } from "../../src/index.js";
import { createTestHost, createTransportPair, FakeOpenAi, WindowChannel } from "../../src/testing/index.js";
import { app, connected, host } from "./support.js";

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
    expect(() => host().transport).toThrow('host.transport exists only with createTestHost({ channel: "transport" }); this host uses the window channel');
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

describe("the transport channel", () => {
  it("connects a view that is handed host.transport", async () => {
    const h = host({ channel: "transport" });
    const a = app();
    await a.connect(h.transport);
    await h.ready;
    expect(a.getSnapshot().hostInfo).toEqual({ name: "mcp-view-test-host", version: "1.0.0" });
  });

  it("does not touch window.parent.postMessage", () => {
    const before = Object.getOwnPropertyDescriptor(window.parent, "postMessage");
    host({ channel: "transport" });
    expect(Object.getOwnPropertyDescriptor(window.parent, "postMessage")).toEqual(before);
  });

  it("reports the origin option to the view, which pins it", async () => {
    const h = host({ channel: "transport", origin: "https://host.example" });
    const a = app();
    await a.connect(h.transport);
    await h.sendToolResult({ content: [] });
    expect(a.getSnapshot().toolResult).toEqual({ content: [] });
  });
});

describe("a given transport (the transport option)", () => {
  it("is the host's end: a view connected to its other end completes the handshake", async () => {
    const [viewEnd, hostEnd] = createTransportPair();
    const h = host({ transport: hostEnd });
    const a = app();
    await a.connect(viewEnd);
    await h.ready;
    expect(a.getSnapshot().hostInfo).toEqual({ name: "mcp-view-test-host", version: "1.0.0" });
    expect(() => h.transport).toThrow("host.transport exists only when the test host makes the transport pair; this host speaks over the transport option, whose other end is the view's");
  });

  it("does not patch window.parent, even in a DOM where the default channel is the window", () => {
    const before = Object.getOwnPropertyDescriptor(window.parent, "postMessage");
    host({ transport: createTransportPair()[1] });
    expect(Object.getOwnPropertyDescriptor(window.parent, "postMessage")).toEqual(before);
  });

  it.each(["window", document.createElement("iframe")] as const)("is refused with INVALID_PARAMS beside another channel (%s)", (channel) => {
    expect(() => createTestHost({ channel, transport: createTransportPair()[1] })).toThrow(
      new AppError("INVALID_PARAMS", 'The transport option is the host\'s end of the "transport" channel: leave channel unset or set it to "transport"'),
    );
  });

  it("carries chatgpt-openai to a FakeOpenAi installed at its other end, and the host installs no fake of its own", async () => {
    const [viewEnd, hostEnd] = createTransportPair();
    const h = host({ profile: "chatgpt-openai", transport: hostEnd, tools: { add: ({ a, b }) => ({ content: [{ type: "text", text: `${Number(a) + Number(b)}` }] }) } });
    expect([h.openai, (window as { openai?: unknown }).openai]).toEqual([undefined, undefined]);
    const viewWindow = new EventTarget() as unknown as Window & { openai?: { callTool(name: string, args: object): Promise<unknown> } };
    const fake = new FakeOpenAi(viewWindow, h.hostContext, viewEnd);
    try {
      await h.ready;
      expect(h.appInfo?.name).toBe("window.openai");
      await expect(viewWindow.openai!.callTool("add", { a: 2, b: 3 })).resolves.toEqual({ content: [{ type: "text", text: "5" }] });
      await h.sendToolResult({ content: [], structuredContent: { n: 1 } });
      await expect.poll(() => fake.openai.toolOutput).toEqual({ n: 1 });
      expect(h.received("tools/call")).toEqual([{ name: "add", arguments: { a: 2, b: 3 } }]);
    } finally {
      fake.uninstall();
    }
  });
});

describe("the frame channel", () => {
  it("talks to a window over its postMessage and reads only that window's messages", async () => {
    const posted: unknown[] = [];
    const frame = { postMessage: (data: unknown) => posted.push(data) } as unknown as Window;
    const h = host({ channel: frame });
    window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id: 0, method: "ping" }, source: frame }));
    window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id: 1, method: "ping" }, source: window }));
    await h.waitFor("ping");
    expect(posted).toEqual([{ jsonrpc: "2.0", id: 0, result: {} }]);
    expect(h.messages.map((r) => [r.direction, r.id, r.note])).toEqual([
      ["received", 0, undefined],
      ["ignored", undefined, "source is not the view's frame"],
      ["sent", 0, undefined],
    ]);
  });

  it("pins the origin of the window's first message, posts to it, and leaves a window whose document changed origin", async () => {
    const posted: Array<[unknown, unknown]> = [];
    const frame = { postMessage: (data: unknown, origin: unknown) => posted.push([data, origin]) } as unknown as Window;
    const h = host({ channel: frame });
    const post = (origin: string, id: number) => window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id, method: "ping" }, source: frame, origin }));
    post("https://view.example", 0);
    await h.waitFor("ping");
    post("https://elsewhere.example", 1);
    await expect(h.sendToolResult({ content: [] })).rejects.toThrow(
      "ui/notifications/tool-result: The view's frame navigated away (a document of origin https://elsewhere.example now sends from the frame the host loaded from https://view.example); the host no longer talks to it",
    );
    expect(posted).toEqual([[{ jsonrpc: "2.0", id: 0, result: {} }, "https://view.example"]]);
    expect(h.received("ping")).toHaveLength(1);
  });

  it("takes the view's origin from the frameOrigin option, and drops other origins from the start", async () => {
    const posted: unknown[] = [];
    const frame = { postMessage: (_data: unknown, origin: unknown) => posted.push(origin) } as unknown as Window;
    const h = host({ channel: frame, frameOrigin: "https://view.example" });
    window.dispatchEvent(new MessageEvent("message", { data: { jsonrpc: "2.0", id: 0, method: "ping" }, source: frame, origin: "https://other.example" }));
    await expect(h.sendToolResult({ content: [] })).rejects.toThrow("navigated away");
    expect([h.received("ping"), posted]).toEqual([[], []]);
  });

  it("refuses an iframe that has no contentWindow yet", () => {
    const iframe = document.createElement("iframe");
    expect(() => createTestHost({ channel: iframe })).toThrow("The iframe has no contentWindow yet: add it to the document before creating the test host");
  });
});
