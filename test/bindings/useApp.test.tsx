/** @jsxRuntime classic */
/** @jsx h */
// useApp: one App and one handshake per iframe, whatever StrictMode and fast refresh do; closed when
// the last owner unmounts; nothing left behind after a thousand mounts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError, type App, type Transport } from "../../src/index.js";
import { Rpc } from "../../src/rpc/rpc.js";
import { registeredApps } from "../../src/bindings/registry.js";
import { createLinkedTransports } from "../support/linked.js";
import { createHost, type TestHost } from "./host.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

describe.each(RENDERERS)("$name: useApp", (renderer) => {
  useRenderer(renderer);
  const { useApp, useAutoResize, useCallServerTool, useDisplayMode, useDocumentTheme, useHostStyles, useToolInput, useToolResult } =
    renderer.hooks;
  const { useRef } = renderer.framework;
  const appInfo = { name: "use-app-widget", version: "1.0.0" };
  let host: TestHost | undefined;
  let view: Mounted | undefined;

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await flush();
    await host?.close();
    host = undefined;
  });

  function Widget({ transport, onAppCreated }: { transport: Transport; onAppCreated?: (app: App) => void }) {
    const { app, isConnected, error } = useApp({ appInfo, transport, onAppCreated, autoResize: false });
    const input = useToolInput(app);
    const result = useToolResult(app);
    if (error) return <p>{`${error.kind}: ${error.message}`}</p>;
    const text = result?.content?.[0]?.type === "text" ? result.content[0].text : "-";
    return <p>{`${isConnected ? "connected" : "connecting"} ${JSON.stringify(input?.arguments ?? null)} ${text}`}</p>;
  }

  /** Every hook at once, over an App that reports its size (observers) and is closed on unmount. */
  function Everything({ transport, onAppCreated }: { transport: Transport; onAppCreated: (app: App) => void }) {
    const { app } = useApp({ appInfo, transport, onAppCreated });
    const ref = useRef<HTMLDivElement>(null);
    useHostStyles(app, app?.getHostContext());
    useAutoResize(app, ref);
    const theme = useDocumentTheme();
    const [mode] = useDisplayMode(app);
    const { status } = useCallServerTool(app);
    return <div ref={ref}>{`${theme} ${mode} ${status}`}</div>;
  }

  /** Host that sends tool input and result once, as soon as the view is initialized. */
  function hostWithData() {
    return createHost(undefined, (bridge) => {
      void bridge.sendToolInput({ arguments: { q: "cats" } });
      void bridge.sendToolResult({ content: [{ type: "text", text: "3 cats" }] });
    });
  }

  it("sends exactly one ui/initialize (under StrictMode in React)", async () => {
    host = await createHost();
    view = mount(<Widget transport={host.transport} />);
    await run(() => host!.initialized);
    await flush();
    expect(host.sent("ui/initialize")).toBe(1);
    expect(host.sent("ui/notifications/initialized")).toBe(1);
  });

  it("returns a null app while the handshake runs, then the connected App", async () => {
    host = await createHost();
    const created = vi.fn<(app: App) => void>();
    view = mount(<Widget transport={host.transport} onAppCreated={created} />);
    expect(view.container.textContent).toBe("connecting null -");
    await run(() => host!.initialized);
    await flush();
    expect(view.container.textContent).toBe("connected null -");
    expect(created.mock.calls[0]![0].getSnapshot().status).toBe("connected");
  });

  it("calls onAppCreated once, before the App connects", async () => {
    host = await createHost();
    const statuses: string[] = [];
    view = mount(<Widget transport={host.transport} onAppCreated={(app) => statuses.push(app.getSnapshot().status)} />);
    await flush();
    expect(statuses).toEqual(["idle"]);
  });

  it("shows the tool input and result the host sent once, right after the handshake", async () => {
    host = await hostWithData();
    view = mount(<Widget transport={host.transport} />);
    await run(() => host!.initialized);
    await flush();
    expect(view.container.textContent).toBe('connected {"q":"cats"} 3 cats');
  });

  it("keeps the App, its handshake and its data when remounted within the same task (fast refresh)", async () => {
    host = await hostWithData();
    const created = vi.fn<(app: App) => void>();
    view = mount(<Widget transport={host.transport} onAppCreated={created} />);
    await flush();
    view.unmount();
    view = mount(<Widget transport={host.transport} onAppCreated={created} />);
    expect(view.container.textContent).toBe('connected {"q":"cats"} 3 cats');
    await flush();
    expect(created).toHaveBeenCalledTimes(1);
    expect(host.sent("ui/initialize")).toBe(1);
    expect(created.mock.calls[0]![0].getSnapshot().status).toBe("connected");
  });

  it("closes the App in the task after the last owner unmounts", async () => {
    host = await createHost();
    const created = vi.fn<(app: App) => void>();
    view = mount(<Widget transport={host.transport} onAppCreated={created} />);
    await flush();
    const app = created.mock.calls[0]![0];
    view.unmount();
    view = undefined;
    expect(app.getSnapshot().status).toBe("connected");
    await flush();
    expect(app.getSnapshot().status).toBe("closed");
    expect(host.transport.closed).toBe(true);
    expect(registeredApps()).toBe(0);
  });

  it("returns the HANDSHAKE_FAILED error and a null app when the host rejects ui/initialize", async () => {
    const [transport, hostEnd] = createLinkedTransports();
    const rpc = new Rpc();
    rpc.handle("ui/initialize", () => {
      throw new AppError("NOT_SUPPORTED", "no views here", { code: -32000 });
    });
    await rpc.attach(hostEnd);
    rpc.open();
    view = mount(<Widget transport={transport} />);
    await flush();
    expect(view.container.textContent).toBe("HANDSHAKE_FAILED: ui/initialize failed: MCP error -32000: no views here");
    rpc.close();
  });

  it("leaves no App, listener or observer behind after 1,000 mount/unmount cycles", async () => {
    const counts = watchGlobals();
    const apps: App[] = [];
    const whileMounted: Array<ReturnType<typeof counts>> = [];
    for (let i = 0; i < 1000; i++) {
      const cycleHost = await createHost();
      const cycle = mount(<Everything transport={cycleHost.transport} onAppCreated={(app) => apps.push(app)} />);
      await flush();
      if (i === 0) whileMounted.push(counts());
      cycle.unmount();
      await flush();
      await cycleHost.close();
    }
    // Auto-resize: a ResizeObserver, a MutationObserver and the document's load listener (loads
    // change the height without a DOM change); useAutoResize: an observer and a load listener;
    // useDocumentTheme: an observer.
    expect(whileMounted).toEqual([{ windowListeners: 2, observers: 4 }]);
    expect(apps.length).toBe(1000);
    expect(apps.filter((app) => app.getSnapshot().status !== "closed")).toEqual([]);
    expect(registeredApps()).toBe(0);
    expect(counts()).toEqual({ windowListeners: 0, observers: 0 });
  }, 120_000);
});

