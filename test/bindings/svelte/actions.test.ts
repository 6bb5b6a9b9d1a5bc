// mcp-view/svelte's actions and its document store, called as Svelte calls them (`action(node,
// parameter)` → `{ update, destroy }`): the host styles applied, followed and undone; the element's
// size reported and its observer stopped; the document theme followed while subscribed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { writable } from "svelte/store";
import type { App, McpUiHostContext } from "../../../src/index.js";
import { autoResize, documentTheme, hostFonts, hostStyles, hostStyleVariables } from "../../../src/svelte/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { liveListeners, watch } from "./support.js";

const html = document.documentElement;
const variable = (name: string) => html.style.getPropertyValue(name);
const fontStyles = () => document.head.querySelectorAll("style").length;
let session: { host?: TestHost; app?: App } = {};
let names = 0;

afterEach(async () => {
  await disconnect(session);
  session = {};
  html.removeAttribute("data-theme");
  html.removeAttribute("class");
});

describe("hostStyles", () => {
  it("applies the host's theme, variables and fonts, follows changes, and undoes them all on destroy", async () => {
    const { host, app } = (session = await connectApp(`styles-${++names}`));
    const live = liveListeners(app);
    const node = document.createElement("main");
    const fontsBefore = fontStyles();
    const action = hostStyles(node, app);
    expect([html.getAttribute("data-theme"), variable("--color-background-primary")]).toEqual(["dark", "rgb(1, 2, 3)"]);
    expect(fontStyles()).toBe(fontsBefore + 1);
    await sendContext(host.bridge, { styles: { variables: { "--color-background-primary": "rgb(9, 9, 9)" } } });
    await vi.waitFor(() => expect(variable("--color-background-primary")).toBe("rgb(9, 9, 9)"));
    action.destroy();
    expect([html.getAttribute("data-theme"), variable("--color-background-primary"), fontStyles()]).toEqual([null, "", fontsBefore]);
    expect(live()).toBe(0);
  });

  it("takes a store of the App and an initial context, and moves to the App given to update", async () => {
    const { app } = (session = await connectApp(`styles-${++names}`));
    const initialContext: McpUiHostContext = { theme: "light", styles: { variables: { "--color-text-primary": "rgb(4, 5, 6)" } } };
    const source = writable<App | null>(null);
    const variables = hostStyleVariables(document.body, { app: source, initialContext });
    expect([html.getAttribute("data-theme"), variable("--color-text-primary")]).toEqual(["light", "rgb(4, 5, 6)"]);
    source.set(app);
    expect([html.getAttribute("data-theme"), variable("--color-background-primary")]).toEqual(["dark", "rgb(1, 2, 3)"]);
    variables.update(null);
    expect(variable("--color-background-primary")).toBe("");
    variables.destroy();
    const fonts = hostFonts(document.body, app);
    expect(html.getAttribute("data-theme")).toBeNull(); // fonts only
    fonts.destroy();
  });
});

describe("autoResize", () => {
  it("observes the element while it is there", async () => {
    const { app } = (session = await connectApp(`resize-${++names}`));
    const stop = vi.fn();
    const setup = vi.spyOn(app, "setupSizeChangedNotifications").mockReturnValue(stop);
    const node = document.createElement("div");
    const action = autoResize(node, app);
    expect(setup).toHaveBeenCalledWith(node);
    action.update(null);
    expect(stop).toHaveBeenCalledTimes(1);
    action.update(app);
    action.destroy();
    expect([setup.mock.calls.length, stop.mock.calls.length]).toEqual([2, 2]);
  });
});

describe("documentTheme", () => {
  it("follows <html data-theme> and class=dark while subscribed", async () => {
    const theme = watch(documentTheme);
    expect(theme.latest()).toBe("light");
    html.setAttribute("data-theme", "dark");
    await vi.waitFor(() => expect(theme.latest()).toBe("dark"));
    html.removeAttribute("data-theme");
    await vi.waitFor(() => expect(theme.latest()).toBe("light"));
    html.className = "dark";
    await vi.waitFor(() => expect(theme.latest()).toBe("dark"));
    theme.stop();
    html.className = "";
    await new Promise((resolve) => setTimeout(resolve, 0)); // a mutation record would be delivered by now
    expect(theme.values).toEqual(["light", "dark", "light", "dark"]);
  });
});
