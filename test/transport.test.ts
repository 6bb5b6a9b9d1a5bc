// PostMessageTransport on its own, with explicit target and source windows.
import { describe, expect, it, vi } from "vitest";
import { PostMessageTransport } from "../src/index.js";
import { forbidConsole } from "./support/console.js";

forbidConsole();

const target = () => ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
const parentWindow = {} as MessageEventSource;
const send = (data: unknown, source: MessageEventSource | null = parentWindow, origin = "https://host.example") =>
  window.dispatchEvent(new MessageEvent("message", { data, source, origin }));
const note = { jsonrpc: "2.0", method: "n" } as const;

async function started(options: ConstructorParameters<typeof PostMessageTransport>[2] = {}, source: MessageEventSource | null = parentWindow) {
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

  it("ignores other sources and non-JSON-RPC data, telling onignore why", async () => {
    const onignore = vi.fn();
    const { transport, onmessage } = await started({ onignore });
    send(note, {} as MessageEventSource);
    send(note, null);
    send("text");
    send([note]);
    send({ jsonrpc: "1.0", method: "n" });
    expect(onmessage).not.toHaveBeenCalled();
    expect(onignore.mock.calls.map(([, reason]) => reason)).toEqual([
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

  it("posts objects to the target with \"*\" until an origin is pinned, then to that origin", async () => {
    const { to, transport } = await started();
    await transport.send(note);
    transport.pinOrigin("https://host.example");
    await transport.send(note);
    expect(to.postMessage.mock.calls).toEqual([
      [note, "*"],
      [note, "https://host.example"],
    ]);
    await transport.close();
  });

  it("drops messages from other origins once pinned", async () => {
    const onignore = vi.fn();
    const { transport, onmessage } = await started({ onignore });
    transport.pinOrigin("https://host.example");
    send(note, parentWindow, "https://evil.example");
    send(note, parentWindow, "null");
    send(note);
    expect(onmessage).toHaveBeenCalledTimes(1);
    expect(onignore).toHaveBeenCalledWith(note, "origin https://evil.example is not https://host.example");
    await transport.close();
  });

  it.each(["null", ""])("does not pin the origin %j", async (origin) => {
    const { to, transport, onmessage } = await started();
    transport.pinOrigin(origin);
    send(note, parentWindow, "https://anything.example");
    await transport.send(note);
    expect(onmessage).toHaveBeenCalledTimes(1);
    expect(to.postMessage).toHaveBeenCalledWith(note, "*");
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
