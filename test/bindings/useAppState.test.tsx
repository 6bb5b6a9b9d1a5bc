/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
// The data hooks: the App's state as render input, there on first render, re-rendering only the
// components whose part of it changed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, type AppSnapshot } from "../../src/index.js";
import { fakeFrames } from "./fake-frames.js";
import { connectApp, disconnect, sendContext, type TestHost } from "./host.js";
import { flush, Fragment, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

const frames = fakeFrames();

describe.each(RENDERERS)("$name: data hooks", (renderer) => {
  useRenderer(renderer);
  const {
    AppProvider,
    useAppContext,
    useAppState,
    useDisplayMode,
    useHostContext,
    useHostStyles,
    useToolInput,
    useToolInputPartial,
    useToolResult,
  } = renderer.hooks;
  const { useLayoutEffect } = renderer.framework;

  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;

  beforeEach(async () => {
    ({ host, app } = await connectApp("data-widget"));
  });

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await disconnect({ host, app });
  });

  const text = (result: ReturnType<typeof useToolResult>) => (result?.content?.[0]?.type === "text" ? result.content[0].text : "-");

  function Result({ app }: { app?: App }) {
    return <p>{text(useToolResult(app))}</p>;
  }

  it("show a tool result that arrived before mount on the first render", async () => {
    await run(() => host.bridge.sendToolResult({ content: [{ type: "text", text: "early" }] }));
    await flush();
    view = mount(<Result app={app} />);
    expect(view.container.textContent).toBe("early");
  });

  it("re-render with a tool result that arrives after mount", async () => {
    view = mount(<Result app={app} />);
    expect(view.container.textContent).toBe("-");
    await run(() => host.bridge.sendToolResult({ content: [{ type: "text", text: "late" }] }));
    await flush();
    expect(view.container.textContent).toBe("late");
  });

  it("pick up a change that lands between render and subscription", async () => {
    const result = { jsonrpc: "2.0", method: "ui/notifications/tool-result", params: { content: [{ type: "text", text: "in between" }] } };
    const rendered: string[] = [];
    function Probe() {
      rendered.push(text(useToolResult(app)));
      return <p>{rendered.at(-1)}</p>;
    }
    function Inject() {
      useLayoutEffect(() => host.transport.inject(result), []); // after Probe rendered, before its passive effects
      return null;
    }
    view = mount(
      <>
        <Probe />
        <Inject />
      </>,
    );
    await flush();
    expect(rendered[0]).toBe("-");
    expect(view.container.textContent).toBe("in between");
  });

  it("show a 2026-07-28 result as the App took it, and keep it when the App refuses the next one (its _meta no object)", async () => {
    const sent = {
      resultType: "complete",
      content: [{ type: "text" as const, text: "18, 21" }],
      structuredContent: [18, 21],
      _meta: { "io.modelcontextprotocol/serverInfo": { name: "weather", version: "2.0.0" } },
    };
    function Raw() {
      return <p>{JSON.stringify(useToolResult(app) ?? null)}</p>;
    }
    const errors: Error[] = [];
    app.onerror = (error) => void errors.push(error);
    view = mount(<Raw />);
    await run(() => host.bridge.sendToolResult(sent));
    await flush();
    expect(JSON.parse(view.container.textContent!)).toEqual(sent);
    await run(() => host.bridge.sendToolResult({ content: [], _meta: "weather" } as never));
    await vi.waitFor(() =>
      expect(errors.map((e) => e.message)).toEqual(["Invalid ui/notifications/tool-result notification: _meta must be an object"]),
    );
    await flush();
    expect(JSON.parse(view.container.textContent!)).toEqual(sent);
  });

  it("show the tool input and the streamed partial input", async () => {
    function Input() {
      const partial = useToolInputPartial(app);
      const input = useToolInput(app);
      return <p>{`${JSON.stringify(partial?.arguments ?? null)} ${JSON.stringify(input?.arguments ?? null)}`}</p>;
    }
    view = mount(<Input />);
    await run(() => host.bridge.sendToolInputPartial({ arguments: { q: "ca" } }));
    await flush();
    await frames.next();
    expect(view.container.textContent).toBe('{"q":"ca"} null');
    await run(() => host.bridge.sendToolInput({ arguments: { q: "cats" } }));
    await flush();
    expect(view.container.textContent).toBe('{"q":"ca"} {"q":"cats"}');
  });

  it("merge host-context changes into the context from the handshake", async () => {
    function Context() {
      const context = useHostContext(app);
      return <p>{`${context?.theme} ${context?.displayMode} ${context?.styles?.variables?.["--color-background-primary"]}`}</p>;
    }
    view = mount(<Context />);
    expect(view.container.textContent).toBe("dark inline rgb(1, 2, 3)");
    await run(() => sendContext(host.bridge, { theme: "light" }));
    await flush();
    expect(view.container.textContent).toBe("light inline rgb(1, 2, 3)");
  });

  it("re-render only the components whose part of the state changed", async () => {
    const renders = { theme: 0, mode: 0, result: 0 };
    function Theme() {
      const theme = useAppState(app, (s) => s.hostContext?.theme);
      renders.theme++;
      return <i>{theme}</i>;
    }
    function Mode() {
      const [mode] = useDisplayMode(app);
      renders.mode++;
      return <i>{mode}</i>;
    }
    function ResultCount() {
      const result = useToolResult(app);
      renders.result++;
      return <i>{text(result)}</i>;
    }
    view = mount(
      <>
        <Theme />
        <Mode />
        <ResultCount />
      </>,
    );
    await flush();
    const before = { ...renders };
    await run(() => sendContext(host.bridge, { theme: "light" }));
    await flush();
    expect(view.container.textContent).toBe("lightinline-");
    expect({ mode: renders.mode - before.mode, result: renders.result - before.result }).toEqual({ mode: 0, result: 0 });
    expect(renders.theme).toBeGreaterThan(before.theme);
    const afterTheme = { ...renders };
    await run(() => host.bridge.sendToolResult({ content: [{ type: "text", text: "done" }] }));
    await flush();
    expect(view.container.textContent).toBe("lightinlinedone");
    expect({ theme: renders.theme - afterTheme.theme, mode: renders.mode - afterTheme.mode }).toEqual({ theme: 0, mode: 0 });
    expect(renders.result).toBeGreaterThan(afterTheme.result);
  });

  it("use the App of the nearest AppProvider when called without one", async () => {
    await run(() => host.bridge.sendToolResult({ content: [{ type: "text", text: "provided" }] }));
    await flush();
    let seen: App | null = null;
    function Deep() {
      seen = useAppContext();
      return <Result />;
    }
    view = mount(
      <AppProvider app={app}>
        <div>
          <Deep />
        </div>
      </AppProvider>,
    );
    expect(view.container.textContent).toBe("provided");
    expect(seen).toBe(app);
  });

  it("accept a selector as the only argument, reading the provided App", async () => {
    function Status() {
      return <p>{useAppState((s) => s.status)}</p>;
    }
    view = mount(
      <AppProvider app={app}>
        <Status />
      </AppProvider>,
    );
    expect(view.container.textContent).toBe("connected");
  });

  it("read an idle, empty snapshot while there is no App", async () => {
    let snapshot: AppSnapshot | undefined;
    function Empty() {
      snapshot = useAppState();
      return null;
    }
    view = mount(<Empty />);
    expect(snapshot).toEqual({ status: "idle" });
  });

  it("leave no subscription on a long-lived App after 1,000 mount/unmount cycles", async () => {
    const active = countSubscriptions(app);
    function All() {
      useAppState(app);
      useHostContext(app);
      useToolInput(app);
      useToolResult(app);
      useDisplayMode(app);
      useHostStyles(app);
      return null;
    }
    const whileMounted: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const cycle = mount(<All />);
      await flush();
      if (i === 0) whileMounted.push(active());
      cycle.unmount();
    }
    // one frame-store subscription for the five snapshot readers and the host-style sync, one display-mode listener
    expect(whileMounted).toEqual([2]);
    expect(active()).toBe(0);
  });
});

/** Wraps `app.subscribe` and `app.on` to count the subscriptions still open. */
function countSubscriptions(app: App): () => number {
  let open = 0;
  const track =
    <A extends unknown[]>(fn: (...args: A) => () => void) =>
    (...args: A) => {
      open++;
      const off = fn(...args);
      let done = false;
      return () => {
        if (!done) open--;
        done = true;
        off();
      };
    };
  app.subscribe = track(app.subscribe.bind(app));
  app.on = track(app.on.bind(app)) as App["on"];
  return () => open;
}
