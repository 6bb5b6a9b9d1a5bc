// Fault injection: late, missing and failed replies, a handshake that never completes, duplicated,
// malformed and raw notifications, and how a view built on mcp-view copes with each.
import { describe, expect, it, vi } from "vitest";
import { AppError, TOOL_RESULT_METHOD } from "../../src/index.js";
import { Faults } from "../../src/testing/faults.js";
import { app, connected, host } from "./support.js";

describe("replies", () => {
  it("delay answers the view's request that many ms later", async () => {
    const { host: h, app: a } = await connected();
    vi.useFakeTimers();
    h.fault("ui/open-link", { delay: 500 });
    let answered = false;
    const link = a.openLink({ url: "https://x.example" }).then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await link;
    expect(answered).toBe(true);
  });

  it("drop never answers, so the view's request times out and the view cancels it", async () => {
    const { host: h, app: a } = await connected(undefined, {}, { timeout: 1000 });
    vi.useFakeTimers();
    h.fault("ui/message", { drop: true });
    const message = a.sendMessage({ role: "user", content: [] });
    const failed = expect(message).rejects.toEqual(new AppError("TIMEOUT", "Request ui/message timed out after 1000 ms"));
    await vi.advanceTimersByTimeAsync(1000);
    await failed;
    const dropped = h.messages
      .filter((r) => r.direction === "received" && r.kind === "request" && r.method === "ui/message")
      .map((r) => r.id);
    expect(dropped).toEqual([expect.any(Number)]);
    await vi.waitFor(() =>
      expect(h.received("notifications/cancelled")).toEqual([
        { requestId: dropped[0], reason: "Request ui/message timed out after 1000 ms" },
      ]),
    );
    expect(h.sent("ui/message")).toEqual([]);
    expect(h.messages.filter((r) => r.direction === "sent" && r.id === dropped[0])).toEqual([]);
  });

  it("error answers with that JSON-RPC error instead of running the handler", async () => {
    const handler = vi.fn(() => ({ content: [] }));
    const { host: h, app: a } = await connected({ tools: { t: handler } });
    h.fault("tools/call", { error: { code: -32000, message: "Rate limited", data: { retryAfter: 1 } } });
    await expect(a.callServerTool({ name: "t" })).rejects.toEqual(
      new AppError("REMOTE_ERROR", "MCP error -32000: Rate limited", { code: -32000, data: { retryAfter: 1 } }),
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it("times limits a fault to the next n messages", async () => {
    const { host: h, app: a } = await connected({ tools: { t: () => ({ content: [] }) } });
    h.fault("tools/call", { error: { code: -32000, message: "flaky" }, times: 1 });
    await expect(a.callServerTool({ name: "t" })).rejects.toMatchObject({ message: "MCP error -32000: flaky" });
    expect(await a.callServerTool({ name: "t" })).toEqual({ content: [] });
  });

  it("the undo removes a fault", async () => {
    const { host: h, app: a } = await connected();
    const undo = h.fault("ui/open-link", { error: { code: -32000, message: "no" } });
    undo();
    expect(await a.openLink({ url: "https://x.example" })).toEqual({});
  });

  it("applies to a method the host has no handler for", async () => {
    const { host: h, app: a } = await connected();
    h.fault("prompts/list", { error: { code: -32000, message: "prompts are off" } });
    await expect(a.request("prompts/list", undefined)).rejects.toMatchObject({
      code: -32000,
      message: "MCP error -32000: prompts are off",
    });
  });

  it("the faults option sets faults from the start", async () => {
    const { app: a } = await connected({ faults: { "ui/open-link": { error: { code: -32000, message: "blocked" } } } });
    await expect(a.openLink({ url: "https://x.example" })).rejects.toMatchObject({ message: "MCP error -32000: blocked" });
  });
});

describe("the handshake", () => {
  it("a dropped ui/initialize makes connect() fail with HANDSHAKE_FAILED after the view's timeout", async () => {
    vi.useFakeTimers();
    const h = host({ faults: { "ui/initialize": { drop: true } } });
    const a = app({}, { timeout: 2000 });
    const connecting = expect(a.connect()).rejects.toMatchObject({
      kind: "HANDSHAKE_FAILED",
      message: "ui/initialize failed: Request ui/initialize timed out after 2000 ms",
    });
    await vi.advanceTimersByTimeAsync(2000);
    await connecting;
    expect(h.initialized).toBe(false);
    expect(h.sent("ui/initialize")).toEqual([]);
  });

  it("an error answer to ui/initialize fails connect() with its code", async () => {
    host({ faults: { "ui/initialize": { error: { code: -32000, message: "Unsupported view" } } } });
    await expect(app().connect()).rejects.toMatchObject({
      kind: "HANDSHAKE_FAILED",
      code: -32000,
      message: "ui/initialize failed: MCP error -32000: Unsupported view",
    });
  });
});

describe("notifications", () => {
  it("duplicates() is 1 without a fault, and the fault's count for the notifications it covers", () => {
    const faults = new Faults();
    faults.set("x/note", { duplicate: 3, times: 1 });
    expect([faults.duplicates("x/other"), faults.duplicates("x/note"), faults.duplicates("x/note")]).toEqual([1, 3, 1]);
  });

  it("duplicate sends each notification that many times", async () => {
    const { host: h, app: a } = await connected();
    const results = vi.fn();
    a.on("toolresult", results);
    h.fault(TOOL_RESULT_METHOD, { duplicate: 2 });
    await h.sendToolResult({ content: [] });
    expect(h.sent(TOOL_RESULT_METHOD)).toEqual([{ content: [] }, { content: [] }]);
    expect(results).toHaveBeenCalledTimes(2);
  });

  it("sendMalformed() sends params that are not an object, which the view reports and survives", async () => {
    const { host: h, app: a } = await connected();
    const errors: AppError[] = [];
    a.onerror = (e) => errors.push(e);
    await h.sendMalformed("ui/notifications/tool-input");
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      ["INVALID_MESSAGE", "Invalid JSON-RPC message received: params must be an object"],
    ]);
    await h.sendToolInput({ arguments: { ok: true } });
    expect(a.getSnapshot().toolInput).toEqual({ arguments: { ok: true } });
  });

  it("sendRaw() sends data exactly as given, which a view may then reject as invalid", async () => {
    const { host: h, app: a } = await connected();
    const errors: string[] = [];
    a.onerror = (e) => errors.push(e.message);
    await h.sendRaw({ jsonrpc: "2.0", method: "ui/notifications/tool-input", params: { arguments: "text" } });
    expect(errors).toEqual(["Invalid ui/notifications/tool-input notification: arguments must be an object"]);
    expect(h.messages.at(-1)).toMatchObject({ direction: "sent", kind: "notification", params: { arguments: "text" } });
  });

  it("sendRaw() waits for the handshake unless early is set", async () => {
    const h = host();
    await h.sendRaw("not json-rpc", { early: true });
    const late = h.sendRaw({ jsonrpc: "2.0", method: "ui/notifications/tool-cancelled", params: {} });
    expect(h.messages.map((r) => r.message)).toEqual(["not json-rpc"]);
    const a = app();
    await a.connect();
    await late;
    expect(a.getSnapshot().toolCancelled).toEqual({});
  });
});
