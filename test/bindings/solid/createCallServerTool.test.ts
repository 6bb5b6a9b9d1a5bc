// createCallServerTool: the latest call's state as accessors, an isError result as REMOTE_ERROR,
// NOT_CONNECTED without an App, and every pending call aborted when the owner is disposed.
import { afterEach, describe, expect, it } from "vitest";
import type { App } from "../../../src/index.js";
import { createCallServerTool } from "../../../src/solid/index.js";
import { connectApp, disconnect, type TestHost } from "../host.js";
import { disposeRoots, inRoot } from "./roots.js";

describe("mcp-view/solid: createCallServerTool", () => {
  let session: { host: TestHost; app: App } | undefined;
  afterEach(async () => {
    disposeRoots();
    if (session) await disconnect(session);
    session = undefined;
  });

  it("tracks a call from pending to success, and an isError result as a REMOTE_ERROR", async () => {
    session = await connectApp("solid-calls");
    const { value: tool } = inRoot(() => createCallServerTool(session!.app));
    expect([tool.status(), tool.result(), tool.error()]).toEqual(["idle", undefined, undefined]);
    const done = tool.call({ name: "refresh", arguments: { n: 1 } });
    expect(tool.status()).toBe("pending");
    await expect(done).resolves.toEqual({ content: [{ type: "text", text: "ran refresh" }] });
    expect([tool.status(), tool.result()?.content]).toEqual(["success", [{ type: "text", text: "ran refresh" }]]);
    expect(session.host.toolCalls.map((c) => [c.name, c.arguments])).toEqual([["refresh", { n: 1 }]]);
    session.host.tool = async () => ({ isError: true, content: [{ type: "text", text: "boom" }] });
    await tool.call({ name: "fail" });
    expect([tool.status(), tool.error()?.kind, tool.error()?.message]).toEqual([
      "error",
      "REMOTE_ERROR",
      "Tool fail returned isError: boom",
    ]);
  });

  it("rejects with NOT_CONNECTED without an App, and reports it", async () => {
    const { value: tool } = inRoot(() => createCallServerTool());
    await expect(tool.call({ name: "x" })).rejects.toMatchObject({ kind: "NOT_CONNECTED" });
    expect([tool.status(), tool.error()?.kind]).toEqual(["error", "NOT_CONNECTED"]);
  });

  it("aborts a pending call when its owner is disposed, and the host sees the cancellation", async () => {
    session = await connectApp("solid-abort");
    session.host.tool = (call) => new Promise((_, reject) => call.signal.addEventListener("abort", () => reject(new Error("cancelled"))));
    const { value: tool, dispose } = inRoot(() => createCallServerTool(session!.app));
    const pending = tool.call({ name: "slow" });
    await expect.poll(() => session!.host.toolCalls.length).toBe(1);
    dispose();
    await expect(pending).rejects.toMatchObject({ kind: "ABORTED" });
    await expect.poll(() => session!.host.toolCalls[0]!.signal.aborted).toBe(true);
    expect(tool.status()).toBe("pending"); // a disposed owner is told nothing more
  });
});
