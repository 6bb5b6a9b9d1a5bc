/** @jsxRuntime classic */
/** @jsx h */
// useStore, the external-store read behind every hook: React's (useSyncExternalStore) and its Preact
// twin (the same algorithm over preact/hooks), each under its renderer.
import { afterEach, describe, expect, it } from "vitest";
import { useStore as preactUseStore } from "../../src/preact/useStore.js";
import { useStore as reactUseStore } from "../../src/react/useStore.js";
import { h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

/** A store of one value with the subscribe/getSnapshot pair useStore reads; `listeners` counts subscriptions. */
function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    listeners,
    subscribe: (fn: () => void) => (listeners.add(fn), () => void listeners.delete(fn)),
    get: () => value,
    set(next: T) {
      value = next;
      for (const fn of [...listeners]) fn();
    },
  };
}

const TWINS = [
  { renderer: RENDERERS.find((r) => r.name === "React 19")!, useStore: reactUseStore },
  { renderer: RENDERERS.find((r) => r.name === "Preact 10")!, useStore: preactUseStore },
];

describe.each(TWINS)("$renderer.name: useStore", ({ renderer, useStore }) => {
  useRenderer(renderer);
  let view: Mounted | undefined;

  afterEach(() => {
    view?.unmount();
    view = undefined;
  });

  it("renders the store's value and re-renders when the store reports a new one", async () => {
    const s = store("a");
    function Value() {
      return <i>{useStore(s.subscribe, s.get)}</i>;
    }
    view = mount(<Value />);
    expect(view.container.textContent).toBe("a");
    await run(() => s.set("b"));
    expect(view.container.textContent).toBe("b");
  });

  it("does not re-render when the store reports the same value", async () => {
    const s = store(1);
    let renders = 0;
    function Value() {
      renders++;
      return <i>{useStore(s.subscribe, s.get)}</i>;
    }
    view = mount(<Value />);
    const before = renders;
    await run(() => s.set(1));
    expect(renders).toBe(before);
  });

  it("sees a change made after render and before it subscribed", async () => {
    const s = store("first");
    function Value() {
      return <i>{useStore(s.subscribe, s.get)}</i>;
    }
    function ChangeOnCommit() {
      renderer.framework.useLayoutEffect(() => s.set("changed"), []);
      return null;
    }
    view = mount(
      <div>
        <Value />
        <ChangeOnCommit />
      </div>,
    );
    await run(() => {});
    expect(view.container.textContent).toBe("changed");
  });

  it("unsubscribes when the component unmounts", () => {
    const s = store(0);
    function Value() {
      return <i>{useStore(s.subscribe, s.get)}</i>;
    }
    view = mount(<Value />);
    expect(s.listeners.size).toBeGreaterThan(0);
    view.unmount();
    view = undefined;
    expect(s.listeners.size).toBe(0);
  });
});
