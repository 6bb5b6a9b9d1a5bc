// The behaviour every binding shares, proven the same way for each renderer (renderers.ts): one
// handshake per frame under double mounts and hot reload; streamed partial input published at most
// once per animation frame; the App closed when its last owner unmounts; a late subscriber gets the
// current value at once; ChatGPT's deep link (`hostContext["openai/deepLink"]`) read and followed, an
// invalid one ignored. (No console output: test/setup.ts fails any test that writes to it.) Each
// renderer mounts its own probe widget (probe.ts), written in its framework's idiom on its binding,
// under the official AppBridge 2.x (host.ts), or for the deep link under mcp-view/testing's host.
import { afterEach, describe, expect, it, vi } from "vitest";
import { registeredApps } from "../../../src/bindings/registry.js";
import type { McpUiHostContext } from "../../../src/index.js";
import { createTestHost, type TestHost as KitHost } from "../../../src/testing/index.js";
import { createHost, type TestHost } from "../host.js";
import { probeText, type MountedProbe, type ProbeProps } from "./probe.js";
import { PROBE_RENDERERS } from "./renderers.js";

let names = 0;

describe.each(PROBE_RENDERERS)("$name: the bindings' shared behaviour", (renderer) => {
  let host: TestHost | undefined;
  let kit: KitHost | undefined;
  const mounted: MountedProbe[] = [];
  const partialRenders = vi.fn<() => void>();

  /** One macrotask inside the renderer's act (messages, effects, the registry's deferred close: timers of one delay run in order). */
  const settle = () => renderer.run(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

  function mount(props: Omit<ProbeProps, "onPartialRender">): MountedProbe {
    const probe = renderer.mount({ ...props, onPartialRender: partialRenders });
    mounted.push(probe);
    return probe;
  }

  function unmount(probe: MountedProbe): void {
    mounted.splice(mounted.indexOf(probe), 1);
    probe.unmount();
  }

  /** A fresh host and the props of a probe on it, with an App name of this test's own. */
  async function start() {
    host = await createHost();
    return { appInfo: { name: `probe-${++names}`, version: "1.0.0" }, transport: host.transport };
  }

  /** A test-kit host (mcp-view/testing) with `hostContext` over a transport pair, and the props of a probe on it. */
  function startKit(hostContext?: McpUiHostContext) {
    kit = createTestHost({ channel: "transport", hostContext });
    return { appInfo: { name: `probe-${++names}`, version: "1.0.0" }, transport: kit.transport };
  }

  /** Sends a host-context change from the test-kit host, and lets the probe show it. */
  async function changeContext(change: McpUiHostContext): Promise<void> {
    await renderer.run(() => kit!.setHostContext(change));
    await settle();
  }

  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const probe of mounted.splice(0)) probe.unmount();
    await settle();
    await host?.close();
    host = undefined;
    kit?.close();
    kit = undefined;
    partialRenders.mockClear();
    expect(registeredApps()).toBe(0);
  });

  it("sends one ui/initialize for two owners of one App, and keeps it through a remount in the same task (hot reload)", async () => {
    const props = await start();
    const first = mount(props);
    mount(props);
    await renderer.run(() => host!.initialized);
    await settle();
    expect(probeText(first, "status")).toBe("connected");
    unmount(first);
    const again = mount(props);
    await settle();
    expect(probeText(again, "status")).toBe("connected");
    expect(host!.sent("ui/initialize")).toBe(1);
    expect(host!.sent("ui/notifications/initialized")).toBe(1);
  });

  it("gives an owner mounted after the data arrived the current tool input and result at once", async () => {
    const props = await start();
    mount(props);
    await renderer.run(() => host!.initialized);
    await renderer.run(async () => {
      await host!.bridge.sendToolInput({ arguments: { city: "Oslo" } });
      await host!.bridge.sendToolResult({ content: [{ type: "text", text: "4 °C" }] });
    });
    await settle();
    const late = mount(props);
    expect([probeText(late, "status"), probeText(late, "input"), probeText(late, "result")]).toEqual([
      "connected",
      '{"city":"Oslo"}',
      "4 °C",
    ]);
  });

  it("publishes streamed partial input at most once per animation frame, with the latest partial", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const props = await start();
    const probe = mount(props);
    await renderer.run(() => host!.initialized);
    await settle();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] }); // the fallback timer of a hidden tab stays put
    const nextTask = () => renderer.run(() => new Promise<void>((resolve) => setImmediate(resolve)));
    for (let frame = 1; frame <= 3; frame++) {
      for (let step = 1; step <= 20; step++) {
        await renderer.run(() => host!.bridge.sendToolInputPartial({ arguments: { frame, step } }));
        await nextTask();
      }
      expect(partialRenders).toHaveBeenCalledTimes(frame - 1); // nothing of this frame's 20 yet
      await renderer.run(() => frames.splice(0).forEach((callback) => callback(performance.now())));
      expect(partialRenders).toHaveBeenCalledTimes(frame);
      expect(probeText(probe, "partial")).toBe(JSON.stringify({ frame, step: 20 }));
    }
    for (const probe of mounted.splice(0)) probe.unmount();
    await renderer.run(() => vi.runOnlyPendingTimers()); // the registry's deferred close
  });

  it("closes the App in a later task once its last owner unmounts, and not before", async () => {
    const props = await start();
    const first = mount(props);
    const second = mount(props);
    await renderer.run(() => host!.initialized);
    await settle();
    unmount(first);
    await settle();
    expect(host!.transport.closed).toBe(false);
    expect(probeText(second, "status")).toBe("connected");
    unmount(second);
    expect(host!.transport.closed).toBe(false);
    await settle();
    expect(host!.transport.closed).toBe(true);
    expect(registeredApps()).toBe(0);
  });

  it("has no deep link on a host that sends none", async () => {
    const probe = mount(startKit());
    await renderer.run(() => kit!.ready);
    await settle();
    expect([probeText(probe, "status"), probeText(probe, "deepLink")]).toEqual(["connected", "-"]);
  });

  it("reads ChatGPT's deep link from the initial host context and follows a host-context-changed with a new one", async () => {
    const props = startKit({ "openai/deepLink": { url: "/parts?tag=bolt" } });
    const probe = mount(props);
    await renderer.run(() => kit!.ready);
    await settle();
    expect(probeText(probe, "deepLink")).toBe("/parts?tag=bolt");
    await changeContext({ theme: "dark" }); // another key: the link stays
    expect(probeText(probe, "deepLink")).toBe("/parts?tag=bolt");
    await changeContext({ "openai/deepLink": { url: "/parts/hex-bolt" } });
    expect(probeText(probe, "deepLink")).toBe("/parts/hex-bolt");
    expect(probeText(mount(props), "deepLink")).toBe("/parts/hex-bolt"); // a late reader, at once
  });

  it("ignores a deep link that is not app-relative: it stays undefined, or at the last valid one", async () => {
    const probe = mount(startKit({ "openai/deepLink": { url: "//evil" } }));
    await renderer.run(() => kit!.ready);
    await settle();
    expect([probeText(probe, "status"), probeText(probe, "deepLink")]).toEqual(["connected", "-"]);
    await changeContext({ "openai/deepLink": { url: "/parts?tag=bolt" } });
    expect(probeText(probe, "deepLink")).toBe("/parts?tag=bolt");
    await changeContext({ "openai/deepLink": { url: "https://evil.example" } });
    expect(probeText(probe, "deepLink")).toBe("/parts?tag=bolt");
    await changeContext({ "openai/deepLink": { url: "//evil" } });
    expect(probeText(probe, "deepLink")).toBe("/parts?tag=bolt");
  });
});
