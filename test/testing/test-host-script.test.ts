// What a test makes the host send, each with the official AppBridge's name and params, and each
// settling once the view has been handed the message.
import { describe, expect, it, vi } from "vitest";
import { HOST_CONTEXT_CHANGED_METHOD, INITIALIZED_METHOD, TOOL_INPUT_METHOD, TOOL_RESULT_METHOD, type AppError } from "../../src/index.js";
import { app, connected, host } from "./support.js";

describe("tool data", () => {
  it("sendToolInput() has been handed to the view when it resolves", async () => {
    const { host: h, app: a } = await connected();
    const seen = vi.fn();
    a.ontoolinput = seen;
    await h.sendToolInput({ arguments: { city: "Oslo" } });
    expect(seen).toHaveBeenCalledWith({ arguments: { city: "Oslo" } });
    expect(h.sent(TOOL_INPUT_METHOD)).toEqual([{ arguments: { city: "Oslo" } }]);
  });

  it("sendToolInputPartial() delivers partial arguments", async () => {
    const { host: h, app: a } = await connected();
    await h.sendToolInputPartial({ arguments: { city: "Os" } });
    expect(a.getSnapshot().toolInputPartial).toEqual({ arguments: { city: "Os" } });
  });

  it("streamToolInput() sends growing partials, then the complete input", async () => {
    const { host: h, app: a } = await connected();
    const partials: unknown[] = [];
    a.ontoolinputpartial = (p) => partials.push(p.arguments);
    const sent = await h.streamToolInput({ arguments: { title: "Hello world", tags: ["a", "b"] } }, { steps: 4 });
    expect(partials).toEqual(sent);
    expect(sent).toEqual([{ title: "" }, { title: "Hello worl" }, { title: "Hello world" }, { title: "Hello world", tags: ["a", "b"] }]);
    expect(a.getSnapshot().toolInput).toEqual({ arguments: { title: "Hello world", tags: ["a", "b"] } });
  });

  it("streamToolInput() with final: false sends only the partials", async () => {
    const { host: h } = await connected();
    await h.streamToolInput({ arguments: { n: 12345 } }, { steps: 2, final: false });
    expect(h.sent(TOOL_INPUT_METHOD)).toEqual([]);
    expect(h.sent("ui/notifications/tool-input-partial")).toEqual([{ arguments: { n: 1 } }, { arguments: { n: 12345 } }]);
  });

  it("the tool-input methods all take { arguments }, and reject any other shape with the one they expect", async () => {
    const { host: h, app: a } = await connected();
    const seen = vi.fn();
    a.ontoolinput = seen;
    const wrong = [
      h.sendToolInput({ city: "Oslo" } as never),
      h.sendToolInputPartial({ arguments: ["Oslo"] } as never),
      h.streamToolInput({ city: "Oslo" } as never),
      h.streamToolInput(undefined as never),
    ];
    const errors = await Promise.all(
      wrong.map((p) =>
        p.then(
          () => "resolved",
          (e: AppError) => `${e.kind}: ${e.message}`,
        ),
      ),
    );
    expect(errors).toEqual([
      'INVALID_PARAMS: sendToolInput takes { arguments: { … } }, the tool\'s arguments under "arguments"; got an object with keys city',
      'INVALID_PARAMS: sendToolInputPartial takes { arguments: { … } }, the tool\'s arguments under "arguments"; got arguments that are an array',
      'INVALID_PARAMS: streamToolInput takes { arguments: { … } }, the tool\'s arguments under "arguments"; got an object with keys city',
      'INVALID_PARAMS: streamToolInput takes { arguments: { … } }, the tool\'s arguments under "arguments"; got undefined',
    ]);
    expect([seen.mock.calls, h.sent(TOOL_INPUT_METHOD), h.sent("ui/notifications/tool-input-partial")]).toEqual([[], [], []]);
    await h.sendToolInput({ arguments: { city: "Oslo" }, _meta: { trace: 1 } } as never);
    await h.sendToolInput({});
    expect(h.sent(TOOL_INPUT_METHOD)).toEqual([{ arguments: { city: "Oslo" }, _meta: { trace: 1 } }, {}]);
  });

  it("sendToolResult() delivers the result", async () => {
    const { host: h, app: a } = await connected();
    await h.sendToolResult({ content: [{ type: "text", text: "ok" }], structuredContent: { n: 1 } });
    expect(a.getSnapshot().toolResult).toEqual({ content: [{ type: "text", text: "ok" }], structuredContent: { n: 1 } });
  });

  it("sendToolCancelled() delivers the reason, and {} when none is given", async () => {
    const { host: h, app: a } = await connected();
    await h.sendToolCancelled({ reason: "user stopped it" });
    expect(a.getSnapshot().toolCancelled).toEqual({ reason: "user stopped it" });
    await h.sendToolCancelled();
    expect(h.sent("ui/notifications/tool-cancelled")).toEqual([{ reason: "user stopped it" }, {}]);
  });
});

