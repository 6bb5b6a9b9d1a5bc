// createTestHost({ viewStateTools }): the test host answers view_state_get and view_state_set as the
// server's registerViewStateTools does, keeping the states in host.viewStateStore, so a view's state
// kept on the server survives a reload: a second host on the first one's store, and a new App.
import { describe, expect, it, vi } from "vitest";
import { AppError, createViewState, serverViewStateStorage, type App, type CallToolResult } from "../../src/index.js";
import { memoryViewStateStore } from "../../src/server/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { app, host } from "./support.js";

const RESULT: CallToolResult = { content: [], structuredContent: { flights: 2 }, _meta: { viewUUID: "flights-view-1" } };

/** A new App on `h`, handed `RESULT` as its tool result (the viewUUID its state is kept by). */
async function openView(h: TestHost): Promise<App> {
  const a = app();
  await a.connect();
  await h.ready;
  await h.sendToolResult(structuredClone(RESULT));
  return a;
}

/** The view's state, kept by the server's tools. */
const serverState = (a: App) => createViewState<{ seat: string }>(a, { storage: serverViewStateStorage(a, { debounce: 0 }) });

describe("createTestHost({ viewStateTools })", () => {
  it("keeps a view's state on its store: a second host on that store (a reload) shows it to a new view", async () => {
    const first = host({ viewStateTools: true });
    const state = serverState(await openView(first));
    await vi.waitFor(() => expect(state.where).toBe("server"));
    await state.set({ seat: "12A" });
    expect(first.received("tools/call").map((call) => call.name)).toContain("view_state_set");
    first.close();

    const second = host({ viewStateTools: { store: first.viewStateStore! } });
    const reloaded = serverState(await openView(second));
    await vi.waitFor(() => expect(reloaded.get()).toEqual({ seat: "12A" }));
    expect(reloaded.where).toBe("server");
  });

  it("refuses a write based on an old version with the stored state, as the server's tools do", async () => {
    const h = host({ viewStateTools: true });
    const a = await openView(h);
    const write = (baseVersion: number, seat: string) =>
      a.callServerTool({ name: "view_state_set", arguments: { viewUUID: "flights-view-1", baseVersion, state: { seat } } });
    expect((await write(0, "12A")).structuredContent).toEqual({ version: 1 });
    const stale = await write(0, "14C");
    expect(stale).toMatchObject({
      isError: true,
      structuredContent: {
        reason: "stale",
        message: 'View state for "flights-view-1" was not written: the write is based on version 0, but version 1 is stored',
        current: { version: 1, state: { seat: "12A" } },
      },
    });
  });

  it("keeps the states in the store it is given", async () => {
    const store = memoryViewStateStore();
    const h = host({ viewStateTools: { store } });
    expect(h.viewStateStore).toBe(store);
    const a = await openView(h);
    await a.callServerTool({ name: "view_state_set", arguments: { viewUUID: "flights-view-1", baseVersion: 0, state: 1 } });
    expect(await store.get(JSON.stringify([null, "flights-view-1"]))).toEqual({ json: "1", version: 1 });
  });

  it("takes no longer state than maxLength, and refuses a maxLength that is not a positive integer", async () => {
    const h = host({ viewStateTools: { maxLength: 5 } });
    const a = await openView(h);
    const long = await a.callServerTool({ name: "view_state_set", arguments: { viewUUID: "v", baseVersion: 0, state: "123456" } });
    expect(long.structuredContent).toEqual({
      reason: "invalid",
      message: 'View state for "v" is 8 characters of JSON, over the 5 this server takes',
    });
    expect(() => createTestHost({ viewStateTools: { maxLength: 0 } })).toThrow(
      new AppError("INVALID_PARAMS", "createTestHost({ viewStateTools }) needs maxLength to be a positive integer, not 0"),
    );
  });

  it("gives way to a tool of the same name in tools, the other one still answering", async () => {
    const h = host({ viewStateTools: true, tools: { view_state_get: () => ({ content: [], structuredContent: { version: 7 } }) } });
    const a = await openView(h);
    expect((await a.callServerTool({ name: "view_state_get", arguments: { viewUUID: "v" } })).structuredContent).toEqual({ version: 7 });
    const set = await a.callServerTool({ name: "view_state_set", arguments: { viewUUID: "v", baseVersion: 0, state: 1 } });
    expect(set.structuredContent).toEqual({ version: 1 });
  });
});
