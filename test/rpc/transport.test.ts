// PostMessageTransport on its own, with explicit target and source windows.
import { describe, expect, it, vi } from "vitest";
import { PostMessageTransport } from "../../src/index.js";

const target = () => ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
const parentWindow = {} as MessageEventSource;
const send = (data: unknown, source: MessageEventSource | null = parentWindow, origin = "https://host.example") =>
  window.dispatchEvent(new MessageEvent("message", { data, source, origin }));
const note = { jsonrpc: "2.0", method: "n" } as const;

async function started(
  options: ConstructorParameters<typeof PostMessageTransport>[2] = {},
  source: MessageEventSource | null = parentWindow,
) {
  const to = target();
  const transport = new PostMessageTransport(to, source, options);
  const onmessage = vi.fn();
  transport.onmessage = onmessage;
  await transport.start();
  return { to, transport, onmessage };
}

describe("PostMessageTransport", () => {
  it("delivers JSON-RPC objects from the source with their origin", async () => {
    const { transport, onmessage } = await started();
    send(note);
    expect(onmessage.mock.calls).toEqual([[note, { origin: "https://host.example" }]]);
    await transport.close();
  });

  it("ignores other sources and non-JSON-RPC data, telling onIgnore why", async () => {
    const onIgnore = vi.fn();
    const { transport, onmessage } = await started({ onIgnore });
    send(note, {} as MessageEventSource);
    send(note, null);
    send("text");
    send([note]);
    send({ jsonrpc: "1.0", method: "n" });
    expect(onmessage).not.toHaveBeenCalled();
    expect(onIgnore.mock.calls.map(([, reason]) => reason)).toEqual([
      "source is not the parent",
      "source is not the parent",
      "not JSON-RPC 2.0",
      "not JSON-RPC 2.0",
      "not JSON-RPC 2.0",
    ]);
    await transport.close();
  });

  it("passes malformed JSON-RPC 2.0 objects on, for the engine to report", async () => {
    const { transport, onmessage } = await started();
    send({ jsonrpc: "2.0", id: 5 });
    expect(onmessage).toHaveBeenCalledTimes(1);
    await transport.close();
  });

  it("defaults the source to the target window", async () => {
    const to = target();
    const transport = new PostMessageTransport(to);
    const onmessage = vi.fn();
    transport.onmessage = onmessage;
    await transport.start();
    send(note);
    send(note, to as unknown as MessageEventSource);
    expect(onmessage).toHaveBeenCalledTimes(1);
    await transport.close();
  });

  it("accepts any source when the source is null", async () => {
    const { transport, onmessage } = await started({}, null);
    send(note, {} as MessageEventSource);
    send(note, null);
    expect(onmessage).toHaveBeenCalledTimes(2);
    await transport.close();
  });

  const answer = { jsonrpc: "2.0", id: 0, result: {} } as const;

  it('posts with "*" until the first answer pins the peer\'s origin, then to that origin only', async () => {
    const { to, transport } = await started();
    await transport.send(note);
    send(note, parentWindow, "https://host.example");
    await transport.send(note);
    send(answer, parentWindow, "https://host.example");
    await transport.send(note);
    expect(to.postMessage.mock.calls.map(([, origin]) => origin)).toEqual(["*", "*", "https://host.example"]);
    await transport.close();
  });

  it("drops messages from other origins once pinned", async () => {
    const onIgnore = vi.fn();
    const { transport, onmessage } = await started({ onIgnore });
    send(answer);
    send(note, parentWindow, "https://evil.example");
    send(note, parentWindow, "null");
    send(note);
    expect(onmessage).toHaveBeenCalledTimes(2);
    expect(onIgnore).toHaveBeenCalledWith(note, "origin https://evil.example is not https://host.example");
    await transport.close();
  });

  it("does not pin on a malformed answer (an id without result or error)", async () => {
    const { to, transport } = await started();
    send({ jsonrpc: "2.0", id: 5 }, parentWindow, "https://evil.example");
    await transport.send(note);
    expect(to.postMessage).toHaveBeenCalledWith(note, "*");
    await transport.close();
  });

  it.each(["null", ""])("does not pin the opaque origin %j: later messages from any origin pass the source check", async (origin) => {
    const { to, transport, onmessage } = await started();
    send(answer, parentWindow, origin);
    send(note, parentWindow, "https://anything.example");
    await transport.send(note);
    expect(onmessage).toHaveBeenCalledTimes(2);
    expect(to.postMessage).toHaveBeenCalledWith(note, "*");
    await transport.close();
  });

  it("with origins, drops messages from any other origin from the start and pins only an allowed one", async () => {
    const onIgnore = vi.fn();
    const { to, transport, onmessage } = await started({ origins: ["https://a.example", "https://b.example"], onIgnore });
    send(answer, parentWindow, "https://evil.example");
    send(note, parentWindow, "https://b.example");
    await transport.send(note);
    expect(onmessage).toHaveBeenCalledTimes(1);
    expect(onIgnore).toHaveBeenCalledWith(answer, "origin https://evil.example is not one of https://a.example, https://b.example");
    expect(to.postMessage).toHaveBeenLastCalledWith(note, "*");
    send(answer, parentWindow, "https://b.example");
    await transport.send(note);
    expect(to.postMessage).toHaveBeenLastCalledWith(note, "https://b.example");
    send(note, parentWindow, "https://a.example");
    expect(onmessage).toHaveBeenCalledTimes(2);
    await transport.close();
  });

  it("with one allowed origin, posts to it from the first message", async () => {
    const { to, transport } = await started({ origins: ["https://a.example"] });
    await transport.send(note);
    expect(to.postMessage).toHaveBeenCalledWith(note, "https://a.example");
    await transport.close();
  });

  it("adds one listener however often it starts, and close() removes it and calls onclose once", async () => {
    const listenOn = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const transport = new PostMessageTransport(target(), parentWindow, { listenOn });
    const onclose = vi.fn();
    transport.onclose = onclose;
    await transport.start();
    await transport.start();
    expect(listenOn.addEventListener).toHaveBeenCalledTimes(1);
    const [type, listener] = listenOn.addEventListener.mock.calls[0]!;
    expect(type).toBe("message");
    await transport.close();
    await transport.close();
    expect(listenOn.removeEventListener.mock.calls).toEqual([["message", listener]]);
    expect(onclose).toHaveBeenCalledTimes(1);
  });

  it("reads nothing before start() or after close()", async () => {
    const to = target();
    const transport = new PostMessageTransport(to, parentWindow);
    const onmessage = vi.fn();
    transport.onmessage = onmessage;
    send(note);
    await transport.start();
    await transport.close();
    send(note);
    expect(onmessage).not.toHaveBeenCalled();
  });
});
