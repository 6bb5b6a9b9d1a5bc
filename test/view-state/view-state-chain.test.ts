// The default chain chosen by what the host offers, on the test kit's host (createTestHost): the
// server's view-state tools where the host advertises serverTools and they answer (a real McpServer
// with registerViewStateTools), else localStorage where it works, else memory. A storage that is not
// offered is passed over quietly (`reason` says why); one that was offered and then fails is
// reported once (STORAGE_UNAVAILABLE). The explicit serverViewStateStorage follows the same rule.
import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { afterEach, describe, expect, it } from "vitest";
import { App, createViewState, serverViewStateStorage, type AppError, type ViewStateOptions } from "../../src/index.js";
import { memoryViewStateStore, registerViewStateTools, VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../../src/server/index.js";
import { createTestHost, type ProfileName, type TestHost, type TestToolHandler } from "../../src/testing/index.js";
import { memoryStorage } from "./view-state-apps.js";

const opened: Array<{ close(): unknown }> = [];
const saved = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
  Object.defineProperty(globalThis, "localStorage", saved);
  localStorage.clear();
});

/** A real McpServer with the view-state tools (unless `tools: false`), as test-host tool handlers; `down()` makes every later call fail. */
async function viewStateServer(tools = true) {
  const server = new McpServer({ name: "board", version: "1.0.0" });
  if (tools) registerViewStateTools(server, { store: memoryViewStateStore() });
  const client = new Client({ name: "host", version: "1.0.0" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(b), client.connect(a)]);
  opened.push(client, server);
  let up = true;
  const relay =
    (name: string): TestToolHandler =>
    async (args) => {
      if (!up) throw new Error("connection refused");
      return (await client.callTool({ name, arguments: args })) as never;
    };
  return {
    handlers: { [VIEW_STATE_GET_TOOL]: relay(VIEW_STATE_GET_TOOL), [VIEW_STATE_SET_TOOL]: relay(VIEW_STATE_SET_TOOL) },
    read: async (viewUUID: string) => (await client.callTool({ name: VIEW_STATE_GET_TOOL, arguments: { viewUUID } })).structuredContent,
    down: () => void (up = false),
  };
}

/** A test host of `profile` answering the server's tools, and an App whose errors are recorded (not connected yet). */
function start(profile: ProfileName, tools: Record<string, TestToolHandler> = {}) {
  const host = createTestHost({ profile, tools });
  const app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false });
  const errors: AppError[] = [];
  app.onerror = (error) => void errors.push(error);
  opened.push(app, host);
  const toolCalls = () => host.received("tools/call").map((p) => p.name);
  return { host, app, errors, toolCalls };
}

const result = (viewUUID?: string) => ({
  content: [{ type: "text" as const, text: "board" }],
  ...(viewUUID ? { _meta: { viewUUID } } : {}),
});
/** Sends a tool result, with `_meta.viewUUID` when given. */
async function show(host: TestHost, viewUUID?: string) {
  await host.sendToolResult(result(viewUUID));
}
const blockLocalStorage = () =>
  Object.defineProperty(globalThis, "localStorage", {
    configurable: true,
    value: memoryStorage({}, new DOMException("The operation is insecure.", "SecurityError")),
  });

