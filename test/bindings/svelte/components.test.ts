// mcp-view/svelte inside real components, compiled by Svelte 5 (runes mode: `$store`, `fromStore`,
// `$state`) and by Svelte 4: the App handed down with setAppContext, stores created without an App
// reading it, a server tool called from a button, the host styles applied by the action, and
// everything released when the component is destroyed. The App is never wrapped in a proxy.
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushSync, mount, unmount } from "svelte";
import { tick as tick4 } from "svelte4";
import type { App, AppConnection, CreateAppOptions } from "../../../src/svelte/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { createHost, type TestHost } from "../host.js";
import RunesWidget from "./RunesWidget.svelte";
import Svelte4Widget from "./Svelte4Widget.svelte4.svelte";

type Svelte4Component = new (options: { target: Element; props: { options: CreateAppOptions } }) => { $destroy(): void };

let host: TestHost | undefined;
let names = 0;

afterEach(async () => {
  await vi.waitFor(() => expect(registeredApps()).toBe(0));
  await host?.close();
  document.body.replaceChildren();
});

const part = (target: Element, name: string) => target.querySelector(`[data-part="${name}"]`)?.textContent;

async function startHost() {
  host = await createHost();
  const created = vi.fn<(app: App) => void>();
  const options: CreateAppOptions = {
    appInfo: { name: `widget-${++names}`, version: "1.0.0" },
    transport: host.transport,
    autoResize: false,
    onAppCreated: created,
  };
  return { options, created };
}

/** Drives one widget: result, host context, styles, a tool call from the button; then destroys it. */
async function exercise(target: Element, settle: () => Promise<void>, destroy: () => void) {
  await host!.initialized;
  await vi.waitFor(async () => {
    await settle();
    expect(part(target, "theme")).toBe("dark");
  });
  await host!.bridge.sendToolResult({ content: [{ type: "text", text: "4 °C" }] });
  await vi.waitFor(async () => {
    await settle();
    expect(part(target, "result")).toBe("4 °C");
  });
  expect(document.documentElement.style.getPropertyValue("--color-background-primary")).toBe("rgb(1, 2, 3)");
  target.querySelector("button")!.click();
  await vi.waitFor(async () => {
    await settle();
    expect(part(target, "call")).toBe("success ran greet");
  });
  expect(host!.toolCalls.map((call) => call.arguments)).toEqual([{ name: "Ada" }]);
  expect(host!.sent("ui/initialize")).toBe(1);
  destroy();
  expect(document.documentElement.style.getPropertyValue("--color-background-primary")).toBe("");
  await vi.waitFor(() => expect(host!.transport.closed).toBe(true));
}

describe("mcp-view/svelte in components", () => {
  it("Svelte 5, runes mode: context, $store, fromStore, a tool call, host styles, and the App never proxied", async () => {
    const { options, created } = await startHost();
    const connections: AppConnection[] = [];
    const target = document.body.appendChild(document.createElement("div"));
    const component = mount(RunesWidget, { target, props: { options, onConnection: (c: AppConnection) => connections.push(c) } });
    await exercise(
      target,
      async () => flushSync(),
      () => void unmount(component),
    );
    // The value went through a $state proxy; its App is still the App itself.
    expect(connections.at(-1)!.app).toBe(created.mock.calls[0]![0]);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("Svelte 4: context, $store, a tool call and host styles", async () => {
    const { options, created } = await startHost();
    const target = document.body.appendChild(document.createElement("div"));
    const component = new (Svelte4Widget as unknown as Svelte4Component)({ target, props: { options } });
    await exercise(
      target,
      () => tick4(),
      () => component.$destroy(),
    );
    expect(created).toHaveBeenCalledTimes(1);
  });
});
