// mcp-view/svelte's stores with methods: serverToolCall (the latest call's state, call, abort, the
// abort when the last subscriber leaves), displayMode (the mode, request, the granted mode until the
// host reports one) and viewState (a writable-like store over the App's view state).
import { afterEach, describe, expect, it, vi } from "vitest";
import { get } from "svelte/store";
import { AppError, createViewState, type App } from "../../../src/index.js";
import { displayMode, serverToolCall, viewState } from "../../../src/svelte/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { liveListeners, watch } from "./support.js";

let host: TestHost;
let app: App;
let names = 0;
const stops: Array<() => void> = [];

async function start() {
  ({ host, app } = await connectApp(`calls-${++names}`));
}

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await disconnect({ host, app });
});

function watched<T>(store: Parameters<typeof watch<T>>[0]) {
  const w = watch(store);
  stops.push(w.stop);
  return w;
}

describe("serverToolCall", () => {
  it("goes idle, pending, success, and resolves with the result", async () => {
    await start();
    const tool = serverToolCall(app);
    const state = watched(tool);
    const result = await tool.call({ name: "refresh", arguments: { all: true } });
    expect(result.content).toEqual([{ type: "text", text: "ran refresh" }]);
    expect(state.values.map((s) => s.status)).toEqual(["idle", "pending", "success"]);
    expect(state.latest().result).toBe(result);
    expect(host.toolCalls.map((c) => [c.name, c.arguments])).toEqual([["refresh", { all: true }]]);
  });

  it("reports an isError result as status error with a REMOTE_ERROR, keeping the result", async () => {
    await start();
    host.tool = async () => ({ isError: true, content: [{ type: "text", text: "quota exceeded" }] });
    const tool = serverToolCall(app);
    const state = watched(tool);
    await tool.call({ name: "search" });
    expect(state.latest()).toMatchObject({ status: "error", result: { isError: true }, error: { kind: "REMOTE_ERROR" } });
  });

  it("aborts its pending calls when the last subscriber leaves, and on abort()", async () => {
    await start();
    host.tool = (call) => new Promise((_, reject) => call.signal.addEventListener("abort", () => reject(new Error("aborted"))));
    const tool = serverToolCall(app);
    const first = watch(tool);
    const pending = tool.call({ name: "slow" });
    first.stop();
    await expect(pending).rejects.toMatchObject({ kind: "ABORTED", message: "Request tools/call was aborted: the component unmounted" });
    const state = watched(tool);
    const again = tool.call({ name: "slow" });
    tool.abort();
    await expect(again).rejects.toMatchObject({ kind: "ABORTED" });
    expect(state.latest()).toMatchObject({ status: "error", error: { kind: "ABORTED" } });
  });

  it("rejects with NOT_CONNECTED without an App", async () => {
    const tool = serverToolCall(null);
    const state = watched(tool);
    await expect(tool.call({ name: "x" })).rejects.toMatchObject({ kind: "NOT_CONNECTED" });
    expect(state.latest().status).toBe("error");
  });
});

describe("displayMode", () => {
  it("holds the host's mode, the granted one after a request, and the host's again when it reports one", async () => {
    await start();
    host.display = async () => "fullscreen";
    const live = liveListeners(app);
    const mode = displayMode(app);
    const shown = watch(mode);
    expect(shown.latest()).toBe("inline");
    await expect(mode.request("fullscreen")).resolves.toBe("fullscreen");
    expect(shown.latest()).toBe("fullscreen");
    expect(host.displayRequests).toEqual(["fullscreen"]);
    await sendContext(host.bridge, { displayMode: "pip" });
    await vi.waitFor(() => expect(shown.latest()).toBe("pip"));
    expect(shown.values).toEqual(["inline", "fullscreen", "pip"]);
    shown.stop();
    expect(live()).toBe(0);
  });

  it("rejects a request with NOT_CONNECTED without an App", async () => {
    await expect(displayMode(null).request("fullscreen")).rejects.toBeInstanceOf(AppError);
    expect(get(displayMode(null))).toBeUndefined();
  });
});

describe("viewState", () => {
  it("holds initial until set, then the stored state, shared by every store of the App", async () => {
    await start();
    createViewState<number>(app, { storage: null });
    const count = viewState(0, app);
    const other = watched(viewState(0, app));
    const shown = watched(count);
    expect(shown.latest()).toBe(0);
    await count.set(2);
    await count.update((n) => n + 1);
    expect([shown.latest(), other.latest(), get(count)]).toEqual([3, 3, 3]);
  });

  it("rejects what is not JSON, and writing without an App", async () => {
    await start();
    const state = viewState<unknown>(null, app);
    expect(() => state.set(1n)).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS" }));
    expect(() => state.set(() => 1)).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS" })); // a value, not an updater
    expect(get(state)).toBeNull();
    expect(() => viewState(0, null).set(1)).toThrow(expect.objectContaining({ kind: "NOT_CONNECTED" }));
  });
});
