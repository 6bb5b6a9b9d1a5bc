/** @jsxImportSource preact */
// The official-compatible hooks: host styles, fonts, auto-resize and document theme. They listen;
// they never take the user's on* slots.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRef } from "preact/hooks";
import { App, type McpUiHostContext, type McpUiSizeChangedParams } from "../../src/index.js";
import { useAutoResize, useDocumentTheme, useHostFonts, useHostStyles, useHostStyleVariables } from "../../src/preact/index.js";
import { createHost, sendContext, type TestHost } from "../react/host.js";
import { flush, forbidConsole, mount, run, type Mounted } from "./render.js";

forbidConsole();

let host: TestHost;
let app: App;
let view: Mounted | undefined;
const html = document.documentElement;
const background = () => html.style.getPropertyValue("--color-background-primary");
const fonts = () => document.getElementById("__mcp-host-fonts")?.textContent;

beforeEach(async () => {
  host = await createHost();
  app = new App({ name: "style-widget", version: "1.0.0" }, {}, { autoResize: false });
  await run(() => app.connect(host.transport));
  await run(() => host.initialized);
});

afterEach(async () => {
  view?.unmount();
  view = undefined;
  await app.close();
  await host.close();
  html.removeAttribute("data-theme");
  html.removeAttribute("style");
  html.className = "";
  document.getElementById("__mcp-host-fonts")?.remove();
});

function Styled({ app, initial }: { app: App | null; initial?: McpUiHostContext }) {
  useHostStyles(app, initial);
  return null;
}

describe("useHostStyles", () => {
  it("applies the host's theme, CSS variables and fonts from the handshake", async () => {
    view = mount(<Styled app={app} />);
    await flush();
    expect([html.getAttribute("data-theme"), html.style.colorScheme, background()]).toEqual(["dark", "dark", "rgb(1, 2, 3)"]);
    expect(fonts()).toBe("@font-face { font-family: Host; src: local(Arial); }");
  });

  it("follows host-context changes", async () => {
    view = mount(<Styled app={app} />);
    await run(() => sendContext(host.bridge, { theme: "light", styles: { variables: { "--color-background-primary": "rgb(9, 9, 9)" } } }));
    await flush();
    expect([html.getAttribute("data-theme"), background()]).toEqual(["light", "rgb(9, 9, 9)"]);
  });

  it("applies the initial context at mount while there is no App", async () => {
    view = mount(<Styled app={null} initial={{ theme: "light", styles: { variables: { "--color-text-primary": "rgb(4, 5, 6)" } } }} />);
    await flush();
    expect([html.getAttribute("data-theme"), html.style.getPropertyValue("--color-text-primary")]).toEqual(["light", "rgb(4, 5, 6)"]);
  });

  it("never takes the user's onhostcontextchanged slot", async () => {
    const mine = vi.fn();
    app.onhostcontextchanged = mine;
    await flush();
    mine.mockClear();
    function Both() {
      useHostStyleVariables(app);
      useHostFonts(app);
      return null;
    }
    view = mount(<Both />);
    await run(() => sendContext(host.bridge, { theme: "light" }));
    await flush();
    expect(app.onhostcontextchanged).toBe(mine);
    expect(mine.mock.calls).toEqual([[{ theme: "light" }]]);
    expect(html.getAttribute("data-theme")).toBe("light");
  });
});

describe("useAutoResize", () => {
  it("reports the size of the element it is given", async () => {
    const sizes: McpUiSizeChangedParams[] = [];
    host.bridge.onsizechange = (size) => sizes.push(size);
    function Sized() {
      const ref = useRef<HTMLDivElement>(null);
      useAutoResize(app, ref);
      return <div ref={ref} />;
    }
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, 300, this === html ? 999 : 123);
    });
    view = mount(<Sized />);
    await vi.waitFor(() => expect(sizes.length).toBeGreaterThan(0));
    expect(sizes[0]!.height).toBe(123);
  });

  it("stops observing when the component unmounts", async () => {
    const disconnect = vi.spyOn(ResizeObserver.prototype, "disconnect");
    function Sized() {
      const ref = useRef<HTMLDivElement>(null);
      useAutoResize(app, ref);
      return <div ref={ref} />;
    }
    view = mount(<Sized />);
    const before = disconnect.mock.calls.length;
    view.unmount();
    view = undefined;
    expect(disconnect.mock.calls.length).toBe(before + 1);
  });
});

describe("useDocumentTheme", () => {
  it("re-renders when the document's theme changes", async () => {
    function Theme() {
      return <p>{useDocumentTheme()}</p>;
    }
    view = mount(<Theme />);
    expect(view.container.textContent).toBe("light");
    await run(() => html.setAttribute("data-theme", "dark"));
    await flush();
    expect(view.container.textContent).toBe("dark");
    await run(() => html.removeAttribute("data-theme"));
    await flush();
    expect(view.container.textContent).toBe("light");
    await run(() => html.classList.add("dark"));
    await flush();
    expect(view.container.textContent).toBe("dark");
  });
});
