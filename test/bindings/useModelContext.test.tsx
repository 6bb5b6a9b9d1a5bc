/** @jsxRuntime classic */
/** @jsx h */
// useModelContext over every renderer: each component's keyed part of the App's model context, the
// parts of one render merged into one ui/update-model-context, a part replaced in place when its
// value changes, and removed when its component unmounts or says undefined.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, type ModelContextStatus, type ModelContextValue } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

const UPDATE = "ui/update-model-context";
const text = (t: string) => ({ type: "text" as const, text: t });

describe.each(RENDERERS)("$name: useModelContext", (renderer) => {
  useRenderer(renderer);
  const { AppProvider, useModelContext } = renderer.hooks;

  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;

  beforeEach(async () => {
    host = createTestHost();
    app = new App({ name: "context-widget", version: "1.0.0" }, {}, { autoResize: false });
    await app.connect();
    await host.ready;
  });

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await app.close();
    await host.close();
  });

  const statuses: Array<ModelContextStatus | undefined> = [];
  function Part({ name, value }: { name: string; value: ModelContextValue | undefined }) {
    statuses.push(useModelContext(name, value));
    return <p>{name}</p>;
  }

  function Widget({ parts }: { parts: Array<[string, ModelContextValue | undefined]> }) {
    return (
      <AppProvider app={app}>
        {parts.map(([name, value]) => (
          <Part key={name} name={name} value={value} />
        ))}
      </AppProvider>
    );
  }

  /** Waits (inside act: the status re-renders) until `check` holds. */
  const until = (check: () => void) => run(() => vi.waitFor(check));
  const updates = async (count: number) => {
    await until(() => expect(host.received(UPDATE)).toHaveLength(count));
    return host.received(UPDATE);
  };

  it("sends the parts of three components as one update, and removes an unmounted one's in the next", async () => {
    const three: Array<[string, ModelContextValue]> = [
      ["selection", "Selected: M6 bolt"],
      ["filters", { structuredContent: { status: "open" } }],
      ["cart", { content: [text("2 items")], structuredContent: { items: 2 } }],
    ];
    view = mount(<Widget parts={three} />);
    expect(await updates(1)).toEqual([
      { content: [text("Selected: M6 bolt"), text("2 items")], structuredContent: { filters: { status: "open" }, cart: { items: 2 } } },
    ]);
    view.unmount();
    view = mount(<Widget parts={[three[0]!, three[2]!]} />);
    await until(() =>
      expect(host.received(UPDATE).at(-1)).toEqual({
        content: [text("Selected: M6 bolt"), text("2 items")],
        structuredContent: { cart: { items: 2 } },
      }),
    );
    await until(() => expect(statuses.at(-1)).toBe("delivered"));
  });

  it("replaces a part in place on a new value, sends nothing for an equal one made anew, and removes it on undefined", async () => {
    let select!: (selected: string | undefined) => void;
    let rerender!: () => void;
    function Changing() {
      const [selected, setSelected] = renderer.framework.useState<string | undefined>("A");
      const [, setTick] = renderer.framework.useState(0);
      select = setSelected;
      rerender = () => setTick((n) => n + 1);
      return (
        <AppProvider app={app}>
          <Part name="first" value={{ content: [text("first")] }} />
          <Part name="selection" value={selected} />
          <Part name="last" value="last" />
        </AppProvider>
      );
    }
    view = mount(<Changing />);
    expect(await updates(1)).toEqual([{ content: [text("first"), text("A"), text("last")] }]);
    const renders = statuses.length;
    await run(() => rerender());
    await flush();
    expect(statuses.length).toBeGreaterThan(renders);
    expect(host.received(UPDATE)).toHaveLength(1);
    await run(() => select("B"));
    expect((await updates(2))[1]).toEqual({ content: [text("first"), text("B"), text("last")] });
    await run(() => select(undefined));
    expect((await updates(3))[2]).toEqual({ content: [text("first"), text("last")] });
  });

  it("returns undefined and sends nothing without an App", async () => {
    let seen: ModelContextStatus | undefined | "unset" = "unset";
    function Alone() {
      seen = useModelContext("a", "text");
      return <p>alone</p>;
    }
    view = mount(<Alone />);
    await run(async () => {});
    expect(seen).toBeUndefined();
    expect(host.received(UPDATE)).toEqual([]);
  });
});
