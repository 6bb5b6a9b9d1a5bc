// mcp-view/vue's data composables: values, updates, late subscribers, a change of App, the provided
// App, the App read raw from a deep ref, and every subscription released with the scope.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defineComponent, h, nextTick, ref, shallowRef, watch } from "vue";
import type { App } from "../../../src/index.js";
import {
  injectApp,
  provideApp,
  useAppState,
  useHostContext,
  useToolInput,
  useToolInputPartial,
  useToolResult,
} from "../../../src/vue/index.js";
import { connectApp, disconnect, sendContext, type TestHost } from "../host.js";
import { countSubscriptions, inScope, mountVue } from "./support.js";

let host: TestHost;
let app: App;

beforeEach(async () => {
  ({ host, app } = await connectApp("vue-data"));
});

afterEach(() => disconnect({ host, app }));

describe("mcp-view/vue: the data composables", () => {
  it("follow tool input, result and host context, and select a part of the snapshot", async () => {
    const { value, stop } = inScope(() => ({
      input: useToolInput(app),
      result: useToolResult(app),
      context: useHostContext(app),
      status: useAppState(app, (s) => s.status),
      whole: useAppState(app),
    }));
    expect([value.input.value, value.result.value, value.status.value]).toEqual([undefined, undefined, "connected"]);
    expect(value.context.value?.theme).toBe("dark");
    await host.bridge.sendToolInput({ arguments: { city: "Oslo" } });
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "4 °C" }] });
    await sendContext(host.bridge, { theme: "light" });
    await expect.poll(() => value.context.value?.theme).toBe("light");
    expect(value.input.value).toEqual({ arguments: { city: "Oslo" } });
    expect(value.result.value?.content).toEqual([{ type: "text", text: "4 °C" }]);
    expect(value.whole.value).toBe(app.getSnapshot());
    stop();
  });

  it("gives a late subscriber the current values at once", async () => {
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "there" }] });
    await expect.poll(() => app.getSnapshot().toolResult).toBeDefined();
    const { value, stop } = inScope(() => useToolResult(app));
    expect(value.value?.content).toEqual([{ type: "text", text: "there" }]);
    stop();
  });

  it("publishes streamed partial input", async () => {
    const { value, stop } = inScope(() => useToolInputPartial(app));
    await host.bridge.sendToolInputPartial({ arguments: { step: 1 } });
    await expect.poll(() => value.value).toEqual({ arguments: { step: 1 } });
    stop();
  });

  it("changes only when the selected part does", async () => {
    let changes = 0;
    const { value, stop } = inScope(() => {
      const status = useAppState(app, (s) => s.status);
      watch(status, () => changes++, { flush: "sync" });
      return status;
    });
    await host.bridge.sendToolResult({ content: [] });
    await expect.poll(() => app.getSnapshot().toolResult).toBeDefined();
    expect([value.value, changes]).toEqual(["connected", 0]);
    await app.close();
    expect([value.value, changes]).toEqual(["closed", 1]);
    stop();
  });

  it("follow a change of the App given as a ref, and read from no App the idle snapshot", async () => {
    const other = await connectApp("vue-data-2");
    const current = shallowRef<App | null>(null);
    const { value, stop } = inScope(() => useAppState(current, (s) => s.status));
    expect(value.value).toBe("idle");
    current.value = app;
    expect(value.value).toBe("connected");
    await other.app.close();
    current.value = other.app;
    expect(value.value).toBe("closed");
    stop();
    await disconnect(other);
  });

  it("read the App through toRaw when it sits in a deep ref (no proxy of it is ever used)", async () => {
    const deep = ref<{ app: App }>({ app });
    const { value, stop } = inScope(() => useToolResult(() => deep.value.app as App)); // a deep ref unwraps the type too
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "raw" }] });
    await expect.poll(() => value.value?.content).toEqual([{ type: "text", text: "raw" }]);
    stop();
  });

  it("release every subscription when the scope ends", async () => {
    const active = countSubscriptions(app);
    const { stop } = inScope(() => [useToolInput(app), useToolResult(app), useHostContext(app), useToolInputPartial(app)]);
    expect(active()).toBe(1); // one frame store per App, however many composables read it
    stop();
    expect(active()).toBe(0);
  });

  it("read the provided App below provideApp, and injectApp returns it", async () => {
    let injected: App | null | undefined;
    const Child = defineComponent({
      setup() {
        const result = useToolResult();
        injected = injectApp().value;
        return () => h("p", result.value?.content?.[0]?.type === "text" ? result.value.content[0].text : "-");
      },
    });
    const Parent = defineComponent({ setup: () => (provideApp(app), () => h(Child)) });
    const view = mountVue(Parent);
    expect(injected).toBe(app);
    await host.bridge.sendToolResult({ content: [{ type: "text", text: "provided" }] });
    await expect.poll(async () => (await nextTick(), view.container.textContent)).toBe("provided");
    view.unmount();
  });

  it("read no App outside a component when given none (injectApp is null, no warning)", () => {
    const { value, stop } = inScope(() => ({ app: injectApp(), status: useAppState(null, (s) => s.status) }));
    expect([value.app.value, value.status.value]).toEqual([null, "idle"]);
    stop();
  });
});
