// The App's hostStyles option (a createHostStyleSync()): theme, variables and fonts from the handshake on,
// kept in sync, undone on close.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, AppError, createHostStyleSync, type HostStyleSync } from "../../src/index.js";
import { forbidConsole } from "../support/console.js";
import { createHost, flush, HOST_RESULT, type ScriptedHost } from "../support/host.js";

forbidConsole();

const html = document.documentElement;
const CHANGED = "ui/notifications/host-context-changed";
const fonts = () => document.querySelectorAll("#__mcp-host-fonts");
const hostContext = {
  theme: "dark",
  styles: { variables: { "--color-text-primary": "red", "--font-sans": "Inter" }, css: { fonts: "@import url(a.css);" } },
};
let app: App;
let host: ScriptedHost;

function make(hostStyles: HostStyleSync = createHostStyleSync()) {
  host = createHost({ result: { ...HOST_RESULT, hostContext } });
  app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false, hostStyles });
}

afterEach(async () => {
  await app?.close();
  html.removeAttribute("style");
  html.removeAttribute("data-theme");
  fonts().forEach((e) => e.remove());
});

describe("hostStyles option", () => {
  it("applies nothing without the option", async () => {
    host = createHost({ result: { ...HOST_RESULT, hostContext } });
    app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false });
    await app.connect(host.view);
    expect(html.getAttribute("data-theme")).toBeNull();
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
    expect(fonts()).toHaveLength(0);
  });

  it("applies theme, variables and fonts from the handshake before the first tool data is dispatched", async () => {
    make();
    const seen: unknown[] = [];
    app.ontoolinput = () => seen.push([html.getAttribute("data-theme"), html.style.getPropertyValue("--color-text-primary"), fonts()[0]?.textContent]);
    app.onhostcontextchanged = () => seen.push(html.style.getPropertyValue("--font-sans"));
    host.rpc.listen("ui/notifications/initialized", () => host.notify("ui/notifications/tool-input", { arguments: {} }));
    await app.connect(host.view);
    await flush();
    expect(seen).toEqual(["Inter", ["dark", "red", "@import url(a.css);"]]);
  });

  it("follows host-context-changed: theme switches, variables the host stops sending are removed", async () => {
    make();
    await app.connect(host.view);
    host.notify(CHANGED, { theme: "light", styles: { variables: { "--color-text-primary": "blue" }, css: { fonts: "@import url(a.css);" } } });
    await flush();
    expect(html.getAttribute("data-theme")).toBe("light");
    expect(html.style.colorScheme).toBe("light");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("blue");
    expect(html.style.getPropertyValue("--font-sans")).toBe("");
  });

  it("replaces the fonts when the host sends new font CSS", async () => {
    make();
    await app.connect(host.view);
    host.notify(CHANGED, { styles: { css: { fonts: "@import url(b.css);" } } });
    await flush();
    expect(fonts()).toHaveLength(1);
    expect(fonts()[0]!.textContent).toBe("@import url(b.css);");
  });

  it("keeps the styles when a change carries no styles key", async () => {
    make();
    await app.connect(host.view);
    host.notify(CHANGED, { locale: "de-DE" });
    await flush();
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(fonts()).toHaveLength(1);
  });

  it("ignores an invalid change entirely", async () => {
    make();
    const onerror = vi.fn();
    app.onerror = onerror;
    await app.connect(host.view);
    host.notify(CHANGED, { theme: "light", displayMode: "modal" });
    await flush();
    expect(html.getAttribute("data-theme")).toBe("dark");
    expect(onerror).toHaveBeenCalledTimes(1);
  });

  it("removes the variables, fonts and theme it applied when the App closes", async () => {
    make();
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
    make(createHostStyleSync({ root }));
    await app.connect(host.view);
    expect(root.style.getPropertyValue("--color-text-primary")).toBe("red");
    expect(html.style.getPropertyValue("--color-text-primary")).toBe("");
    await app.close();
    expect(root.style.getPropertyValue("--color-text-primary")).toBe("");
  });

  it("rejects a value that is not a style sync, naming the fix (true was the option's old form)", () => {
    for (const value of [true, { root: html }, "yes"]) {
      const create = () => new App({ name: "view", version: "1.0.0" }, {}, { hostStyles: value as never });
      expect(create).toThrow(AppError);
      expect(create).toThrow("The hostStyles option takes createHostStyleSync(), as in { hostStyles: createHostStyleSync() }");
    }
    expect(() => new App({ name: "view", version: "1.0.0" }, {}, { hostStyles: undefined })).not.toThrow();
  });

  it("drives any { update, undo }: the handshake context, each change, then undo on close", async () => {
    const calls: unknown[] = [];
    make({ update: (context) => calls.push(["update", context]), undo: () => calls.push("undo") });
    await app.connect(host.view);
    host.notify(CHANGED, { theme: "light" });
    await flush();
    await app.close();
    expect(calls).toEqual([["update", hostContext], ["update", { theme: "light" }], "undo"]);
  });

  it("neither applies nor undoes anything when the handshake fails", async () => {
    const sync = { update: vi.fn(), undo: vi.fn() };
    host = createHost({
      initialize: () => {
        throw new Error("no");
      },
    });
    app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false, hostStyles: sync });
    await expect(app.connect(host.view)).rejects.toMatchObject({ code: "HANDSHAKE_FAILED" });
    await app.close();
    expect(sync.update).not.toHaveBeenCalled();
    expect(sync.undo).not.toHaveBeenCalled();
  });
});
