// mcp-view/svelte's App and data stores, subscribed to directly (the store contract that `$store`
// uses in Svelte 4 and 5): createApp's one handshake, its close after the last unsubscribe and its
// failure; the data stores' values, updates, late subscribers, sources (an App, a store of one,
// none) and the listeners they release.
import { afterEach, describe, expect, it, vi } from "vitest";
import { get, writable, type Readable } from "svelte/store";
import { AppError, type App } from "../../../src/index.js";
import { appState, createApp, hostContext, toolInput, toolInputPartial, toolResult } from "../../../src/svelte/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { Rpc } from "../../../src/rpc/rpc.js";
import { createLinkedTransports } from "../../support/linked.js";
import { connectApp, createHost, disconnect, HOST_CONTEXT, type TestHost } from "../host.js";
import { liveListeners, watch } from "./support.js";

let host: TestHost | undefined;
let app: App | undefined;
const stops: Array<() => void> = [];
let names = 0;

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await vi.waitFor(() => expect(registeredApps()).toBe(0));
  await disconnect({ host, app });
  host = app = undefined;
});

function watched<T>(store: Parameters<typeof watch<T>>[0]) {
  const w = watch(store);
  stops.push(w.stop);
  return w;
}

describe("createApp", () => {
  it("connects at the first subscription, once for every subscriber, and closes after the last unsubscribe", async () => {
    host = await createHost();
    const created = vi.fn<(app: App) => void>();
    const options = {
      appInfo: { name: `store-${++names}`, version: "1.0.0" },
      transport: host.transport,
      autoResize: false,
      onAppCreated: created,
    };
    const connection = createApp(options);
    expect(created).not.toHaveBeenCalled(); // nothing happens before a subscriber
    const first = watch(connection);
    const second = watch(createApp(options));
    expect(first.latest()).toEqual({ app: null, isConnected: false, error: null });
    await host.initialized;
    await vi.waitFor(() => expect(first.latest().isConnected).toBe(true));
    const made = created.mock.calls[0]![0];
    expect(first.latest().app).toBe(made); // the App itself, never a copy or a proxy
    expect(second.latest()).toEqual(first.latest());
    expect(created).toHaveBeenCalledTimes(1);
    expect(host.sent("ui/initialize")).toBe(1);
    first.stop();
    second.stop();
    expect(made.getSnapshot().status).toBe("connected"); // closed in a later task, not now
    await vi.waitFor(() => expect(made.getSnapshot().status).toBe("closed"));
    expect(host.transport.closed).toBe(true);
    expect(registeredApps()).toBe(0);
  });

  it("keeps the App for a subscriber that comes back in the same task (a remount)", async () => {
    host = await createHost();
    const connection = createApp({ appInfo: { name: `store-${++names}`, version: "1.0.0" }, transport: host.transport, autoResize: false });
    const first = watch(connection);
    await vi.waitFor(() => expect(first.latest().isConnected).toBe(true));
    const made = first.latest().app;
    first.stop();
    const again = watched(connection);
    expect(again.latest().app).toBe(made);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made!.getSnapshot().status).toBe("connected");
    expect(host.sent("ui/initialize")).toBe(1);
  });

  it("holds the HANDSHAKE_FAILED error and a null app when the host rejects ui/initialize", async () => {
    const [transport, hostEnd] = createLinkedTransports();
    const rpc = new Rpc();
    rpc.handle("ui/initialize", () => {
      throw new AppError("NOT_SUPPORTED", "no views here", { code: -32000 });
    });
    await rpc.attach(hostEnd);
    rpc.open();
    const connection = watched(createApp({ appInfo: { name: `store-${++names}`, version: "1.0.0" }, transport, autoResize: false }));
    await vi.waitFor(() => expect(connection.latest().error).toBeInstanceOf(AppError));
    expect(connection.latest()).toMatchObject({ app: null, isConnected: false, error: { kind: "HANDSHAKE_FAILED" } });
  });
});

describe("the data stores", () => {
  it("hold the current values for a late subscriber, follow updates, and notify only on a change", async () => {
    ({ host, app } = await connectApp(`data-${++names}`));
    await host.bridge.sendToolInput({ arguments: { city: "Oslo" } });
    await vi.waitFor(() => expect(app!.getSnapshot().toolInput).toBeDefined());
    const input = watched(toolInput(app));
    const result = watched(toolResult(app));
    const status = watched(appState(app, (s) => s.status));
    expect(input.values).toEqual([{ arguments: { city: "Oslo" } }]);
    expect(result.values).toEqual([undefined]);
    expect(get(hostContext(app))).toMatchObject({ theme: "dark", displayMode: "inline" });
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "4 °C" }] });
    await vi.waitFor(() => expect(result.latest()?.content).toEqual([{ type: "text", text: "4 °C" }]));
    expect(input.values).toHaveLength(1);
    expect(status.values).toEqual(["connected"]);
    expect(get(appState(app))).toBe(app.getSnapshot());
    expect(get(appState(null, (s) => s.status))).toBe("idle"); // no App: the idle snapshot
    // Without an App the stores read the context, which exists only while a component initialises.
    expect(() => appState((s) => s.status)).toThrow(expect.objectContaining({ kind: "INVALID_PARAMS" }));
  });

  it("publish streamed partial input once per animation frame", async () => {
    ({ host, app } = await connectApp(`data-${++names}`));
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const partial = watched(toolInputPartial(app));
    for (let step = 1; step <= 5; step++) await host.bridge.sendToolInputPartial({ arguments: { step } });
    await vi.waitFor(() => expect(app!.getSnapshot().toolInputPartial).toEqual({ arguments: { step: 5 } }));
    expect(partial.values).toEqual([undefined]);
    frames.splice(0).forEach((callback) => callback(0));
    expect(partial.values).toEqual([undefined, { arguments: { step: 5 } }]);
    vi.unstubAllGlobals();
  });

  it("follow the App a store holds: a writable, or createApp's store", async () => {
    ({ host, app } = await connectApp(`data-${++names}`));
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "sunny" }] });
    await vi.waitFor(() => expect(app!.getSnapshot().toolResult).toBeDefined());
    const source = writable<App | null>(null);
    const result = watched(toolResult(source));
    expect(result.latest()).toBeUndefined();
    source.set(app);
    expect(result.latest()?.content).toEqual([{ type: "text", text: "sunny" }]);
    source.set(null);
    expect(result.latest()).toBeUndefined();
    const other = await createHost();
    const connection = createApp({ appInfo: { name: `data-${++names}`, version: "1.0.0" }, transport: other.transport, autoResize: false });
    const context = watched(hostContext(connection));
    expect(context.latest()).toBeUndefined();
    await vi.waitFor(() => expect(context.latest()).toMatchObject({ theme: HOST_CONTEXT.theme }));
    context.stop();
    await vi.waitFor(() => expect(registeredApps()).toBe(0));
    await other.close();
  });

  it("release every listener on the App when the last subscriber leaves", async () => {
    ({ host, app } = await connectApp(`data-${++names}`));
    const live = liveListeners(app);
    const stores: Array<Readable<unknown>> = [toolInput(app), toolInputPartial(app), toolResult(app), hostContext(app), appState(app)];
    const subscriptions = stores.flatMap((store) => [watch(store), watch(store)]);
    expect(live()).toBe(1); // one frame store per App, shared by every store
    for (const { stop } of subscriptions) stop();
    expect(live()).toBe(0);
    expect(get(toolInput(app))).toBeUndefined();
    expect(live()).toBe(0);
  });
});
