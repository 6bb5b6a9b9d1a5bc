// What a careless host or a faulty handler can do: two Apps in one page, handlers that throw odd
// values or reject, close() from inside a dispatch, results that cannot be sent, unasked progress,
// reused request ids, and the accepted host origins.
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError, type JSONRPCMessage } from "../../src/index.js";
import { HOST_RESULT } from "../support/host.js";
import { HOST_ORIGIN, post } from "../support/window.js";
import { connected, createApp, make } from "./support.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("two Apps in one page", () => {
  it("each takes only the answer to its own ui/initialize, however the parent orders them", async () => {
    const asked: JSONRPCMessage[] = [];
    vi.spyOn(window.parent, "postMessage").mockImplementation(
      ((message: JSONRPCMessage) => void asked.push(message)) as typeof window.postMessage,
    );
    const a = createApp();
    const b = createApp();
    const connecting = [a.connect(), b.connect()];
    await vi.waitFor(() => expect(asked.filter((m) => "method" in m && m.method === "ui/initialize")).toHaveLength(2));
    const [forA, forB] = asked as Array<{ id: number }>;
    expect(forA!.id).not.toBe(forB!.id);
    // The parent answers B first; both Apps hear both answers on the shared window.
    post({ jsonrpc: "2.0", id: forB!.id, result: { ...HOST_RESULT, hostInfo: { name: "for-b", version: "1" } } });
    post({ jsonrpc: "2.0", id: forA!.id, result: { ...HOST_RESULT, hostInfo: { name: "for-a", version: "1" } } });
    await Promise.all(connecting);
    expect(a.getHostVersion()?.name).toBe("for-a");
    expect(b.getHostVersion()?.name).toBe("for-b");
  });
});

describe("handler faults", () => {
  it("routes an async handler's rejection to onerror", async () => {
    const { app, host } = await connected();
    const onerror = vi.fn();
    app.onerror = onerror;
    app.ontoolresult = async () => {
      throw new Error("render failed");
    };
    host.notify("ui/notifications/tool-result", { content: [] });
    await vi.waitFor(() => expect(onerror).toHaveBeenCalledTimes(1));
    expect(onerror.mock.calls[0]![0]).toMatchObject({ kind: "INVALID_MESSAGE", message: "A toolresult handler threw: render failed" });
  });

  it("runs the later listeners after a handler throws a value String() cannot convert", async () => {
    const { app, host } = await connected();
    const onerror = vi.fn();
    const later = vi.fn();
    app.onerror = onerror;
    app.on("toolinput", () => {
      throw Object.create(null);
    });
    app.on("toolinput", later);
    host.notify("ui/notifications/tool-input", { arguments: {} });
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
    expect(onerror.mock.calls[0]![0]).toMatchObject({ message: "A toolinput handler threw: [object Object]" });
  });

  it("stops the dispatch when a listener closes the App", async () => {
    const { app, host } = await connected();
    const later = vi.fn();
    const statuses: string[] = [];
    app.ontoolinput = () => void app.close();
    app.on("toolinput", later);
    app.subscribe(() => statuses.push(app.getSnapshot().status));
    host.notify("ui/notifications/tool-input", { arguments: {} });
    await vi.waitFor(() => expect(statuses).toContain("closed"));
    expect(later).not.toHaveBeenCalled();
  });

  it("answers the host with a JSON-RPC error when a view tool's result cannot be sent", async () => {
    const { app, host } = make();
    app.registerTool("make", {}, () => ({ content: [], structuredContent: { later: () => "not cloneable" } }));
    await app.connect(host.view);
    await expect(host.rpc.request("tools/call", { name: "make", arguments: {} })).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32603,
      message: expect.stringMatching(/^MCP error -32603: The result of tools\/call could not be sent: /),
    });
  });

  it("answers -32603 when oncalltool returns something that is not a tool result", async () => {
    const { app, host } = make({ capabilities: { tools: {} } });
    app.oncalltool = async () => ({ content: [], isError: "yes" }) as never;
    await app.connect(host.view);
    await expect(host.rpc.request("tools/call", { name: "t" })).rejects.toMatchObject({
      code: -32603,
      message: "MCP error -32603: Invalid tools/call result from the view's handler: isError must be a boolean",
    });
  });

  it("validates a registered tool's input and answers with the output schema's parsed value", async () => {
    const { app, host } = make();
    app.registerTool(
      "count",
      { inputSchema: z.object({ n: z.number() }), outputSchema: z.object({ twice: z.number(), unit: z.string().default("x") }) },
      ({ n }) => ({
        content: [],
        structuredContent: { twice: n * 2 } as { twice: number; unit: string }, // the schema adds the default
      }),
    );
    await app.connect(host.view);
    await expect(host.rpc.request("tools/call", { name: "count", arguments: { n: 2 } })).resolves.toEqual({
      content: [],
      structuredContent: { twice: 4, unit: "x" },
    });
  });
});

describe("protocol edges", () => {
  it("does not let progress keep a request that never asked for it pending", async () => {
    vi.useFakeTimers();
    const { app, host } = make();
    await app.connect(host.view);
    host.rpc.handle("ui/open-link", () => new Promise(() => {}));
    const opening = app.openLink({ url: "https://a.example" }, { timeout: 1000 }).catch((e: AppError) => e);
    await vi.advanceTimersByTimeAsync(1);
    const id = host.requestId("ui/open-link");
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(400);
      host.notify("notifications/progress", { progressToken: id, progress: i });
    }
    await expect(opening).resolves.toMatchObject({ kind: "TIMEOUT" });
  });

  it("refuses a host request that reuses the id of one in progress, and still answers the first", async () => {
    const { app, host } = make();
    let finish!: () => void;
    app.onteardown = () => new Promise((resolve) => (finish = () => resolve({ saved: true })));
    await app.connect(host.view);
    host.post({ jsonrpc: "2.0", id: "t1", method: "ui/resource-teardown", params: {} });
    host.post({ jsonrpc: "2.0", id: "t1", method: "ui/resource-teardown", params: {} });
    await vi.waitFor(() => expect(host.sent.filter((m) => "id" in m && m.id === "t1")).toHaveLength(1));
    expect(host.sent.at(-1)).toEqual({
      jsonrpc: "2.0",
      id: "t1",
      error: { code: -32600, message: "Request id t1 is already in use by a request in progress" },
    });
    finish();
    await vi.waitFor(() => expect(host.sent.at(-1)).toEqual({ jsonrpc: "2.0", id: "t1", result: { saved: true } }));
  });
});

describe("hostOrigins", () => {
  it("drops the handshake's answer from an origin not listed, and connects from one listed", async () => {
    const asked: Array<[JSONRPCMessage, string]> = [];
    vi.spyOn(window.parent, "postMessage").mockImplementation(
      ((message: JSONRPCMessage, target: string) => void asked.push([message, target])) as typeof window.postMessage,
    );
    const app = createApp({ app: { hostOrigins: [HOST_ORIGIN] } });
    const connecting = app.connect();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const [[request, target]] = asked as unknown as [[{ id: number }, string]];
    expect(target).toBe(HOST_ORIGIN);
    post(
      { jsonrpc: "2.0", id: request.id, result: { ...HOST_RESULT, hostInfo: { name: "evil", version: "1" } } },
      { origin: "https://evil.example" },
    );
    post({ jsonrpc: "2.0", id: request.id, result: HOST_RESULT }, { origin: HOST_ORIGIN });
    await connecting;
    expect(app.getHostVersion()).toEqual(HOST_RESULT.hostInfo);
  });
});
