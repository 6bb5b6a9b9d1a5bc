/** @jsxRuntime classic */
/** @jsx h */
// useViewState over every renderer: the App's view state as [state, setState], there on first render,
// restored from the view's storage, shared by every component of one App (the view state
// createViewState made for it, else a default one), never between two Apps.
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from "vitest";
import { AppError, createViewState, openAiViewStateStorage, type App, type ViewState } from "../../src/index.js";
import { connectApp, disconnect, type TestHost } from "./host.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

describe.each(RENDERERS)("$name: useViewState", (renderer) => {
  useRenderer(renderer);
  const { AppProvider, useViewState } = renderer.hooks;

  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;
  let setters: Array<(next: number | ((previous: number) => number)) => Promise<void>>;

  beforeEach(async () => {
    localStorage.clear();
    setters = [];
    ({ host, app } = await connectApp("state-widget"));
  });

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await disconnect({ host, app });
  });

  function Counter({ app, label = "n" }: { app?: App; label?: string }) {
    const [count, setCount] = useViewState(0, app);
    setters.push(setCount);
    return <p>{`${label}=${count}`}</p>;
  }

  it("shows the initial value until state is set, then the state, in every component of the App", async () => {
    const state = createViewState<number>(app);
    view = mount(
      <AppProvider app={app}>
        <Counter label="a" />
        <Counter label="b" />
      </AppProvider>,
    );
    expect(view.container.textContent).toBe("a=0b=0");
    await run(() => setters.at(-1)!((n) => n + 1));
    await run(() => setters.at(-1)!((n) => n + 1));
    await flush();
    expect(view.container.textContent).toBe("a=2b=2");
    expect(state.get()).toBe(2);
  });

  it("shares one default view state between two components of an App that made none", async () => {
    view = mount(
      <div>
        <Counter app={app} label="a" />
        <Counter app={app} label="b" />
      </div>,
    );
    await run(() => setters[0]!(3));
    await flush();
    expect(view.container.textContent).toBe("a=3b=3");
    await run(() => setters.at(-1)!((n) => n + 1));
    await flush();
    expect(view.container.textContent).toBe("a=4b=4");
    await run(() => host.bridge.sendToolResult({ content: [], _meta: { viewUUID: "v-2" } }));
    await expect.poll(() => localStorage.getItem("mcp-view:state-widget::uuid:v-2")).toBe("4"); // the host's tools are no view-state tools: localStorage
  });

  it("keeps the state on the server with no set-up where the host has server tools and the server the view-state tools", async () => {
    const stored = new Map<string, { version: number; state?: unknown }>();
    host.tool = async ({ name, arguments: args = {} }) => {
      const uuid = String(args.viewUUID);
      const current = stored.get(uuid) ?? { version: 0 };
      if (name === "view_state_set") stored.set(uuid, { version: current.version + 1, state: args.state });
      const answer = name === "view_state_get" ? current : { version: stored.get(uuid)!.version };
      return { content: [{ type: "text", text: JSON.stringify(answer) }], structuredContent: answer };
    };
    view = mount(<Counter app={app} />);
    await run(() => host.bridge.sendToolResult({ content: [], _meta: { viewUUID: "v-9" } }));
    await expect.poll(() => host.toolCalls.map((c) => c.name)).toEqual(["view_state_get"]);
    await run(() => setters.at(-1)!(7));
    await flush();
    expect([view.container.textContent, stored.get("v-9"), localStorage.length]).toEqual(["n=7", { version: 1, state: 7 }, 0]);
  });

  it("uses the view state createViewState made before render, with its storage", async () => {
    const state: ViewState<number> = createViewState<number>(app, { storage: null });
    view = mount(
      <div>
        <Counter app={app} label="a" />
        <Counter app={app} label="b" />
      </div>,
    );
    await run(() => setters[0]!(6));
    await flush();
    expect(view.container.textContent).toBe("a=6b=6");
    expect([state.get(), state.where]).toEqual([6, "memory"]);
    await run(() => state.set(8));
    await flush();
    expect(view.container.textContent).toBe("a=8b=8");
    await run(() => host.bridge.sendToolResult({ content: [], _meta: { viewUUID: "v-3" } }));
    await expect.poll(() => app.getSnapshot().toolResult?._meta?.viewUUID).toBe("v-3");
    expect(localStorage.length).toBe(0);
  });

  it("shows state that was there before mount on the first render", async () => {
    await createViewState(app).set(5);
    const rendered: string[] = [];
    function Probe() {
      const [count] = useViewState(0, app);
      rendered.push(String(count));
      return null;
    }
    view = mount(<Probe />);
    expect(rendered[0]).toBe("5");
  });

  it("restores the state stored for the view when its tool result arrives", async () => {
    localStorage.setItem("mcp-view:state-widget::uuid:v-1", "41");
    view = mount(<Counter app={app} />);
    expect(view.container.textContent).toBe("n=0");
    await run(() => host.bridge.sendToolResult({ content: [], _meta: { viewUUID: "v-1" } }));
    await flush();
    expect(view.container.textContent).toBe("n=41");
    await run(() => setters.at(-1)!(42));
    expect(localStorage.getItem("mcp-view:state-widget::uuid:v-1")).toBe("42");
  });

  it("keeps two Apps apart", async () => {
    const other = await connectApp("state-widget");
    try {
      view = mount(
        <div>
          <Counter app={app} label="a" />
          <Counter app={other.app} label="b" />
        </div>,
      );
      await run(() => setters[0]!(7));
      await flush();
      expect(view.container.textContent).toBe("a=7b=0");
    } finally {
      await disconnect(other);
    }
  });

  it("restores ChatGPT's widget state on the first render", async () => {
    createViewState(app, { storage: openAiViewStateStorage({ widgetState: { privateContent: 9 }, setWidgetState: () => {} }) });
    view = mount(<Counter app={app} />);
    expect(view.container.textContent).toBe("n=9");
  });

  it("throws INVALID_PARAMS from the setter for a value that is not JSON, and keeps the state", async () => {
    view = mount(<Counter app={app} />);
    const set = setters.at(-1)! as unknown as (value: unknown) => Promise<void>;
    expect(() => set({ n: 1n })).toThrow(AppError);
    expect(() => set({ n: 1n })).toThrow(/is bigint/);
    await flush();
    expect(view.container.textContent).toBe("n=0");
  });

  it("throws NOT_CONNECTED from the setter without an App", () => {
    view = mount(<Counter app={undefined} />);
    expect(view.container.textContent).toBe("n=0");
    expect(() => setters.at(-1)!(1)).toThrow(/useViewState needs an App/);
  });
});

describe("useViewState types", () => {
  it("types the state from the initial value and takes a value or an updater", () => {
    const { useViewState } = RENDERERS[0]!.hooks;
    type Hook = ReturnType<typeof useViewState<{ tab: string }>>;
    expectTypeOf<Hook[0]>().toEqualTypeOf<{ tab: string }>();
    expectTypeOf<Hook[1]>().toBeCallableWith({ tab: "a" });
    expectTypeOf<Hook[1]>().toBeCallableWith((previous: { tab: string }) => ({ ...previous, tab: "b" }));
    expectTypeOf<Hook[1]>().returns.toEqualTypeOf<Promise<void>>();
    expectTypeOf<App>().not.toHaveProperty("getViewState");
  });
});
