// syncHostStyles(app): theme, variables and fonts from the handshake on, kept in sync, undone when the
// App closes or when the returned cleanup runs.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { App, syncHostStyles } from "../../src/index.js";
import { createHost, flush, HOST_RESULT, type HostOptions, type ScriptedHost } from "../support/host.js";

const html = document.documentElement;
const CHANGED = "ui/notifications/host-context-changed";
const fonts = () => document.querySelectorAll("style[data-mcp-host-fonts]");
const hostContext = {
  theme: "dark",
  styles: { variables: { "--color-text-primary": "red", "--font-sans": "Inter" }, css: { fonts: "@import url(a.css);" } },
};
/**
 * A host whose handshake carries `hostContext` (unless `host` says otherwise) and an App for it,
 * closed after the test; then <html> and the document's fonts are cleaned.
 */
function make(host: HostOptions = { result: { ...HOST_RESULT, hostContext } }): { app: App; host: ScriptedHost } {
  onTestFinished(() => {
    html.removeAttribute("style");
    html.removeAttribute("data-theme");
    fonts().forEach((e) => e.remove());
  });
  const scripted = createHost(host);
  const app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false });
  onTestFinished(() => app.close());
  return { app, host: scripted };
}

/** {@link make}, with `syncHostStyles(app, options)` (its cleanup also runs after the test). */
function synced(options?: Parameters<typeof syncHostStyles>[1]) {
  const view = make();
  const stop = syncHostStyles(view.app, options);
  onTestFinished(stop);
  return { ...view, stop };
}

describe("syncHostStyles with an App", () => {
  it("applies nothing without it", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
    expect(fonts()).toHaveLength(0);
  });

  it("applies theme, variables and fonts from the handshake before the first tool data is dispatched", async () => {
    const { app, host } = synced();
    const seen: unknown[] = [];
    app.ontoolinput = () =>
      seen.push([html.getAttribute("data-theme"), html.style.getPropertyValue("--font-sans"), fonts()[0]?.textContent]);
    host.rpc.listen("ui/notifications/initialized", () => host.notify("ui/notifications/tool-input", { arguments: {} }));
    await app.connect(host.view);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen).toEqual([["dark", "Inter", "@import url(a.css);"]]);
  });

  it("follows host-context-changed: theme switches, variables the host stops sending are removed", async () => {
    const { app, host } = synced();
    await app.connect(host.view);
    host.notify(CHANGED, {
      theme: "light",
      styles: { variables: { "--color-text-primary": "blue" }, css: { fonts: "@import url(a.css);" } },
    });
    await flush();
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(html.style.colorScheme).toBe("light");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("blue");
    expect(html.style.getPropertyValue("--font-sans")).toBe("");
  });

  it("replaces the fonts when the host sends new font CSS", async () => {
    const { app, host } = synced();
    await app.connect(host.view);
    host.notify(CHANGED, { styles: { css: { fonts: "@import url(b.css);" } } });
    await flush();
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.textContent).toBe("@import url(b.css);");
  });

  it("keeps the styles when a change carries no styles key", async () => {
    const { app, host } = synced();
    await app.connect(host.view);
    host.notify(CHANGED, { locale: "de-DE" });
    await flush();
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(fonts()).toHaveLength(1);
  });

  it("ignores an invalid change entirely, and applies the rest of one whose only bad field is a display mode it does not know", async () => {
    const { app, host } = synced();
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    host.notify(CHANGED, { theme: "light", containerDimensions: { maxHeight: "tall" } });
    await flush();
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(onerror).toHaveBeenCalledTimes(1);
    host.notify(CHANGED, { theme: "light", displayMode: "modal" });
    await flush();
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(onerror).toHaveBeenCalledTimes(2);
  });

  it("removes the variables, fonts and theme it applied when the App closes", async () => {
    const { app, host } = synced();
    await app.connect(host.view);
    expect(html.getAttribute("data-theme")).toBe("dark");
    await app.close();
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.colorScheme).toBe("");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
    expect(html.style.getPropertyValue("--font-sans")).toBe("");
    expect(fonts()).toHaveLength(0);
  });

  it("puts the variables on the root element given in the options", async () => {
    const root = document.createElement("main");
    const { app, host } = synced({ root });
    await app.connect(host.view);
    expect(root.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
    await app.close();
    expect(root.style.getPropertyValue("--color-text-primary")).toBe("");
  });

  it("changes nothing when the handshake fails", async () => {
    html.setAttribute("data-theme", "light");
    const { app, host } = make({
      initialize: () => {
        throw new Error("no");
      },
    });
    onTestFinished(syncHostStyles(app));
    await expect(app.connect(host.view)).rejects.toMatchObject({ kind: "HANDSHAKE_FAILED" });
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(html.getAttribute("style")).toBeNull();
    expect(fonts()).toHaveLength(0);
  });

  it("applies the current context at once when the App is already connected", async () => {
    const { app, host } = make();
    await app.connect(host.view);
    expect(html.getAttribute("data-theme")).toBeNull();
    onTestFinished(syncHostStyles(app));
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.getPropertyValue("--font-sans")).toBe("Inter");
  });

  it("undoes everything when its cleanup runs, and stops following the App", async () => {
    const { app, host, stop } = synced();
    await app.connect(host.view);
    stop();
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
    expect(fonts()).toHaveLength(0);
    host.notify(CHANGED, { theme: "light", styles: { variables: { "--x": "1" } } });
    await vi.waitFor(() => expect(app.getHostContext()?.theme).toBe("light"));
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.getPropertyValue("--x")).toBe("");
  });

  it("applies initialContext before the handshake, then the host's context", async () => {
    const { app, host } = synced({ initialContext: { theme: "light", styles: { variables: { "--early": "1" } } } });
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(html.style.getPropertyValue("--early")).toBe("1");
    await app.connect(host.view);
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(html.style.getPropertyValue("--early")).toBe("");
    expect(html.style.getPropertyValue("--font-sans")).toBe("Inter");
  });
});
