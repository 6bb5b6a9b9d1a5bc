// When the dev host judges a view (watchConformance): what a view did not send counts only once it
// has had SETTLE_GRACE_MS after the last step of its handshake, so a view slowed by a busy machine
// is not judged by the clock alone; a view that never finishes its handshake is still judged.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Finding } from "../../src/testing/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { SETTLE_GRACE_MS, watchConformance } from "../../playground/host/session/view-checks.js";

const tool = { name: "show", inputSchema: { type: "object" as const } };
const server = { tools: [tool], resources: [], reads: {} };

describe("watchConformance", () => {
  let host: TestHost;
  let judged: Finding[][];
  let iframe: HTMLIFrameElement;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    host = createTestHost({ channel: "transport" });
    iframe = document.createElement("iframe");
    judged = [];
    watchConformance(host, iframe, tool, server as never, { add: () => {}, judged: (f) => judged.push([...f]) });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await host.close();
  });

  const view = async (message: object) => {
    await host.transport.send({ jsonrpc: "2.0", ...message } as never);
    await vi.advanceTimersByTimeAsync(0);
  };
  const rules = () =>
    judged
      .at(-1)
      ?.map((f) => f.rule)
      .sort();

  it("waits SETTLE_GRACE_MS after each step of a slow handshake, and then finds nothing missing but what was", async () => {
    await host.transport.start();
    iframe.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 100);
    await view({
      id: 1,
      method: "ui/initialize",
      params: { protocolVersion: "2026-01-26", appInfo: { name: "v", version: "1" }, appCapabilities: {} },
    });
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 100);
    expect(judged).toEqual([]); // 2 × the grace after the frame loaded, but the view is still starting
    await view({ method: "ui/notifications/initialized" });
    await view({ method: "ui/notifications/size-changed", params: { width: 300, height: 200 } });
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS);
    expect(rules()).toEqual([]);
  });

  it("judges a view that sent ui/initialize and then went quiet, SETTLE_GRACE_MS after the host answered it", async () => {
    await host.transport.start();
    iframe.dispatchEvent(new Event("load"));
    await view({
      id: 1,
      method: "ui/initialize",
      params: { protocolVersion: "2026-01-26", appInfo: { name: "v", version: "1" }, appCapabilities: {} },
    });
    await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS - 100);
    expect(judged).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(rules()).toEqual(["APP-102", "APP-104"]);
  });

  it("restarts the grace once per step: a view that sends ui/initialize again and again is judged all the same", async () => {
    await host.transport.start();
    iframe.dispatchEvent(new Event("load"));
    for (let id = 1; id <= 10; id++) {
      await view({
        id,
        method: "ui/initialize",
        params: { protocolVersion: "2026-01-26", appInfo: { name: "v", version: "1" }, appCapabilities: {} },
      });
      await vi.advanceTimersByTimeAsync(SETTLE_GRACE_MS / 2);
    }
    expect(rules()).toEqual(["APP-102", "APP-104"]);
  });
});
