// mcp-view/vue's useCallServerTool: the latest call's state as refs, isError as an error, pending
// calls aborted when the scope ends, NOT_CONNECTED without an App, and a failed call from a click
// handler that Vue never reports as an unhandled error.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp, defineComponent, h } from "vue";
import type { App } from "../../../src/index.js";
import { useCallServerTool } from "../../../src/vue/index.js";
import { connectApp, disconnect, type TestHost } from "../host.js";
import { inScope } from "./support.js";

let host: TestHost;
let app: App;

beforeEach(async () => {
  ({ host, app } = await connectApp("vue-calls"));
});

afterEach(() => disconnect({ host, app }));

describe("mcp-view/vue: useCallServerTool", () => {
  it("goes idle → pending → success with the result", async () => {
    const { value, stop } = inScope(() => useCallServerTool(app));
    expect(value.status.value).toBe("idle");
    const promise = value.call({ name: "refresh", arguments: { a: 1 } });
    expect(value.status.value).toBe("pending");
    const result = await promise;
    expect([value.status.value, value.result.value, value.error.value]).toEqual(["success", result, undefined]);
    expect(host.toolCalls.map((c) => [c.name, c.arguments])).toEqual([["refresh", { a: 1 }]]);
    stop();
  });

  it("reports an isError result as REMOTE_ERROR and keeps the result", async () => {
    host.tool = async () => ({ isError: true, content: [{ type: "text", text: "nope" }] });
    const { value, stop } = inScope(() => useCallServerTool(app));
    await value.call({ name: "broken" });
    expect(value.status.value).toBe("error");
    expect(value.error.value?.kind).toBe("REMOTE_ERROR");
    expect(value.result.value?.isError).toBe(true);
    stop();
  });

  it("aborts every pending call when the scope ends", async () => {
    host.tool = () => new Promise(() => {});
    const { value, stop } = inScope(() => useCallServerTool(app));
    const promise = value.call({ name: "slow" });
    await expect.poll(() => host.toolCalls.length).toBe(1);
    stop();
    await expect(promise).resolves.toBeUndefined();
    await expect.poll(() => host.toolCalls[0]!.signal.aborted).toBe(true);
  });

  it("abort() aborts the pending call", async () => {
    host.tool = () => new Promise(() => {});
    const { value, stop } = inScope(() => useCallServerTool(app));
    const promise = value.call({ name: "slow" });
    value.abort();
    await expect(promise).resolves.toBeUndefined();
    expect([value.status.value, value.error.value?.kind]).toEqual(["error", "ABORTED"]);
    stop();
  });

  it("resolves with undefined without an App, and the NOT_CONNECTED error is in the refs", async () => {
    const { value, stop } = inScope(() => useCallServerTool());
    await expect(value.call({ name: "x" })).resolves.toBeUndefined();
    expect([value.status.value, value.error.value?.kind]).toEqual(["error", "NOT_CONNECTED"]);
    stop();
  });

  it('never hands Vue a rejection from @click="call(…)": the failure is in the refs only', async () => {
    host.tool = async () => {
      throw new Error("the server is down");
    };
    // What the SFC compiler makes of `@click="call(…)"` (the handler returns what `call` returns),
    // and a control whose handler rejects, so that Vue's reporting is seen to work.
    const Widget = defineComponent({
      setup() {
        const { call, status, error } = useCallServerTool(app);
        return () =>
          h("div", [
            h("button", { id: "call", onClick: () => call({ name: "greet" }) }),
            h("button", { id: "control", onClick: () => Promise.reject(new Error("control")) }),
            h("p", `${status.value}: ${error.value?.message ?? ""}`),
          ]);
      },
    });
    const reported: unknown[] = [];
    const container = document.body.appendChild(document.createElement("div"));
    const vue = createApp(Widget);
    vue.config.errorHandler = (err) => void reported.push(err);
    vue.mount(container);
    try {
      container.querySelector<HTMLButtonElement>("#call")!.click();
      await vi.waitFor(() => expect(container.querySelector("p")!.textContent).toMatch(/^error: .*the server is down/));
      container.querySelector<HTMLButtonElement>("#control")!.click();
      await vi.waitFor(() => expect(reported).not.toEqual([]));
      expect(reported.map((err) => (err as Error).message)).toEqual(["control"]);
    } finally {
      vue.unmount();
      container.remove();
    }
  });
});
