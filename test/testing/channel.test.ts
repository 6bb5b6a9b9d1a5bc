// How the test host picks its channel when it is not the window's: the transport channel (the view is
// handed host.transport) and a given transport (the transport option). The window channel, the frame
// channel and the transport pair have their own files.
import { describe, expect, it } from "vitest";
import { AppError } from "../../src/index.js";
import { createTestHost, createTransportPair, FakeOpenAi } from "../../src/testing/index.js";
import { app, host } from "./support.js";

describe("the transport channel", () => {
  it("connects a view that is handed host.transport", async () => {
    const h = host({ channel: "transport" });
    const a = app();
    await a.connect(h.transport);
    await h.ready;
    expect(a.getSnapshot().hostInfo).toEqual({ name: "mcp-view-test-host", version: "1.0.0" });
  });

  it("does not touch window.parent.postMessage", () => {
    const before = Object.getOwnPropertyDescriptor(window.parent, "postMessage");
    host({ channel: "transport" });
    expect(Object.getOwnPropertyDescriptor(window.parent, "postMessage")).toEqual(before);
  });

  it("reports the origin option to the view, which pins it", async () => {
    const h = host({ channel: "transport", origin: "https://host.example" });
    const a = app();
    await a.connect(h.transport);
    await h.sendToolResult({ content: [] });
    expect(a.getSnapshot().toolResult).toEqual({ content: [] });
  });
});

describe("a given transport (the transport option)", () => {
  it("is the host's end: a view connected to its other end completes the handshake", async () => {
    const [viewEnd, hostEnd] = createTransportPair();
    const h = host({ transport: hostEnd });
    const a = app();
    await a.connect(viewEnd);
    await h.ready;
    expect(a.getSnapshot().hostInfo).toEqual({ name: "mcp-view-test-host", version: "1.0.0" });
    expect(() => h.transport).toThrow(
      "host.transport exists only when the test host makes the transport pair; this host speaks over the transport option, whose other end is the view's",
    );
  });

  it("does not patch window.parent, even in a DOM where the default channel is the window", () => {
    const before = Object.getOwnPropertyDescriptor(window.parent, "postMessage");
    host({ transport: createTransportPair()[1] });
    expect(Object.getOwnPropertyDescriptor(window.parent, "postMessage")).toEqual(before);
  });

  it.each(["window", document.createElement("iframe")] as const)(
    "is refused with INVALID_PARAMS beside another channel (%s)",
    (channel) => {
      expect(() => createTestHost({ channel, transport: createTransportPair()[1] })).toThrow(
        new AppError(
          "INVALID_PARAMS",
          'The transport option is the host\'s end of the "transport" channel: leave channel unset or set it to "transport"',
        ),
      );
    },
  );

  it("carries chatgpt-openai to a FakeOpenAi installed at its other end, and the host installs no fake of its own", async () => {
    const [viewEnd, hostEnd] = createTransportPair();
    const h = host({
      profile: "chatgpt-openai",
      transport: hostEnd,
      tools: { add: ({ a, b }) => ({ content: [{ type: "text", text: `${Number(a) + Number(b)}` }] }) },
    });
    expect([h.openai, (window as { openai?: unknown }).openai]).toEqual([undefined, undefined]);
    const viewWindow = new EventTarget() as unknown as Window & { openai?: { callTool(name: string, args: object): Promise<unknown> } };
    const fake = new FakeOpenAi(viewWindow, h.hostContext, viewEnd);
    try {
      await h.ready;
      expect(h.appInfo?.name).toBe("window.openai");
      await expect(viewWindow.openai!.callTool("add", { a: 2, b: 3 })).resolves.toEqual({ content: [{ type: "text", text: "5" }] });
      await h.sendToolResult({ content: [], structuredContent: { n: 1 } });
      await expect.poll(() => fake.openai.toolOutput).toEqual({ n: 1 });
      expect(h.received("tools/call")).toEqual([{ name: "add", arguments: { a: 2, b: 3 } }]);
    } finally {
      fake.uninstall();
    }
  });
});
