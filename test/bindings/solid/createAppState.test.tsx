/** @jsxImportSource solid-js */
// The data accessors: current values at once for a late owner, updates, fine-grained notification
// (a change of one part never re-runs a reader of another), a selector, an App given as an accessor
// and followed, AppProvider/useAppContext, and every App listener released with the owner.
import { createEffect, createSignal } from "solid-js";
import { render } from "solid-js/web";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { App } from "../../../src/index.js";
import {
  AppProvider,
  createAppState,
  createHostContext,
  createToolInput,
  createToolResult,
  useAppContext,
} from "../../../src/solid/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { disposeRoots, inRoot } from "./roots.js";

describe("mcp-view/solid: the data accessors", () => {
  const sessions: { host: TestHost; app: App }[] = [];
  const open = async (name: string) => {
    const session = await connectApp(name);
    sessions.push(session);
    return session;
  };
  afterEach(async () => {
    disposeRoots();
    for (const session of sessions.splice(0)) await disconnect(session);
  });

  it("gives a late owner the current tool input and result at once, and follows updates", async () => {
    const { host, app } = await open("solid-data");
    await host.bridge.sendToolInput({ arguments: { city: "Oslo" } });
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "4 °C" }] });
    await vi.waitFor(() => expect(app.getSnapshot().toolResult).toBeDefined());
    const { value } = inRoot(() => ({ input: createToolInput(app), result: createToolResult(app), context: createHostContext(app) }));
    expect(value.input()).toEqual({ arguments: { city: "Oslo" } });
    expect(value.result()?.content).toEqual([{ type: "text", text: "4 °C" }]);
    expect(value.context()?.theme).toBe("dark");
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "5 °C" }] });
    await vi.waitFor(() => expect(value.result()?.content).toEqual([{ type: "text", text: "5 °C" }]));
  });

  it("notifies only the readers of the part that changed, and a selector's readers only when its value changes", async () => {
    const { host, app } = await open("solid-fine");
    const runs = { result: 0, status: 0, context: 0 };
    inRoot(() => {
      const result = createToolResult(app);
      const status = createAppState((s) => s.status, app);
      const context = createHostContext(app);
      createEffect(() => void (result(), runs.result++));
      createEffect(() => void (status(), runs.status++));
      createEffect(() => void (context(), runs.context++));
    });
    expect(runs).toEqual({ result: 1, status: 1, context: 1 });
    await sendContext(host.bridge, { theme: "light" });
    await vi.waitFor(() => expect(runs.context).toBe(2));
    expect(runs).toEqual({ result: 1, status: 1, context: 2 });
    await host.bridge.sendToolResult({ content: [] });
    await vi.waitFor(() => expect(runs.result).toBe(2));
    expect(runs).toEqual({ result: 2, status: 1, context: 2 });
  });

  it("follows an App given as an accessor, and reads the whole snapshot without a selector", async () => {
    const first = await open("solid-first");
    const second = await open("solid-second");
    await second.host.bridge.sendToolResult({ content: [{ type: "text", text: "second" }] });
    await vi.waitFor(() => expect(second.app.getSnapshot().toolResult).toBeDefined());
    const [app, setApp] = createSignal<App | null>(first.app);
    const { value } = inRoot(() => ({ result: createToolResult(app), state: createAppState(undefined, app) }));
    expect(value.result()).toBeUndefined();
    expect(value.state()).toBe(first.app.getSnapshot());
    setApp(second.app);
    expect(value.result()?.content).toEqual([{ type: "text", text: "second" }]);
    setApp(null);
    expect(value.state().status).toBe("idle");
  });

  it("reads the nearest AppProvider's App when given none, and follows the provider's prop", async () => {
    const first = await open("solid-provided");
    const second = await open("solid-provided-2");
    await first.host.bridge.sendToolInput({ arguments: { n: 1 } });
    await second.host.bridge.sendToolInput({ arguments: { n: 2 } });
    await vi.waitFor(() => expect(second.app.getSnapshot().toolInput).toBeDefined());
    await vi.waitFor(() => expect(first.app.getSnapshot().toolInput).toBeDefined());
    const [app, setApp] = createSignal<App>(first.app);
    let provided: App | null = null;
    function Child() {
      const input = createToolInput();
      const context = useAppContext();
      createEffect(() => (provided = context()));
      return <p>{JSON.stringify(input()?.arguments)}</p>;
    }
    const container = document.body.appendChild(document.createElement("div"));
    const dispose = render(
      () => (
        <AppProvider app={app}>
          <Child />
        </AppProvider>
      ),
      container,
    );
    expect(container.textContent).toBe('{"n":1}');
    expect(provided).toBe(first.app);
    setApp(second.app);
    expect(container.textContent).toBe('{"n":2}');
    expect(provided).toBe(second.app);
    dispose();
    container.remove();
  });

  it("releases every App subscription when its owner is disposed", async () => {
    const { app } = await open("solid-release");
    const live = new Set<() => void>();
    const subscribe = app.subscribe.bind(app);
    vi.spyOn(app, "subscribe").mockImplementation((listener) => {
      const off = subscribe(listener);
      const tracked = () => void (live.delete(tracked), off());
      live.add(tracked);
      return tracked;
    });
    const { dispose } = inRoot(() => {
      createToolResult(app);
      createToolInput(app);
      createAppState((s) => s.status, app);
    });
    expect(live.size).toBeGreaterThan(0);
    dispose();
    expect(live.size).toBe(0);
  });
});
