// mcp-view/vue's styling composables: host styles applied, followed and undone with the scope; the
// initial context alone while there is no App; the document theme followed; auto-resize observing
// the element given and stopping with the scope.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextTick, shallowRef } from "vue";
import type { App, McpUiSizeChangedParams } from "../../../src/index.js";
import { useAutoResize, useDocumentTheme, useHostFonts, useHostStyles, useHostStyleVariables } from "../../../src/vue/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { inScope } from "./support.js";

const html = document.documentElement;
const variable = (name: string) => html.style.getPropertyValue(name);
const fonts = () => [...document.head.querySelectorAll("style[data-mcp-host-fonts]")].map((style) => style.textContent);
const HOST_FONTS = "@font-face { font-family: Host; src: local(Arial); }";

let host: TestHost;
let app: App;

beforeEach(async () => {
  ({ host, app } = await connectApp("vue-styles"));
});

afterEach(async () => {
  await disconnect({ host, app });
  html.removeAttribute("data-theme");
  html.removeAttribute("style");
  html.removeAttribute("class");
});

describe("mcp-view/vue: host styles", () => {
  it("useHostStyles applies theme, variables and fonts, follows changes and undoes them when the scope ends", async () => {
    const { stop } = inScope(() => useHostStyles(app));
    expect([html.dataset.theme, variable("--color-background-primary"), fonts()]).toEqual(["dark", "rgb(1, 2, 3)", [HOST_FONTS]]);
    await sendContext(host.bridge, { theme: "light", styles: { variables: { "--color-background-primary": "rgb(9, 9, 9)" } } });
    await expect.poll(() => variable("--color-background-primary")).toBe("rgb(9, 9, 9)");
    expect(html.dataset.theme).toBe("light");
    stop();
    expect([html.dataset.theme, variable("--color-background-primary"), fonts()]).toEqual([undefined, "", []]);
  });

  it("useHostStyleVariables applies no fonts, useHostFonts no variables", () => {
    const variables = inScope(() => useHostStyleVariables(app));
    expect([variable("--color-background-primary"), fonts()]).toEqual(["rgb(1, 2, 3)", []]);
    variables.stop();
    const fontsOnly = inScope(() => useHostFonts(app));
    expect([variable("--color-background-primary"), fonts()]).toEqual(["", [HOST_FONTS]]);
    fontsOnly.stop();
    expect(fonts()).toEqual([]);
  });

  it("applies the initial context (a getter) while there is no App, and the App's once it comes", async () => {
    const current = shallowRef<App | null>(null);
    const initial = shallowRef({ theme: "light" as const, styles: { variables: { "--color-background-primary": "rgb(4, 4, 4)" } } });
    const { stop } = inScope(() => useHostStyles(current, () => initial.value));
    expect([html.dataset.theme, variable("--color-background-primary")]).toEqual(["light", "rgb(4, 4, 4)"]);
    initial.value = { theme: "light", styles: { variables: { "--color-background-primary": "rgb(5, 5, 5)" } } };
    expect(variable("--color-background-primary")).toBe("rgb(5, 5, 5)");
    current.value = app;
    expect([html.dataset.theme, variable("--color-background-primary")]).toEqual(["dark", "rgb(1, 2, 3)"]);
    stop();
  });
});

describe("mcp-view/vue: useDocumentTheme", () => {
  it("follows <html>'s theme and disconnects its observer when the scope ends", async () => {
    const disconnect = vi.spyOn(MutationObserver.prototype, "disconnect");
    const { value, stop } = inScope(() => useDocumentTheme());
    expect(value.value).toBe("light");
    html.dataset.theme = "dark";
    await expect.poll(() => value.value).toBe("dark");
    const before = disconnect.mock.calls.length;
    stop();
    expect(disconnect.mock.calls.length).toBe(before + 1);
  });
});

describe("mcp-view/vue: useAutoResize", () => {
  it("reports the size of the element given (a ref), and stops observing when the scope ends", async () => {
    const sizes: McpUiSizeChangedParams[] = [];
    host.bridge.onsizechange = (size) => sizes.push(size);
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 0, 300, this === html ? 999 : 123);
    });
    const disconnect = vi.spyOn(ResizeObserver.prototype, "disconnect");
    const element = shallowRef<HTMLElement | null>(null);
    const { stop } = inScope(() => useAutoResize(app, element));
    element.value = document.body.appendChild(document.createElement("div"));
    await nextTick();
    await expect.poll(() => sizes.length).toBeGreaterThan(0);
    expect(sizes.at(-1)!.height).toBe(123);
    const before = disconnect.mock.calls.length;
    stop();
    expect(disconnect.mock.calls.length).toBe(before + 1);
    element.value.remove();
  });
});