describe("the default chain on a host with server tools", () => {
  it('keeps the state on the server once connected ("local" before), with nothing in localStorage and nothing reported', async () => {
    const server = await viewStateServer();
    const { host, app, errors } = start("claude", server.handlers);
    const state = createViewState<{ tab: string }>(app);
    expect(state.where).toBe("local");
    await app.connect();
    expect(state.where).toBe("server");
    await state.set({ tab: "early" });
    const uuid = randomUUID();
    await show(host, uuid);
    await expect.poll(() => server.read(uuid)).toEqual({ version: 1, state: { tab: "early" } });
    expect([state.where, state.reason, localStorage.length, errors]).toEqual(["server", undefined, 0, []]);

    // A reload: a new App of the same view reads it back from the server.
    await app.close();
    host.close();
    const again = start("claude", server.handlers);
    const restored = createViewState<{ tab: string }>(again.app);
    await again.app.connect();
    await show(again.host, uuid);
    await expect.poll(() => restored.get()).toEqual({ tab: "early" });
    expect(again.errors).toEqual([]);
  });

  it("makes the server storage for a view state made after the handshake and the result (an App that appears only then)", async () => {
    const server = await viewStateServer();
    const { host, app, errors } = start("default", server.handlers);
    await app.connect();
    const uuid = randomUUID();
    await show(host, uuid);
    const state = createViewState(app);
    expect(state.where).toBe("server");
    await state.set("late");
    expect(await server.read(uuid)).toEqual({ version: 1, state: "late" });
    expect(errors).toEqual([]);
  });

  it("falls back to localStorage quietly when the server has no view-state tools (unknown tool)", async () => {
    const server = await viewStateServer(false);
    const { host, app, errors, toolCalls } = start("claude", server.handlers);
    const state = createViewState(app);
    await app.connect();
    await state.set("kept");
    await show(host, "u-1");
    await expect.poll(() => state.where).toBe("local");
    expect(localStorage.getItem("mcp-view:view::uuid:u-1")).toBe('"kept"');
    expect(state.reason).toMatch(/^its server storage failed \(the server's view-state tools did not answer \(MCP error -32601: .+\)\)$/);
    expect([toolCalls(), errors]).toEqual([[VIEW_STATE_SET_TOOL], []]);
  });

  it("falls back to localStorage quietly for a result without a viewUUID, calling no tool", async () => {
    const server = await viewStateServer();
    const { host, app, errors, toolCalls } = start("claude", server.handlers);
    const state = createViewState(app);
    await app.connect();
    await show(host);
    expect([state.where, state.reason]).toEqual([
      "local",
      "its server storage failed (it has no key for this view (no _meta.viewUUID in the tool result))",
    ]);
    expect([toolCalls(), errors]).toEqual([[], []]);
  });

  it("reports once when the server fails after its tools answered, and keeps the state in localStorage from then on", async () => {
    const server = await viewStateServer();
    const { host, app, errors } = start("claude", server.handlers);
    const state = createViewState(app);
    await app.connect();
    await show(host, "u-2");
    await state.set(1);
    expect([state.where, await server.read("u-2")]).toEqual(["server", { version: 1, state: 1 }]);
    server.down();
    await state.set(2);
    await state.set(3);
    expect([state.where, localStorage.getItem("mcp-view:view::uuid:u-2")]).toEqual(["local", "3"]);
    expect(errors.map((e) => [e.kind, e.message])).toEqual([
      ["STORAGE_UNAVAILABLE", "View state is kept in local storage: its server storage failed (MCP error -32603: connection refused)"],
    ]);
  });

  it("ends in memory quietly with no view-state tools and localStorage blocked", async () => {
    blockLocalStorage();
    const server = await viewStateServer(false);
    const { host, app, errors } = start("claude", server.handlers);
    const state = createViewState(app);
    await app.connect();
    await show(host, "u-3");
    await expect.poll(() => state.where).toBe("memory");
    await state.set("here");
    expect(state.reason).toMatch(
      /^its server storage failed \(the server's view-state tools did not answer \(MCP error -32601: .+\)\); localStorage is not available in this frame \(The operation is insecure\.\)$/,
    );
    expect([state.get(), errors]).toEqual(["here", []]);
  });
});

describe("on a host without server tools (Goose)", () => {
  it.each<[string, ViewStateOptions | undefined]>([
    ["the default chain", undefined],
    ["an explicit serverViewStateStorage", { storage: undefined }],
  ])("%s keeps the state in localStorage, asking the host nothing and reporting nothing", async (name, options) => {
    const { host, app, errors, toolCalls } = start("goose");
    const state = createViewState(app, options && { storage: serverViewStateStorage(app) });
    await app.connect();
    await state.set(name);
    await show(host, "u-4");
    await expect.poll(() => state.where).toBe("local");
    expect(localStorage.getItem("mcp-view:view::uuid:u-4")).toBe(JSON.stringify(name));
    expect(state.reason).toMatch(
      options ? /^its server storage failed \(the host offers no server tools\)$/ : /^the host offers no server tools$/,
    );
    expect([toolCalls(), errors]).toEqual([[], []]);
  });

  it("keeps it in memory quietly where localStorage is blocked too", async () => {
    blockLocalStorage();
    const { host, app, errors } = start("goose");
    const state = createViewState(app, { storage: serverViewStateStorage(app) });
    await app.connect();
    await show(host, "u-5");
    await expect.poll(() => state.where).toBe("memory");
    expect(state.reason).toBe(
      "its server storage failed (the host offers no server tools); localStorage is not available in this frame (The operation is insecure.)",
    );
    expect(errors).toEqual([]);
  });
});

describe("localStorage that worked, then fails", () => {
  it("reports a full quota once and keeps the state in memory", async () => {
    const { host, app, errors } = start("goose");
    const state = createViewState(app);
    await app.connect();
    await show(host, "u-6");
    await state.set("stored");
    const quota = new DOMException("Quota exceeded", "QuotaExceededError");
    Object.defineProperty(globalThis, "localStorage", { configurable: true, value: memoryStorage({}, quota) });
    await state.set("too much");
    expect([state.where, state.get(), state.reason]).toEqual(["memory", "too much", "its local storage failed (Quota exceeded)"]);
    expect(errors.map((e) => [e.kind, e.message, e.cause])).toEqual([
      ["STORAGE_UNAVAILABLE", "View state is kept in memory only: its local storage failed (Quota exceeded)", quota],
    ]);
  });
});

describe("a summary for the model on a host without model context", () => {
  it("sends no ui/update-model-context and reports nothing, while the state is still kept", async () => {
    const { host, app, errors } = start("goose");
    expect(host.hostCapabilities?.updateModelContext).toBeUndefined();
    const state = createViewState<{ tab: string }>(app, { modelSummary: (s) => `The user is on ${s.tab}` });
    await app.connect();
    await state.set({ tab: "open" });
    await show(host, randomUUID());
    await expect.poll(() => state.get()).toEqual({ tab: "open" });
    expect(host.received("ui/update-model-context")).toEqual([]);
    expect(errors).toEqual([]);
  });
});
