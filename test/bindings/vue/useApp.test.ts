// mcp-view/vue's useApp: one App per name, connected once, its state as read-only refs, released
// with its effect scope; a failed handshake lands in `error`; the App never becomes reactive.
import { afterEach, describe, expect, it } from "vitest";
import { isProxy, isReactive, nextTick, reactive, ref } from "vue";
import { AppError } from "../../../src/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { Rpc } from "../../../src/rpc/rpc.js";
import { createLinkedTransports } from "../../support/linked.js";
import { useApp } from "../../../src/vue/index.js";
import { createHost, type TestHost } from "../host.js";
import { inScope, mountVue, Setup } from "./support.js";

const later = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
let host: TestHost | undefined;

afterEach(async () => {
  await later();
  await host?.close();
  host = undefined;
  expect(registeredApps()).toBe(0);
});

describe("mcp-view/vue: useApp", () => {
  it("connects once and reports the connection as read-only refs", async () => {
    host = await createHost();
    const first = inScope(() => useApp({ appInfo: { name: "vue-app", version: "1" }, transport: host!.transport, autoResize: false }));
    const second = inScope(() => useApp({ appInfo: { name: "vue-app", version: "1" }, transport: host!.transport, autoResize: false }));
    expect([first.value.app.value, first.value.isConnected.value, first.value.error.value]).toEqual([null, false, null]);
    await host.initialized;
    await expect.poll(() => first.value.isConnected.value).toBe(true);
    expect(first.value.app.value).not.toBeNull();
    expect(second.value.app.value).toBe(first.value.app.value);
    expect(host.sent("ui/initialize")).toBe(1);
    first.stop();
    second.stop();
  });

  it("closes the App in a later task after the last scope ends, unless it is acquired again first", async () => {
    host = await createHost();
    const options = { appInfo: { name: "vue-close", version: "1" }, transport: host.transport, autoResize: false };
    const first = inScope(() => useApp(options));
    await host.initialized;
    first.stop();
    const again = inScope(() => useApp(options)); // the same task: a hot reload
    await later();
    expect(host.transport.closed).toBe(false);
    expect(again.value.isConnected.value).toBe(true);
    const app = again.value.app.value!;
    again.stop();
    expect(host.transport.closed).toBe(false);
    await later();
    expect(host.transport.closed).toBe(true);
    expect(app.getSnapshot().status).toBe("closed");
  });

  it("releases the App when its component unmounts", async () => {
    host = await createHost();
    const view = mountVue(Setup(() => useApp({ appInfo: { name: "vue-unmount", version: "1" }, transport: host!.transport })));
    await host.initialized;
    view.unmount();
    await later();
    expect(host.transport.closed).toBe(true);
  });

  it("puts a failed handshake in error, with a null app", async () => {
    const [transport, hostEnd] = createLinkedTransports();
    const rpc = new Rpc();
    rpc.handle("ui/initialize", () => {
      throw new AppError("NOT_SUPPORTED", "no views here", { code: -32000 });
    });
    await rpc.attach(hostEnd);
    rpc.open();
    const { value, stop } = inScope(() => useApp({ appInfo: { name: "vue-fail", version: "1" }, transport, autoResize: false }));
    await expect.poll(() => value.error.value?.kind).toBe("HANDSHAKE_FAILED");
    expect(value.error.value).toBeInstanceOf(AppError);
    expect([value.app.value, value.isConnected.value]).toEqual([null, false]);
    stop();
    rpc.close();
  });

  it("never lets Vue's reactivity wrap the App", async () => {
    host = await createHost();
    const { value, stop } = inScope(() => useApp({ appInfo: { name: "vue-raw", version: "1" }, transport: host!.transport }));
    await expect.poll(() => value.isConnected.value).toBe(true);
    const app = value.app.value!;
    expect(isProxy(app)).toBe(false);
    const state = reactive({ app, nested: { app } });
    const deep = ref({ app });
    expect([isReactive(state.app), isReactive(state.nested.app), isReactive(deep.value.app)]).toEqual([false, false, false]);
    for (const held of [state.app, state.nested.app, deep.value.app]) expect(held).toBe(app);
    await nextTick();
    stop();
  });

  it("throws NOT_SUPPORTED outside a component or effect scope, and acquires nothing", () => {
    expect(() => useApp({ appInfo: { name: "vue-no-scope", version: "1" } })).toThrow(
      expect.objectContaining({ kind: "NOT_SUPPORTED", message: expect.stringContaining("effectScope") }),
    );
    expect(registeredApps()).toBe(0);
  });
});
