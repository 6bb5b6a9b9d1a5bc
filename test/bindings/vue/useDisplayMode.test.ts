// mcp-view/vue's useDisplayMode and useViewState.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../../src/index.js";
import { useDisplayMode, useViewState } from "../../../src/vue/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { inScope } from "./support.js";

let host: TestHost;
let app: App;

beforeEach(async () => {
  ({ host, app } = await connectApp("vue-modes"));
});

afterEach(() => disconnect({ host, app }));

describe("mcp-view/vue: useDisplayMode", () => {
  it("shows the host's mode, the granted one after a request, and the host's again when it reports one", async () => {
    const { value, stop } = inScope(() => useDisplayMode(app));
    expect(value.mode.value).toBe("inline");
    await expect(value.request("fullscreen")).resolves.toBe("fullscreen");
    expect([value.mode.value, host.displayRequests]).toEqual(["fullscreen", ["fullscreen"]]);
    await sendContext(host.bridge, { displayMode: "inline" });
    await expect.poll(() => value.mode.value).toBe("inline");
    stop();
  });

  it("rejects with NOT_CONNECTED without an App", async () => {
    const { value, stop } = inScope(() => useDisplayMode());
    await expect(value.request("fullscreen")).rejects.toMatchObject({ kind: "NOT_CONNECTED" });
    stop();
  });
});

describe("mcp-view/vue: useViewState", () => {
  it("shows the initial value, then the state set, in every scope of the App", async () => {
    const first = inScope(() => useViewState("all", app));
    const second = inScope(() => useViewState("none", app));
    expect([first.value.state.value, second.value.state.value]).toEqual(["all", "none"]);
    await first.value.set("open");
    expect([first.value.state.value, second.value.state.value]).toEqual(["open", "open"]);
    await second.value.set((previous) => `${previous}!`);
    expect(first.value.state.value).toBe("open!");
    first.stop();
    second.stop();
  });

  it("throws INVALID_PARAMS for a value that is not JSON and NOT_CONNECTED without an App", () => {
    const { value, stop } = inScope(() => useViewState<unknown>(0, app));
    expect(() => value.set({ n: 1n })).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS" }));
    expect(value.state.value).toBe(0);
    stop();
    const none = inScope(() => useViewState(0));
    expect(() => none.value.set(1)).toThrow(expect.objectContaining({ kind: "NOT_CONNECTED" }));
    none.stop();
  });
});
