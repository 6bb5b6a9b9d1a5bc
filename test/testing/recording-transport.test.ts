// RecordingTransport on its own, on one end of a transport pair: what crosses is recorded, a send
// reports its delivery, raw data goes out as given, and settled() waits for what is in flight.
import { describe, expect, it, vi } from "vitest";
import type { JSONRPCMessage } from "../../src/index.js";
import { createTransportPair } from "../../src/testing/index.js";
import { Recorder } from "../../src/testing/recorder.js";
import { RecordingTransport } from "../../src/testing/recording-transport.js";

/** A started RecordingTransport on the host end, and the started view end. */
async function wired() {
  const [view, host] = createTransportPair();
  const recorder = new Recorder();
  const wire = new RecordingTransport(host, recorder);
  const got: unknown[] = [];
  view.onmessage = (m) => void got.push(m);
  await Promise.all([wire.start(), view.start()]);
  return { view, wire, recorder, got };
}

describe("RecordingTransport", () => {
  it("records what it sends, and calls ondelivered once the view was handed it", async () => {
    const { wire, recorder, got } = await wired();
    const delivered = vi.fn();
    wire.ondelivered = delivered;
    const message: JSONRPCMessage = { jsonrpc: "2.0", method: "x/a" };
    await wire.send(message);
    expect(recorder.records.map((r) => [r.direction, r.method])).toEqual([["sent", "x/a"]]);
    expect([got, delivered.mock.calls]).toEqual([[message], [[message]]]);
  });

  it("records what it receives and passes it on", async () => {
    const { view, wire, recorder } = await wired();
    const onmessage = vi.fn();
    wire.onmessage = onmessage;
    await view.send({ jsonrpc: "2.0", method: "x/b" });
    expect(recorder.records.map((r) => [r.direction, r.method])).toEqual([["received", "x/b"]]);
    expect(onmessage.mock.calls[0]![0]).toEqual({ jsonrpc: "2.0", method: "x/b" });
  });

  it("sendRaw() sends data that is not JSON-RPC exactly as given", async () => {
    const { wire, got } = await wired();
    await wire.sendRaw("not json-rpc");
    expect(got).toEqual(["not json-rpc"]);
  });

  it("settled() resolves once everything sent so far has been handed over", async () => {
    const { wire, got } = await wired();
    void wire.send({ jsonrpc: "2.0", method: "x/1" });
    void wire.send({ jsonrpc: "2.0", method: "x/2" });
    expect(got).toEqual([]);
    await wire.settled();
    expect(got).toHaveLength(2);
  });

  it("close() closes the end and stops passing on what arrives", async () => {
    const { view, wire } = await wired();
    const onmessage = vi.fn();
    wire.onmessage = onmessage;
    await wire.close();
    await view.send({ jsonrpc: "2.0", method: "x/late" });
    expect(onmessage).not.toHaveBeenCalled();
  });
});
