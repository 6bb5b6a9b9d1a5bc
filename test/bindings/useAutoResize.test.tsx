/** @jsxRuntime classic */
/** @jsx h */
// useAutoResize reports an element's size while mounted (useDocumentTheme is in its own file).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, type McpUiSizeChangedParams } from "../../src/index.js";
import { connectApp, disconnect, type TestHost } from "./host.js";
import { flush, h, mount, RENDERERS, useRenderer, type Mounted } from "./renderers.js";

const html = document.documentElement;

describe.each(RENDERERS)("$name: useAutoResize", (renderer) => {
  useRenderer(renderer);
  const { useAutoResize } = renderer.hooks;
  const { useRef } = renderer.framework;
  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;

  beforeEach(async () => {
    ({ host, app } = await connectApp("resize-widget"));
  });

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await disconnect({ host, app });
  });

  function Sized() {
    const ref = useRef<HTMLDivElement>(null);
    useAutoResize(app, ref);
    return <div ref={ref} />;
  }

  it("useAutoResize reports the size of the element it is given", async () => {
    const sizes: McpUiSizeChangedParams[] = [];
    host.bridge.onsizechange = (size) => sizes.push(size);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, 300, this === html ? 999 : 123);
    });
    view = mount(<Sized />);
    await vi.waitFor(async () => {
      await flush();
      expect(sizes.length).toBeGreaterThan(0);
    });
    expect(sizes[0]!.height).toBe(123);
  });

  it("useAutoResize stops observing when the component unmounts", async () => {
    const disconnect = vi.spyOn(ResizeObserver.prototype, "disconnect");
    view = mount(<Sized />);
    await flush();
    const before = disconnect.mock.calls.length;
    view.unmount();
    view = undefined;
    expect(disconnect.mock.calls.length).toBe(before + 1);
  });
});
