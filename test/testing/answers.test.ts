// How the host answers the view: the handshake, server tools by name, resources, messages, links,
// model context, display modes, downloads and sampling, by default and with the test's handlers.
import { describe, expect, it, vi } from "vitest";
import { AppError, HOST_CONTEXT_CHANGED_METHOD, type App } from "../../src/index.js";
import { DEFAULT_SAMPLING_RESULT, jsonRpcError, profiles } from "../../src/testing/index.js";
import { app, connected, host } from "./support.js";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

describe("the handshake", () => {
  it("answers with the profile's info, capabilities and context, and records the view's info", async () => {
    const { host: h, app: a } = await connected(undefined, { availableDisplayModes: ["inline"] });
    const s = a.getSnapshot();
    expect([s.protocolVersion, s.hostInfo, s.hostCapabilities]).toEqual([
      "2026-01-26",
      profiles.default.hostInfo,
      profiles.default.hostCapabilities,
    ]);
    expect(s.hostContext).toEqual(h.hostContext);
    expect([h.appInfo, h.appCapabilities]).toEqual([{ name: "widget", version: "1.0.0" }, { availableDisplayModes: ["inline"] }]);
  });

  it("answers with the protocolVersion option when one is given", async () => {
    const { app: a } = await connected({ protocolVersion: "2025-11-21" });
    expect(a.getSnapshot().protocolVersion).toBe("2025-11-21");
  });
});

describe("server tools", () => {
  it("answers tools/call with the handler of that tool name, given its arguments", async () => {
    const { host: h, app: a } = await connected({ tools: { add: ({ a: x, b: y }) => text(String(Number(x) + Number(y))) } });
    expect(await a.callServerTool({ name: "add", arguments: { a: 2, b: 3 } })).toEqual(text("5"));
    expect(h.received("tools/call")).toEqual([{ name: "add", arguments: { a: 2, b: 3 }, _meta: { progressToken: expect.any(Number) } }]);
  });

  it("answers a tool with no handler with a JSON-RPC error naming it", async () => {
    const { app: a } = await connected();
    await expect(a.callServerTool({ name: "missing" })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32602,
      message:
        'MCP error -32602: Tool missing not found: the test host has no handler for it (add one with host.addServerTool("missing", handler))',
    });
  });

  it("addServerTool() adds a tool and its undo removes it", async () => {
    const { host: h, app: a } = await connected();
    const undo = h.addServerTool("echo", (args) => ({ content: [], structuredContent: args }));
    expect(await a.callServerTool({ name: "echo", arguments: { x: 1 } })).toEqual({ content: [], structuredContent: { x: 1 } });
    undo();
    await expect(a.callServerTool({ name: "echo" })).rejects.toMatchObject({ code: -32602 });
  });

  it("tools() adds several tools and returns the host", async () => {
    const { host: h, app: a } = await connected();
    expect(h.tools({ one: () => text("1"), two: () => text("2") })).toBe(h);
    expect(await a.callServerTool({ name: "two" })).toEqual(text("2"));
  });

  it("passes on a tool handler's error as a JSON-RPC error with its code", async () => {
    const { app: a } = await connected({
      tools: {
        deny: () => {
          throw jsonRpcError(-32000, "Denied by policy", { why: "test" });
        },
      },
    });
    await expect(a.callServerTool({ name: "deny" })).rejects.toEqual(
      new AppError("REMOTE_ERROR", "MCP error -32000: Denied by policy", { code: -32000, data: { why: "test" } }),
    );
  });
});

describe("resources", () => {
  it("answers resources/read with an error naming the URI by default", async () => {
    const { app: a } = await connected();
    await expect(a.readServerResource({ uri: "ui://x" })).rejects.toMatchObject({
      code: -32002,
      message:
        'MCP error -32002: Resource ui://x not found: the test host has no resources/read handler (add one with host.handle("resources/read", handler))',
    });
  });

  it("answers resources/read with the handler given to handle()", async () => {
    const { host: h, app: a } = await connected();
    h.handle("resources/read", ({ uri }) => ({ contents: [{ uri, text: "hello" }] }));
    expect(await a.readServerResource({ uri: "ui://x" })).toEqual({ contents: [{ uri: "ui://x", text: "hello" }] });
  });

  it("answers resources/list with no resources by default", async () => {
    const { app: a } = await connected();
    expect(await a.listServerResources()).toEqual({ resources: [] });
  });
});

