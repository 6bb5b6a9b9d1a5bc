// The fake window.openai's wire between a view's frame and the host page: its JSON-RPC travels in
// its own envelope and is taken only from the other side's window and origin (anything else, from
// anywhere, is ignored), and the frame's fake (the kit's FakeOpenAi) reports each call the view makes.
import { afterEach, describe, expect, it } from "vitest";
import { installFrameOpenAi } from "../../playground/frame/openai.js";
import { EnvelopeTransport } from "../../playground/shared/envelope-transport.js";
import { calledMethod, OPENAI_CALL, OPENAI_ENVELOPE } from "../../playground/shared/openai-envelope.js";
import type { JSONRPCMessage } from "../../src/protocol/shapes.js";

const ORIGIN = "http://127.0.0.1:5179";
const PING = { jsonrpc: "2.0", id: 1, method: "ping" } as const;

/** A window that records what is posted to it. */
function peerWindow() {
  const posted: Array<[unknown, string]> = [];
  return { window: { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) } as unknown as Window, posted };
}

const opened: EnvelopeTransport[] = [];
afterEach(async () => {
  for (const transport of opened.splice(0)) await transport.close();
});

async function started(peer: Window | null, onOther?: (data: unknown) => void) {
  const transport = new EnvelopeTransport({ listenOn: window, peer: () => peer, origin: ORIGIN, onOther });
  const got: Array<[JSONRPCMessage, unknown]> = [];
  transport.onmessage = (message, extra) => got.push([message, extra]);
  opened.push(transport);
  await transport.start();
  return { transport, got };
}

const deliver = (data: unknown, source: Window | null, origin = ORIGIN) =>
  window.dispatchEvent(new MessageEvent("message", { data, source, origin }));

describe("EnvelopeTransport", () => {
  it("takes an envelope from the peer's window and origin, and hands on its JSON-RPC", async () => {
    const peer = peerWindow().window;
    const { got } = await started(peer);
    deliver({ [OPENAI_ENVELOPE]: PING }, peer);
    expect(got).toEqual([[PING, { origin: ORIGIN }]]);
  });

  it.each([
    ["another window", () => window, ORIGIN],
    ["no window", () => null, ORIGIN],
    ["the peer's window on another origin (its frame navigated)", (peer: Window) => peer, "http://127.0.0.1:9999"],
  ])("ignores an envelope from %s", async (_name, source, origin) => {
    const peer = peerWindow().window;
    const other: unknown[] = [];
    const { got } = await started(peer, (data) => other.push(data));
    deliver({ [OPENAI_ENVELOPE]: PING }, source(peer), origin);
    deliver({ [OPENAI_CALL]: "callTool" }, source(peer), origin);
    expect([got, other]).toEqual([[], []]);
  });

  it("drops an envelope that holds no JSON-RPC, and passes the peer's other data to onOther", async () => {
    const peer = peerWindow().window;
    const other: unknown[] = [];
    const { got } = await started(peer, (data) => other.push(data));
    deliver({ [OPENAI_ENVELOPE]: { method: "ping" } }, peer);
    deliver({ [OPENAI_ENVELOPE]: "ping" }, peer);
    deliver(PING, peer);
    expect([got, other]).toEqual([[], [PING]]);
  });

  it("posts the envelope to the peer's origin only", async () => {
    const { window: peer, posted } = peerWindow();
    const { transport } = await started(peer);
    await transport.send(PING);
    expect(posted).toEqual([[{ [OPENAI_ENVELOPE]: PING }, ORIGIN]]);
  });

  it("refuses to send before start, after close, and when the peer's window is gone", async () => {
    const idle = new EnvelopeTransport({ listenOn: window, peer: () => window, origin: ORIGIN });
    await expect(idle.send(PING)).rejects.toThrow("Cannot send ping: the transport is not started");
    const { transport } = await started(null);
    await expect(transport.send(PING)).rejects.toThrow("Cannot send ping: the other window is gone");
    const { transport: closing, got } = await started(peerWindow().window);
    let closed = 0;
    closing.onclose = () => closed++;
    await closing.close();
    await expect(closing.send(PING)).rejects.toThrow("the transport is not started");
    deliver({ [OPENAI_ENVELOPE]: PING }, window);
    expect([closed, got]).toEqual([1, []]);
  });
});

