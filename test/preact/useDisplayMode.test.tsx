/** @jsxImportSource preact */
// useDisplayMode: the mode in effect, and requests for modes the host offers only.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { App, AppError, type McpUiDisplayMode } from "../../src/index.js";
import { useDisplayMode } from "../../src/preact/index.js";
import { createHost, sendContext, type TestHost } from "../react/host.js";
import { flush, forbidConsole, mount, run, type Mounted } from "./render.js";

forbidConsole();

let host: TestHost;
let app: App;
let view: Mounted | undefined;
let request: (mode: McpUiDisplayMode) => Promise<McpUiDisplayMode>;

beforeEach(async () => {
  host = await createHost();
  app = new App({ name: "mode-widget", version: "1.0.0" }, { availableDisplayModes: ["inline", "fullscreen", "pip"] }, { autoResize: false });
  await run(() => app.connect(host.transport));
  await run(() => host.initialized);
});

afterEach(async () => {
  view?.unmount();
  view = undefined;
  await app.close();
  await host.close();
});

function Mode({ app }: { app: App | null }) {
  const [mode, ask] = useDisplayMode(app);
  request = ask;
  return <p>{String(mode)}</p>;
}

describe("useDisplayMode", () => {
  it("shows the host's display mode", () => {
    view = mount(<Mode app={app} />);
    expect(view.container.textContent).toBe("inline");
  });

  it("requests a mode the host offers and shows the mode granted", async () => {
    view = mount(<Mode app={app} />);
    const granted = await run(() => request("fullscreen"));
    expect(granted).toBe("fullscreen");
    expect(host.displayRequests).toEqual(["fullscreen"]);
    expect(view.container.textContent).toBe("fullscreen");
  });

  it("does not request a mode the host does not offer, and resolves with the current mode", async () => {
    view = mount(<Mode app={app} />);
    const granted = await run(() => request("pip"));
    await flush();
    expect(granted).toBe("inline");
    expect(host.sent("ui/request-display-mode")).toBe(0);
    expect(view.container.textContent).toBe("inline");
  });

  it("follows the host context once it reports a display mode after the answer", async () => {
    view = mount(<Mode app={app} />);
    await run(() => request("fullscreen"));
    await run(() => sendContext(host.bridge, { displayMode: "inline" }));
    await flush();
    expect(view.container.textContent).toBe("inline");
  });

  it("keeps the granted mode when a host-context change carries no display mode", async () => {
    view = mount(<Mode app={app} />);
    await run(() => request("fullscreen"));
    await run(() => sendContext(host.bridge, { theme: "light" }));
    await flush();
    expect(view.container.textContent).toBe("fullscreen");
  });

  it("shows undefined and rejects requests with NOT_CONNECTED while there is no App", async () => {
    view = mount(<Mode app={null} />);
    const error = await run(() => request("fullscreen").then(() => new AppError("INVALID_PARAMS", "resolved"), (e: AppError) => e));
    expect(view.container.textContent).toBe("undefined");
    expect([error.code, error.message]).toEqual(["NOT_CONNECTED", "Cannot request display mode fullscreen: no App"]);
  });
});
