// createApp: one App per frame, connected once, released with its owner; its accessors; a failed
// handshake in `error()`; the App itself never made reactive.
import { $PROXY } from "solid-js";
import { afterEach, describe, expect, it } from "vitest";
import { AppError, type App } from "../../../src/index.js";
import { Rpc } from "../../../src/rpc/rpc.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { createApp } from "../../../src/solid/index.js";
import { createLinkedTransports } from "../../support/linked.js";
import { createHost, type TestHost } from "../host.js";
import { disposeRoots, inRoot, nextTask } from "./roots.js";

describe("mcp-view/solid: createApp", () => {
  let host: TestHost | undefined;
  afterEach(async () => {
    disposeRoots();
    await nextTask();
    await host?.close();
    expect(registeredApps()).toBe(0);
  });

  it("connects once for two owners, hands out the App itself (no proxy), and closes after the last owner is disposed", async () => {
    host = await createHost();
    const created: App[] = [];
    const options = {
      appInfo: { name: "solid-app", version: "1" },
      transport: host.transport,
      autoResize: false,
      onAppCreated: (a: App) => created.push(a),
    };
    const first = inRoot(() => createApp(options));
    const second = inRoot(() => createApp(options));
    expect([first.value.app(), first.value.isConnected(), first.value.error()]).toEqual([null, false, null]);
    await host.initialized;
    await nextTask();
    expect(first.value.isConnected()).toBe(true);
    expect(created).toHaveLength(1);
    expect(first.value.app()).toBe(created[0]);
    expect(second.value.app()).toBe(created[0]);
    expect((created[0] as unknown as Record<symbol, unknown>)[$PROXY]).toBeUndefined();
    expect(host.sent("ui/initialize")).toBe(1);
    first.dispose();
    await nextTask();
    expect(host.transport.closed).toBe(false);
    second.dispose();
    expect(host.transport.closed).toBe(false);
    await nextTask();
    expect(host.transport.closed).toBe(true);
    expect(created[0]!.getSnapshot().status).toBe("closed");
  });

  it("lands a failed handshake in error(), with a null app", async () => {
    const [transport, hostEnd] = createLinkedTransports();
    const rpc = new Rpc();
    rpc.handle("ui/initialize", () => {
      throw new AppError("NOT_SUPPORTED", "no views here", { code: -32000 });
    });
    await rpc.attach(hostEnd);
    rpc.open();
    const { value } = inRoot(() => createApp({ appInfo: { name: "solid-failing", version: "1" }, transport, autoResize: false }));
    await expect.poll(() => value.error()?.kind).toBe("HANDSHAKE_FAILED");
    expect(value.error()).toBeInstanceOf(AppError);
    expect([value.app(), value.isConnected()]).toEqual([null, false]);
    rpc.close();
  });

  it("throws INVALID_PARAMS outside an owner, where nothing could release the App", () => {
    expect(() => createApp({ appInfo: { name: "solid-ownerless", version: "1" } })).toThrow(
      expect.objectContaining({ kind: "INVALID_PARAMS" }),
    );
    expect(registeredApps()).toBe(0);
  });
});
