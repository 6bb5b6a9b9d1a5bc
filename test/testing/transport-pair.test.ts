// createTransportPair on its own: two in-memory ends that structured-clone what they send and
// deliver it a microtask later, as postMessage does, and refuse to send once closed.
import { describe, expect, it } from "vitest";
import { createTransportPair } from "../../src/testing/index.js";

describe("createTransportPair", () => {
  it("links two ends that clone and deliver a microtask later", async () => {
    const [view, hostEnd] = createTransportPair("https://o.example");
    const got: unknown[] = [];
    hostEnd.onmessage = (m, extra) => got.push([m, extra]);
    await view.start();
    await hostEnd.start();
    const message = { jsonrpc: "2.0" as const, method: "x", params: { n: 1 } };
    const sent = view.send(message);
    message.params.n = 2;
    expect(got).toEqual([]);
    await sent;
    expect(got).toEqual([[{ jsonrpc: "2.0", method: "x", params: { n: 1 } }, { origin: "https://o.example" }]]);
  });

  it("a closed end of a pair refuses to send and its peer drops what arrives after it closed", async () => {
    const [view, hostEnd] = createTransportPair();
    const got: unknown[] = [];
    hostEnd.onmessage = (m) => got.push(m);
    await hostEnd.start();
    await view.start();
    await hostEnd.close();
    await view.send({ jsonrpc: "2.0", method: "x" });
    await expect(hostEnd.send({ jsonrpc: "2.0", method: "y" })).rejects.toThrow("Cannot send y: the transport is closed");
    expect(got).toEqual([]);
  });

  it("delivers nothing to an end that has not started", async () => {
    const [view, hostEnd] = createTransportPair();
    const got: unknown[] = [];
    hostEnd.onmessage = (m) => got.push(m);
    await view.start();
    await view.send({ jsonrpc: "2.0", method: "early" });
    await hostEnd.start();
    await view.send({ jsonrpc: "2.0", method: "late" });
    expect(got).toEqual([{ jsonrpc: "2.0", method: "late" }]);
  });

  it("reports http://localhost as the origin by default, and calls onclose once on close", async () => {
    const [view, hostEnd] = createTransportPair();
    const origins: unknown[] = [];
    let closes = 0;
    hostEnd.onmessage = (_, extra) => origins.push(extra?.origin);
    hostEnd.onclose = () => void closes++;
    await Promise.all([view.start(), hostEnd.start()]);
    await view.send({ jsonrpc: "2.0", method: "x" });
    await hostEnd.close();
    await hostEnd.close();
    expect([origins, closes]).toEqual([["http://localhost"], 1]);
  });
});