describe("calledMethod", () => {
  it("reads a call report", () => {
    expect(calledMethod({ [OPENAI_CALL]: "callTool" })).toBe("callTool");
  });

  it.each([
    ["null", null],
    ["another key", { method: "callTool" }],
    ["a name that is no string", { [OPENAI_CALL]: 1 }],
    ["markup", { [OPENAI_CALL]: "<b>x</b>" }],
  ])("ignores %s", (_name, data) => {
    expect(calledMethod(data)).toBeUndefined();
  });
});

describe("installFrameOpenAi", () => {
  /** A view window whose parent records what is posted to it. */
  function view() {
    const parent = peerWindow();
    const target = Object.assign(new EventTarget(), { parent: parent.window }) as unknown as Window & { openai?: Record<string, any> };
    return {
      target,
      posted: parent.posted,
      fromParent: (data: unknown, origin = ORIGIN) =>
        target.dispatchEvent(new MessageEvent("message", { data, source: parent.window, origin })),
    };
  }

  it("installs window.openai with the context's globals and starts the handshake with the host page, in the envelope", async () => {
    const { target, posted } = view();
    const fake = installFrameOpenAi(target, { context: { theme: "dark", locale: "nb-NO", displayMode: "inline" }, origin: ORIGIN });
    try {
      expect(target.openai).toBe(fake.openai);
      expect(target.openai).toMatchObject({ theme: "dark", locale: "nb-NO", displayMode: "inline", toolOutput: null });
      await expect.poll(() => posted.length).toBe(1);
      const [[data, origin]] = posted as [[Record<string, any>, string]];
      expect([data[OPENAI_ENVELOPE].method, data[OPENAI_ENVELOPE].params.appInfo.name, origin]).toEqual([
        "ui/initialize",
        "window.openai",
        ORIGIN,
      ]);
    } finally {
      fake.uninstall();
    }
  });

  it("reports each call before making it, and takes the host page's answers and tool data from its origin only", async () => {
    const { target, posted, fromParent } = view();
    const fake = installFrameOpenAi(target, { context: {}, origin: ORIGIN });
    try {
      await expect.poll(() => posted.length).toBe(1);
      const handshake = (posted[0]![0] as Record<string, any>)[OPENAI_ENVELOPE];
      fromParent({
        [OPENAI_ENVELOPE]: {
          jsonrpc: "2.0",
          id: handshake.id,
          result: { protocolVersion: "2026-01-26", hostInfo: { name: "h", version: "1" }, hostCapabilities: {}, hostContext: {} },
        },
      });
      await expect.poll(() => posted.length).toBe(2); // ui/notifications/initialized
      const calling = target.openai!.callTool("add", { a: 1 });
      expect(posted[2]).toEqual([{ [OPENAI_CALL]: "callTool" }, ORIGIN]);
      await expect.poll(() => posted.length).toBe(4);
      const request = (posted[3]![0] as Record<string, any>)[OPENAI_ENVELOPE];
      expect([request.method, request.params]).toEqual(["tools/call", { name: "add", arguments: { a: 1 } }]);
      const result = { content: [{ type: "text", text: "2" }] };
      fromParent({ [OPENAI_ENVELOPE]: { jsonrpc: "2.0", id: request.id, result } }, "http://elsewhere.example");
      fromParent(
        {
          [OPENAI_ENVELOPE]: {
            jsonrpc: "2.0",
            method: "ui/notifications/tool-result",
            params: { content: [], structuredContent: { forged: true } },
          },
        },
        "http://elsewhere.example",
      );
      fromParent({ [OPENAI_ENVELOPE]: { jsonrpc: "2.0", id: request.id, result } });
      await expect(calling).resolves.toEqual(result);
      expect(target.openai!.toolOutput).toBeNull();
    } finally {
      fake.uninstall();
    }
  });
});
