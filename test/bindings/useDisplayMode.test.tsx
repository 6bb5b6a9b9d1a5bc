/** @jsxRuntime classic */
/** @jsx h */
// useDisplayMode: the mode in effect, and requests that go through the core's one policy
// (`App.requestDisplayMode`): a mode the host does not list is never sent.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, AppError, type McpUiDisplayMode, type McpUiHostContext } from "../../src/index.js";
import { connectApp, disconnect, HOST_CONTEXT, sendContext, type TestHost } from "./host.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

describe.each(RENDERERS)("$name: useDisplayMode", (renderer) => {
  useRenderer(renderer);
  const { useDisplayMode } = renderer.hooks;
  let host: TestHost | undefined;
  let app: App;
  let view: Mounted | undefined;
  let request: (mode: McpUiDisplayMode) => Promise<McpUiDisplayMode>;

  /** Connects an App to a host with `context` and mounts the probe over it. */
  async function start(context: McpUiHostContext = HOST_CONTEXT): Promise<void> {
    ({ host, app } = await connectApp("mode-widget", context, { availableDisplayModes: ["inline", "fullscreen", "pip"] }));
    view = mount(<Mode app={app} />);
  }

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await disconnect({ host, app });
    host = undefined;
  });

  function Mode({ app }: { app: App | null }) {
    const [mode, ask] = useDisplayMode(app);
    request = ask;
    return <p>{String(mode)}</p>;
  }

  const shown = () => view!.container.textContent;

  it("shows the host's display mode", async () => {
    await start();
    expect(shown()).toBe("inline");
  });

  it("requests a mode the host offers and shows the mode granted", async () => {
    await start();
    const granted = await run(() => request("fullscreen"));
    expect(granted).toBe("fullscreen");
    expect(host!.displayRequests).toEqual(["fullscreen"]);
    expect(shown()).toBe("fullscreen");
  });

  it("does not request a mode the host does not offer, and resolves with the current mode", async () => {
    await start();
    const granted = await run(() => request("pip"));
    expect(granted).toBe("inline");
    expect(shown()).toBe("inline");
    // A request the host does get: had "pip" been sent, it would have reached the host first.
    await run(() => request("fullscreen"));
    expect(host!.displayRequests).toEqual(["fullscreen"]);
    expect(host!.sent("ui/request-display-mode")).toBe(1);
  });

  it("asks a host that lists no availableDisplayModes, as the core does, and shows the mode it grants", async () => {
    const { availableDisplayModes: _, ...unlisted } = HOST_CONTEXT;
    await start(unlisted);
    const granted = await run(() => request("fullscreen"));
    await flush();
    expect(host!.sent("ui/request-display-mode")).toBe(1);
    expect(shown()).toBe(granted);
  });

  it("leaves the decision to App.requestDisplayMode: every request goes through it", async () => {
    await start();
    const core = vi.spyOn(app, "requestDisplayMode");
    await run(() => request("pip"));
    await run(() => request("fullscreen"));
    expect(core.mock.calls.map(([params]) => params)).toEqual([{ mode: "pip" }, { mode: "fullscreen" }]);
  });

  it("rejects with the host's error and keeps showing the current mode", async () => {
    await start();
    host!.display = async () => {
      throw new Error("not now");
    };
    const error = await run(() =>
      request("fullscreen").then(
        () => new AppError("INVALID_PARAMS", "resolved"),
        (e: AppError) => e,
      ),
    );
    expect([error.kind, error.message]).toEqual(["REMOTE_ERROR", "MCP error -32603: not now"]);
    expect(shown()).toBe("inline");
  });

  it("follows the host context once it reports a display mode after the answer", async () => {
    await start();
    await run(() => request("fullscreen"));
    await run(() => sendContext(host!.bridge, { displayMode: "inline" }));
    await flush();
    expect(shown()).toBe("inline");
  });

  it("keeps the granted mode when a host-context change carries no display mode", async () => {
    await start();
    await run(() => request("fullscreen"));
    await run(() => sendContext(host!.bridge, { theme: "light" }));
    await flush();
    expect(shown()).toBe("fullscreen");
  });

  it("shows undefined and rejects requests with NOT_CONNECTED while there is no App", async () => {
    view = mount(<Mode app={null} />);
    const error = await run(() =>
      request("fullscreen").then(
        () => new AppError("INVALID_PARAMS", "resolved"),
        (e: AppError) => e,
      ),
    );
    expect(shown()).toBe("undefined");
    expect([error.kind, error.message]).toEqual(["NOT_CONNECTED", "Cannot request display mode fullscreen: no App"]);
  });
});
