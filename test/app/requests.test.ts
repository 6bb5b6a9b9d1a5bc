// View → host requests and notifications, with scripted host replies.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, type JSONRPCMessage } from "../../src/index.js";
import { flush, HOST_RESULT, until, type ScriptedHost } from "../support/host.js";
import { connected } from "./support.js";

/** The last message with `method` the view sent. */
const last = (host: ScriptedHost, method: string): JSONRPCMessage => host.messages(method).at(-1)!;
const rpcError = (code: number, message: string, data?: unknown) => {
  throw Object.assign(new Error(message), { code, data });
};

afterEach(() => {
  vi.useRealTimers();
});

describe("view → host requests", () => {
  it("callServerTool sends tools/call with name, arguments and _meta.progressToken, and resolves to the result", async () => {
    const { app, host } = await connected();
    const result = { content: [{ type: "text", text: "done" }], structuredContent: { x: 2 } };
    host.rpc.handle("tools/call", () => result);
    await expect(app.callServerTool({ name: "t", arguments: { x: 1 } })).resolves.toEqual(result);
    const id = host.requestId("tools/call");
    expect(id).toBe(host.requestId("ui/initialize") + 1);
    expect(last(host, "tools/call")).toEqual({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "t", arguments: { x: 1 }, _meta: { progressToken: id } },
    });
  });

  it("callServerTool resolves, not rejects, on a result with isError: true", async () => {
    const { app, host } = await connected();
    host.rpc.handle("tools/call", () => ({ content: [{ type: "text", text: "no" }], isError: true }));
    await expect(app.callServerTool({ name: "t" })).resolves.toEqual({ content: [{ type: "text", text: "no" }], isError: true });
  });

  it("callServerTool rejects a bare tool name with INVALID_PARAMS, in the official words, and sends nothing", async () => {
    const { app, host } = await connected();
    const count = host.sent.length;
    await expect(app.callServerTool("t" as never)).rejects.toMatchObject({
      kind: "INVALID_PARAMS",
      message:
        'callServerTool() expects an object as its first argument, but received a string ("t"). Did you mean: callServerTool({ name: "t", arguments: { ... } })?',
    });
    expect(host.sent.length).toBe(count);
  });

  it("restarts the request timeout on every notifications/progress for its token", async () => {
    vi.useFakeTimers();
    const { app, host } = await connected();
    let id: unknown;
    host.rpc.handle("tools/call", (params) => {
      id = (params._meta as { progressToken: unknown }).progressToken;
      return new Promise(() => {});
    });
    const onprogress = vi.fn();
    const call = app.callServerTool({ name: "slow" }, { timeout: 100, onprogress });
    const settled = vi.fn();
    call.then(settled, settled);
    for (let i = 1; i <= 6; i++) {
      await vi.advanceTimersByTimeAsync(50);
      host.notify("notifications/progress", { progressToken: id as number, progress: i, total: 6 });
      await flush();
    }
    expect(settled).not.toHaveBeenCalled();
    expect(onprogress).toHaveBeenCalledTimes(6);
    expect(onprogress).toHaveBeenLastCalledWith({ progressToken: id, progress: 6, total: 6 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(call).rejects.toMatchObject({ kind: "TIMEOUT", message: "Request tools/call timed out after 100 ms" });
  });

  it("readServerResource sends resources/read {uri} and resolves to the contents", async () => {
    const { app, host } = await connected();
    const contents = [{ uri: "file:///a", mimeType: "text/plain", text: "A" }];
    host.rpc.handle("resources/read", () => ({ contents }));
    await expect(app.readServerResource({ uri: "file:///a" })).resolves.toEqual({ contents });
    expect(last(host, "resources/read")).toMatchObject({ params: { uri: "file:///a" } });
  });

  it("listServerResources() sends resources/list with no params key", async () => {
    const { app, host } = await connected();
    host.rpc.handle("resources/list", () => ({ resources: [] }));
    await expect(app.listServerResources()).resolves.toEqual({ resources: [] });
    expect(last(host, "resources/list")).toEqual({ jsonrpc: "2.0", id: host.requestId("resources/list"), method: "resources/list" });
  });

  it("sendMessage sends ui/message with content as an array, and resolves on {} and on {isError:true}", async () => {
    const { app, host } = await connected();
    const replies = [{}, { isError: true }];
    host.rpc.handle("ui/message", () => replies.shift()!);
    const params = { role: "user" as const, content: [{ type: "text" as const, text: "hi" }] };
    await expect(app.sendMessage(params)).resolves.toEqual({});
    await expect(app.sendMessage(params)).resolves.toEqual({ isError: true });
    expect(last(host, "ui/message")).toMatchObject({ params: { role: "user", content: [{ type: "text", text: "hi" }] } });
  });

  it("sendMessage rejects a JSON-RPC error -32000 as REMOTE_ERROR with the numeric code, the SDK's message and the data", async () => {
    const { app, host } = await connected();
    host.rpc.handle("ui/message", () => rpcError(-32000, "User denied", { why: "policy" }));
    const error = await app.sendMessage({ role: "user", content: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: "REMOTE_ERROR", code: -32000, message: "MCP error -32000: User denied", data: { why: "policy" } });
  });

  it("updateModelContext sends its params and resolves on {}", async () => {
    const { app, host } = await connected();
    host.rpc.handle("ui/update-model-context", () => ({}));
    const params = { content: [{ type: "text" as const, text: "ctx" }], structuredContent: { a: 1 } };
    await expect(app.updateModelContext(params)).resolves.toEqual({});
    expect(last(host, "ui/update-model-context")).toMatchObject({ params });
  });

  it("updateModelContext rejects {isError:true}: its answer is an empty result, as the official App checks it", async () => {
    const { app, host } = await connected();
    host.rpc.handle("ui/update-model-context", () => ({ isError: true }));
    await expect(app.updateModelContext({ structuredContent: { a: 1 } })).rejects.toMatchObject({
      kind: "INVALID_MESSAGE",
      message: 'Invalid ui/update-model-context result: expected an empty result, got "isError"',
      data: { isError: true },
    });
  });

  it("openLink sends ui/open-link {url}, resolves on {} and {isError:true}, and rejects on a JSON-RPC error", async () => {
    const { app, host } = await connected();
    const replies: Array<() => unknown> = [() => ({}), () => ({ isError: true }), () => rpcError(-32000, "Blocked")];
    host.rpc.handle("ui/open-link", () => replies.shift()!());
    await expect(app.openLink({ url: "https://a.example" })).resolves.toEqual({});
    await expect(app.sendOpenLink({ url: "https://a.example" })).resolves.toEqual({ isError: true });
    await expect(app.openLink({ url: "https://a.example" })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32000,
      message: "MCP error -32000: Blocked",
    });
    expect(host.messages("ui/open-link").map((m) => (m as { params: unknown }).params)).toEqual(
      Array(3).fill({ url: "https://a.example" }),
    );
  });

  it("downloadFile sends ui/download-file with the same contents, resource_link entries unchanged", async () => {
    const { app, host } = await connected();
    host.rpc.handle("ui/download-file", () => ({}));
    const contents = [
      { type: "resource" as const, resource: { uri: "file:///a.json", mimeType: "application/json", text: "{}" } },
      { type: "resource_link" as const, uri: "https://x.example/b.csv", name: "b.csv", mimeType: "text/csv" },
    ];
    await expect(app.downloadFile({ contents })).resolves.toEqual({});
    expect(last(host, "ui/download-file")).toMatchObject({ params: { contents } });
  });

  it("requestDisplayMode resolves to the host's mode even when it differs from the one asked for", async () => {
    const { app, host } = await connected();
    host.rpc.handle("ui/request-display-mode", () => ({ mode: "inline" }));
    await expect(app.requestDisplayMode({ mode: "fullscreen" })).resolves.toEqual({ mode: "inline" });
    expect(last(host, "ui/request-display-mode")).toMatchObject({ params: { mode: "fullscreen" } });
  });

  it("requestDisplayMode rejects a result without mode", async () => {
    const { app, host } = await connected();
    host.rpc.handle("ui/request-display-mode", () => ({}));
    await expect(app.requestDisplayMode({ mode: "fullscreen" })).rejects.toMatchObject({
      kind: "INVALID_MESSAGE",
      message: 'Invalid ui/request-display-mode result: mode must be "inline", "fullscreen" or "pip"',
    });
  });

  it("requestDisplayMode for a mode not in availableDisplayModes resolves with the current mode without sending", async () => {
    const { app, host } = await connected({
      host: { result: { ...HOST_RESULT, hostContext: { displayMode: "inline", availableDisplayModes: ["inline"] } } },
    });
    const count = host.sent.length;
    await expect(app.requestDisplayMode({ mode: "pip" })).resolves.toEqual({ mode: "inline" });
    expect(host.sent.length).toBe(count);
  });

  it("sendLog, sendSizeChanged and requestTeardown send notifications with exactly their params and no id", async () => {
    const { app, host } = await connected();
    await app.sendLog({ level: "info", data: "x", logger: "L" });
    await app.sendSizeChanged({ width: 1, height: 2 });
    await app.requestTeardown();
    expect(host.sent.slice(-3)).toEqual([
      { jsonrpc: "2.0", method: "notifications/message", params: { level: "info", data: "x", logger: "L" } },
      { jsonrpc: "2.0", method: "ui/notifications/size-changed", params: { width: 1, height: 2 } },
      { jsonrpc: "2.0", method: "ui/notifications/request-teardown", params: {} },
    ]);
  });

  it("aborting a pending callServerTool sends notifications/cancelled with its id and reason, and rejects ABORTED with the reason as cause", async () => {
    const { app, host } = await connected();
    host.rpc.handle("tools/call", () => new Promise(() => {}));
    const controller = new AbortController();
    const call = app.callServerTool({ name: "t" }, { signal: controller.signal });
    await flush();
    controller.abort("user left");
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: "ABORTED", message: "Request tools/call was aborted: user left", cause: "user left" });
    expect(last(host, "notifications/cancelled")).toEqual({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: host.requestId("tools/call"), reason: "user left" },
    });
  });

  it("ignores a late response for a request we cancelled, silently instead of raising onerror", async () => {
    const { app, host, onerror } = await connected();
    host.rpc.handle("tools/call", () => new Promise(() => {}));
    const controller = new AbortController();
    const call = app.callServerTool({ name: "t" }, { signal: controller.signal });
    await flush();
    controller.abort("stop");
    await expect(call).rejects.toMatchObject({ kind: "ABORTED" });
    host.post({ jsonrpc: "2.0", id: host.requestId("tools/call"), result: { content: [] } });
    host.post({ jsonrpc: "2.0", id: "never-sent", result: {} });
    await until(() => expect(onerror).toHaveBeenCalled());
    expect(onerror.mock.calls.map(([e]) => (e as Error).message)).toEqual(["Received a response for an unknown message ID: never-sent"]);
  });

  it("still reports a response for an id that was never requested", async () => {
    const { host, onerror } = await connected();
    host.post({ jsonrpc: "2.0", id: "never-sent", result: {} });
    await flush();
    expect(onerror).toHaveBeenCalledTimes(1);
    expect(onerror.mock.calls[0]![0]).toMatchObject({
      kind: "INVALID_MESSAGE",
      message: "Received a response for an unknown message ID: never-sent",
    });
  });

  it("close() rejects every pending request with CLOSED and stops handling incoming messages", async () => {
    const { app, host } = await connected();
    host.rpc.handle("tools/call", () => new Promise(() => {}));
    host.rpc.handle("ui/open-link", () => new Promise(() => {}));
    const ontoolinput = vi.fn();
    app.ontoolinput = ontoolinput;
    const a = app.callServerTool({ name: "t" }).catch((e: unknown) => e);
    const b = app.openLink({ url: "https://a.example" }).catch((e: unknown) => e);
    await flush();
    await app.close();
    expect(await a).toMatchObject({ kind: "CLOSED", message: "tools/call: Connection closed" });
    expect(await b).toMatchObject({ kind: "CLOSED", message: "ui/open-link: Connection closed" });
    const count = host.sent.length;
    host.end.onmessage?.({ jsonrpc: "2.0", method: "ui/notifications/tool-input", params: {} });
    host.view.inject({ jsonrpc: "2.0", id: 9, method: "ping" });
    await flush();
    expect(ontoolinput).not.toHaveBeenCalled();
    expect(host.sent.length).toBe(count);
    await expect(app.openLink({ url: "https://b.example" })).rejects.toMatchObject({ kind: "CLOSED" });
  });

  it("createSamplingMessage rejects NOT_SUPPORTED without hostCapabilities.sampling and sends nothing", async () => {
    const { app, host } = await connected();
    const count = host.sent.length;
    await expect(app.createSamplingMessage({ messages: [], maxTokens: 10 })).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: "The host does not support sampling (no hostCapabilities.sampling)",
    });
    expect(host.sent.length).toBe(count);
  });

  it("createSamplingMessage sends sampling/createMessage when the host declares sampling", async () => {
    const { app, host } = await connected({ host: { result: { ...HOST_RESULT, hostCapabilities: { sampling: {} } } } });
    const reply = { role: "assistant", content: { type: "text", text: "hello" }, model: "m" };
    host.rpc.handle("sampling/createMessage", () => reply);
    const params = { messages: [{ role: "user" as const, content: { type: "text" as const, text: "hi" } }], maxTokens: 10 };
    await expect(app.createSamplingMessage(params)).resolves.toEqual(reply);
    expect(last(host, "sampling/createMessage")).toMatchObject({ params });
  });

  it("createSamplingMessage with tools rejects NOT_SUPPORTED unless the host declares sampling.tools", async () => {
    const { app } = await connected({ host: { result: { ...HOST_RESULT, hostCapabilities: { sampling: {} } } } });
    const params = { messages: [], maxTokens: 10, tools: [{ name: "t", inputSchema: { type: "object" as const } }] };
    await expect(app.createSamplingMessage(params)).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: "The host does not support tools in sampling (no hostCapabilities.sampling.tools)",
    });
  });

  it("request() sends any method and also accepts the official ({ method, params }, schema) form", async () => {
    const { app, host } = await connected();
    host.rpc.handle("prompts/list", () => ({ prompts: [] }));
    host.rpc.handle("x/custom", (params) => ({ echo: params }));
    await expect(app.request("prompts/list")).resolves.toEqual({ prompts: [] });
    const schema = z.object({ echo: z.object({ a: z.number() }) }).transform((v) => ({ parsed: v }));
    await expect(app.request({ method: "x/custom", params: { a: 1 } }, schema)).resolves.toEqual({ parsed: { echo: { a: 1 } } });
  });

  it("ping() resolves on the host's empty result", async () => {
    const { app, host } = await connected();
    await expect(app.ping()).resolves.toEqual({});
    expect(last(host, "ping")).toEqual({ jsonrpc: "2.0", id: host.requestId("ping"), method: "ping" });
  });
});