describe("view actions", () => {
  it("answers ui/message with {} and records it", async () => {
    const { host: h, app: a } = await connected();
    expect(await a.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] })).toEqual({});
    expect(h.received("ui/message")).toEqual([{ role: "user", content: [{ type: "text", text: "hi" }] }]);
  });

  it("answers ui/open-link with {} and records it", async () => {
    const { host: h, app: a } = await connected();
    expect(await a.openLink({ url: "https://example.com" })).toEqual({});
    expect(h.received("ui/open-link")).toEqual([{ url: "https://example.com" }]);
  });

  it("answers ui/update-model-context with {} and records it", async () => {
    const { host: h, app: a } = await connected();
    expect(await a.updateModelContext({ structuredContent: { step: 2 } })).toEqual({});
    expect(h.received("ui/update-model-context")).toEqual([{ structuredContent: { step: 2 } }]);
  });

  it("answers ui/download-file with {} and records it", async () => {
    const { host: h, app: a } = await connected();
    const contents = [{ type: "resource" as const, resource: { uri: "file:///a.txt", text: "a" } }];
    expect(await a.downloadFile({ contents })).toEqual({});
    expect(h.received("ui/download-file")).toEqual([{ contents }]);
  });

  it("answers sampling/createMessage with a canned reply by default", async () => {
    const { app: a } = await connected();
    expect(await a.createSamplingMessage({ messages: [], maxTokens: 10 })).toEqual(DEFAULT_SAMPLING_RESULT);
  });

  it("uses the handlers option instead of a default", async () => {
    const onMessage = vi.fn(() => ({ isError: true }));
    const { app: a } = await connected({ handlers: { "ui/message": onMessage } });
    expect(await a.sendMessage({ role: "user", content: [] })).toEqual({ isError: true });
    expect(onMessage).toHaveBeenCalledWith({ role: "user", content: [] }, expect.objectContaining({ requestId: expect.any(Number) }));
  });

  it("goes back to the default once a handle() undo runs", async () => {
    const { host: h, app: a } = await connected();
    const undo = h.handle("ui/open-link", () => ({ isError: true }));
    undo();
    expect(await a.openLink({ url: "https://example.com" })).toEqual({});
  });

  it("answers -32601 naming the capability when the host does not advertise it", async () => {
    const { app: a } = await connected({ hostCapabilities: { openLinks: {} } });
    await expect(a.downloadFile({ contents: [] })).rejects.toMatchObject({
      code: -32601,
      message: "MCP error -32601: ui/download-file is not supported by this host (no hostCapabilities.downloadFile)",
    });
  });

  it("answers a method it does not know with -32601 Method not found", async () => {
    const { app: a } = await connected();
    await expect(a.request("prompts/list", undefined)).rejects.toMatchObject({
      code: -32601,
      message: "MCP error -32601: Method not found",
    });
  });
});

describe("handle()", () => {
  const calls = {
    "ui/message": (a: App) => a.sendMessage({ role: "user", content: [] }),
    "ui/open-link": (a: App) => a.openLink({ url: "https://x.example" }),
    "ui/update-model-context": (a: App) => a.updateModelContext({ content: [] }),
    "ui/request-display-mode": (a: App) => a.requestDisplayMode({ mode: "pip" }),
    "ui/download-file": (a: App) => a.downloadFile({ contents: [] }),
    "resources/list": (a: App) => a.listServerResources(),
    "sampling/createMessage": (a: App) => a.createSamplingMessage({ messages: [], maxTokens: 1 }),
    "tools/call": (a: App) => a.callServerTool({ name: "any" }),
  } as const;

  it.each(Object.keys(calls) as Array<keyof typeof calls>)(
    "replaces the default answer to %s and sees the view's params",
    async (method) => {
      const { host: h, app: a } = await connected();
      // ui/update-model-context answers an empty result, so its custom answer travels in _meta.
      const custom = method === "ui/update-model-context" ? { _meta: { custom: method } } : { mode: "pip", content: [], custom: method };
      const handler = vi.fn((_params: unknown) => custom);
      h.handle(method, handler as never);
      expect(await calls[method](a)).toMatchObject(custom);
      expect(handler.mock.calls[0]![0]).toEqual(h.received(method)[0] ?? {});
    },
  );
});

describe("display modes", () => {
  it("switches to an available mode, answers it, then announces it in a context change", async () => {
    const { host: h, app: a } = await connected();
    expect(await a.requestDisplayMode({ mode: "fullscreen" })).toEqual({ mode: "fullscreen" });
    await h.waitFor("ui/request-display-mode");
    await vi.waitFor(() => expect(a.getHostContext()?.displayMode).toBe("fullscreen"));
    expect(h.sent(HOST_CONTEXT_CHANGED_METHOD)).toEqual([{ displayMode: "fullscreen" }]);
    const kinds = h.messages.slice(-2).map((r) => `${r.kind} ${r.method}`);
    expect(kinds).toEqual(["result ui/request-display-mode", `notification ${HOST_CONTEXT_CHANGED_METHOD}`]);
  });

  it("answers the current mode for a mode the host does not offer", async () => {
    const { host: h, app: a } = await connected({ profile: "vscode" });
    const answer = await a.request("ui/request-display-mode", { mode: "pip" });
    expect(answer).toEqual({ mode: "inline" });
    expect(h.sent(HOST_CONTEXT_CHANGED_METHOD)).toEqual([]);
  });

  it("answers the current mode for a mode the view did not declare", async () => {
    const { host: h, app: a } = await connected(undefined, { availableDisplayModes: ["inline", "pip"] });
    expect(await a.requestDisplayMode({ mode: "fullscreen" })).toEqual({ mode: "inline" });
    expect(h.hostContext.displayMode).toBe("inline");
  });
});

describe("view notifications", () => {
  it("on() calls back with each notification's params and its unsubscribe stops it", async () => {
    const h = host();
    const a = app();
    const seen = vi.fn();
    const off = h.on("ui/notifications/request-teardown", seen);
    await a.connect();
    await a.requestTeardown();
    await h.waitFor("ui/notifications/request-teardown");
    off();
    await a.requestTeardown();
    await vi.waitFor(() => expect(h.received("ui/notifications/request-teardown")).toHaveLength(2));
    expect(seen.mock.calls).toEqual([[{}]]);
  });
});
