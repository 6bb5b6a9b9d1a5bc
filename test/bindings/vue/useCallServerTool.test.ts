// mcp-view/vue's useCallServerTool: the latest call's state as refs, isError as an error, pending
// calls aborted when the scope ends, and NOT_CONNECTED without an App.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
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
    await expect(promise).rejects.toMatchObject({ kind: "ABORTED" });
    await expect.poll(() => host.toolCalls[0]!.signal.aborted).toBe(true);
  });

  it("abort() aborts the pending call", async () => {
    host.tool = () => new Promise(() => {});
    const { value, stop } = inScope(() => useCallServerTool(app));
    const promise = value.call({ name: "slow" });
    value.abort();
    await expect(promise).rejects.toMatchObject({ kind: "ABORTED" });
    expect(value.status.value).toBe("error");
    stop();
  });

  it("rejects with NOT_CONNECTED without an App, and the error is in the refs", async () => {
    const { value, stop } = inScope(() => useCallServerTool());
    await expect(value.call({ name: "x" })).rejects.toMatchObject({ kind: "NOT_CONNECTED" });
    expect([value.status.value, value.error.value?.kind]).toEqual(["error", "NOT_CONNECTED"]);
    stop();
  });
});