describe("the handshake gate", () => {
  it("holds its notifications until the view sends initialized, then sends them in order", async () => {
    const h = host();
    const delivered = h.sendToolInput({ arguments: { a: 1 } });
    const result = h.sendToolResult({ content: [] });
    const a = app();
    await a.connect();
    await Promise.all([delivered, result]);
    const order = h.messages.map((r) => r.method);
    expect(order).toEqual(["ui/initialize", "ui/initialize", INITIALIZED_METHOD, TOOL_INPUT_METHOD, TOOL_RESULT_METHOD]);
    expect(a.getSnapshot().toolResult).toEqual({ content: [] });
  });

  it("ready resolves and initialized turns true when the view sends initialized", async () => {
    const h = host();
    expect(h.initialized).toBe(false);
    await app().connect();
    await h.ready;
    expect(h.initialized).toBe(true);
  });
});

describe("host context", () => {
  it("setHostContext() sends only the top-level keys that changed, each in full", async () => {
    const { host: h, app: a } = await connected();
    const changes = await h.setHostContext({ ...h.hostContext, theme: "dark", locale: "de-DE" });
    expect(changes).toEqual({ theme: "dark", locale: "de-DE" });
    expect(h.sent(HOST_CONTEXT_CHANGED_METHOD)).toEqual([{ theme: "dark", locale: "de-DE" }]);
    expect(a.getHostContext()).toEqual(h.hostContext);
  });

  it("setHostContext() sends nothing when nothing changed", async () => {
    const { host: h } = await connected();
    expect(await h.setHostContext({ theme: "light", displayMode: "inline" })).toEqual({});
    expect(h.sent(HOST_CONTEXT_CHANGED_METHOD)).toEqual([]);
  });

  it("setHostContext() before the view's handshake changes what the handshake carries instead", async () => {
    const h = host();
    await h.setHostContext({ theme: "dark" });
    const a = app();
    await a.connect();
    expect(a.getHostContext()?.theme).toBe("dark");
    expect(h.sent(HOST_CONTEXT_CHANGED_METHOD)).toEqual([]);
  });

  it("setTheme() switches the theme and the profile's variables in one change", async () => {
    const { host: h, app: a } = await connected({ profile: "claude" });
    await h.setTheme("dark");
    const [change] = h.sent(HOST_CONTEXT_CHANGED_METHOD);
    expect(Object.keys(change!)).toEqual(["theme", "styles"]);
    expect(a.getHostContext()?.styles?.variables?.["--color-background-primary"]).toBe("#262624");
  });

  it("sendHostContextChange() sends its params exactly as given", async () => {
    const { host: h, app: a } = await connected();
    await h.sendHostContextChange({ theme: "light", locale: "fr" });
    expect(h.sent(HOST_CONTEXT_CHANGED_METHOD)).toEqual([{ theme: "light", locale: "fr" }]);
    expect(a.getHostContext()?.locale).toBe("fr");
  });
});

describe("requests to the view", () => {
  it("teardownResource() resolves with the view's answer once its onteardown finished", async () => {
    const { host: h, app: a } = await connected();
    a.onteardown = async () => ({ saved: true });
    expect(await h.teardownResource()).toEqual({ saved: true });
    expect(h.sent("ui/resource-teardown")).toEqual([{}]);
  });

  it("teardownResource() rejects with the view's error when it has no onteardown", async () => {
    const { host: h } = await connected();
    await expect(h.teardownResource()).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32601,
      message: "MCP error -32601: Method not found",
    });
  });

  it("callTool() and listTools() reach the view's own registered tools", async () => {
    const h = host();
    const a = app();
    a.registerTool("greet", { description: "Greets" }, () => ({ content: [{ type: "text", text: "hi" }] }));
    await a.connect();
    expect(await h.listTools()).toEqual({
      tools: [{ name: "greet", description: "Greets", inputSchema: { type: "object", properties: {} } }],
    });
    expect(await h.callTool({ name: "greet", arguments: {} })).toEqual({ content: [{ type: "text", text: "hi" }] });
  });

  it("ping() resolves with the view's empty answer", async () => {
    const { host: h } = await connected();
    expect(await h.ping()).toEqual({});
  });

  it("a request the view never answers times out with the transcript in the error", async () => {
    const { host: h, app: a } = await connected({ timeout: 1000 });
    vi.useFakeTimers();
    a.onteardown = () => new Promise(() => {});
    const teardown = h.teardownResource();
    const failed = expect(teardown).rejects.toThrow(
      /^Request ui\/resource-teardown timed out after 1000 ms\. Transcript:\n\+ *\d+ms view → host request #\d+ ui\/initialize /,
    );
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    vi.useRealTimers();
  });

  it("sendRequest() sends any method and surfaces the view's error", async () => {
    const { host: h } = await connected();
    await expect(h.sendRequest("custom/thing", { a: 1 })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32601,
      message: "MCP error -32601: Method not found",
    });
  });

  it("sendNotification() sends any method once the view is initialized", async () => {
    const { host: h, app: a } = await connected();
    await h.sendNotification("notifications/tools/list_changed", {});
    expect(h.sent("notifications/tools/list_changed")).toEqual([{}]);
    expect(a.getSnapshot().status).toBe("connected");
  });
});
