/** @jsxRuntime classic */
/** @jsx h */
// The styling hooks, built on the core's syncHostStyles: theme, variables and fonts applied and kept
// current, stale variables removed, font CSS replaced, everything undone on unmount. They subscribe;
// they never take the user's on* slots.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, type McpUiHostContext } from "../../src/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "./host.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

const html = document.documentElement;
const variable = (name: string) => html.style.getPropertyValue(name);
const fonts = () => [...document.head.querySelectorAll("style[data-mcp-host-fonts]")].map((style) => style.textContent);
const theme = () => [html.getAttribute("data-theme"), html.style.colorScheme];
const HOST_FONTS = "@font-face { font-family: Host; src: local(Arial); }";

describe.each(RENDERERS)("$name: useHostStyles", (renderer) => {
  useRenderer(renderer);
  const { useHostFonts, useHostStyles, useHostStyleVariables } = renderer.hooks;
  const { useState } = renderer.framework;
  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;

  beforeEach(async () => {
    ({ host, app } = await connectApp("style-widget"));
  });

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await disconnect({ host, app });
    html.removeAttribute("data-theme");
    html.removeAttribute("style");
  });

  function Styled({ app, initial }: { app: App | null; initial?: McpUiHostContext }) {
    useHostStyles(app, initial);
    return null;
  }

  it("applies the host's theme, CSS variables and fonts from the handshake", async () => {
    view = mount(<Styled app={app} />);
    await flush();
    expect([...theme(), variable("--color-background-primary")]).toEqual(["dark", "dark", "rgb(1, 2, 3)"]);
    expect(fonts()).toEqual([HOST_FONTS]);
  });

  it("follows host-context changes", async () => {
    view = mount(<Styled app={app} />);
    await run(() => sendContext(host.bridge, { theme: "light", styles: { variables: { "--color-background-primary": "rgb(9, 9, 9)" } } }));
    await flush();
    expect([html.getAttribute("data-theme"), variable("--color-background-primary")]).toEqual(["light", "rgb(9, 9, 9)"]);
  });

  it("removes the variables the host stops sending and replaces the font CSS", async () => {
    view = mount(<Styled app={app} />);
    const next = "@font-face { font-family: Next; src: local(Arial); }";
    await run(() => sendContext(host.bridge, { styles: { variables: { "--color-text-primary": "rgb(7, 7, 7)" }, css: { fonts: next } } }));
    await flush();
    expect([variable("--color-background-primary"), variable("--color-text-primary")]).toEqual(["", "rgb(7, 7, 7)"]);
    expect(fonts()).toEqual([next]);
  });

  it("undoes everything on unmount, restoring the page's own values", async () => {
    html.style.setProperty("--color-background-primary", "white");
    html.setAttribute("data-theme", "light");
    view = mount(<Styled app={app} />);
    await flush();
    expect(theme()).toEqual(["dark", "dark"]);
    view.unmount();
    view = undefined;
    expect([html.getAttribute("data-theme"), variable("--color-background-primary")]).toEqual(["light", "white"]);
    expect(fonts()).toEqual([]);
  });

  it("applies the initial context while there is no App, then the App's once it comes", async () => {
    let connect!: (app: App) => void;
    function Later() {
      const [current, setCurrent] = useState<App | null>(null);
      connect = setCurrent;
      useHostStyles(
        current,
        current?.getHostContext() ?? { theme: "light", styles: { variables: { "--color-text-primary": "rgb(4, 5, 6)" } } },
      );
      return null;
    }
    view = mount(<Later />);
    await flush();
    expect([html.getAttribute("data-theme"), variable("--color-text-primary"), variable("--color-background-primary")]).toEqual([
      "light",
      "rgb(4, 5, 6)",
      "",
    ]);
    await run(() => connect(app));
    await flush();
    expect([html.getAttribute("data-theme"), variable("--color-text-primary"), variable("--color-background-primary")]).toEqual([
      "dark",
      "",
      "rgb(1, 2, 3)",
    ]);
  });

  it("undoes the initial context on unmount when there was never an App", async () => {
    view = mount(
      <Styled
        app={null}
        initial={{ theme: "dark", styles: { variables: { "--color-text-primary": "rgb(4, 5, 6)" }, css: { fonts: HOST_FONTS } } }}
      />,
    );
    await flush();
    expect([html.getAttribute("data-theme"), variable("--color-text-primary"), fonts()]).toEqual(["dark", "rgb(4, 5, 6)", [HOST_FONTS]]);
    view.unmount();
    view = undefined;
    expect([html.getAttribute("data-theme"), variable("--color-text-primary"), fonts()]).toEqual([null, "", []]);
  });

  it("splits the work: useHostStyleVariables applies the theme and variables, useHostFonts the fonts, each undoing its own", async () => {
    let fontsOn!: (on: boolean) => void;
    function Split() {
      const [withFonts, setWithFonts] = useState(false);
      fontsOn = setWithFonts;
      useHostStyleVariables(app);
      return withFonts ? <Fonts /> : null;
    }
    function Fonts() {
      useHostFonts(app);
      return null;
    }
    view = mount(<Split />);
    await flush();
    expect([...theme(), variable("--color-background-primary"), fonts()]).toEqual(["dark", "dark", "rgb(1, 2, 3)", []]);
    await run(() => fontsOn(true));
    await flush();
    expect(fonts()).toEqual([HOST_FONTS]);
    await run(() => fontsOn(false));
    await flush();
    expect([...theme(), variable("--color-background-primary"), fonts()]).toEqual(["dark", "dark", "rgb(1, 2, 3)", []]);
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

  it("undoes everything when the App closes", async () => {
    view = mount(<Styled app={app} />);
    await flush();
    await run(() => app.close());
    expect([html.getAttribute("data-theme"), variable("--color-background-primary"), fonts()]).toEqual([null, "", []]);
  });
});
