// Requests and notifications the host sends to the view.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { flush, until, type ScriptedHost } from "../support/host.js";
import { connected, make } from "./support.js";

/** Sends a raw request to the view and returns the view's response to it. */
async function ask(host: ScriptedHost, id: string | number, method: string, params?: Record<string, unknown>) {
  host.post(params === undefined ? { jsonrpc: "2.0", id, method } : { jsonrpc: "2.0", id, method, params });
  await flush();
  return host.sent.filter((m) => "id" in m && m.id === id && !("method" in m));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("host → view requests", () => {
  it("answers ping (id 101) with an empty result after the handshake", async () => {
    const { host } = await connected();
    expect(await ask(host, 101, "ping")).toEqual([{ jsonrpc: "2.0", id: 101, result: {} }]);
  });

  it("answers ping (id 101) with an empty result before the handshake completes", async () => {
    const { app, host } = make({ host: { initialize: () => new Promise(() => {}) } });
    void app.connect(host.view).catch(() => {});
    await flush();
    expect(await ask(host, 101, "ping", {})).toEqual([{ jsonrpc: "2.0", id: 101, result: {} }]);
    expect(app.getSnapshot().status).toBe("connecting");
  });

  it.each([100, "req-100"])("answers an unknown method with -32601 Method not found and the same id (%j)", async (id) => {
    const { host, onerror } = await connected();
    expect(await ask(host, id, "foo/bar")).toEqual([{ jsonrpc: "2.0", id, error: { code: -32601, message: "Method not found" } }]);
    expect(onerror).not.toHaveBeenCalled();
  });

  it("answers ui/resource-teardown only after an async onteardown resolves", async () => {
    const { app, host } = await connected();
    let save: ((result: { saved: boolean }) => void) | undefined;
    app.onteardown = () => new Promise((resolve) => (save = resolve));
    host.post({ jsonrpc: "2.0", id: 7, method: "ui/resource-teardown", params: {} });
    await host.ping();
    expect(save).toBeDefined();
    expect(host.sent.filter((m) => "id" in m && m.id === 7)).toEqual([]);
    save!({ saved: true });
    await until(() =>
      expect(host.sent.filter((m) => "id" in m && m.id === 7)).toEqual([{ jsonrpc: "2.0", id: 7, result: { saved: true } }]),
    );
  });

  it("passes ui/resource-teardown params (reason) through to onteardown instead of stripping them", async () => {
    const { app, host } = await connected();
    const onteardown = vi.fn(() => ({}));
    app.onteardown = onteardown;
    expect(await ask(host, 8, "ui/resource-teardown", { reason: "x" })).toEqual([{ jsonrpc: "2.0", id: 8, result: {} }]);
    expect(onteardown).toHaveBeenCalledTimes(1);
    expect(onteardown.mock.calls[0]).toMatchObject([{ reason: "x" }, { requestId: 8 }]);
  });

  it("answers ui/resource-teardown with -32601 when no onteardown is set, and stays connected", async () => {
    const { app, host, onerror } = await connected();
    expect(await ask(host, 9, "ui/resource-teardown", {})).toEqual([
      { jsonrpc: "2.0", id: 9, error: { code: -32601, message: "Method not found" } },
    ]);
    expect(onerror).not.toHaveBeenCalled();
    expect(app.getSnapshot().status).toBe("connected");
    expect(await ask(host, 10, "ping")).toEqual([{ jsonrpc: "2.0", id: 10, result: {} }]);
  });

  it('answers an onteardown that throws new Error("boom") with -32603 boom', async () => {
    const { app, host } = await connected();
    app.onteardown = () => {
      throw new Error("boom");
    };
    expect(await ask(host, 11, "ui/resource-teardown", {})).toEqual([{ jsonrpc: "2.0", id: 11, error: { code: -32603, message: "boom" } }]);
  });

  it.each(["tools/call", "tools/list"])("answers host %s with -32601 when the app declared no tools capability", async (method) => {
    const { host } = await connected();
    expect(await ask(host, 12, method, { name: "x" })).toEqual([
      { jsonrpc: "2.0", id: 12, error: { code: -32601, message: "Method not found" } },
    ]);
  });

  it("throws synchronously when oncalltool or onlisttools is set without the tools capability", () => {
    const { app } = make();
    expect(() => (app.oncalltool = async () => ({ content: [] }))).toThrow(
      "Client does not support tool capability (required for tools/call)",
    );
    expect(() => (app.onlisttools = async () => ({ tools: [] }))).toThrow(
      "Client does not support tool capability (required for tools/list)",
    );
  });

  it("routes host tools/call and tools/list to oncalltool and onlisttools when the capability is declared", async () => {
    const { app, host } = await connected({ capabilities: { tools: {} } });
    app.oncalltool = async (params) => ({ content: [{ type: "text", text: `called ${params.name}` }] });
    app.onlisttools = async () => ({ tools: [{ name: "a", inputSchema: { type: "object" } }] });
    expect(await ask(host, 13, "tools/call", { name: "a", arguments: {} })).toEqual([
      { jsonrpc: "2.0", id: 13, result: { content: [{ type: "text", text: "called a" }] } },
    ]);
    expect(await ask(host, 14, "tools/list", {})).toEqual([
      { jsonrpc: "2.0", id: 14, result: { tools: [{ name: "a", inputSchema: { type: "object" } }] } },
    ]);
  });

  it("registerTool before connect declares tools.listChanged, lists the tool and calls it", async () => {
    const { app, host } = make();
    const cb = vi.fn(() => ({ content: [{ type: "text" as const, text: "hi" }] }));
    app.registerTool("greet", { description: "d" }, cb);
    await app.connect(host.view);
    expect((host.sent[0] as unknown as { params: { appCapabilities: unknown } }).params.appCapabilities).toEqual({
      tools: { listChanged: true },
    });
    expect(await ask(host, 20, "tools/list", {})).toEqual([
      { jsonrpc: "2.0", id: 20, result: { tools: [{ name: "greet", description: "d", inputSchema: { type: "object", properties: {} } }] } },
    ]);
    expect(await ask(host, 21, "tools/call", { name: "greet", arguments: {} })).toEqual([
      { jsonrpc: "2.0", id: 21, result: { content: [{ type: "text", text: "hi" }] } },
    ]);
    expect(cb).toHaveBeenCalledTimes(1);
  });

  it("registerTool with zod schemas lists their JSON Schemas and validates input and output", async () => {
    const { app, host } = make();
    app.registerTool("select", { inputSchema: z.object({ id: z.string() }), outputSchema: z.object({ ok: z.boolean() }) }, ({ id }) => ({
      content: [],
      structuredContent: { ok: id === "a" },
    }));
    await app.connect(host.view);
    const [list] = await ask(host, 30, "tools/list", {});
    expect(list).toMatchObject({
      result: {
        tools: [
          {
            name: "select",
            inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
            outputSchema: { type: "object", required: ["ok"] },
          },
        ],
      },
    });
    expect(await ask(host, 31, "tools/call", { name: "select", arguments: { id: "a" } })).toEqual([
      { jsonrpc: "2.0", id: 31, result: { content: [], structuredContent: { ok: true } } },
    ]);
    const [bad] = await ask(host, 32, "tools/call", { name: "select", arguments: { id: 1 } });
    expect(bad).toMatchObject({ error: { code: -32603, message: expect.stringMatching(/^Invalid input for tool select: id: /) } });
  });

  it("rejects a tool result whose structuredContent does not match the output schema", async () => {
    const { app, host } = make();
    app.registerTool(
      "t",
      { outputSchema: z.object({ ok: z.boolean() }) },
      () => ({ content: [], structuredContent: { ok: "yes" } }) as never,
    );
    await app.connect(host.view);
    const [bad] = await ask(host, 33, "tools/call", { name: "t" });
    expect(bad).toMatchObject({ error: { code: -32603, message: expect.stringMatching(/^Invalid output for tool t: ok: /) } });
  });

  it("answers tools/call for an unknown tool with -32603 Tool nope not found", async () => {
    const { app, host } = make();
    app.registerTool("greet", {}, () => ({ content: [] }));
    await app.connect(host.view);
    expect(await ask(host, 40, "tools/call", { name: "nope" })).toEqual([
      { jsonrpc: "2.0", id: 40, error: { code: -32603, message: "Tool nope not found" } },
    ]);
  });

  it("after disable() lists the tool no more, sends one tools/list_changed {} and answers calls -32603 disabled", async () => {
    const { app, host } = make();
    const tool = app.registerTool("greet", { description: "d" }, () => ({ content: [] }));
    await app.connect(host.view);
    await flush();
    tool.disable();
    await flush();
    expect(host.messages("notifications/tools/list_changed")).toEqual([
      { jsonrpc: "2.0", method: "notifications/tools/list_changed", params: {} },
    ]);
    expect(await ask(host, 41, "tools/list", {})).toEqual([{ jsonrpc: "2.0", id: 41, result: { tools: [] } }]);
    expect(await ask(host, 42, "tools/call", { name: "greet" })).toEqual([
      { jsonrpc: "2.0", id: 42, error: { code: -32603, message: "Tool greet is disabled" } },
    ]);
  });

  it("sends no tools/list_changed for changes made before the handshake", async () => {
    const { app, host } = make();
    const tool = app.registerTool("greet", {}, () => ({ content: [] }));
    tool.disable();
    tool.enable();
    await app.connect(host.view);
    tool.disable();
    await until(() => expect(host.messages("notifications/tools/list_changed")).not.toEqual([]));
    expect(host.messages("notifications/tools/list_changed")).toHaveLength(1);
  });

  it("aborts the running tools/call handler's signal on notifications/cancelled and never answers it", async () => {
    const { app, host } = make();
    let signal!: AbortSignal;
    let finish!: () => void;
    app.registerTool("slow", {}, (ctx) => {
      signal = ctx.signal;
      return new Promise((resolve) => (finish = () => resolve({ content: [] })));
    });
    await app.connect(host.view);
    host.post({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "slow" } });
    await flush();
    expect(signal.aborted).toBe(false);
    host.notify("notifications/cancelled", { requestId: 7, reason: "host gave up" });
    await flush();
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe("host gave up");
    finish();
    // A second call answered through the same path comes back after any answer to #7 would have.
    const first = finish;
    host.post({ jsonrpc: "2.0", id: 8, method: "tools/call", params: { name: "slow" } });
    await until(() => expect(finish).not.toBe(first));
    finish();
    await until(() => expect(host.sent.filter((m) => "id" in m && m.id === 8)).toHaveLength(1));
    expect(host.sent.filter((m) => "id" in m && m.id === 7)).toEqual([]);
  });

  it("accepts host list_changed notifications silently when no handler is registered", async () => {
    const { app, host, onerror } = await connected();
    const count = host.sent.length;
    host.notify("notifications/tools/list_changed", {});
    host.notify("notifications/resources/list_changed", {});
    host.notify("notifications/prompts/list_changed");
    await host.ping();
    expect(onerror).not.toHaveBeenCalled();
    expect(host.methods().slice(count)).toEqual(["response"]);
    expect(app.getSnapshot().status).toBe("connected");
  });

  it("ignores the sandbox-proxy-only notifications", async () => {
    const { app, host, onerror } = await connected();
    const before = app.getSnapshot();
    host.notify("ui/notifications/sandbox-resource-ready", { html: "<p>" });
    host.notify("ui/notifications/sandbox-proxy-ready", {});
    await host.ping();
    expect(onerror).not.toHaveBeenCalled();
    expect(app.getSnapshot()).toBe(before);
  });

  it("cannot add the tools capability with registerTool after connect()", async () => {
    const { app } = await connected();
    expect(() => app.registerTool("late", {}, () => ({ content: [] }))).toThrow(
      "Cannot add the tools capability after connect(); register tools before connecting",
    );
  });

  it("registerTool after connect() with the tools capability declared sends tools/list_changed when the tool changes", async () => {
    const { app, host } = await connected({ capabilities: { tools: { listChanged: true } } });
    const tool = app.registerTool("late", {}, () => ({ content: [] }));
    tool.update({ description: "now described" });
    tool.remove();
    await flush();
    expect(host.messages("notifications/tools/list_changed")).toHaveLength(2);
    expect(await ask(host, 50, "tools/list", {})).toEqual([{ jsonrpc: "2.0", id: 50, result: { tools: [] } }]);
  });
});
