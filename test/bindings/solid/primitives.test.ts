// createDisplayMode, createViewStateSignal, createAutoResize and createDocumentTheme: values, updates
// and cleanup with their owner.
import { afterEach, describe, expect, it, vi } from "vitest";
import { createViewState, type App, type McpUiSizeChangedParams } from "../../../src/index.js";
import { createAutoResize, createDisplayMode, createDocumentTheme, createViewStateSignal } from "../../../src/solid/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { disposeRoots, inRoot } from "./roots.js";

const html = document.documentElement;

describe("mcp-view/solid: the other primitives", () => {
  let session: { host: TestHost; app: App } | undefined;
  afterEach(async () => {
    disposeRoots();
    if (session) await disconnect(session);
    session = undefined;
    html.removeAttribute("data-theme");
  });

  it("createDisplayMode shows the host's mode, the granted one after a request, and the host's again when it reports one", async () => {
    session = await connectApp("solid-display");
    const { value } = inRoot(() => createDisplayMode(session!.app));
    const [mode, request] = value;
    expect(mode()).toBe("inline");
    await expect(request("fullscreen")).resolves.toBe("fullscreen");
    expect(mode()).toBe("fullscreen");
    expect(session.host.displayRequests).toEqual(["fullscreen"]);
    await sendContext(session.host.bridge, { displayMode: "inline" });
    await vi.waitFor(() => expect(mode()).toBe("inline"));
  });

  it("createDisplayMode rejects with NOT_CONNECTED without an App", async () => {
    const { value } = inRoot(() => createDisplayMode());
    await expect(value[1]("fullscreen")).rejects.toMatchObject({ kind: "NOT_CONNECTED" });
  });

  it("createViewStateSignal shows the initial value, then the state every owner of the App shares", async () => {
    session = await connectApp("solid-view-state");
    const state = createViewState<number>(session.app);
    const a = inRoot(() => createViewStateSignal(0, session!.app)).value;
    const b = inRoot(() => createViewStateSignal(0, session!.app)).value;
    expect([a[0](), b[0]()]).toEqual([0, 0]);
    await a[1]((n) => n + 1);
    await b[1]((n) => n + 1);
    expect([a[0](), b[0](), state.get()]).toEqual([2, 2, 2]);
    const set = a[1] as unknown as (value: unknown) => Promise<void>;
    expect(() => set({ n: 1n })).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS" }));
    expect(a[0]()).toBe(2);
  });

  it("createViewStateSignal's setter throws NOT_CONNECTED without an App", () => {
    const { value } = inRoot(() => createViewStateSignal("x"));
    expect(value[0]()).toBe("x");
    expect(() => value[1]("y")).toThrow(expect.objectContaining({ kind: "NOT_CONNECTED" }));
  });

  it("createAutoResize reports the element's size, and stops observing on dispose", async () => {
    session = await connectApp("solid-resize");
    const sizes: McpUiSizeChangedParams[] = [];
    session.host.bridge.onsizechange = (size) => sizes.push(size);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, 300, this === html ? 999 : 123);
    });
    const disconnectObserver = vi.spyOn(ResizeObserver.prototype, "disconnect");
    const element = document.body.appendChild(document.createElement("div"));
    const { dispose } = inRoot(() => createAutoResize(session!.app, () => element));
    await vi.waitFor(() => expect(sizes.length).toBeGreaterThan(0));
    expect(sizes[0]!.height).toBe(123);
    const before = disconnectObserver.mock.calls.length;
    dispose();
    expect(disconnectObserver.mock.calls.length).toBe(before + 1);
    element.remove();
  });

  it("createDocumentTheme follows <html data-theme>, and disconnects its observer on dispose", async () => {
    const disconnectObserver = vi.spyOn(MutationObserver.prototype, "disconnect");
    const { value: theme, dispose } = inRoot(() => createDocumentTheme());
    expect(theme()).toBe("light");
    html.setAttribute("data-theme", "dark");
    await vi.waitFor(() => expect(theme()).toBe("dark"));
    dispose();
    expect(disconnectObserver).toHaveBeenCalledTimes(1);
  });
});