/** Counts window/document listeners and Resize/Mutation observers that are still attached. */
function watchGlobals(): () => { windowListeners: number; observers: number } {
  let listeners = 0;
  let observers = 0;
  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener;
    const remove = target.removeEventListener;
    // happy-dom's own selection tracking listens for selectionchange on the document once a layout
    // property is read: not the App's, so not counted.
    vi.spyOn(target, "addEventListener").mockImplementation(function (this: EventTarget, ...args) {
      if (args[0] !== "selectionchange") listeners++;
      return add.apply(this, args);
    });
    vi.spyOn(target, "removeEventListener").mockImplementation(function (this: EventTarget, ...args) {
      if (args[0] !== "selectionchange") listeners--;
      return remove.apply(this, args);
    });
  }
  for (const Observer of [ResizeObserver, MutationObserver] as Array<{
    prototype: { observe(...a: unknown[]): void; disconnect(): void };
  }>) {
    const active = new WeakSet<object>();
    const { observe, disconnect } = Observer.prototype;
    vi.spyOn(Observer.prototype, "observe").mockImplementation(function (this: object, ...args: unknown[]) {
      if (!active.has(this)) observers++;
      active.add(this);
      return observe.apply(this, args);
    });
    vi.spyOn(Observer.prototype, "disconnect").mockImplementation(function (this: object) {
      if (active.delete(this)) observers--;
      return disconnect.apply(this);
    });
  }
  return () => ({ windowListeners: listeners, observers });
}
