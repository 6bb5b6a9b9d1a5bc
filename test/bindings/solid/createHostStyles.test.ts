// The styling primitives: the host's theme, CSS variables and font CSS applied while the owner lives,
// kept current, and undone when it is disposed; the initial context applied while there is no App.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { App } from "../../../src/index.js";
import { createHostFonts, createHostStyles, createHostStyleVariables } from "../../../src/solid/index.js";
import { connectApp, disconnect, HOST_CONTEXT, sendContext, type TestHost } from "../host.js";
import { disposeRoots, inRoot } from "./roots.js";

const html = document.documentElement;
const variable = (name: string) => html.style.getPropertyValue(name);
const fonts = () => [...document.head.querySelectorAll("style[data-mcp-host-fonts]")].map((style) => style.textContent);

describe("mcp-view/solid: createHostStyles", () => {
  let session: { host: TestHost; app: App } | undefined;
  afterEach(async () => {
    disposeRoots();
    if (session) await disconnect(session);
    session = undefined;
    html.removeAttribute("style");
    html.removeAttribute("data-theme");
  });

  it("applies the theme, variables and fonts, follows a change, and undoes them all on dispose", async () => {
    session = await connectApp("solid-styles");
    const { dispose } = inRoot(() => createHostStyles(session!.app));
    expect([html.getAttribute("data-theme"), variable("--color-background-primary")]).toEqual(["dark", "rgb(1, 2, 3)"]);
    expect(fonts()).toEqual([HOST_CONTEXT.styles!.css!.fonts]);
    await sendContext(session.host.bridge, { theme: "light", styles: { variables: { "--color-background-primary": "rgb(9, 9, 9)" } } });
    await vi.waitFor(() => expect(variable("--color-background-primary")).toBe("rgb(9, 9, 9)"));
    expect(html.getAttribute("data-theme")).toBe("light");
    dispose();
    expect([html.getAttribute("data-theme"), variable("--color-background-primary"), fonts()]).toEqual([null, "", []]);
  });

  it("applies only its part: variables without fonts, fonts without variables", async () => {
    session = await connectApp("solid-style-parts");
    const variables = inRoot(() => createHostStyleVariables(session!.app));
    expect([variable("--color-background-primary"), fonts()]).toEqual(["rgb(1, 2, 3)", []]);
    variables.dispose();
    inRoot(() => createHostFonts(session!.app));
    expect([variable("--color-background-primary"), fonts()]).toEqual(["", [HOST_CONTEXT.styles!.css!.fonts]]);
  });

  it("applies the initial context while there is no App", () => {
    inRoot(() => createHostStyleVariables(null, { theme: "dark", styles: { variables: { "--color-text-primary": "rgb(4, 5, 6)" } } }));
    expect([html.getAttribute("data-theme"), variable("--color-text-primary")]).toEqual(["dark", "rgb(4, 5, 6)"]);
  });
});
